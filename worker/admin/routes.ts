/** Admin area. Issue 3 only needs the overview the client loads on start; the admin issue extends it. */
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { countUsers } from './store';

export const adminOverviewSchema = z.object({
  users: z.object({ candidate: z.number(), recruiter: z.number(), admin: z.number() }),
  totalUsers: z.number(),
  suspendedUsers: z.number(),
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags: ['admin'],
  summary: 'Counts of users by role',
  security: [{ bearer: [] }],
  middleware: [requireRole('admin')] as const,
  responses: {
    200: { description: 'Overview', content: { 'application/json': { schema: adminOverviewSchema } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
    403: { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } },
  },
});

export const adminRoutes = createRouter().openapi(overviewRoute, async (c) => {
  const users = { candidate: 0, recruiter: 0, admin: 0 };
  let suspendedUsers = 0;
  for (const row of await countUsers(c.env.DB)) {
    users[row.role] = row.total;
    suspendedUsers += row.suspended;
  }
  const totalUsers = users.candidate + users.recruiter + users.admin;
  return c.json({ users, totalUsers, suspendedUsers }, 200);
});
