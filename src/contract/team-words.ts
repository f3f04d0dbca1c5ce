// Hiring as a team (invitations into a company, its members, private notes on applications): the
// limits and words, apart from team.ts's schemas, so the Team page shows them without loading zod.

/** How long an invitation link works. */
export const INVITE_TTL_DAYS = 7;
/** Invitations a company may have open at once (a flood of them is not a team). */
export const OPEN_INVITES_MAX = 50;
export const NOTE_MAX = 2_000;
/** Colleagues one note may notify (the first ones named). */
export const NOTE_MENTIONS_MAX = 10;
/** Notes listed on an application, newest last (older ones are not shown). */
export const NOTES_LIMIT = 200;

/** The page an invitation link opens: /join-team/{inviteId}/{token}. */
export const joinTeamPath = (inviteId: string, token: string) =>
  `/join-team/${encodeURIComponent(inviteId)}/${encodeURIComponent(token)}`;

export const TEAM_MESSAGES = {
  verifyToInvite:
    'Verify your email address before inviting colleagues: open the link we emailed you, or use “Resend the link” at the top of the page.',
  companyFirst: 'Add your company in your profile first: colleagues are invited into it.',
  alreadyMember: 'This person is already a member of your company.',
  tooManyOpen: `Your company has ${OPEN_INVITES_MAX} open invitations. Cancel some before sending more.`,
  invited: (email: string) =>
    `Invitation sent to ${email}. The link works once and expires in ${INVITE_TTL_DAYS} days.`,
  inviteInvalid:
    'This invitation link is not valid: it was used, cancelled or replaced, or it expired. Ask your colleague for a new one.',
  notRecruiterAccount:
    'This email belongs to an account that is not a recruiter’s, so it cannot join a company. Ask your colleague to invite another address.',
  ownsTeam: 'You own a company that has other members, so you cannot leave it to join another.',
  ownsCompany:
    'You own a company on Hireloop, so you cannot leave it to join another: hand it over to a colleague on its Team page first (invite one if you are alone), so its jobs and applicants keep someone who answers for them.',
  onlyOwnerTransfers: 'Only the owner of the company can hand it over.',
  transferred: (name: string) => `${name} now owns the company. You stay a member.`,
  onlyOwnerRemoves: 'Only the owner of the company can remove members.',
  cannotRemoveSelf: 'The owner cannot remove themselves.',
  memberNotFound: 'Member not found',
  inviteNotFound: 'Invitation not found',
  noteRequired: 'Write a note',
  noteTooLong: `A note is at most ${NOTE_MAX} characters`,
} as const;
