import type { AccountStatus } from './admin-words';
import type { ApplicationStatus } from './applications';
import type { JobStatus } from './jobs';
import type { ReportStatus } from './report-words';

/**
 * Every status in words and in colour: the one table the workspaces, notifications and emails read
 * (tests/unit/house/status-words.test.ts keeps copies out of src/ and worker/).
 */

/** The colours of a .badge (global.css: primary is the plain pill, the others its tone-* classes). */
export const BADGE_TONES = ['primary', 'success', 'warning', 'danger', 'neutral'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/** A status as a badge shows it. */
export interface StatusWord {
  label: string;
  tone: BadgeTone;
}

/** How a candidate reads each status (their workspace, notifications and emails), and what it means for them. */
export const CANDIDATE_STATUS: Record<ApplicationStatus, StatusWord & { detail: string }> = {
  applied: { label: 'Applied', tone: 'primary', detail: '' },
  screening: { label: 'In screening', tone: 'primary', detail: 'The recruiter is reviewing your application.' },
  interview: {
    label: 'Interview',
    tone: 'warning',
    detail: 'The recruiter would like to interview you and will be in touch about a time.',
  },
  offer: { label: 'Offer', tone: 'success', detail: 'Congratulations: the company is making you an offer.' },
  hired: { label: 'Hired', tone: 'success', detail: 'Congratulations on your new role!' },
  rejected: {
    label: 'Not selected',
    tone: 'danger',
    detail: 'The company has decided not to go ahead with your application.',
  },
  withdrawn: { label: 'Withdrawn', tone: 'neutral', detail: 'Your application was withdrawn.' },
};

/** How the recruiter's screens and the admin's figures name a stage (an offer waits on the candidate: amber). */
export const RECRUITER_STATUS: Record<ApplicationStatus, StatusWord> = {
  applied: { label: 'Applied', tone: 'neutral' },
  screening: { label: 'Screening', tone: 'primary' },
  interview: { label: 'Interview', tone: 'primary' },
  offer: { label: 'Offer', tone: 'warning' },
  hired: { label: 'Hired', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

export const JOB_STATUS: Record<JobStatus, StatusWord> = {
  draft: { label: 'Draft', tone: 'neutral' },
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'warning' },
};

export const REPORT_STATUS: Record<ReportStatus, StatusWord> = {
  open: { label: 'Open', tone: 'warning' },
  dismissed: { label: 'Dismissed', tone: 'neutral' },
  actioned: { label: 'Actioned', tone: 'success' },
};

export const ACCOUNT_STATUS: Record<AccountStatus, StatusWord> = {
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
  unverified: { label: 'Unverified', tone: 'neutral' },
};
