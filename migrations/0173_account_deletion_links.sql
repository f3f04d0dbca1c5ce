-- Emailed links that confirm the deletion of a Google-only account (worker/privacy): the SHA-256 of
-- a 256-bit token, one per account (a new link replaces the old), removed with the account.
CREATE TABLE account_deletion_links (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX account_deletion_links_user ON account_deletion_links (user_id);
