-- Reports may name a company (a lookalike, a fake employer). SQLite cannot change a CHECK, so the
-- table is rebuilt with the same rows, indexes and counter triggers (migrations 0041 and 0060).
CREATE TABLE reports_new (
  id TEXT PRIMARY KEY,
  reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No foreign key: the target lives in a table chosen by target_type.
  target_type TEXT NOT NULL CHECK (target_type IN ('job', 'user', 'message', 'company')),
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
INSERT INTO reports_new (id, reporter_id, target_type, target_id, reason, details, status, action, note, resolved_by, resolved_at, created_at)
  SELECT id, reporter_id, target_type, target_id, reason, details, status, action, note, resolved_by, resolved_at, created_at FROM reports;
DROP TABLE reports;
ALTER TABLE reports_new RENAME TO reports;
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_status_created ON reports (status, created_at DESC);
CREATE INDEX reports_created ON reports (created_at DESC);
CREATE INDEX reports_target ON reports (target_type, target_id);
CREATE TRIGGER reports_counted_insert AFTER INSERT ON reports BEGIN
  INSERT INTO counter_changes VALUES
    ('reports', NEW.status, NEW.reason, 1), ('open_reports', NEW.target_type, NEW.target_id, NEW.status = 'open');
END;
CREATE TRIGGER reports_counted_delete AFTER DELETE ON reports BEGIN
  INSERT INTO counter_changes VALUES
    ('reports', OLD.status, OLD.reason, -1), ('open_reports', OLD.target_type, OLD.target_id, -(OLD.status = 'open'));
END;
CREATE TRIGGER reports_counted_update AFTER UPDATE OF status, reason, target_type, target_id ON reports BEGIN
  INSERT INTO counter_changes VALUES
    ('reports', OLD.status, OLD.reason, -1), ('open_reports', OLD.target_type, OLD.target_id, -(OLD.status = 'open')),
    ('reports', NEW.status, NEW.reason, 1), ('open_reports', NEW.target_type, NEW.target_id, NEW.status = 'open');
END;
