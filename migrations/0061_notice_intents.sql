-- Side effects waiting to be delivered: written in the same batch as the change that causes them,
-- delivered right after the answer, swept by the cron when that did not happen. A row goes once
-- delivered; a failed attempt leaves it for the next sweep.
CREATE TABLE notice_intents (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  -- Whoever delivers it holds it until then, so the request and the cron never both deliver it.
  claimed_until TEXT NOT NULL DEFAULT '',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX notice_intents_due ON notice_intents (claimed_until, created_at);
