import { HUMAN_REVIEW, identityVisible, isHumanReview, type AtsBreakdown, type AtsReasons, type CandidateIdentity, type RecruiterApplication } from '../../src/contract';
import type { RecruiterApplicationRow } from './store';

/**
 * A stable alias for a candidate under blind review: four hex digits of a hash (FNV-1a) of their
 * opaque id, so the same person reads the same across jobs and screens, ids that share a prefix
 * still differ, and the alias gives nothing of the id away.
 */
export function candidateAlias(candidateId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < candidateId.length; i++) hash = Math.imul(hash ^ candidateId.charCodeAt(i), 0x01000193);
  return `Candidate #${((hash >>> 16) & 0xffff).toString(16).toUpperCase().padStart(4, '0')}`;
}

export function identity(c: { id: string; name: string; email: string }, visible: boolean): CandidateIdentity {
  return visible ? { id: c.id, fullName: c.name, email: c.email, hidden: false } : { id: c.id, fullName: candidateAlias(c.id), email: null, hidden: true };
}

/** The engine's stored breakdown; null when it could not score ("{}" or "null" stored). */
export function parseBreakdown(json: string): AtsBreakdown | null {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && 'requiredSkills' in value ? (value as AtsBreakdown) : null;
  } catch {
    return null;
  }
}

/** The short "why" beside a score: required skills found and missing, and experience. */
export function atsReasons(breakdownJson: string, atsStatus: string): AtsReasons {
  if (isHumanReview(atsStatus)) return { matched: [], missing: [], summary: HUMAN_REVIEW.label };
  const b = parseBreakdown(breakdownJson);
  if (atsStatus !== 'scored' || !b) return { matched: [], missing: [], summary: 'Not scored: the resume text could not be read well enough' };
  const required = b.requiredSkills.items;
  const nice = b.niceToHaveSkills.items;
  const matched = [...required, ...nice].filter((i) => i.found).map((i) => i.skill);
  const missing = required.filter((i) => !i.found).map((i) => i.skill);
  const parts = [`${required.length - missing.length} of ${required.length} required skills`];
  const { resumeYears, minYears } = b.experience;
  if (resumeYears !== null) parts.push(`${resumeYears} ${resumeYears === 1 ? 'yr' : 'yrs'} experience (${minYears} asked)`);
  return { matched, missing, summary: parts.join(' · ') };
}

export function toRecruiterApplication(row: RecruiterApplicationRow, blindReview: boolean): RecruiterApplication {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    candidate: identity({ id: row.candidate_id, name: row.candidate_name, email: row.candidate_email }, identityVisible(row.status, blindReview)),
    status: row.status,
    atsScore: row.ats_score,
    atsStatus: row.ats_status,
    reasons: atsReasons(row.ats_breakdown, row.ats_status),
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
  };
}

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);
