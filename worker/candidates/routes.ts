/** Candidate area. Issue 3 only needs the profile the client loads on start; later issues fill it. */
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';

export const candidateProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.literal('candidate'),
  phone: z.string(),
  location: z.string(),
  experience: z.string(),
  education: z.string(),
  website: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
});

const profileRoute = createRoute({
  method: 'get',
  path: '/candidate/profile',
  tags: ['candidate'],
  summary: "The signed-in candidate's profile",
  security: [{ bearer: [] }],
  middleware: [requireRole('candidate')] as const,
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: candidateProfileSchema } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
    403: { description: 'Not a candidate', content: { 'application/json': { schema: errorSchema } } },
  },
});

export const candidateRoutes = createRouter().openapi(profileRoute, (c) => {
  const user = c.get('user');
  return c.json(
    {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      role: 'candidate' as const,
      // Profile fields are stored by the candidate profile issue; empty until then.
      phone: '',
      location: '',
      experience: '',
      education: '',
      website: '',
      bio: '',
      skills: [],
    },
    200,
  );
});
