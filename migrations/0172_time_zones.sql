-- The zone a user reads times in (IANA name), from the browser at sign-up or sign-in or from
-- settings. NULL: the company's zone (its earliest recruiter's that has one), else Asia/Kolkata.
ALTER TABLE users ADD COLUMN time_zone TEXT;
