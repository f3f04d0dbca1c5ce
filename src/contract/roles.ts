/**
 * The one owner of role words. Inside the product (D1 rows, guards, islands' state) a role is its
 * key in lower case; on the wire (every API answer and the access token) it is the word of spec
 * section 3: Candidate, Recruiter or Admin. Comparisons ignore case everywhere (spec section 6),
 * so requests and tokens may carry any case. No zod here: the public board's small script imports
 * this module (the schemas of role words are in role-schemas.ts).
 */
export const ROLES = ['candidate', 'recruiter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_WORDS = { candidate: 'Candidate', recruiter: 'Recruiter', admin: 'Admin' } as const satisfies Record<
  Role,
  string
>;
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
