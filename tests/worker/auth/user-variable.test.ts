import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { requireRole } from '../../../worker/auth/middleware';
import { createRouter } from '../../../worker/http/openapi';
import { createUser } from '../helpers';

/**
 * The signed-in user is a context variable of the routes that authenticate and of no other: the
 * type checker refuses `c.var.user` on an open route, and at run time it is not there.
 */
describe('the user context variable', () => {
  const router = createRouter()
    .get('/open', (c) => {
      // @ts-expect-error a route that does not authenticate has no user
      const user: unknown = c.var.user;
      return c.json({ user: user ?? null });
    })
    .get('/signed-in', requireRole('candidate'), (c) => c.json({ id: c.var.user.id, role: c.var.user.role }));

  it('is absent on a route that does not authenticate', async () => {
    const res = await router.request('/open', {}, env);
    expect(await res.json()).toEqual({ user: null });
  });

  it('is the caller behind requireRole', async () => {
    const candidate = await createUser('candidate');
    const res = await router.request('/signed-in', { headers: { Authorization: `Bearer ${candidate.token}` } }, env);
    expect(await res.json()).toEqual({ id: candidate.id, role: 'candidate' });
  });
});
