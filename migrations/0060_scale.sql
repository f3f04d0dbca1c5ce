-- Scale (issue 9): every list and figure reads a bounded number of rows. Lists page through
-- indexes; totals and analytics read counts kept by the triggers below, so rows written with plain
-- SQL (a bulk loader, a test) are counted like the product's own. Existing rows are counted by the
-- backfill before the triggers are created. docs/scale.md lists which endpoint reads what.

-- ---- New columns ---------------------------------------------------------------------------------

-- The company whose recruiters see the application: its job's company, NULL while an admin has the
-- job removed. Company-wide lists page through indexes on it instead of joining every job.
ALTER TABLE applications ADD COLUMN recruiter_company_id TEXT;
-- The furthest stage its timeline reached, as a rank (applied 0, screening 1, interview 2, offer 3,
-- hired 4): what the funnel counts.
ALTER TABLE applications ADD COLUMN furthest_stage INTEGER NOT NULL DEFAULT 0;
-- 1 when the candidate has a resume whose text could be read: targeted sends look at them first.
ALTER TABLE users ADD COLUMN has_readable_resume INTEGER NOT NULL DEFAULT 0;

-- ---- Counts ----------------------------------------------------------------------------------------

-- Plain counts: `name` says what is counted, `owner` whose (or '' for everyone), `key` which part:
--   users (role) · users_suspended (role) · signups ('', UTC day)
--   jobs (status) · jobs_removed (status) · jobs_posted ('', UTC day of posted_at)
--   company_jobs (company, status; removed jobs left out) · company_candidates (company, '')
--   reports (status, reason) · open_reports (target type, target id)
--   job_scores (job, score as '000'..'100') · job_status_scores (job, status:score)
--   company_scores, company_status_scores (recruiter_company_id, as for jobs)
--   notifications (user, 'all' | 'unread') · audit_log ('', '')
--   unread_messages (user, 'candidate' | 'recruiter')
CREATE TABLE counters (
  name TEXT NOT NULL,
  owner TEXT NOT NULL,
  key TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (name, owner, key)
) WITHOUT ROWID;

-- The figures of applications by cohort: scope 'job' (a job), 'company' (a company's jobs that are
-- not removed) or 'all' (scope_id ''), and the UTC day the applications were created, or '' for
-- all time ('' sorts before every date, so a range of days never includes it). Statuses are the
-- current ones; furthest_* count applications by the furthest stage reached; score_k counts scores
-- in [10k, 10k + 9] (score_9 also holds 100); *_hours and *_moves sum completed stays in a stage.
CREATE TABLE application_stats (
  scope TEXT NOT NULL CHECK (scope IN ('job', 'company', 'all')),
  scope_id TEXT NOT NULL,
  day TEXT NOT NULL,
  applications INTEGER NOT NULL DEFAULT 0,
  applied INTEGER NOT NULL DEFAULT 0,
  screening INTEGER NOT NULL DEFAULT 0,
  interview INTEGER NOT NULL DEFAULT 0,
  offer INTEGER NOT NULL DEFAULT 0,
  hired INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  furthest_applied INTEGER NOT NULL DEFAULT 0,
  furthest_screening INTEGER NOT NULL DEFAULT 0,
  furthest_interview INTEGER NOT NULL DEFAULT 0,
  furthest_offer INTEGER NOT NULL DEFAULT 0,
  furthest_hired INTEGER NOT NULL DEFAULT 0,
  unscored INTEGER NOT NULL DEFAULT 0,
  score_0 INTEGER NOT NULL DEFAULT 0,
  score_1 INTEGER NOT NULL DEFAULT 0,
  score_2 INTEGER NOT NULL DEFAULT 0,
  score_3 INTEGER NOT NULL DEFAULT 0,
  score_4 INTEGER NOT NULL DEFAULT 0,
  score_5 INTEGER NOT NULL DEFAULT 0,
  score_6 INTEGER NOT NULL DEFAULT 0,
  score_7 INTEGER NOT NULL DEFAULT 0,
  score_8 INTEGER NOT NULL DEFAULT 0,
  score_9 INTEGER NOT NULL DEFAULT 0,
  score_sum INTEGER NOT NULL DEFAULT 0,
  applied_hours REAL NOT NULL DEFAULT 0,
  applied_moves INTEGER NOT NULL DEFAULT 0,
  screening_hours REAL NOT NULL DEFAULT 0,
  screening_moves INTEGER NOT NULL DEFAULT 0,
  interview_hours REAL NOT NULL DEFAULT 0,
  interview_moves INTEGER NOT NULL DEFAULT 0,
  offer_hours REAL NOT NULL DEFAULT 0,
  offer_moves INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, scope_id, day)
) WITHOUT ROWID;

-- Everyone who applied to a company's (not removed) jobs: the recruiter's candidate list.
CREATE TABLE company_candidates (
  company_id TEXT NOT NULL,
  candidate_id TEXT NOT NULL,
  applications INTEGER NOT NULL,
  last_applied_at TEXT NOT NULL,
  -- Applications now in interview, offer or hired (identity shown under blind review).
  interviews INTEGER NOT NULL,
  PRIMARY KEY (company_id, candidate_id)
) WITHOUT ROWID;
CREATE INDEX company_candidates_recent ON company_candidates (company_id, last_applied_at DESC);

-- ---- Indexes ---------------------------------------------------------------------------------------

-- Company-wide application lists, in each order and with the status filter.
CREATE INDEX applications_company_created ON applications (recruiter_company_id, created_at DESC) WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_company_status_created ON applications (recruiter_company_id, status, created_at DESC) WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_company_score ON applications (recruiter_company_id, ats_score DESC, created_at DESC) WHERE recruiter_company_id IS NOT NULL;
CREATE INDEX applications_company_status_score ON applications (recruiter_company_id, status, ats_score DESC, created_at DESC) WHERE recruiter_company_id IS NOT NULL;
-- "Waiting longest": open applications by their last move.
CREATE INDEX applications_company_waiting ON applications (recruiter_company_id, status_changed_at)
  WHERE recruiter_company_id IS NOT NULL AND status IN ('applied', 'screening', 'interview', 'offer');
