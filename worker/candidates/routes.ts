import { createRoute, z } from '@hono/zod-openapi';
import { candidateProfileSchema, candidateProfileUpdateSchema, changePasswordSchema, deleteAccountSchema, refreshResponseSchema } from '../../src/contract';
import { createRouter } from '../http/openapi';
import * as account from './account';
import * as profiles from './service';
import { candidateErrors, clientIp, json, jsonBody, messageSchema, security } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const asCandidate = requireRole('candidate');

/** Spec section 7: GET and PUT /api/candidate/profile; settings: password, export, account deletion. */

export const candidateRoutes = createRouter();

candidateRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/profile', tags: ['candidate'], summary: "The signed-in candidate's profile and settings", security, middleware: asCandidate, responses: { 200: json(candidateProfileSchema, 'Profile'), ...candidateErrors } }),
  async (c) => c.json(await profiles.getProfile(c.env.DB, c.var.user.id), 200),
);

candidateRoutes.openapi(
  createRoute({ method: 'put', path: '/candidate/profile', tags: ['candidate'], summary: 'Save the profile (and optionally the two settings)', security, middleware: asCandidate, request: { body: jsonBody(candidateProfileUpdateSchema) }, responses: { 200: json(candidateProfileSchema, 'Saved'), ...candidateErrors } }),
  async (c) => c.json(await profiles.updateProfile(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);

candidateRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/export', tags: ['candidate'], summary: 'Download everything stored about me (JSON)', security, middleware: asCandidate, responses: { 200: json(z.record(z.string(), z.unknown()), 'My data'), ...candidateErrors } }),
  async (c) => {
    c.header('Content-Disposition', 'attachment; filename="hireloop-my-data.json"');
    return c.json(await account.exportData(c.env.DB, c.var.user.id), 200);
  },
);

candidateRoutes.openapi(
  createRoute({ method: 'delete', path: '/candidate/account', tags: ['candidate'], summary: 'Delete my account (body: {"confirmation": "DELETE"})', security, middleware: asCandidate, request: { body: jsonBody(deleteAccountSchema) }, responses: { 200: json(messageSchema, 'Deleted'), ...candidateErrors } }),
  async (c) => {
    await account.deleteAccount(c.env, c.var.user.id, clientIp(c.req));
    return c.json({ message: account.ACCOUNT_DELETED }, 200);
  },
);

candidateRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/candidate/password',
    tags: ['candidate'],
    summary: 'Change my password (signs out other devices; this one gets a new session)',
    security,
    middleware: asCandidate,
    request: { body: jsonBody(changePasswordSchema) },
    responses: { 200: json(refreshResponseSchema.extend({ message: z.string() }), 'Changed'), ...candidateErrors },
  }),
  async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const grant = await account.changePassword(c.env, c.var.user.id, currentPassword, newPassword, clientIp(c.req));
    for (const cookie of grant.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: account.PASSWORD_CHANGED, accessToken: grant.accessToken }, 200);
  },
);
