-- BRIDGE until the accounts branch lands: only its email outbox table (same definition), so
-- messaging can queue emails. At merge, main's 0002_auth.sql replaces this file.
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
