import { z } from 'zod';

import { fullNameField, newEmailField, passwordField } from './auth';
import { NOTE_MAX, NOTE_MENTIONS_MAX, TEAM_MESSAGES } from './team-words';

/** Hiring as a team: the schemas of invitations, members and notes (their limits and words: team-words.ts). */

/** The owner hands the company to another member. */
export const transferOwnerSchema = z.object({ memberId: z.string().min(1).max(64) });

export const inviteInputSchema = z.object({ email: newEmailField });
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  owner: z.boolean(),
  /** The member viewing the page. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  /** Whether the viewer owns the company (and so may remove members). */
  youOwn: z.boolean(),
  /** Whether the viewer may invite (their own email is verified). */
  canInvite: z.boolean(),
  members: z.array(teamMemberSchema),
  /** Open invitations, newest first. */
  invites: z.array(teamInviteSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** What the invitation page shows before it is accepted. */
export const invitePreviewSchema = z.object({
  companyName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  /** An account already uses the address: accepting asks for its password. */
  hasAccount: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** Accepting: a new account gives its name and a password; an existing one its password. */
export const acceptInviteSchema = z.object({
  fullName: fullNameField.optional(),
  password: passwordField,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

export const noteInputSchema = z.object({
  body: z
    .string({ error: TEAM_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: TEAM_MESSAGES.noteRequired })
    .max(NOTE_MAX, { error: TEAM_MESSAGES.noteTooLong }),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const applicationNoteSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  mentions: z.array(z.object({ id: z.string(), fullName: z.string() })),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;
export const applicationNotesSchema = z.object({ notes: z.array(applicationNoteSchema) });

/** A letter, digit or underscore: a name that runs on into one is not the name (`@Ravindra` is not `@Ravi`). */
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * The members a note mentions: each `@` followed by a member's full name (any case), the longest
 * name that fits, not inside a word (an email address is no mention) and not running on into one.
 * Members who share that name are all mentioned. The text is the only signal, so a made-up name
 * or a non-member's mentions nobody. At most NOTE_MENTIONS_MAX, in the order first named.
 */
export function mentionsIn<M extends { fullName: string }>(body: string, members: readonly M[]): M[] {
  const text = body.toLocaleLowerCase();
  const names = members
    .map((member) => ({ member, name: member.fullName.trim().toLocaleLowerCase() }))
    .filter((m) => m.name !== '')
    .sort((a, b) => b.name.length - a.name.length);
  const found = new Set<M>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && WORD_CHARACTER.test(text[at - 1]!)) continue;
    const rest = text.slice(at + 1);
    const fits = names.find((m) => rest.startsWith(m.name) && !WORD_CHARACTER.test(rest.charAt(m.name.length)));
    for (const m of names) if (fits && m.name === fits.name) found.add(m.member);
  }
  return [...found].slice(0, NOTE_MENTIONS_MAX);
}
