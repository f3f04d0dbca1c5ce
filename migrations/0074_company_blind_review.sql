-- Blind review is the company's setting, not each recruiter's, so colleagues' views, notes,
-- messages and notices follow it alike. A company starts blind when any of its recruiters had it
-- on. (recruiter_profiles.blind_review is no longer read.)
ALTER TABLE companies ADD COLUMN blind_review INTEGER NOT NULL DEFAULT 0;
UPDATE companies SET blind_review = 1 WHERE EXISTS (SELECT 1 FROM recruiter_profiles rp WHERE rp.company_id = companies.id AND rp.blind_review = 1);