-- One job's list sorted by score (ties newest first), with and without the status filter.
DROP INDEX applications_job_score;
CREATE INDEX applications_job_score ON applications (job_id, ats_score DESC, created_at DESC);
CREATE INDEX applications_job_status_score ON applications (job_id, status, ats_score DESC, created_at DESC);
-- Counters answer per-status counts and the funnel now.
DROP INDEX applications_job_status_changed;
DROP INDEX application_events_to_status;
-- The partial first and last days of an admin period are counted from the rows themselves.
CREATE INDEX applications_created ON applications (created_at);
CREATE INDEX users_created ON users (created_at, id);
CREATE INDEX jobs_posted ON jobs (posted_at);
-- A company's jobs, newest first, with and without the status filter.
CREATE INDEX jobs_company_created ON jobs (company_id, created_at DESC);
CREATE INDEX jobs_company_status_created ON jobs (company_id, status, created_at DESC);
-- Candidates with a readable resume first, newest accounts first (targeted sends).
CREATE INDEX users_candidate_pool ON users (role, has_readable_resume, created_at);
-- Unread notifications newest first.
DROP INDEX notifications_user_unread;
CREATE INDEX notifications_user_unread ON notifications (user_id, created_at DESC) WHERE read_at IS NULL;
-- The dev mailbox filtered by recipient.
CREATE INDEX email_outbox_to ON email_outbox (to_address COLLATE NOCASE, created_at);

-- The "change" tables below stay empty: a BEFORE INSERT trigger applies each row elsewhere, then
-- RAISE(IGNORE) drops the row itself. They are tables rather than views with INSTEAD OF triggers
-- because `wrangler d1 export` writes views after triggers, and a dump whose trigger names a view
-- not yet made cannot be restored (tests/e2e/operations.spec.ts restores one on every run).

-- Inserting (name, owner, key, n) here adds n to that count; rows without an owner or a key, or
-- adding 0, are skipped.
CREATE TABLE counter_changes (name TEXT, owner TEXT, key TEXT, n INTEGER);

CREATE TRIGGER counter_changes_apply BEFORE INSERT ON counter_changes BEGIN
  INSERT INTO counters (name, owner, key, n) SELECT NEW.name, NEW.owner, NEW.key, NEW.n
  WHERE NEW.owner IS NOT NULL AND NEW.key IS NOT NULL AND NEW.n <> 0
  ON CONFLICT (name, owner, key) DO UPDATE SET n = n + excluded.n;
  SELECT RAISE(IGNORE);
END;

-- ---- How an application counts ---------------------------------------------------------------------

-- What one application adds to its cohort (time in stage comes from its timeline, below).
CREATE VIEW application_stats_terms AS
SELECT a.id AS application_id, a.job_id,
  (SELECT j.company_id FROM jobs j WHERE j.id = a.job_id AND j.removed_at IS NULL) AS company_id,
  a.created_at,
  1 AS applications,
  a.status = 'applied' AS applied, a.status = 'screening' AS screening, a.status = 'interview' AS interview, a.status = 'offer' AS offer,
  a.status = 'hired' AS hired, a.status = 'rejected' AS rejected, a.status = 'withdrawn' AS withdrawn,
  a.furthest_stage = 0 AS furthest_applied, a.furthest_stage = 1 AS furthest_screening, a.furthest_stage = 2 AS furthest_interview,
  a.furthest_stage = 3 AS furthest_offer, a.furthest_stage = 4 AS furthest_hired,
  a.ats_score IS NULL AS unscored,
  IFNULL(MIN(a.ats_score / 10, 9) = 0, 0) AS score_0, IFNULL(MIN(a.ats_score / 10, 9) = 1, 0) AS score_1,
  IFNULL(MIN(a.ats_score / 10, 9) = 2, 0) AS score_2, IFNULL(MIN(a.ats_score / 10, 9) = 3, 0) AS score_3,
  IFNULL(MIN(a.ats_score / 10, 9) = 4, 0) AS score_4, IFNULL(MIN(a.ats_score / 10, 9) = 5, 0) AS score_5,
  IFNULL(MIN(a.ats_score / 10, 9) = 6, 0) AS score_6, IFNULL(MIN(a.ats_score / 10, 9) = 7, 0) AS score_7,
  IFNULL(MIN(a.ats_score / 10, 9) = 8, 0) AS score_8, IFNULL(MIN(a.ats_score / 10, 9) = 9, 0) AS score_9,
  IFNULL(a.ats_score, 0) AS score_sum,
  0.0 AS applied_hours, 0 AS applied_moves, 0.0 AS screening_hours, 0 AS screening_moves,
  0.0 AS interview_hours, 0 AS interview_moves, 0.0 AS offer_hours, 0 AS offer_moves
FROM applications a;

-- Inserting a row here adds it, times `sign`, to application_stats: to the job's and the 'all'
-- rows when job_id is set, to the company's when company_id is set, on its day and on ''.
-- Missing figures count as 0.
-- Its columns are application_stats_terms' in the same order, then sign.
CREATE TABLE application_stats_change (application_id, job_id, company_id, created_at, applications,
  applied, screening, interview, offer, hired, rejected, withdrawn,
  furthest_applied, furthest_screening, furthest_interview, furthest_offer, furthest_hired,
  unscored, score_0, score_1, score_2, score_3, score_4, score_5, score_6, score_7, score_8, score_9, score_sum,
  applied_hours, applied_moves, screening_hours, screening_moves, interview_hours, interview_moves, offer_hours, offer_moves, sign);

