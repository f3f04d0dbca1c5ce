import { describe, expect, it } from 'vitest';

import { MESSAGES, type Role } from '../../../src/contract';
import { api, createUser } from '../helpers';
import { createAccount } from './helpers';

const ENDPOINTS: Array<[string, Role]> = [
  ['/api/candidate/profile', 'candidate'],
  ['/api/recruiter/profile', 'recruiter'],
  ['/api/admin/overview', 'admin'],
];

describe('role profile endpoints', () => {
  it('answer 401 without a token or with a bad one', async () => {
    for (const [path] of ENDPOINTS) {
      for (const token of [undefined, 'bad-token']) {
        const res = await api(path, { token });
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ message: MESSAGES.unauthorized });
      }
    }
  });

  it('answer 403 to the wrong role', async () => {
    for (const [path, role] of ENDPOINTS) {
      for (const other of (['candidate', 'recruiter', 'admin'] as const).filter((r) => r !== role)) {
        const res = await api(path, { token: (await createUser(other)).token });
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ message: MESSAGES.forbidden });
      }
    }
  });

  it('give an admin the user counts by role', async () => {
    const admin = await createUser('admin');
    const before = (await api('/api/admin/overview', { token: admin.token })).json;
    await createUser('candidate');
    await createAccount('recruiter', { suspended: true });
    const res = await api('/api/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    // The admin overview carries more figures (tests/worker/admin); these are the session check's.
    expect(res.json).toMatchObject({
      users: {
        candidate: before.users.candidate + 1,
        recruiter: before.users.recruiter + 1,
        admin: before.users.admin,
      },
      totalUsers: before.totalUsers + 2,
      suspendedUsers: before.suspendedUsers + 1,
    });
  });

  it('are declared in the OpenAPI document with the auth routes', async () => {
    const doc = (await api('/api/openapi.json')).json;
    for (const path of [
      '/candidate/profile',
      '/recruiter/profile',
      '/admin/overview',
      '/auth/signup',
      '/auth/login',
      '/auth/refresh',
      '/auth/logout',
      '/auth/forgot-password',
      '/auth/reset-password/{userId}/{token}',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
