-- Interview scorecards (src/contract/scorecards.ts, worker/scorecards/).
--
-- A job's scorecard: its attributes as JSON [{id, name, description}] (none, or 3 to 8).
CREATE TABLE job_scorecards (
  job_id TEXT PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  attributes TEXT NOT NULL DEFAULT '[]',
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL
);

-- The colleagues the organiser added to an application's interview panel (the organiser, from
-- interviews.organizer_id, is on it without a row). Read only with the reader's company membership.
CREATE TABLE interview_panelists (
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (application_id, user_id)
);

-- One scorecard per panelist per application, locked once submitted. `ratings` keeps each
-- attribute as it was named when rated: JSON [{attributeId, name, rating 1-4, note}].
CREATE TABLE scorecards (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  ratings TEXT NOT NULL,
  recommendation TEXT NOT NULL CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
  submitted_at TEXT NOT NULL,
  UNIQUE (application_id, author_id)
);

-- The cron's reminders, once per panelist per interview (its calendar UID: a new schedule after a
-- cancellation is a new interview). `run_id` tells the run that wrote the row, so only it writes the notice.
CREATE TABLE scorecard_reminders (
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  interview_uid TEXT NOT NULL,
  run_id TEXT NOT NULL,
  reminded_at TEXT NOT NULL,
  PRIMARY KEY (application_id, user_id, interview_uid)
);

-- The cron finds booked interviews whose time passed a day ago.
CREATE INDEX interviews_scheduled_start ON interviews (start_at) WHERE state = 'scheduled';
