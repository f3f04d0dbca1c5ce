-- "Best match first" is one total order (worker/pipeline/store.ts BEST_MATCH, which must stay the
-- identical expression for SQLite to use these indexes): a group, then the rank within it, then id.
-- Human review 0; scored 1000 + (100 - score), higher scores first; resume unreadable 3000. The
-- 2000s are left for a group between the scored and the unreadable ones. A minimum score is the
-- range BEST_MATCH <= 1100 - min of the same index (human review always in it), read in order.
CREATE INDEX applications_company_best ON applications (recruiter_company_id,
  (CASE WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id)
  WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_company_status_best ON applications (recruiter_company_id, status,
  (CASE WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id)
  WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_job_best ON applications (job_id,
  (CASE WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id);
CREATE INDEX applications_job_status_best ON applications (job_id, status,
  (CASE WHEN ats_status = 'human_review' THEN 0 WHEN ats_score IS NOT NULL THEN 1100 - ats_score ELSE 3000 END), id);
