import type { AcceptInviteInput, ApplicationNote, InvitePreview, NoteInput, Team, TeamInvite } from '../contract';
import { api, type AuthAnswer } from './api';

/** Hiring as a team: the company's members and invitations, accepting one, notes on applications. */

const enc = encodeURIComponent;
const open = { authenticated: false } as const;

export const team = {
  get: () => api.get<Team>('/api/recruiter/team'),
  invite: (email: string) => api.post<{ invite: TeamInvite; message: string }>('/api/recruiter/team/invites', { email }),
  cancelInvite: (id: string) => api.delete<{ message: string }>(`/api/recruiter/team/invites/${enc(id)}`),
  removeMember: (id: string) => api.delete<{ message: string }>(`/api/recruiter/team/members/${enc(id)}`),
  /** Public: the token travels in the body. */
  previewInvite: (inviteId: string, token: string) => api.post<InvitePreview>(`/api/team/invites/${enc(inviteId)}/preview`, { token }, open),
  acceptInvite: (inviteId: string, token: string, input: AcceptInviteInput) => api.post<AuthAnswer>(`/api/team/invites/${enc(inviteId)}/accept`, { ...input, token }, open),
  notes: (applicationId: string) => api.get<{ notes: ApplicationNote[] }>(`/api/recruiter/applications/${enc(applicationId)}/notes`),
  addNote: (applicationId: string, input: NoteInput) => api.post<{ notes: ApplicationNote[] }>(`/api/recruiter/applications/${enc(applicationId)}/notes`, input),
};
