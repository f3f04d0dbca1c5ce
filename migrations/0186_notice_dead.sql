-- The delivery queue (Cloudflare Queues) owns retries now: after its last try, its dead-letter
-- consumer marks the intent dead. It stays, with its last error, for inspection; nothing claims it again.
ALTER TABLE notice_intents ADD COLUMN dead_at TEXT;
