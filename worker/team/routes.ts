import { z } from '@hono/zod-openapi';

import {
  acceptInviteSchema,
  applicationNotesSchema,
  authResponseSchema,
  errorSchema,
  inviteInputSchema,
  invitePreviewSchema,
  noteInputSchema,
  TEAM_MESSAGES,
  teamInviteSchema,
  teamSchema,
  transferOwnerSchema,
} from '../../src/contract';
import { addressKey, appendCookies, requireRole } from '../auth';
import {
  clientIp,
  createRouter,
  idParam,
  json,
  jsonBody,
  messageSchema,
  newIdOf,
  recruiterErrors,
  routeArea,
  said,
} from '../http';
import { deliverAfterAnswer } from '../notices';
import { addNote, listNotes } from './notes';
import * as team from './service';

const asRecruiter = requireRole('recruiter');
const recruiterTeam = routeArea('team', asRecruiter, {
  ...recruiterErrors,
  409: json(errorSchema, 'No company yet, already a member, or too many open invitations'),
  429: json(errorSchema, 'Too many invitations from this address or to this email; see Retry-After'),
});
const notes = routeArea('team', asRecruiter, recruiterErrors);
const invitation = routeArea('team', undefined, {});
const tokenField = z.string().min(1).max(128);
const inviteParam = z.object({ inviteId: z.string().min(1).max(64) });
const inviteErrors = {
  400: json(errorSchema, 'Invalid payload, or the link was used, cancelled, replaced or expired'),
  401: json(errorSchema, 'Wrong password for the existing account'),
  403: json(errorSchema, 'The existing account is suspended'),
  409: json(errorSchema, 'The address belongs to a non-recruiter account, or its owner cannot leave their company'),
  429: json(errorSchema, 'Too many attempts from this address; see Retry-After'),
};

/** Teams: /api/recruiter/team (members, invitations), notes on applications, and accepting an invitation (public). */
export const teamRoutes = createRouter();

teamRoutes.openapi(
  recruiterTeam.get('/recruiter/team', "The recruiter's company, its members (owner first) and open invitations", {
    responses: { 200: json(teamSchema, 'The team') },
  }),
  async (c) => c.json(await team.getTeam(c.env.DB, c.var.user.id), 200),
);

teamRoutes.openapi(
  recruiterTeam.post(
    '/recruiter/team/invites',
    'Invite a colleague by email into your company (verified recruiters; single-use link, 7 days)',
    {
      keyed: true,
      request: { body: jsonBody(inviteInputSchema) },
      responses: { 201: json(z.object({ invite: teamInviteSchema, message: z.string() }), 'Invited') },
    },
  ),
  async (c) => {
    const invite = await team.invite(
      c.env,
      c.var.user.id,
      c.req.valid('json').email,
      addressKey(clientIp(c.req)),
      newIdOf(c),
    );
    return c.json({ invite, message: TEAM_MESSAGES.invited(invite.email) }, 201);
  },
);

teamRoutes.openapi(
  recruiterTeam.delete('/recruiter/team/invites/{id}', 'Cancel an open invitation of your company', {
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Cancelled') },
  }),
  async (c) => said(c, team.cancelInvite(c.env, c.var.user.id, c.req.valid('param').id), 'Invitation cancelled.'),
);

teamRoutes.openapi(
  recruiterTeam.delete(
    '/recruiter/team/members/{id}',
    "Remove a member (the owner only): their sessions end, their jobs stay the company's",
    {
      request: { params: idParam },
      responses: { 200: json(messageSchema, 'Removed') },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const answer = await said(
      c,
      team.removeMember(c.env, c.var.user.id, c.req.valid('param').id, notices),
      'Member removed. Their sessions have ended.',
    );
    deliverAfterAnswer(c, notices);
    return answer;
  },
);

teamRoutes.openapi(
  recruiterTeam.put('/recruiter/team/owner', 'Hand the company over to another member (the owner only; audited)', {
    request: { body: jsonBody(transferOwnerSchema) },
    responses: { 200: json(teamSchema, 'The team, with its new owner') },
  }),
  async (c) => {
    const notices: string[] = [];
    const teamNow = await team.transferOwnership(c.env, c.var.user.id, c.req.valid('json').memberId, notices);
    deliverAfterAnswer(c, notices);
    return c.json(teamNow, 200);
  },
);

teamRoutes.openapi(
  invitation.post(
    '/team/invites/{inviteId}/preview',
    'What an invitation link offers (the token travels in the body, never in an address)',
    {
      request: { params: inviteParam, body: jsonBody(z.object({ token: tokenField })) },
      responses: { 200: json(invitePreviewSchema, 'The invitation'), 400: inviteErrors[400] },
    },
  ),
  async (c) =>
    c.json(await team.previewInvite(c.env.DB, c.req.valid('param').inviteId, c.req.valid('json').token), 200),
);

teamRoutes.openapi(
  invitation.post(
    '/team/invites/{inviteId}/accept',
    'Accept an invitation: create the recruiter account (name, password) or sign in to the existing one, and join the company',
    {
      request: { params: inviteParam, body: jsonBody(acceptInviteSchema.extend({ token: tokenField })) },
      responses: { 200: json(authResponseSchema, 'Joined; sets hl_access and hl_refresh cookies'), ...inviteErrors },
    },
  ),
  async (c) => {
    const { token, ...input } = c.req.valid('json');
    const notices: string[] = [];
    const grant = await team.acceptInvite(
      c.env,
      c.req.valid('param').inviteId,
      token,
      input,
      addressKey(clientIp(c.req)),
      notices,
    );
    deliverAfterAnswer(c, notices);
    appendCookies(c, grant.setCookies);
    return c.json({ user: grant.user, accessToken: grant.accessToken }, 200);
  },
);

teamRoutes.openapi(
  notes.get(
    '/recruiter/applications/{id}/notes',
    "The company's private notes on one of its applications, oldest first",
    {
      request: { params: idParam },
      responses: { 200: json(applicationNotesSchema, 'The notes') },
    },
  ),
  async (c) => c.json({ notes: await listNotes(c.env.DB, c.var.user.id, c.req.valid('param').id) }, 200),
);

teamRoutes.openapi(
  notes.post(
    '/recruiter/applications/{id}/notes',
    'Add a private note; each member named as @Full Name in it is told in the product and, per their settings, by email',
    {
      keyed: true,
      request: { params: idParam, body: jsonBody(noteInputSchema) },
      responses: { 201: json(applicationNotesSchema, 'The notes, with the new one') },
    },
  ),
  async (c) => {
    const added = await addNote(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), newIdOf(c));
    deliverAfterAnswer(c, added.notices);
    return c.json({ notes: added.notes }, 201);
  },
);
