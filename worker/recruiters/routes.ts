/** Recruiter area. Issue 3 only needs the profile the client loads on start; later issues fill it. */
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';

export const recruiterProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.literal('recruiter'),
  company: z.string(),
  phone: z.string(),
  location: z.string(),
  website: z.string(),
  bio: z.string(),
});

const profileRoute = createRoute({
  method: 'get',
  path: '/recruiter/profile',
  tags: ['recruiter'],
  summary: "The signed-in recruiter's profile",
  security: [{ bearer: [] }],
  middleware: [requireRole('recruiter')] as const,
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: recruiterProfileSchema } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
    403: { description: 'Not a recruiter', content: { 'application/json': { schema: errorSchema } } },
  },
});

export const recruiterRoutes = createRouter().openapi(profileRoute, (c) => {
  const user = c.get('user');
  // Company and profile fields are stored by the recruiter profile issue; empty until then.
  return c.json(
    { id: user.id, fullName: user.fullName, email: user.email, role: 'recruiter' as const, company: '', phone: '', location: '', website: '', bio: '' },
    200,
  );
});
