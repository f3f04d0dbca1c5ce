import { z } from 'zod';

import { type Role, ROLE_WORDS } from './roles';

/** A role in an answer: one of the spec's words. */
export const roleWordSchema = z.enum([ROLE_WORDS.candidate, ROLE_WORDS.recruiter, ROLE_WORDS.admin]);
/** An answer that is always about one role, e.g. a recruiter profile. */
export const roleWordOf = <R extends Role>(role: R) => z.literal(ROLE_WORDS[role]);
