-- A recruiter's switch for the email of an @mention in a private note (the notice in the product
-- always comes). On until they turn it off, like new-application emails.
ALTER TABLE recruiter_profiles ADD COLUMN notify_mention INTEGER NOT NULL DEFAULT 1;
