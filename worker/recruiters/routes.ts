import { createRoute, z } from '@hono/zod-openapi';
import { blindReviewSchema, changePasswordSchema, errorSchema, refreshResponseSchema, notificationPrefsSchema, recruiterProfileSaveSchema, recruiterProfileSchema, recruiterSettingsSchema } from '../../src/contract';
import { changePassword, PASSWORD_CHANGED } from '../candidates/account';
import { createRouter } from '../http/openapi';
import * as recruiters from './service';
import { clientIp, guarded, json, jsonBody, recruiterErrors } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const recruiterOnly = guarded('recruiter', requireRole('recruiter'));

/** The recruiter's own profile, company and settings, mounted at /api/recruiter. */
export const recruiterRoutes = createRouter();

recruiterRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/profile',
    summary: 'The recruiter, their company and their blind review switch',
    responses: { 200: json(recruiterProfileSchema, 'Profile'), ...recruiterErrors },
  }),
  async (c) => c.json(await recruiters.getProfile(c.env.DB, c.var.user.id), 200),
);

recruiterRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path: '/profile',
    summary: 'Save the recruiter and their company (the first save creates the company)',
    request: { body: jsonBody(recruiterProfileSaveSchema) },
    responses: { 200: json(recruiterProfileSchema, 'Saved'), ...recruiterErrors, 409: json(errorSchema, 'A lookalike of a verified company (name or website domain)') },
  }),
  async (c) => c.json(await recruiters.saveProfile(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);

recruiterRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/settings',
    summary: 'Blind review and notification preferences',
    responses: { 200: json(recruiterSettingsSchema, 'Settings'), ...recruiterErrors },
  }),
  async (c) => c.json(await recruiters.getSettings(c.env.DB, c.var.user.id), 200),
);

recruiterRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path: '/settings/blind-review',
    summary: 'Hide candidate identity (name, email, resume file) until interview',
    request: { body: jsonBody(blindReviewSchema) },
    responses: { 200: json(recruiterSettingsSchema, 'Saved'), ...recruiterErrors, 409: json(errorSchema, 'No company yet to apply blind review to') },
  }),
  async (c) => c.json(await recruiters.setBlindReview(c.env.DB, c.var.user.id, c.req.valid('json').enabled), 200),
);

recruiterRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path: '/settings/notifications',
    summary: 'Email on new application, on or off',
    request: { body: jsonBody(notificationPrefsSchema) },
    responses: { 200: json(recruiterSettingsSchema, 'Saved'), ...recruiterErrors },
  }),
  async (c) => c.json(await recruiters.setNotifications(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);

recruiterRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path: '/settings/password',
    summary: 'Change the password (signs out other devices; this one gets a new session)',
    request: { body: jsonBody(changePasswordSchema) },
    responses: { 200: json(refreshResponseSchema.extend({ message: z.string() }), 'Changed'), ...recruiterErrors },
  }),
  async (c) => {
    // The same change as the candidate's (worker/candidates/account.ts): one rule for every role.
    const { currentPassword, newPassword } = c.req.valid('json');
    const grant = await changePassword(c.env, c.var.user.id, currentPassword, newPassword, clientIp(c.req));
    for (const cookie of grant.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: PASSWORD_CHANGED, accessToken: grant.accessToken }, 200);
  },
);
