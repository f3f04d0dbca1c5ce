-- Screening questions (src/contract/screening.ts): a job's questions, and each application's answers
-- kept with the question as it was asked. screening_unmet is 1 when an answer does not meet a
-- knockout: the application is flagged for the recruiter, never rejected, and never scored by it.
ALTER TABLE jobs ADD COLUMN screening_questions TEXT NOT NULL DEFAULT '[]';
ALTER TABLE applications ADD COLUMN screening_answers TEXT NOT NULL DEFAULT '[]';
ALTER TABLE applications ADD COLUMN screening_unmet INTEGER NOT NULL DEFAULT 0;

-- "Best match first" gains the flagged group in the 2000s that migrations/0161_best_match.sql left
-- free (worker/pipeline/store.ts BEST_MATCH, the identical expression): human review 0; scored
-- 1000 + (100 - score); flagged 2000 (without the score), 2001 + (100 - score), 2200 (unreadable);
-- unreadable 3000.
DROP INDEX applications_company_best;
DROP INDEX applications_company_status_best;
DROP INDEX applications_job_best;
DROP INDEX applications_job_status_best;
CREATE INDEX applications_company_best ON applications (recruiter_company_id,
  (CASE WHEN screening_unmet = 1 THEN (CASE WHEN ats_status = 'human_review' THEN 2000 WHEN ats_score IS NOT NULL THEN 2101 - ats_score ELSE 2200 END) WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id)
  WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_company_status_best ON applications (recruiter_company_id, status,
  (CASE WHEN screening_unmet = 1 THEN (CASE WHEN ats_status = 'human_review' THEN 2000 WHEN ats_score IS NOT NULL THEN 2101 - ats_score ELSE 2200 END) WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id)
  WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_job_best ON applications (job_id,
  (CASE WHEN screening_unmet = 1 THEN (CASE WHEN ats_status = 'human_review' THEN 2000 WHEN ats_score IS NOT NULL THEN 2101 - ats_score ELSE 2200 END) WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id);
CREATE INDEX applications_job_status_best ON applications (job_id, status,
  (CASE WHEN screening_unmet = 1 THEN (CASE WHEN ats_status = 'human_review' THEN 2000 WHEN ats_score IS NOT NULL THEN 2101 - ats_score ELSE 2200 END) WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id);