CREATE TRIGGER application_stats_change_apply BEFORE INSERT ON application_stats_change BEGIN
  INSERT INTO application_stats (scope, scope_id, day, applications, applied, screening, interview, offer, hired, rejected, withdrawn,
    furthest_applied, furthest_screening, furthest_interview, furthest_offer, furthest_hired,
    unscored, score_0, score_1, score_2, score_3, score_4, score_5, score_6, score_7, score_8, score_9, score_sum,
    applied_hours, applied_moves, screening_hours, screening_moves, interview_hours, interview_moves, offer_hours, offer_moves)
  SELECT s.scope, s.scope_id, d.day,
    NEW.sign * IFNULL(NEW.applications, 0), NEW.sign * IFNULL(NEW.applied, 0), NEW.sign * IFNULL(NEW.screening, 0),
    NEW.sign * IFNULL(NEW.interview, 0), NEW.sign * IFNULL(NEW.offer, 0), NEW.sign * IFNULL(NEW.hired, 0),
    NEW.sign * IFNULL(NEW.rejected, 0), NEW.sign * IFNULL(NEW.withdrawn, 0),
    NEW.sign * IFNULL(NEW.furthest_applied, 0), NEW.sign * IFNULL(NEW.furthest_screening, 0), NEW.sign * IFNULL(NEW.furthest_interview, 0),
    NEW.sign * IFNULL(NEW.furthest_offer, 0), NEW.sign * IFNULL(NEW.furthest_hired, 0),
    NEW.sign * IFNULL(NEW.unscored, 0), NEW.sign * IFNULL(NEW.score_0, 0), NEW.sign * IFNULL(NEW.score_1, 0),
    NEW.sign * IFNULL(NEW.score_2, 0), NEW.sign * IFNULL(NEW.score_3, 0), NEW.sign * IFNULL(NEW.score_4, 0),
    NEW.sign * IFNULL(NEW.score_5, 0), NEW.sign * IFNULL(NEW.score_6, 0), NEW.sign * IFNULL(NEW.score_7, 0),
    NEW.sign * IFNULL(NEW.score_8, 0), NEW.sign * IFNULL(NEW.score_9, 0), NEW.sign * IFNULL(NEW.score_sum, 0),
    NEW.sign * IFNULL(NEW.applied_hours, 0), NEW.sign * IFNULL(NEW.applied_moves, 0),
    NEW.sign * IFNULL(NEW.screening_hours, 0), NEW.sign * IFNULL(NEW.screening_moves, 0),
    NEW.sign * IFNULL(NEW.interview_hours, 0), NEW.sign * IFNULL(NEW.interview_moves, 0),
    NEW.sign * IFNULL(NEW.offer_hours, 0), NEW.sign * IFNULL(NEW.offer_moves, 0)
  FROM (SELECT 'job' AS scope, NEW.job_id AS scope_id WHERE NEW.job_id IS NOT NULL
        UNION ALL SELECT 'all', '' WHERE NEW.job_id IS NOT NULL
        UNION ALL SELECT 'company', NEW.company_id WHERE NEW.company_id IS NOT NULL) s,
       (SELECT substr(NEW.created_at, 1, 10) AS day UNION ALL SELECT '') d
  WHERE 1
  ON CONFLICT (scope, scope_id, day) DO UPDATE SET
    applications = applications + excluded.applications, applied = applied + excluded.applied, screening = screening + excluded.screening,
    interview = interview + excluded.interview, offer = offer + excluded.offer, hired = hired + excluded.hired,
    rejected = rejected + excluded.rejected, withdrawn = withdrawn + excluded.withdrawn,
    furthest_applied = furthest_applied + excluded.furthest_applied, furthest_screening = furthest_screening + excluded.furthest_screening,
    furthest_interview = furthest_interview + excluded.furthest_interview, furthest_offer = furthest_offer + excluded.furthest_offer,
    furthest_hired = furthest_hired + excluded.furthest_hired,
    unscored = unscored + excluded.unscored, score_0 = score_0 + excluded.score_0, score_1 = score_1 + excluded.score_1,
    score_2 = score_2 + excluded.score_2, score_3 = score_3 + excluded.score_3, score_4 = score_4 + excluded.score_4,
    score_5 = score_5 + excluded.score_5, score_6 = score_6 + excluded.score_6, score_7 = score_7 + excluded.score_7,
    score_8 = score_8 + excluded.score_8, score_9 = score_9 + excluded.score_9, score_sum = score_sum + excluded.score_sum,
    applied_hours = applied_hours + excluded.applied_hours, applied_moves = applied_moves + excluded.applied_moves,
    screening_hours = screening_hours + excluded.screening_hours, screening_moves = screening_moves + excluded.screening_moves,
    interview_hours = interview_hours + excluded.interview_hours, interview_moves = interview_moves + excluded.interview_moves,
    offer_hours = offer_hours + excluded.offer_hours, offer_moves = offer_moves + excluded.offer_moves;
  SELECT RAISE(IGNORE);
END;

-- Inserting (application, stage, hours, moves) here adds a stay in a stage to the application's
-- cohort. Only the open stages are measured.
CREATE TABLE application_stage_change (application_id TEXT, stage TEXT, hours REAL, moves INTEGER);

CREATE TRIGGER application_stage_change_apply BEFORE INSERT ON application_stage_change BEGIN
  INSERT INTO application_stats_change (application_id, job_id, company_id, created_at,
    applied_hours, applied_moves, screening_hours, screening_moves, interview_hours, interview_moves, offer_hours, offer_moves, sign)
  SELECT t.application_id, t.job_id, t.company_id, t.created_at,
    IIF(NEW.stage = 'applied', NEW.hours, 0), IIF(NEW.stage = 'applied', NEW.moves, 0),
    IIF(NEW.stage = 'screening', NEW.hours, 0), IIF(NEW.stage = 'screening', NEW.moves, 0),
    IIF(NEW.stage = 'interview', NEW.hours, 0), IIF(NEW.stage = 'interview', NEW.moves, 0),
    IIF(NEW.stage = 'offer', NEW.hours, 0), IIF(NEW.stage = 'offer', NEW.moves, 0), 1
  FROM application_stats_terms t WHERE t.application_id = NEW.application_id AND NEW.stage IN ('applied', 'screening', 'interview', 'offer');
  SELECT RAISE(IGNORE);
