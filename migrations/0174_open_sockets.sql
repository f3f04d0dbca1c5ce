-- Live sockets follow revocation (worker/messaging/README.md). Which conversations a user has a
-- socket open to: whatever ends a session or a person's access walks that user's rows and tells
-- each conversation's room to close their sockets. A stale row only costs a no-op call.
CREATE TABLE open_sockets (
  user_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  PRIMARY KEY (user_id, conversation_id)
) WITHOUT ROWID;

-- Socket tickets work once: the id of each ticket used is kept until the ticket expires.
CREATE TABLE socket_tickets_used (
  id TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX socket_tickets_used_expiry ON socket_tickets_used (expires_at);
