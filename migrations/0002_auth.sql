-- Sessions, password resets, login throttling, the email outbox and the audit log (issue 3).
-- Times are ISO-8601 UTC text written by the worker, so they compare correctly as strings.

-- Refresh tokens: only the SHA-256 of the opaque cookie value is stored. Every rotation adds a row
-- to the same family; presenting a used token after the grace period revokes the whole family.
CREATE TABLE refresh_tokens (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  family_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Password reset links: hashed, single use, short-lived.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Failed sign-ins in a fixed window per account (lower-cased email) and per client address.
CREATE TABLE login_throttle (
  scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
  key TEXT NOT NULL,
  failures INTEGER NOT NULL,
  window_started_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Every email the product sends is a row first; a provider delivers unsent rows in production.
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX email_outbox_created ON email_outbox (created_at);
CREATE INDEX email_outbox_unsent ON email_outbox (sent_at, created_at);

-- Append-only record of admin and security-relevant actions.
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  actor_id TEXT,
  action TEXT NOT NULL,
  target_type TEXT,
  target_id TEXT,
  detail TEXT NOT NULL DEFAULT '{}',
  ip TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at);
