-- Identity and sessions against a hostile user: session versions, email verification, one-time
-- Google codes, rate limits and email delivery state.

-- Every access token carries the session version of its user; a token whose version is not the
-- current one is refused. Revoking any refresh token, or suspending the account, bumps it, so
-- logout, password change or reset, suspension and "sign out other devices" end every access
-- token issued before them at once (a device with a live refresh token simply refreshes).
ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER refresh_token_revoked_ends_access AFTER UPDATE OF revoked_at ON refresh_tokens
WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
BEGIN
  UPDATE users SET session_version = session_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER user_suspended_ends_sessions AFTER UPDATE OF suspended_at ON users
WHEN OLD.suspended_at IS NULL AND NEW.suspended_at IS NOT NULL
BEGIN
  UPDATE users SET session_version = session_version + 1 WHERE id = NEW.id;
  UPDATE refresh_tokens SET revoked_at = NEW.suspended_at WHERE user_id = NEW.id AND revoked_at IS NULL;
END;

-- The successor of a rotated refresh token: the grace period covers only the immediate predecessor
-- of the family's live token.
ALTER TABLE refresh_tokens ADD COLUMN replaced_by TEXT;

-- When the owner of the address proved it (verification link, password reset, Google, an accepted
-- invitation). Google accounts were verified by Google.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;
UPDATE users SET email_verified_at = created_at WHERE provider = 'google';

-- Verification links: hashed, single use, expiring; a new link replaces the previous one.
CREATE TABLE email_verifications (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX email_verifications_user ON email_verifications (user_id);

-- The one-time code /oauth-success exchanges for a session, bound to the state cookie of the
-- browser that started the Google flow.
CREATE TABLE oauth_codes (
  code_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  binding_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- Fixed-window counters for sign-in throttling and flood limits: one atomic upsert per key.
DROP TABLE login_throttle;
CREATE TABLE rate_limits (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  window_started_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Delivery through the email provider: retries with backoff, the provider's id, bounces.
ALTER TABLE email_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE email_outbox ADD COLUMN last_error TEXT;
ALTER TABLE email_outbox ADD COLUMN provider_id TEXT;
ALTER TABLE email_outbox ADD COLUMN bounced_at TEXT;
CREATE INDEX email_outbox_provider ON email_outbox (provider_id);