END;

-- Recomputes one (company, candidate) row of company_candidates from the applications.
CREATE TABLE company_candidate_refresh (company_id TEXT, candidate_id TEXT);

-- A NULL company matches no row below, so it changes nothing.
CREATE TRIGGER company_candidate_refresh_apply BEFORE INSERT ON company_candidate_refresh BEGIN
  DELETE FROM company_candidates WHERE company_id = NEW.company_id AND candidate_id = NEW.candidate_id
    AND NOT EXISTS (SELECT 1 FROM applications WHERE candidate_id = NEW.candidate_id AND recruiter_company_id = NEW.company_id);
  INSERT INTO company_candidates (company_id, candidate_id, applications, last_applied_at, interviews)
  SELECT NEW.company_id, NEW.candidate_id, COUNT(*), MAX(created_at), SUM(status IN ('interview', 'offer', 'hired'))
  FROM applications WHERE candidate_id = NEW.candidate_id AND recruiter_company_id = NEW.company_id
  GROUP BY candidate_id
  ON CONFLICT (company_id, candidate_id) DO UPDATE SET
    applications = excluded.applications, last_applied_at = excluded.last_applied_at, interviews = excluded.interviews;
  SELECT RAISE(IGNORE);
END;

-- ---- Backfill --------------------------------------------------------------------------------------

UPDATE applications SET
  recruiter_company_id = (SELECT j.company_id FROM jobs j WHERE j.id = applications.job_id AND j.removed_at IS NULL),
  furthest_stage = IFNULL((SELECT MAX(CASE e.to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END)
                           FROM application_events e WHERE e.application_id = applications.id), 0);
UPDATE users SET has_readable_resume = EXISTS (SELECT 1 FROM resumes r WHERE r.candidate_id = users.id AND r.text_status = 'ok');

INSERT INTO counters (name, owner, key, n) SELECT 'users', '', role, COUNT(*) FROM users GROUP BY role;
INSERT INTO counters (name, owner, key, n) SELECT 'users_suspended', '', role, COUNT(*) FROM users WHERE suspended_at IS NOT NULL GROUP BY role;
INSERT INTO counters (name, owner, key, n) SELECT 'signups', '', substr(created_at, 1, 10), COUNT(*) FROM users GROUP BY 3;
INSERT INTO counters (name, owner, key, n) SELECT 'jobs', '', status, COUNT(*) FROM jobs GROUP BY status;
INSERT INTO counters (name, owner, key, n) SELECT 'jobs_removed', '', status, COUNT(*) FROM jobs WHERE removed_at IS NOT NULL GROUP BY status;
INSERT INTO counters (name, owner, key, n) SELECT 'jobs_posted', '', substr(posted_at, 1, 10), COUNT(*) FROM jobs WHERE posted_at IS NOT NULL GROUP BY 3;
INSERT INTO counters (name, owner, key, n) SELECT 'company_jobs', company_id, status, COUNT(*) FROM jobs WHERE removed_at IS NULL GROUP BY company_id, status;
INSERT INTO counters (name, owner, key, n) SELECT 'reports', status, reason, COUNT(*) FROM reports GROUP BY status, reason;
INSERT INTO counters (name, owner, key, n) SELECT 'open_reports', target_type, target_id, COUNT(*) FROM reports WHERE status = 'open' GROUP BY target_type, target_id;
INSERT INTO counters (name, owner, key, n) SELECT 'job_scores', job_id, printf('%03d', ats_score), COUNT(*) FROM applications WHERE ats_score IS NOT NULL GROUP BY 2, 3;
INSERT INTO counters (name, owner, key, n) SELECT 'job_status_scores', job_id, status || printf(':%03d', ats_score), COUNT(*) FROM applications WHERE ats_score IS NOT NULL GROUP BY 2, 3;
INSERT INTO counters (name, owner, key, n) SELECT 'company_scores', recruiter_company_id, printf('%03d', ats_score), COUNT(*) FROM applications
  WHERE ats_score IS NOT NULL AND recruiter_company_id IS NOT NULL GROUP BY 2, 3;
INSERT INTO counters (name, owner, key, n) SELECT 'company_status_scores', recruiter_company_id, status || printf(':%03d', ats_score), COUNT(*) FROM applications
  WHERE ats_score IS NOT NULL AND recruiter_company_id IS NOT NULL GROUP BY 2, 3;
INSERT INTO counters (name, owner, key, n) SELECT 'notifications', user_id, 'all', COUNT(*) FROM notifications GROUP BY user_id;
INSERT INTO counters (name, owner, key, n) SELECT 'notifications', user_id, 'unread', COUNT(*) FROM notifications WHERE read_at IS NULL GROUP BY user_id;
INSERT INTO counters (name, owner, key, n) SELECT 'audit_log', '', '', COUNT(*) FROM audit_log;
INSERT INTO counters (name, owner, key, n) SELECT 'unread_messages', candidate_id, 'candidate', SUM(last_seq - candidate_read_seq) FROM conversations GROUP BY candidate_id;
INSERT INTO counters (name, owner, key, n) SELECT 'unread_messages', recruiter_id, 'recruiter', SUM(last_seq - recruiter_read_seq) FROM conversations GROUP BY recruiter_id;

INSERT INTO company_candidates (company_id, candidate_id, applications, last_applied_at, interviews)
SELECT recruiter_company_id, candidate_id, COUNT(*), MAX(created_at), SUM(status IN ('interview', 'offer', 'hired'))
FROM applications WHERE recruiter_company_id IS NOT NULL GROUP BY recruiter_company_id, candidate_id;
INSERT INTO counters (name, owner, key, n)
SELECT 'company_candidates', company_id, '', COUNT(*) FROM company_candidates GROUP BY company_id;

