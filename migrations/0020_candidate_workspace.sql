-- The candidate workspace: saved job searches (alerts) and one view per candidate, job and day.

CREATE TABLE job_alerts (
  id TEXT PRIMARY KEY,
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  workplace_type TEXT,
  employment_type TEXT,
  min_salary INTEGER,
  frequency TEXT NOT NULL DEFAULT 'daily' CHECK (frequency IN ('instant', 'daily', 'weekly')),
  active INTEGER NOT NULL DEFAULT 1,
  -- Jobs posted after this moment count as "new" for the candidate.
  last_viewed_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX job_alerts_candidate ON job_alerts (candidate_id, created_at DESC);
-- Delivery (a later issue) walks the active alerts of one frequency.
CREATE INDEX job_alerts_active ON job_alerts (active, frequency);

-- A job's view count grows once per candidate per UTC day.
CREATE TABLE job_views (
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  PRIMARY KEY (job_id, candidate_id, day)
);

-- Resumes are listed newest first per candidate.
CREATE INDEX resumes_candidate_created ON resumes (candidate_id, created_at DESC);
