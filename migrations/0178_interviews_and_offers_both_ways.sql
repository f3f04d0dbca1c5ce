-- Interviews and offers both ways.
--
-- A candidate may ask for other interview times with a short note: one open request per schedule,
-- kept on the schedule until the recruiter answers it (new times, a move or a cancellation), and
-- recorded in the schedule's history as a 'requested' event.
ALTER TABLE interviews ADD COLUMN request_note TEXT;
ALTER TABLE interviews ADD COLUMN requested_at TEXT;

-- The history's kinds gain 'requested': SQLite cannot change a CHECK, so the table is rebuilt, and
-- the trigger of 0152 that writes into it is dropped first and made again after.
DROP TRIGGER interviews_cancel_on_close;

CREATE TABLE interview_events_next (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('proposed', 'picked', 'rescheduled', 'cancelled', 'requested')),
  -- NULL: nobody by hand (the application was withdrawn or rejected).
  actor_id TEXT,
  start_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO interview_events_next (id, application_id, kind, actor_id, start_at, created_at)
  SELECT id, application_id, kind, actor_id, start_at, created_at FROM interview_events;
DROP TABLE interview_events;
ALTER TABLE interview_events_next RENAME TO interview_events;
CREATE INDEX interview_events_application ON interview_events (application_id, created_at);

CREATE TRIGGER interviews_cancel_on_close AFTER UPDATE OF status ON applications
WHEN NEW.status IN ('withdrawn', 'rejected') AND OLD.status IS NOT NEW.status BEGIN
  INSERT INTO notice_intents (id, kind, subject_id, detail, created_at)
  SELECT lower(hex(randomblob(16))), 'interview_cancelled', NEW.id, json_object('wasScheduled', state = 'scheduled'), NEW.status_changed_at
  FROM interviews WHERE application_id = NEW.id AND state IN ('proposed', 'scheduled');
  INSERT INTO interview_events (id, application_id, kind, actor_id, start_at, created_at)
  SELECT lower(hex(randomblob(16))), NEW.id, 'cancelled', NULL, start_at, NEW.status_changed_at
  FROM interviews WHERE application_id = NEW.id AND state IN ('proposed', 'scheduled');
  UPDATE interviews SET sequence = sequence + (state = 'scheduled'), state = 'cancelled', request_note = NULL, requested_at = NULL, updated_at = NEW.status_changed_at
  WHERE application_id = NEW.id AND state IN ('proposed', 'scheduled');
END;

-- An offer's structured fields beside its text and letter, each NULL when left out: the title, the
-- pay (a whole amount in a currency, per year, month or hour), the joining date (YYYY-MM-DD), the
-- location, and the instant after which it cannot be accepted. All are part of the offer's version.
ALTER TABLE application_offers ADD COLUMN title TEXT;
ALTER TABLE application_offers ADD COLUMN pay_amount INTEGER;
ALTER TABLE application_offers ADD COLUMN pay_currency TEXT;
ALTER TABLE application_offers ADD COLUMN pay_period TEXT;
ALTER TABLE application_offers ADD COLUMN joining_date TEXT;
ALTER TABLE application_offers ADD COLUMN location TEXT;
ALTER TABLE application_offers ADD COLUMN expires_at TEXT;