-- Application figures through the same views the triggers use: every application, then every
-- completed stay of every timeline.
INSERT INTO application_stats_change SELECT *, 1 FROM application_stats_terms;
INSERT INTO application_stage_change (application_id, stage, hours, moves)
SELECT application_id, stage, hours, 1 FROM (
  SELECT application_id, to_status AS stage,
    (julianday(LEAD(created_at) OVER (PARTITION BY application_id ORDER BY created_at, rowid)) - julianday(created_at)) * 24 AS hours
  FROM application_events)
WHERE hours IS NOT NULL;

-- ---- Triggers ----------------------------------------------------------------------------------------

-- Users: by role, suspended, sign-ups per day.
CREATE TRIGGER users_counted_insert AFTER INSERT ON users BEGIN
  INSERT INTO counter_changes VALUES
    ('users', '', NEW.role, 1), ('users_suspended', '', NEW.role, NEW.suspended_at IS NOT NULL), ('signups', '', substr(NEW.created_at, 1, 10), 1);
END;
CREATE TRIGGER users_counted_delete AFTER DELETE ON users BEGIN
  INSERT INTO counter_changes VALUES
    ('users', '', OLD.role, -1), ('users_suspended', '', OLD.role, -(OLD.suspended_at IS NOT NULL)), ('signups', '', substr(OLD.created_at, 1, 10), -1);
END;
CREATE TRIGGER users_counted_update AFTER UPDATE OF role, suspended_at, created_at ON users BEGIN
  INSERT INTO counter_changes VALUES
    ('users', '', OLD.role, -1), ('users_suspended', '', OLD.role, -(OLD.suspended_at IS NOT NULL)), ('signups', '', substr(OLD.created_at, 1, 10), -1),
    ('users', '', NEW.role, 1), ('users_suspended', '', NEW.role, NEW.suspended_at IS NOT NULL), ('signups', '', substr(NEW.created_at, 1, 10), 1);
END;

-- Jobs: by status, removed, posted per day, and per company (removed left out).
CREATE TRIGGER jobs_counted_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO counter_changes VALUES
    ('jobs', '', NEW.status, 1), ('jobs_removed', '', NEW.status, NEW.removed_at IS NOT NULL),
    ('jobs_posted', '', substr(NEW.posted_at, 1, 10), 1),
    ('company_jobs', NEW.company_id, NEW.status, NEW.removed_at IS NULL);
END;
CREATE TRIGGER jobs_counted_delete AFTER DELETE ON jobs BEGIN
  INSERT INTO counter_changes VALUES
    ('jobs', '', OLD.status, -1), ('jobs_removed', '', OLD.status, -(OLD.removed_at IS NOT NULL)),
    ('jobs_posted', '', substr(OLD.posted_at, 1, 10), -1),
    ('company_jobs', OLD.company_id, OLD.status, -(OLD.removed_at IS NULL));
  -- A job with applications cannot be deleted, so its figures are all zero by now.
  DELETE FROM application_stats WHERE scope = 'job' AND scope_id = OLD.id;
END;
CREATE TRIGGER jobs_counted_update AFTER UPDATE OF status, removed_at, posted_at, company_id ON jobs BEGIN
  INSERT INTO counter_changes VALUES
    ('jobs', '', OLD.status, -1), ('jobs_removed', '', OLD.status, -(OLD.removed_at IS NOT NULL)),
    ('jobs_posted', '', substr(OLD.posted_at, 1, 10), -1),
    ('company_jobs', OLD.company_id, OLD.status, -(OLD.removed_at IS NULL)),
    ('jobs', '', NEW.status, 1), ('jobs_removed', '', NEW.status, NEW.removed_at IS NOT NULL),
    ('jobs_posted', '', substr(NEW.posted_at, 1, 10), 1),
    ('company_jobs', NEW.company_id, NEW.status, NEW.removed_at IS NULL);
END;
-- Removing a job takes its applications out of its company's lists and figures; reinstating
-- puts them back.
CREATE TRIGGER jobs_removed_applications AFTER UPDATE OF removed_at ON jobs
WHEN (OLD.removed_at IS NULL) IS NOT (NEW.removed_at IS NULL) BEGIN
  UPDATE applications SET recruiter_company_id = IIF(NEW.removed_at IS NULL, NEW.company_id, NULL) WHERE job_id = NEW.id;
  INSERT INTO application_stats_change (application_id, job_id, company_id, created_at, applications, applied, screening, interview, offer, hired,
    rejected, withdrawn, furthest_applied, furthest_screening, furthest_interview, furthest_offer, furthest_hired,
    unscored, score_0, score_1, score_2, score_3, score_4, score_5, score_6, score_7, score_8, score_9, score_sum,
    applied_hours, applied_moves, screening_hours, screening_moves, interview_hours, interview_moves, offer_hours, offer_moves, sign)
  SELECT NULL, NULL, NEW.company_id, day, applications, applied, screening, interview, offer, hired,
    rejected, withdrawn, furthest_applied, furthest_screening, furthest_interview, furthest_offer, furthest_hired,
    unscored, score_0, score_1, score_2, score_3, score_4, score_5, score_6, score_7, score_8, score_9, score_sum,
    applied_hours, applied_moves, screening_hours, screening_moves, interview_hours, interview_moves, offer_hours, offer_moves,
    IIF(NEW.removed_at IS NULL, 1, -1)
  FROM application_stats WHERE scope = 'job' AND scope_id = NEW.id AND day <> '';
END;

