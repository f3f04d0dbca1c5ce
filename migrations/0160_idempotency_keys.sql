-- The first answer to each Idempotency-Key a user sent (worker/http/idempotency.ts): claimed before
-- the request runs (status NULL until it answers), replayed for 24 hours, then swept by the cron.
CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  status INTEGER,
  content_type TEXT,
  body TEXT,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
