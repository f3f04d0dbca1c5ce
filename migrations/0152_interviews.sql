-- Interview scheduling: one schedule per application (the recruiter's proposed times, the
-- candidate's pick), its calendar identity (UID, SEQUENCE) and its history.
CREATE TABLE interviews (
  application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies (id),
  uid TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('proposed', 'scheduled', 'cancelled')),
  -- JSON array of the proposed starts, UTC ISO instants.
  slots TEXT NOT NULL,
  start_at TEXT,
  duration_minutes INTEGER NOT NULL,
  time_zone TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  organizer_id TEXT NOT NULL REFERENCES users (id),
  updated_at TEXT NOT NULL
);

CREATE TABLE interview_events (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('proposed', 'picked', 'rescheduled', 'cancelled')),
  -- NULL: nobody by hand (the application was withdrawn or rejected).
  actor_id TEXT,
  start_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX interview_events_application ON interview_events (application_id, created_at);

-- A withdrawn or rejected application's schedule is cancelled in the same statement, whatever
-- path closed it; the notice intent tells both sides (worker/interviews/notices.ts).
CREATE TRIGGER interviews_cancel_on_close AFTER UPDATE OF status ON applications
WHEN NEW.status IN ('withdrawn', 'rejected') AND OLD.status IS NOT NEW.status BEGIN
  INSERT INTO notice_intents (id, kind, subject_id, detail, created_at)
  SELECT lower(hex(randomblob(16))), 'interview_cancelled', NEW.id, json_object('wasScheduled', state = 'scheduled'), NEW.status_changed_at
  FROM interviews WHERE application_id = NEW.id AND state IN ('proposed', 'scheduled');
  INSERT INTO interview_events (id, application_id, kind, actor_id, start_at, created_at)
  SELECT lower(hex(randomblob(16))), NEW.id, 'cancelled', NULL, start_at, NEW.status_changed_at
  FROM interviews WHERE application_id = NEW.id AND state IN ('proposed', 'scheduled');
  UPDATE interviews SET sequence = sequence + (state = 'scheduled'), state = 'cancelled', updated_at = NEW.status_changed_at
  WHERE application_id = NEW.id AND state IN ('proposed', 'scheduled');
END;

-- Files sent with an email (a calendar invitation): JSON [{ filename, contentType, content }], text content.
ALTER TABLE email_outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
