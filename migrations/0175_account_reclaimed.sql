-- Issue 35, item 7: a taken-over account keeps nothing of the squatter. When Google sign-in takes
-- over an unverified candidate password account (worker/auth/oauth.ts: verified, linked, password
-- removed, in one UPDATE), the notice intent `account_reclaimed` is written with it, so the clean-up
-- (worker/privacy/takeover.ts, wired in worker/deliveries.ts) is owed by the same statement. Its id
-- is the account's (`account_reclaimed:<user id>`: an account is reclaimed once), so the request can
-- deliver it right after its answer; the cron sweeps it otherwise.
CREATE TRIGGER users_reclaimed_by_google AFTER UPDATE OF email_verified_at ON users
WHEN NEW.role = 'candidate' AND OLD.email_verified_at IS NULL AND NEW.email_verified_at IS NOT NULL
  AND OLD.google_sub IS NULL AND NEW.google_sub IS NOT NULL
  AND OLD.password_hash IS NOT NULL AND NEW.password_hash IS NULL BEGIN
  INSERT OR IGNORE INTO notice_intents (id, kind, subject_id, detail, created_at)
  VALUES ('account_reclaimed:' || NEW.id, 'account_reclaimed', NEW.id, json_object('takenAt', NEW.updated_at), NEW.updated_at);
END;
