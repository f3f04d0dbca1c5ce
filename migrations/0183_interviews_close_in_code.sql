-- An application's open interview schedule closes with it (withdrawn, rejected) in the move's own
-- batch (worker/applications/move.ts, worker/interviews/close.ts), which writes the
-- `interview_cancelled` notice intents beside it, so no delivery is owed to a trigger.
DROP TRIGGER interviews_cancel_on_close;
