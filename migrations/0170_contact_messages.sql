-- Messages sent with the landing page's contact form (worker/contact): kept for the admins'
-- "Messages from the site" list and mailed to the operator's address (CONTACT_TO) through the outbox.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered')),
  created_at TEXT NOT NULL,
  answered_at TEXT,
  answered_by TEXT REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_by_status ON contact_messages (status, created_at DESC, id DESC);
