import type { APIRequestContext } from '@playwright/test';

import { expect } from './fixtures';

/**
 * A fresh account signed up through the API, its email verified through the dev mailbox's link;
 * answers the Authorization header of its session and its user id.
 */
export async function verifiedAccount(
  request: APIRequestContext,
  a: { fullName: string; email: string; password: string; role: 'candidate' | 'recruiter' },
) {
  const signup = await request.post('/api/auth/signup', { data: a });
  expect(signup.status()).toBe(201);
  const { accessToken, user } = (await signup.json()) as { accessToken: string; user: { id: string } };
  const mailbox = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(a.email)}`)).text();
  const verify = mailbox.match(/\/api\/auth\/verify-email\/[^"<\s]+/)?.[0];
  expect(verify, 'verification link in the dev mailbox').toBeTruthy();
  expect((await request.get(verify!.replaceAll('&amp;', '&'))).ok()).toBe(true);
  return { id: user.id, headers: { Authorization: `Bearer ${accessToken}` } };
}
