-- Jobs a candidate saved to come back to (the dashboard's saved list), newest saved first.
CREATE TABLE saved_jobs (
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (candidate_id, job_id)
) WITHOUT ROWID;

CREATE INDEX saved_jobs_candidate_created ON saved_jobs (candidate_id, created_at DESC);