-- Applications: the company that sees them, their figures, their company's candidate list.
CREATE TRIGGER applications_company_insert AFTER INSERT ON applications BEGIN
  UPDATE applications SET recruiter_company_id = (SELECT company_id FROM jobs WHERE id = NEW.job_id AND removed_at IS NULL)
  WHERE id = NEW.id AND recruiter_company_id IS NOT (SELECT company_id FROM jobs WHERE id = NEW.job_id AND removed_at IS NULL);
END;
CREATE TRIGGER applications_company_update AFTER UPDATE OF job_id ON applications BEGIN
  UPDATE applications SET recruiter_company_id = (SELECT company_id FROM jobs WHERE id = NEW.job_id AND removed_at IS NULL)
  WHERE id = NEW.id AND recruiter_company_id IS NOT (SELECT company_id FROM jobs WHERE id = NEW.job_id AND removed_at IS NULL);
END;
CREATE TRIGGER applications_stats_insert AFTER INSERT ON applications BEGIN
  INSERT INTO application_stats_change SELECT *, 1 FROM application_stats_terms WHERE application_id = NEW.id;
END;
-- Before the change the row still counts as it was: take it out, then count it as it is.
CREATE TRIGGER applications_stats_update_before BEFORE UPDATE OF status, ats_score, furthest_stage, created_at, job_id ON applications
WHEN OLD.status IS NOT NEW.status OR OLD.ats_score IS NOT NEW.ats_score OR OLD.furthest_stage IS NOT NEW.furthest_stage
  OR OLD.created_at IS NOT NEW.created_at OR OLD.job_id IS NOT NEW.job_id BEGIN
  INSERT INTO application_stats_change SELECT *, -1 FROM application_stats_terms WHERE application_id = OLD.id;
END;
CREATE TRIGGER applications_stats_update_after AFTER UPDATE OF status, ats_score, furthest_stage, created_at, job_id ON applications
WHEN OLD.status IS NOT NEW.status OR OLD.ats_score IS NOT NEW.ats_score OR OLD.furthest_stage IS NOT NEW.furthest_stage
  OR OLD.created_at IS NOT NEW.created_at OR OLD.job_id IS NOT NEW.job_id BEGIN
  INSERT INTO application_stats_change SELECT *, 1 FROM application_stats_terms WHERE application_id = NEW.id;
END;
-- Moving an application to another cohort moves the stays of its timeline with it.
CREATE TRIGGER applications_stays_move_before BEFORE UPDATE OF created_at, job_id ON applications
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.job_id IS NOT NEW.job_id BEGIN
  INSERT INTO application_stage_change (application_id, stage, hours, moves)
  SELECT OLD.id, stage, -hours, -1 FROM (
    SELECT to_status AS stage, (julianday(LEAD(created_at) OVER (ORDER BY created_at, rowid)) - julianday(created_at)) * 24 AS hours
    FROM application_events WHERE application_id = OLD.id)
  WHERE hours IS NOT NULL;
END;
CREATE TRIGGER applications_stays_move_after AFTER UPDATE OF created_at, job_id ON applications
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.job_id IS NOT NEW.job_id BEGIN
  INSERT INTO application_stage_change (application_id, stage, hours, moves)
  SELECT NEW.id, stage, hours, 1 FROM (
    SELECT to_status AS stage, (julianday(LEAD(created_at) OVER (ORDER BY created_at, rowid)) - julianday(created_at)) * 24 AS hours
    FROM application_events WHERE application_id = NEW.id)
  WHERE hours IS NOT NULL;
END;
-- Before the delete: the cascade deletes the timeline after the row is gone, when its cohort can
-- no longer be found.
CREATE TRIGGER applications_stats_delete BEFORE DELETE ON applications BEGIN
  INSERT INTO application_stats_change SELECT *, -1 FROM application_stats_terms WHERE application_id = OLD.id;
  INSERT INTO application_stage_change (application_id, stage, hours, moves)
  SELECT OLD.id, stage, -hours, -1 FROM (
    SELECT to_status AS stage, (julianday(LEAD(created_at) OVER (ORDER BY created_at, rowid)) - julianday(created_at)) * 24 AS hours
    FROM application_events WHERE application_id = OLD.id)
  WHERE hours IS NOT NULL;
END;
CREATE TRIGGER applications_candidates_insert AFTER INSERT ON applications BEGIN
  INSERT INTO company_candidate_refresh VALUES (NEW.recruiter_company_id, NEW.candidate_id);
END;
CREATE TRIGGER applications_candidates_update AFTER UPDATE OF recruiter_company_id, candidate_id, status, created_at ON applications BEGIN
  INSERT INTO company_candidate_refresh SELECT OLD.recruiter_company_id, OLD.candidate_id UNION SELECT NEW.recruiter_company_id, NEW.candidate_id;
END;
CREATE TRIGGER applications_candidates_delete AFTER DELETE ON applications BEGIN
  INSERT INTO company_candidate_refresh VALUES (OLD.recruiter_company_id, OLD.candidate_id);
END;
CREATE TRIGGER company_candidates_counted_insert AFTER INSERT ON company_candidates BEGIN
  INSERT INTO counter_changes VALUES ('company_candidates', NEW.company_id, '', 1);
END;
CREATE TRIGGER company_candidates_counted_delete AFTER DELETE ON company_candidates BEGIN
  INSERT INTO counter_changes VALUES ('company_candidates', OLD.company_id, '', -1);
END;

-- Scores per job and per company (recruiter_company_id), overall and by status: counting a
-- minimum score sums at most 101 rows.
CREATE TRIGGER applications_scores_insert AFTER INSERT ON applications WHEN NEW.ats_score IS NOT NULL BEGIN
  INSERT INTO counter_changes VALUES
    ('job_scores', NEW.job_id, printf('%03d', NEW.ats_score), 1), ('job_status_scores', NEW.job_id, NEW.status || printf(':%03d', NEW.ats_score), 1),
    ('company_scores', NEW.recruiter_company_id, printf('%03d', NEW.ats_score), 1),
    ('company_status_scores', NEW.recruiter_company_id, NEW.status || printf(':%03d', NEW.ats_score), 1);
