-- Request ids of state-changing requests forwarded by an edge in proxy mode, each accepted once
-- while its assertion is valid (worker/http/edge-trust.ts); rows past expires_at are deleted.
CREATE TABLE edge_nonces (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX edge_nonces_expiry ON edge_nonces (expires_at);
