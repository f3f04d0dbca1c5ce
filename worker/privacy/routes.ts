import { z } from '@hono/zod-openapi';

import {
  ACCOUNT_DELETION_MESSAGES,
  DATA_EXPORT_FILE,
  deleteAccountSchema,
  deletionLinkSchema,
  deletionOptionsSchema,
  errorSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { candidateErrors, clientIp, createRouter, json, jsonBody, messageSchema, routeArea } from '../http';
import * as deletion from './deletion';
import { exportZip } from './export';

const candidate = routeArea('candidate', requireRole('candidate'), {
  ...candidateErrors,
  429: json(errorSchema, 'Too many attempts; Retry-After says when to try again'),
});
const linkHolder = routeArea('candidate', undefined, {
  400: json(errorSchema, 'The link has expired or was already used'),
});

/** A candidate's own data: the export, and the deletion of the account on its confirmation. */
export const privacyRoutes = createRouter();

privacyRoutes.openapi(
  candidate.get('/candidate/export', 'Download everything stored about me: a zip of manifest.json and my files', {
    responses: {
      200: {
        description: 'The zip (manifest.json with one entry per section the privacy page lists, and the files)',
        content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
      },
    },
  }),
  async (c) => {
    const body = await exportZip(c.env, c.var.user.id);
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${DATA_EXPORT_FILE}"`,
      'Cache-Control': 'no-store',
    });
  },
);

privacyRoutes.openapi(
  candidate.get('/candidate/account/deletion', 'How my account may confirm its deletion', {
    responses: { 200: json(deletionOptionsSchema, 'The ways open to this account') },
  }),
  async (c) => c.json(await deletion.deletionOptions(c.env, c.var.user.id), 200),
);

privacyRoutes.openapi(
  candidate.delete(
    '/candidate/account',
    'Delete my account, confirmed by my password, or (Google-only) by the code of a fresh Google sign-in',
    {
      request: { body: jsonBody(deleteAccountSchema) },
      responses: { 200: json(messageSchema, 'Deleted; a confirmation email is on its way') },
    },
  ),
  async (c) => {
    const { password, googleConfirmation } = c.req.valid('json');
    const ip = clientIp(c.req);
    if (password !== undefined) await deletion.deleteWithPassword(c.env, c.var.user.id, password, ip);
    else await deletion.deleteWithGoogle(c.env, c.var.user.id, googleConfirmation ?? '', ip);
    return c.json({ message: ACCOUNT_DELETION_MESSAGES.deleted }, 200);
  },
);

privacyRoutes.openapi(
  candidate.post(
    '/candidate/account/deletion-link',
    'Email me a link that confirms the deletion (Google-only accounts)',
    {
      responses: { 200: json(messageSchema, 'Sent') },
    },
  ),
  async (c) => {
    await deletion.sendDeletionLink(c.env, c.var.user.id);
    return c.json({ message: ACCOUNT_DELETION_MESSAGES.linkSent }, 200);
  },
);

privacyRoutes.openapi(
  linkHolder.post('/account/deletion', 'Delete the account of an emailed deletion link (the token is the permission)', {
    request: { body: jsonBody(deletionLinkSchema) },
    responses: { 200: json(messageSchema, 'Deleted; a confirmation email is on its way') },
  }),
  async (c) => {
    await deletion.deleteWithLink(c.env, c.req.valid('json').token, clientIp(c.req));
    return c.json({ message: ACCOUNT_DELETION_MESSAGES.deleted }, 200);
  },
);
