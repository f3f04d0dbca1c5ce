import { z } from 'zod';

import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_RECLAIMED_NOTE,
  DATA_EXPORT_FILE,
  DATA_EXPORT_MANIFEST,
  DATA_EXPORT_SECTIONS,
  type DataExportSection,
  DELETION_LINK_TTL_MINUTES,
  GOOGLE_CONFIRMATION_PARAM,
} from './privacy-words';

// The export's sections, the deletion's words and limits live apart (privacy-words.ts, no zod): the
// settings screen shows them. Importable from here too.
export {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_RECLAIMED_NOTE,
  DATA_EXPORT_FILE,
  DATA_EXPORT_MANIFEST,
  DATA_EXPORT_SECTIONS,
  type DataExportSection,
  DELETION_LINK_TTL_MINUTES,
  GOOGLE_CONFIRMATION_PARAM,
};

export const deleteAccountSchema = z
  .object({
    password: z.string().max(256).optional(),
    /** The one-time code a fresh Google sign-in gave (POST /api/auth/google/confirm). */
    googleConfirmation: z.string().min(1).max(512).optional(),
  })
  .refine((v) => v.password !== undefined || v.googleConfirmation !== undefined, {
    path: ['password'],
    error: ACCOUNT_DELETION_MESSAGES.passwordRequired,
  })
  .refine((v) => v.password === undefined || v.password.length > 0, {
    path: ['password'],
    error: ACCOUNT_DELETION_MESSAGES.passwordRequired,
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const deletionLinkSchema = z.object({ token: z.string().min(1).max(512) });

/** The ways this account may confirm its deletion (settings shows only these). */
export const deletionOptionsSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
  emailLink: z.boolean(),
});
export type DeletionOptions = z.infer<typeof deletionOptionsSchema>;