END;
CREATE TRIGGER applications_scores_delete AFTER DELETE ON applications WHEN OLD.ats_score IS NOT NULL BEGIN
  INSERT INTO counter_changes VALUES
    ('job_scores', OLD.job_id, printf('%03d', OLD.ats_score), -1), ('job_status_scores', OLD.job_id, OLD.status || printf(':%03d', OLD.ats_score), -1),
    ('company_scores', OLD.recruiter_company_id, printf('%03d', OLD.ats_score), -1),
    ('company_status_scores', OLD.recruiter_company_id, OLD.status || printf(':%03d', OLD.ats_score), -1);
END;
CREATE TRIGGER applications_scores_update_old AFTER UPDATE OF ats_score, status, job_id, recruiter_company_id ON applications
WHEN OLD.ats_score IS NOT NULL AND (OLD.ats_score IS NOT NEW.ats_score OR OLD.status IS NOT NEW.status OR OLD.job_id IS NOT NEW.job_id
  OR OLD.recruiter_company_id IS NOT NEW.recruiter_company_id) BEGIN
  INSERT INTO counter_changes VALUES
    ('job_scores', OLD.job_id, printf('%03d', OLD.ats_score), -1), ('job_status_scores', OLD.job_id, OLD.status || printf(':%03d', OLD.ats_score), -1),
    ('company_scores', OLD.recruiter_company_id, printf('%03d', OLD.ats_score), -1),
    ('company_status_scores', OLD.recruiter_company_id, OLD.status || printf(':%03d', OLD.ats_score), -1);
END;
CREATE TRIGGER applications_scores_update_new AFTER UPDATE OF ats_score, status, job_id, recruiter_company_id ON applications
WHEN NEW.ats_score IS NOT NULL AND (OLD.ats_score IS NOT NEW.ats_score OR OLD.status IS NOT NEW.status OR OLD.job_id IS NOT NEW.job_id
  OR OLD.recruiter_company_id IS NOT NEW.recruiter_company_id) BEGIN
  INSERT INTO counter_changes VALUES
    ('job_scores', NEW.job_id, printf('%03d', NEW.ats_score), 1), ('job_status_scores', NEW.job_id, NEW.status || printf(':%03d', NEW.ats_score), 1),
    ('company_scores', NEW.recruiter_company_id, printf('%03d', NEW.ats_score), 1),
    ('company_status_scores', NEW.recruiter_company_id, NEW.status || printf(':%03d', NEW.ats_score), 1);
END;

-- Timelines: the furthest stage, and the stays between events. A new event N between P (before it)
-- and X (after it) turns the stay P→X into P→N and N→X; deleting an event undoes that.
CREATE TRIGGER application_events_counted_insert AFTER INSERT ON application_events BEGIN
  UPDATE applications SET furthest_stage = CASE NEW.to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END
  WHERE id = NEW.application_id
    AND furthest_stage < CASE NEW.to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END;
  INSERT INTO application_stage_change (application_id, stage, hours, moves)
  SELECT NEW.application_id, stage, hours, moves FROM (
    SELECT p.to_status AS stage, -(julianday(x.created_at) - julianday(p.created_at)) * 24 AS hours, -1 AS moves
    FROM (SELECT to_status, created_at FROM application_events WHERE application_id = NEW.application_id
            AND (created_at < NEW.created_at OR (created_at = NEW.created_at AND rowid < NEW.rowid)) ORDER BY created_at DESC, rowid DESC LIMIT 1) p,
         (SELECT created_at FROM application_events WHERE application_id = NEW.application_id
            AND (created_at > NEW.created_at OR (created_at = NEW.created_at AND rowid > NEW.rowid)) ORDER BY created_at, rowid LIMIT 1) x
    UNION ALL
    SELECT p.to_status, (julianday(NEW.created_at) - julianday(p.created_at)) * 24, 1
    FROM (SELECT to_status, created_at FROM application_events WHERE application_id = NEW.application_id
            AND (created_at < NEW.created_at OR (created_at = NEW.created_at AND rowid < NEW.rowid)) ORDER BY created_at DESC, rowid DESC LIMIT 1) p
    UNION ALL
    SELECT NEW.to_status, (julianday(x.created_at) - julianday(NEW.created_at)) * 24, 1
    FROM (SELECT created_at FROM application_events WHERE application_id = NEW.application_id
            AND (created_at > NEW.created_at OR (created_at = NEW.created_at AND rowid > NEW.rowid)) ORDER BY created_at, rowid LIMIT 1) x);
END;
CREATE TRIGGER application_events_counted_delete AFTER DELETE ON application_events BEGIN
  UPDATE applications SET furthest_stage = IFNULL((SELECT MAX(CASE to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END)
                                                    FROM application_events WHERE application_id = OLD.application_id), 0)
  WHERE id = OLD.application_id;
  INSERT INTO application_stage_change (application_id, stage, hours, moves)
  SELECT OLD.application_id, stage, hours, moves FROM (
    SELECT p.to_status AS stage, (julianday(x.created_at) - julianday(p.created_at)) * 24 AS hours, 1 AS moves
    FROM (SELECT to_status, created_at FROM application_events WHERE application_id = OLD.application_id
            AND (created_at < OLD.created_at OR (created_at = OLD.created_at AND rowid < OLD.rowid)) ORDER BY created_at DESC, rowid DESC LIMIT 1) p,
         (SELECT created_at FROM application_events WHERE application_id = OLD.application_id
            AND (created_at > OLD.created_at OR (created_at = OLD.created_at AND rowid > OLD.rowid)) ORDER BY created_at, rowid LIMIT 1) x
    UNION ALL
    SELECT p.to_status, -(julianday(OLD.created_at) - julianday(p.created_at)) * 24, -1
    FROM (SELECT to_status, created_at FROM application_events WHERE application_id = OLD.application_id
            AND (created_at < OLD.created_at OR (created_at = OLD.created_at AND rowid < OLD.rowid)) ORDER BY created_at DESC, rowid DESC LIMIT 1) p
    UNION ALL
    SELECT OLD.to_status, -(julianday(x.created_at) - julianday(OLD.created_at)) * 24, -1
    FROM (SELECT created_at FROM application_events WHERE application_id = OLD.application_id
            AND (created_at > OLD.created_at OR (created_at = OLD.created_at AND rowid > OLD.rowid)) ORDER BY created_at, rowid LIMIT 1) x);
