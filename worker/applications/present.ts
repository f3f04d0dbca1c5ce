import {
  applicationAlias,
  type AtsBreakdown,
  type AtsReasons,
  type CandidateIdentity,
  HUMAN_REVIEW,
  identityVisible,
  isHumanReview,
  type RecruiterApplication,
  unmetAnswers,
} from '../../src/contract';
import { type RecruiterApplicationRow, screeningAnswers } from './store';

/**
 * Who applied, as a recruiter may see them: the person, or while hidden the application's alias,
 * whose id is the application's (never the candidate's, which would link them to other places).
 */
export function identity(
  c: { id: string; name: string; email: string },
  visible: boolean,
  applicationId: string,
): CandidateIdentity {
  return visible
    ? { id: c.id, fullName: c.name, email: c.email, hidden: false }
    : { id: applicationId, fullName: applicationAlias(applicationId), email: null, hidden: true };
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
  if (atsStatus !== 'scored' || !b)
    return { matched: [], missing: [], summary: 'Not scored: the resume text could not be read well enough' };
  const required = b.requiredSkills.items;
  const nice = b.niceToHaveSkills.items;
  const matched = [...required, ...nice].filter((i) => i.found).map((i) => i.skill);
  const missing = required.filter((i) => !i.found).map((i) => i.skill);
  const parts = [`${required.length - missing.length} of ${required.length} required skills`];
  const { resumeYears, minYears } = b.experience;
  if (resumeYears !== null)
    parts.push(`${resumeYears} ${resumeYears === 1 ? 'yr' : 'yrs'} experience (${minYears} asked)`);
  return { matched, missing, summary: parts.join(' · ') };
}

export function toRecruiterApplication(row: RecruiterApplicationRow, blindReview: boolean): RecruiterApplication {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    candidate: identity(
      { id: row.candidate_id, name: row.candidate_name, email: row.candidate_email },
      identityVisible(row.status, blindReview),
      row.id,
    ),
    status: row.status,
    atsScore: row.ats_score,
    atsStatus: row.ats_status,
    reasons: atsReasons(row.ats_breakdown, row.ats_status),
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    screeningUnmet: unmetAnswers(screeningAnswers(row.screening_answers)).map((a) => a.label),
  };
}

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);
