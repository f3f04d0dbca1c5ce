-- What recruiters may search and match about a candidate who has not applied to them: structured
-- profile fields the candidate wrote or confirmed, never resume text. The skills list is the
-- candidate's confirmed skills; these add a headline (their title), their city and their years of
-- experience (null when not given). The resume-to-profile suggestions fill the same columns.
ALTER TABLE candidate_profiles ADD COLUMN headline TEXT NOT NULL DEFAULT '';
ALTER TABLE candidate_profiles ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE candidate_profiles ADD COLUMN years INTEGER CHECK (years IS NULL OR years BETWEEN 0 AND 60);
