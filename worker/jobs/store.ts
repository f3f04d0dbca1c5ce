import type { Job, JobInput, JobStatus, ScreeningQuestion } from '../../src/contract';
import { JOB_COMPANY_COLUMNS } from '../companies';

/** The SQL of the jobs table. Rows join the company for its name. */
export interface JobRow {
  id: string;
  company_id: string;
  company_name: string;
  /** 1 when the company is a verified employer (companies/store JOB_COMPANY_COLUMNS). */
  company_verified: number;
  recruiter_id: string;
  title: string;
  description: string;
  city: string;
  country: string;
  workplace_type: Job['workplaceType'];
  employment_type: Job['employmentType'];
  min_years: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: 'year' | 'month' | 'hour';
  show_salary: number;
  required_skills: string;
  nice_skills: string;
  openings: number;
  deadline: string | null;
  status: JobStatus;
  removed_at: string | null;
  view_count: number;
  application_count: number;
  posted_at: string | null;
  created_at: string;
  updated_at: string;
  /** JSON ScreeningQuestion[] (src/contract/screening.ts). */
  screening_questions: string;
}

const SELECT = `SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id`;

/** `includeHiddenSalary` is for the job's own company; everyone else sees null when hidden. */
export function toJob(row: JobRow, includeHiddenSalary: boolean): Job {
  const showSalary = row.show_salary === 1;
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyVerified: row.company_verified === 1,
    inReview: row.status === 'open' && !row.removed_at && row.company_verified !== 1,
    recruiterId: row.recruiter_id,
    title: row.title,
    description: row.description,
    city: row.city,
    country: row.country,
    workplaceType: row.workplace_type,
    employmentType: row.employment_type,
    minYears: row.min_years,
    salary:
      showSalary || includeHiddenSalary
        ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period }
        : null,
    showSalary,
    requiredSkills: JSON.parse(row.required_skills) as string[],
    niceToHaveSkills: JSON.parse(row.nice_skills) as string[],
    openings: row.openings,
    deadline: row.deadline,
    status: row.status,
    postedAt: row.posted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    viewCount: row.view_count,
    applicationCount: row.application_count,
    screeningQuestions: JSON.parse(row.screening_questions) as ScreeningQuestion[],
  };
}

function values(input: JobInput) {
  return [
    input.title,
    input.description,
    input.city,
    input.country,
    input.workplaceType,
    input.employmentType,
    input.minYears,
    input.salaryMin,
    input.salaryMax,
    input.salaryCurrency,
    input.salaryPeriod,
    input.showSalary ? 1 : 0,
    JSON.stringify(input.requiredSkills),
    JSON.stringify(input.niceToHaveSkills),
    input.openings,
    input.deadline,
    input.status,
  ];
}

/** The job's questions as saved: left out of the input, a saved job keeps its own (COALESCE). */
const questions = (input: JobInput) =>
  input.screeningQuestions === undefined ? null : JSON.stringify(input.screeningQuestions);

/** Inserts the job, with `also` (its notice) in the same batch. */
export async function insertJob(
  db: D1Database,
  job: { id: string; companyId: string; recruiterId: string; now: string },
  input: JobInput,
  also: D1PreparedStatement[] = [],
) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO jobs (id, company_id, recruiter_id, title, description, city, country, workplace_type, employment_type,
        min_years, salary_min, salary_max, salary_currency, salary_period, show_salary, required_skills, nice_skills,
        openings, deadline, status, screening_questions, posted_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, '[]'), ?, ?, ?)`,
      )
      .bind(
        job.id,
        job.companyId,
        job.recruiterId,
        ...values(input),
        questions(input),
        input.status === 'open' ? job.now : null,
        job.now,
        job.now,
      ),
    ...also,
  ]);
}

/** Posted date is set the first time the job opens and kept after; `also` runs in the same batch. */
export async function updateJob(
  db: D1Database,
  id: string,
  input: JobInput,
  now: string,
  also: D1PreparedStatement[] = [],
) {
  await db.batch([
    db
      .prepare(
        `UPDATE jobs SET title = ?, description = ?, city = ?, country = ?, workplace_type = ?, employment_type = ?,
        min_years = ?, salary_min = ?, salary_max = ?, salary_currency = ?, salary_period = ?, show_salary = ?,
        required_skills = ?, nice_skills = ?, openings = ?, deadline = ?, status = ?,
        screening_questions = COALESCE(?, screening_questions),
        posted_at = COALESCE(posted_at, CASE WHEN ? = 'open' THEN ? END), updated_at = ?
       WHERE id = ?`,
      )
      .bind(...values(input), questions(input), input.status, now, now, id),
    ...also,
  ]);
}

export async function setJobStatus(db: D1Database, id: string, status: JobStatus, now: string) {
  await db.prepare('UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?').bind(status, now, id).run();
}

export async function deleteJob(db: D1Database, id: string) {
  await db.prepare('DELETE FROM jobs WHERE id = ?').bind(id).run();
}

export function findJob(db: D1Database, id: string) {
  return db.prepare(`${SELECT} WHERE j.id = ?`).bind(id).first<JobRow>();
}

/** A company's jobs, newest first, optionally of one status; bounded by `limit`. */
export async function listCompanyJobs(db: D1Database, companyId: string, status: JobStatus | undefined, limit: number) {
  const where = status
    ? 'WHERE j.company_id = ? AND j.status = ? AND j.removed_at IS NULL'
    : 'WHERE j.company_id = ? AND j.removed_at IS NULL';
  const stmt = db.prepare(`${SELECT} ${where} ORDER BY j.created_at DESC LIMIT ?`);
  const { results } = await (status ? stmt.bind(companyId, status, limit) : stmt.bind(companyId, limit)).all<JobRow>();
  return results;
}

// ---- Moderation (admin actions on reports) --------------------------------------------------

/** An admin removes a job: closed and hidden everywhere, until reinstated. */
export function removeJobStatement(db: D1Database, id: string, now: string) {
  return db
    .prepare("UPDATE jobs SET removed_at = ?, status = 'closed', updated_at = ? WHERE id = ?")
    .bind(now, now, id);
}

/** Reinstating keeps the job closed: its recruiter decides whether to reopen it. */
export function restoreJobStatement(db: D1Database, id: string, now: string) {
  return db.prepare('UPDATE jobs SET removed_at = NULL, updated_at = ? WHERE id = ?').bind(now, id);
}

/** Closes every open job a recruiter posted (their account was suspended). */
export function closeOpenJobsOfRecruiterStatement(db: D1Database, recruiterId: string, now: string) {
  return db
    .prepare("UPDATE jobs SET status = 'closed', updated_at = ? WHERE recruiter_id = ? AND status = 'open'")
    .bind(now, recruiterId);
}

/** Whether anyone applied to the job (reads one index entry at most). */
export async function hasApplications(db: D1Database, jobId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM applications WHERE job_id = ? LIMIT 1').bind(jobId).first()) !== null;
}

/** One more application on the job's counter, in the apply's batch (worker/applications). */
export function countApplicationStatement(db: D1Database, jobId: string) {
  return db.prepare('UPDATE jobs SET application_count = application_count + 1 WHERE id = ?').bind(jobId);
}

/** One more view on the job's counter, when the statement before it in the batch recorded a new one (worker/feed). */
export function countViewStatement(db: D1Database, jobId: string) {
  return db.prepare('UPDATE jobs SET view_count = view_count + 1 WHERE id = ? AND changes() > 0').bind(jobId);
}
