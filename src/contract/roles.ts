import { z } from 'zod';

/**
 * The one owner of role words. Inside the product (D1 rows, guards, islands' state) a role is its
 * key in lower case; on the wire (every API answer and the access token) it is the word of spec
 * section 3: Candidate, Recruiter or Admin. Comparisons ignore case everywhere (spec section 6),
 * so requests and tokens may carry any case.
 */
export const ROLES = ['candidate', 'recruiter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_WORDS = { candidate: 'Candidate', recruiter: 'Recruiter', admin: 'Admin' } as const satisfies Record<Role, string>;
export type RoleWord = (typeof ROLE_WORDS)[Role];

/** The role key of a word in any case, or null when it names no role. */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

/** Whether two role words name the same role, whatever their case. */
export const sameRole = (a: unknown, b: unknown): boolean => {
  const role = normalizeRole(a);
  return role !== null && role === normalizeRole(b);
};

/** The spec's word for a role, as every answer and the access token carry it. */
export const roleWord = <R extends Role>(role: R): (typeof ROLE_WORDS)[R] => ROLE_WORDS[role];

/** A role in an answer: one of the spec's words. */
// Pure: the public board's small script imports this module without zod.
export const roleWordSchema = /* @__PURE__ */ z.enum([ROLE_WORDS.candidate, ROLE_WORDS.recruiter, ROLE_WORDS.admin]);
/** An answer that is always about one role, e.g. a recruiter profile. */
export const roleWordOf = <R extends Role>(role: R) => z.literal(ROLE_WORDS[role]);
