import type { AcceptInviteInput, NoteInput } from '../../contract';
import { api, type ApiClient, dataOf, typedCalls } from './client';

/** Hiring as a team: the company's members and invitations, accepting one, notes on applications. */
export function teamCalls(client: ApiClient) {
  const { GET, POST, PUT, DELETE } = typedCalls(client);
  // Accepting an invitation is public: a 401 there is a wrong password, never a reason to refresh.
  const open = typedCalls(client, { authenticated: false });
  return {
    get: () => dataOf(GET('/api/recruiter/team')),
    invite: (email: string) => dataOf(POST('/api/recruiter/team/invites', { body: { email } })),
    cancelInvite: (id: string) => dataOf(DELETE('/api/recruiter/team/invites/{id}', { params: { path: { id } } })),
    removeMember: (id: string) => dataOf(DELETE('/api/recruiter/team/members/{id}', { params: { path: { id } } })),
    /** The owner hands the company to another member. */
    transferOwnership: (memberId: string) => dataOf(PUT('/api/recruiter/team/owner', { body: { memberId } })),
    /** The token travels in the body, never in an address. */
    previewInvite: (inviteId: string, token: string) =>
      dataOf(open.POST('/api/team/invites/{inviteId}/preview', { params: { path: { inviteId } }, body: { token } })),
    acceptInvite: (inviteId: string, token: string, input: AcceptInviteInput) =>
      dataOf(
        open.POST('/api/team/invites/{inviteId}/accept', { params: { path: { inviteId } }, body: { ...input, token } }),
      ),
    notes: (id: string) => dataOf(GET('/api/recruiter/applications/{id}/notes', { params: { path: { id } } })),
    addNote: (id: string, body: NoteInput) =>
      dataOf(POST('/api/recruiter/applications/{id}/notes', { params: { path: { id } }, body })),
  };
}

export const team = teamCalls(api);
