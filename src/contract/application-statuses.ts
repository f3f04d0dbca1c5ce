// The pipeline's stages and moves, apart from applications.ts and its schemas: status badges and
// the help pages show them, and that must not bring zod along.

/** The pipeline (PRODUCT.md): rejected and withdrawn end it, as does hired. */
export const APPLICATION_STATUSES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Moves a recruiter may make: forward through the stages (skipping is allowed: a strong
 * candidate can go from applied straight to interview), or reject from any open stage.
 * Withdrawal is the candidate's own move, from any open stage.
 */
export const RECRUITER_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['screening', 'interview', 'offer', 'rejected'],
  screening: ['interview', 'offer', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/** The stages a candidate is still in the running (and may withdraw from). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['applied', 'screening', 'interview', 'offer'];