END;

-- Resumes: whether the candidate has a readable one.
CREATE TRIGGER resumes_readable_insert AFTER INSERT ON resumes BEGIN
  UPDATE users SET has_readable_resume = EXISTS (SELECT 1 FROM resumes WHERE candidate_id = NEW.candidate_id AND text_status = 'ok') WHERE id = NEW.candidate_id;
END;
CREATE TRIGGER resumes_readable_update AFTER UPDATE OF text_status, candidate_id ON resumes BEGIN
  UPDATE users SET has_readable_resume = EXISTS (SELECT 1 FROM resumes WHERE candidate_id = users.id AND text_status = 'ok')
  WHERE id IN (OLD.candidate_id, NEW.candidate_id);
END;
CREATE TRIGGER resumes_readable_delete AFTER DELETE ON resumes BEGIN
  UPDATE users SET has_readable_resume = EXISTS (SELECT 1 FROM resumes WHERE candidate_id = OLD.candidate_id AND text_status = 'ok') WHERE id = OLD.candidate_id;
END;

-- Reports: by status and reason, and open ones per target.
CREATE TRIGGER reports_counted_insert AFTER INSERT ON reports BEGIN
  INSERT INTO counter_changes VALUES
    ('reports', NEW.status, NEW.reason, 1), ('open_reports', NEW.target_type, NEW.target_id, NEW.status = 'open');
END;
CREATE TRIGGER reports_counted_delete AFTER DELETE ON reports BEGIN
  INSERT INTO counter_changes VALUES
    ('reports', OLD.status, OLD.reason, -1), ('open_reports', OLD.target_type, OLD.target_id, -(OLD.status = 'open'));
END;
CREATE TRIGGER reports_counted_update AFTER UPDATE OF status, reason, target_type, target_id ON reports BEGIN
  INSERT INTO counter_changes VALUES
    ('reports', OLD.status, OLD.reason, -1), ('open_reports', OLD.target_type, OLD.target_id, -(OLD.status = 'open')),
    ('reports', NEW.status, NEW.reason, 1), ('open_reports', NEW.target_type, NEW.target_id, NEW.status = 'open');
END;

-- Notifications: all and unread, per user.
CREATE TRIGGER notifications_counted_insert AFTER INSERT ON notifications BEGIN
  INSERT INTO counter_changes VALUES ('notifications', NEW.user_id, 'all', 1), ('notifications', NEW.user_id, 'unread', NEW.read_at IS NULL);
END;
CREATE TRIGGER notifications_counted_delete AFTER DELETE ON notifications BEGIN
  INSERT INTO counter_changes VALUES ('notifications', OLD.user_id, 'all', -1), ('notifications', OLD.user_id, 'unread', -(OLD.read_at IS NULL));
END;
CREATE TRIGGER notifications_counted_update AFTER UPDATE OF read_at, user_id ON notifications BEGIN
  INSERT INTO counter_changes VALUES
    ('notifications', OLD.user_id, 'all', -1), ('notifications', OLD.user_id, 'unread', -(OLD.read_at IS NULL)),
    ('notifications', NEW.user_id, 'all', 1), ('notifications', NEW.user_id, 'unread', NEW.read_at IS NULL);
END;

-- The audit log's length.
CREATE TRIGGER audit_log_counted_insert AFTER INSERT ON audit_log BEGIN
  INSERT INTO counter_changes VALUES ('audit_log', '', '', 1);
END;
CREATE TRIGGER audit_log_counted_delete AFTER DELETE ON audit_log BEGIN
  INSERT INTO counter_changes VALUES ('audit_log', '', '', -1);
END;

-- Unread messages per participant: the sum over their conversations of last_seq - read_seq.
CREATE TRIGGER conversations_counted_insert AFTER INSERT ON conversations BEGIN
  INSERT INTO counter_changes VALUES
    ('unread_messages', NEW.candidate_id, 'candidate', NEW.last_seq - NEW.candidate_read_seq),
    ('unread_messages', NEW.recruiter_id, 'recruiter', NEW.last_seq - NEW.recruiter_read_seq);
END;
CREATE TRIGGER conversations_counted_delete AFTER DELETE ON conversations BEGIN
  INSERT INTO counter_changes VALUES
    ('unread_messages', OLD.candidate_id, 'candidate', -(OLD.last_seq - OLD.candidate_read_seq)),
    ('unread_messages', OLD.recruiter_id, 'recruiter', -(OLD.last_seq - OLD.recruiter_read_seq));
END;
CREATE TRIGGER conversations_counted_update AFTER UPDATE OF last_seq, candidate_read_seq, recruiter_read_seq, candidate_id, recruiter_id ON conversations BEGIN
  INSERT INTO counter_changes VALUES
    ('unread_messages', OLD.candidate_id, 'candidate', -(OLD.last_seq - OLD.candidate_read_seq)),
    ('unread_messages', OLD.recruiter_id, 'recruiter', -(OLD.last_seq - OLD.recruiter_read_seq)),
    ('unread_messages', NEW.candidate_id, 'candidate', NEW.last_seq - NEW.candidate_read_seq),
    ('unread_messages', NEW.recruiter_id, 'recruiter', NEW.last_seq - NEW.recruiter_read_seq);
END;
