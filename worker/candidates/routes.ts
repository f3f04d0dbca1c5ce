import { z } from '@hono/zod-openapi';

import {
  candidateProfileSchema,
  candidateProfileUpdateSchema,
  changePasswordSchema,
  refreshResponseSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { candidateErrors, clientIp, createRouter, json, jsonBody, routeArea } from '../http';
import * as account from './account';
import * as profiles from './service';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);

/** Spec section 7: GET and PUT /api/candidate/profile; settings: the password (export and deletion: worker/privacy). */

export const candidateRoutes = createRouter();

candidateRoutes.openapi(
  candidate.get('/candidate/profile', "The signed-in candidate's profile and settings", {
    responses: { 200: json(candidateProfileSchema, 'Profile') },
  }),
  async (c) => c.json(await profiles.getProfile(c.env.DB, c.var.user.id), 200),
);

candidateRoutes.openapi(
  candidate.put('/candidate/profile', 'Save the profile (and optionally the two settings)', {
    request: { body: jsonBody(candidateProfileUpdateSchema) },
    responses: { 200: json(candidateProfileSchema, 'Saved') },
  }),
  async (c) => c.json(await profiles.updateProfile(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);

candidateRoutes.openapi(
  candidate.post('/candidate/password', 'Change my password (signs out other devices; this one gets a new session)', {
    request: { body: jsonBody(changePasswordSchema) },
    responses: { 200: json(refreshResponseSchema.extend({ message: z.string() }), 'Changed') },
  }),
  async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const grant = await account.changePassword(c.env, c.var.user.id, currentPassword, newPassword, clientIp(c.req));
    for (const cookie of grant.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: account.PASSWORD_CHANGED, accessToken: grant.accessToken }, 200);
  },
);
