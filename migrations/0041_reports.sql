-- Reports of jobs, users and messages, and what admins did about them (issue 8).
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No foreign key: the target lives in a table chosen by target_type.
  target_type TEXT NOT NULL CHECK (target_type IN ('job', 'user', 'message')),
  target_id TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('scam', 'spam', 'discrimination', 'misleading', 'harassment', 'other')),
  details TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  action TEXT CHECK (action IN ('dismiss', 'warn', 'remove_job', 'suspend_user', 'reinstate')),
  note TEXT,
  resolved_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  resolved_at TEXT,
  created_at TEXT NOT NULL
);
-- One open report per reporter and target, even under concurrent requests.
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_status_created ON reports (status, created_at DESC);
CREATE INDEX reports_created ON reports (created_at DESC);
CREATE INDEX reports_target ON reports (target_type, target_id);
