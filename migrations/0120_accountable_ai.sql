-- Applications reviewed without the score (ats_status 'human_review'): a minimum score never
-- filters them out, so each list counts them beside the scores that pass. Few rows: partial indexes.
CREATE INDEX applications_human_review_job ON applications (job_id, status) WHERE ats_status = 'human_review';
CREATE INDEX applications_human_review_company ON applications (recruiter_company_id, status) WHERE ats_status = 'human_review';
