import { type CompanyCandidate, identityVisible, MAX_PAGE_DEPTH } from '../../../src/contract';
import { candidateApplicationsInCompany, identity, toRecruiterApplication, totalPages } from '../../applications';
import { recruiterContext } from '../../companies';
import { notFound } from '../../http';
import { count } from '../../stats';
import * as store from './store';

export const CANDIDATE_NOT_FOUND = 'Candidate not found';
const CANDIDATE_APPLICATIONS_LIMIT = 100;

const skillsOf = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/** Everyone who applied to the company's jobs, searchable by skill, with their best match. */
export async function listCandidates(db: D1Database, userId: string, q: { q?: string; page: number; limit: number }) {
  const ctx = await recruiterContext(db, userId);
  if (!ctx.companyId) return { candidates: [], page: q.page, limit: q.limit, total: 0, totalPages: 0 };
  const [{ rows, matches }, all] = await Promise.all([
    store.pageCompanyCandidates(db, ctx.companyId, q, MAX_PAGE_DEPTH),
    q.q ? null : count(db, 'company_candidates', ctx.companyId, ''),
  ]);
  // A search is counted up to the deepest page a list reaches (it has no counter).
  const total = matches ?? all ?? 0;
  const best = new Map(
    (
      await store.bestMatches(
        db,
        ctx.companyId,
        rows.map((r) => r.candidate_id),
      )
    ).map((b) => [b.candidate_id, b]),
  );
  const candidates: CompanyCandidate[] = rows.map((r) => {
    const b = best.get(r.candidate_id);
    return {
      candidate: identity(
        { id: r.candidate_id, name: r.full_name, email: r.email },
        !ctx.blindReview || r.reached_interview === 1,
        r.latest_application_id,
      ),
      skills: skillsOf(r.skills),
      bestMatch: b ? { score: b.ats_score, jobId: b.job_id, jobTitle: b.job_title } : null,
      applicationCount: r.application_count,
      lastAppliedAt: r.last_applied_at,
    };
  });
  return { candidates, page: q.page, limit: q.limit, total, totalPages: totalPages(total, q.limit) };
}

/**
 * A candidate's applications to this company, by their id or, while blind review hides them, by
 * the alias id the list gave (an application's id). Someone who never applied here is "not found",
 * and so is a hidden candidate asked for by their real id: that would link the alias to them.
 */
export async function getCandidate(db: D1Database, userId: string, id: string) {
  const ctx = await recruiterContext(db, userId);
  const byAlias = ctx.companyId ? await store.candidateOfApplication(db, ctx.companyId, id) : null;
  const candidateId = byAlias ?? id;
  const rows = ctx.companyId
    ? await candidateApplicationsInCompany(db, ctx.companyId, candidateId, CANDIDATE_APPLICATIONS_LIMIT)
    : [];
  const person = rows.length > 0 ? await store.findCandidate(db, candidateId) : null;
  // Once any application reached interview the company knows who this is.
  const visible = rows.some((r) => identityVisible(r.status, ctx.blindReview));
  if (!person || (!visible && !byAlias)) throw notFound(CANDIDATE_NOT_FOUND);
  return {
    candidate: identity(
      { id: person.id, name: person.full_name, email: person.email },
      visible,
      byAlias ? id : rows[0]!.id,
    ),
    skills: skillsOf(person.skills),
    applications: rows.map((r) => toRecruiterApplication(r, ctx.blindReview && !visible)),
  };
}
