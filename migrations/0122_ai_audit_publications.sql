-- Bias audit summaries an admin published: the public /ai/audit page shows the latest.
CREATE TABLE ai_audit_publications (
  id TEXT PRIMARY KEY,
  published_at TEXT NOT NULL,
  published_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  audit TEXT NOT NULL
);
CREATE INDEX ai_audit_publications_latest ON ai_audit_publications (published_at DESC);
