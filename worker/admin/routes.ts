/** The admin console's figures and audit log (spec section 7, Admin); reports live in worker/reports. */
import {
  adminOverviewSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  DEAD_LETTER_REQUEUED,
  DEAD_LETTERS_SHOWN,
  DEAD_NOTICE_REQUEUED,
  deadLetterListSchema,
  deadNoticeListSchema,
  errorSchema,
  NOT_A_DEAD_LETTER,
  NOT_A_DEAD_NOTICE,
  recentActionsQuerySchema,
  recentActionsSchema,
  trendsQuerySchema,
  trendsSchema,
} from '../../src/contract';
import { audit } from '../audit';
import { requireRole } from '../auth';
import { deadLetters, retryDeadLetter } from '../email';
import { ApiFailure, clientIp, createRouter, idParam, json, messageSchema, routeArea } from '../http';
import { deadNotices, deliverAfterAnswer, retryDeadNotice } from '../notices';
import * as figures from './service';
import { setAccountSuspended } from './suspension';

const admin = routeArea('admin', requireRole('admin'), {
  400: json(errorSchema, 'Invalid query'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
});

export const adminRoutes = createRouter();

adminRoutes.openapi(
  admin.get('/admin/overview', 'Headline figures for the dashboard (also the admin session check)', {
    responses: { 200: json(adminOverviewSchema, 'Overview') },
  }),
  async (c) => c.json(await figures.overview(c.env.DB), 200),
);

adminRoutes.openapi(
  admin.get(
    '/admin/analytics/summary',
    'Users by role, jobs and applications by status, and the change against the previous period',
    {
      request: { query: analyticsSummaryQuerySchema },
      responses: { 200: json(analyticsSummarySchema, 'Summary') },
    },
  ),
  async (c) => c.json(await figures.analyticsSummary(c.env.DB, c.req.valid('query').days), 200),
);

adminRoutes.openapi(
  admin.get(
    '/admin/analytics/trends',
    'Daily sign-ups, jobs posted and applications; every day of the range present (at most 366)',
    {
      request: { query: trendsQuerySchema },
      responses: { 200: json(trendsSchema, 'Trends') },
    },
  ),
  async (c) => c.json(await figures.trends(c.env.DB, c.req.valid('query')), 200),
);

adminRoutes.openapi(
  admin.get('/admin/recent-actions', 'The audit log, newest first, with actor and target names; q searches it', {
    request: { query: recentActionsQuerySchema },
    responses: { 200: json(recentActionsSchema, 'A page of the audit log') },
  }),
  async (c) => c.json(await figures.recentActions(c.env.DB, c.req.valid('query')), 200),
);

adminRoutes.openapi(
  admin.get(
    '/admin/emails/dead-letter',
    `Emails given up after their last attempt, newest ${DEAD_LETTERS_SHOWN}, and how many in all`,
    {
      responses: { 200: json(deadLetterListSchema, 'The dead letters') },
    },
  ),
  async (c) => c.json(await deadLetters(c.env.DB, DEAD_LETTERS_SHOWN), 200),
);

adminRoutes.openapi(
  admin.post('/admin/emails/{id}/retry', 'Send a dead letter again: fresh attempts under the same idempotency key', {
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Back in line'), 404: json(errorSchema, 'Not a dead letter') },
  }),
  async (c) => {
    const id = c.req.valid('param').id;
    if (!(await retryDeadLetter(c.env, id))) throw new ApiFailure(404, NOT_A_DEAD_LETTER);
    await audit(c.env, {
      actorId: c.var.user.id,
      action: 'email_retry',
      targetType: 'email',
      targetId: id,
      ip: clientIp(c.req),
    });
    return c.json({ message: DEAD_LETTER_REQUEUED }, 200);
  },
);

adminRoutes.openapi(
  admin.get(
    '/admin/notices/dead-letter',
    `Notice intents given up after the delivery queue's last try, newest ${DEAD_LETTERS_SHOWN}, and how many in all`,
    {
      responses: { 200: json(deadNoticeListSchema, 'The dead notices') },
    },
  ),
  async (c) => c.json(await deadNotices(c.env.DB, DEAD_LETTERS_SHOWN), 200),
);

adminRoutes.openapi(
  admin.post('/admin/notices/{id}/retry', 'Deliver a dead notice again: fresh tries under the same id', {
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Back in line'), 404: json(errorSchema, 'Not a dead notice') },
  }),
  async (c) => {
    const id = c.req.valid('param').id;
    if (!(await retryDeadNotice(c.env, id))) throw new ApiFailure(404, NOT_A_DEAD_NOTICE);
    await audit(c.env, {
      actorId: c.var.user.id,
      action: 'notice_retry',
      targetType: 'notice',
      targetId: id,
      ip: clientIp(c.req),
    });
    return c.json({ message: DEAD_NOTICE_REQUEUED }, 200);
  },
);

adminRoutes.openapi(
  admin.get('/admin/users', 'The user directory, newest first: search by name or email, filter by role and status', {
    request: { query: adminUsersQuerySchema },
    responses: { 200: json(adminUserListSchema, 'A page of users') },
  }),
  async (c) => c.json(await figures.userDirectory(c.env.DB, c.req.valid('query')), 200),
);

const accountChange = (suspend: boolean) =>
  admin.post(
    `/admin/users/{id}/${suspend ? 'suspend' : 'restore'}`,
    suspend
      ? 'Suspend an account: its sessions end and its open jobs close (admins cannot be suspended)'
      : 'Restore a suspended account',
    {
      request: { params: idParam },
      responses: {
        200: json(adminUserSchema, suspend ? 'Suspended' : 'Restored'),
        404: json(errorSchema, 'No such user'),
        409: json(errorSchema, suspend ? 'Already suspended' : 'Not suspended'),
      },
    },
  );

for (const suspend of [true, false])
  adminRoutes.openapi(accountChange(suspend), async (c) => {
    const { user, notices } = await setAccountSuspended(
      c.env,
      c.var.user,
      c.req.valid('param').id,
      suspend,
      clientIp(c.req),
    );
    deliverAfterAnswer(c, notices);
    return c.json(user, 200);
  });
