import { z } from '@hono/zod-openapi';

import {
  blindReviewSchema,
  changePasswordSchema,
  errorSchema,
  notificationPrefsSchema,
  recruiterProfileSaveSchema,
  recruiterProfileSchema,
  recruiterSettingsSchema,
  refreshResponseSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { changePassword, PASSWORD_CHANGED } from '../candidates';
import { clientIp, createRouter, json, jsonBody, recruiterErrors, routeArea } from '../http';
import * as recruiters from './service';

const recruiter = routeArea('recruiter', requireRole('recruiter'), recruiterErrors);

/** The recruiter's own profile, company and settings, mounted at /api/recruiter. */
export const recruiterRoutes = createRouter();

recruiterRoutes.openapi(
  recruiter.get('/profile', 'The recruiter, their company and their blind review switch', {
    responses: { 200: json(recruiterProfileSchema, 'Profile') },
  }),
  async (c) => c.json(await recruiters.getProfile(c.env.DB, c.var.user.id), 200),
);

recruiterRoutes.openapi(
  recruiter.put('/profile', 'Save the recruiter and their company (the first save creates the company)', {
    request: { body: jsonBody(recruiterProfileSaveSchema) },
    responses: {
      200: json(recruiterProfileSchema, 'Saved'),
      409: json(errorSchema, 'A lookalike of a verified company (name or website domain)'),
    },
  }),
  async (c) => c.json(await recruiters.saveProfile(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);

recruiterRoutes.openapi(
  recruiter.get('/settings', 'Blind review and notification preferences', {
    responses: { 200: json(recruiterSettingsSchema, 'Settings') },
  }),
  async (c) => c.json(await recruiters.getSettings(c.env.DB, c.var.user.id), 200),
);

recruiterRoutes.openapi(
  recruiter.put('/settings/blind-review', 'Hide candidate identity (name, email, resume file) until interview', {
    request: { body: jsonBody(blindReviewSchema) },
    responses: {
      200: json(recruiterSettingsSchema, 'Saved'),
      409: json(errorSchema, 'No company yet to apply blind review to'),
    },
  }),
  async (c) => c.json(await recruiters.setBlindReview(c.env.DB, c.var.user.id, c.req.valid('json').enabled), 200),
);

recruiterRoutes.openapi(
  recruiter.put(
    '/settings/notifications',
    'Email on new application and on an @mention, each on or off (a switch left out stays)',
    {
      request: { body: jsonBody(notificationPrefsSchema) },
      responses: { 200: json(recruiterSettingsSchema, 'Saved') },
    },
  ),
  async (c) => c.json(await recruiters.setNotifications(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);

recruiterRoutes.openapi(
  recruiter.put('/settings/password', 'Change the password (signs out other devices; this one gets a new session)', {
    request: { body: jsonBody(changePasswordSchema) },
    responses: { 200: json(refreshResponseSchema.extend({ message: z.string() }), 'Changed') },
  }),
  async (c) => {
    // The same change as the candidate's (worker/candidates/account.ts): one rule for every role.
    const { currentPassword, newPassword } = c.req.valid('json');
    const grant = await changePassword(c.env, c.var.user.id, currentPassword, newPassword, clientIp(c.req));
    for (const cookie of grant.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: PASSWORD_CHANGED, accessToken: grant.accessToken }, 200);
  },
);
