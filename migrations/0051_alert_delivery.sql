-- Job alert delivery (issue 7): each new job reaches each matching alert once, then an email digest
-- at the alert's frequency.
CREATE TABLE alert_deliveries (
  alert_id TEXT NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  -- Set once the job went out in a digest (or the candidate has email off): never emailed twice.
  emailed_at TEXT,
  PRIMARY KEY (alert_id, job_id)
);
CREATE INDEX alert_deliveries_unemailed ON alert_deliveries (alert_id, created_at) WHERE emailed_at IS NULL;
-- One notification per candidate and job, however many of their alerts it matches.
CREATE INDEX alert_deliveries_candidate_job ON alert_deliveries (candidate_id, job_id);

-- When each alert's last digest went out, for daily and weekly pacing.
CREATE TABLE alert_digests (
  alert_id TEXT PRIMARY KEY REFERENCES job_alerts (id) ON DELETE CASCADE,
  last_sent_at TEXT NOT NULL
);
