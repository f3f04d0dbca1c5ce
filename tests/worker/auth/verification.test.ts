import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { VERIFY_FAILED_LOCATION } from '../../../worker/auth/routes';
import { VERIFY_TOKEN_TTL_MS } from '../../../worker/auth/verify';
import { queueEmail } from '../../../worker/email/service';
import { api, createUser } from '../helpers';
import {
  mailbox,
  PASSWORD,
  resetLinkParts,
  signupCandidate,
  uniqueEmail,
  verifyLinkParts,
  waitForEmail,
} from './helpers';

const status = (token: string) => api('/api/auth/verification', { token });
const open = (userId: string, token: string, at?: number) => api(`/api/auth/verify-email/${userId}/${token}`, { at });

describe('email verification', () => {
  it('a signup is unverified and gets a single-use link; opening it verifies the account', async () => {
    const email = uniqueEmail('verify');
    const signup = await signupCandidate(email);
    expect(signup.json.user.emailVerified).toBe(false);
    expect((await status(signup.json.accessToken)).json).toEqual({ email, emailVerified: false });

    const [userId, token] = verifyLinkParts(await waitForEmail(email, 1, 'email_verification'));
    expect(userId).toBe(signup.json.user.id);
    const stored = await env.DB.prepare('SELECT token_hash FROM email_verifications WHERE user_id = ?')
      .bind(userId)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);

    const opened = await open(userId, token);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('Location')).toBe('/dashboard?verified=1');
    expect((await status(signup.json.accessToken)).json.emailVerified).toBe(true);
    // Single use.
    expect((await open(userId, token)).headers.get('Location')).toBe(VERIFY_FAILED_LOCATION);
    const login = await api('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.json.user.emailVerified).toBe(true);
  });

  it('refuses a wrong, expired or replaced link, and a link for another user', async () => {
    const email = uniqueEmail('verify2');
    const signup = await signupCandidate(email);
    const [userId, first] = verifyLinkParts(await waitForEmail(email, 1, 'email_verification'));
    expect((await open(userId, 'not-the-token')).headers.get('Location')).toBe(VERIFY_FAILED_LOCATION);
    expect((await open(crypto.randomUUID(), first)).headers.get('Location')).toBe(VERIFY_FAILED_LOCATION);
    expect((await open(userId, first, Date.now() + VERIFY_TOKEN_TTL_MS + 1000)).headers.get('Location')).toBe(
      VERIFY_FAILED_LOCATION,
    );

    const resent = await api('/api/auth/resend-verification', { method: 'POST', token: signup.json.accessToken });
    expect(resent.json).toEqual({ message: MESSAGES.verificationSent });
    const [, second] = verifyLinkParts(await waitForEmail(email, 2, 'email_verification'));
    expect((await open(userId, first)).headers.get('Location')).toBe(VERIFY_FAILED_LOCATION);
    expect((await open(userId, second)).headers.get('Location')).toBe('/dashboard?verified=1');
  });

  it('a verified account gets no more links; resend needs a session', async () => {
    const user = await createUser('recruiter');
    expect((await api('/api/auth/resend-verification', { method: 'POST', token: user.token })).status).toBe(200);
    expect(await mailbox(user.email)).toEqual([]);
    expect((await api('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
  });

  it('completing a password reset verifies the address', async () => {
    const email = uniqueEmail('resetverifies');
    const signup = await signupCandidate(email);
    await api('/api/auth/forgot-password', { body: { email } });
    const [userId, token] = resetLinkParts(await waitForEmail(email));
    expect(
      (await api(`/api/auth/reset-password/${userId}/${token}`, { body: { newPassword: 'Reset-Horse-8' } })).status,
    ).toBe(200);
    const row = await env.DB.prepare('SELECT email_verified_at FROM users WHERE id = ?')
      .bind(signup.json.user.id)
      .first<{ email_verified_at: string | null }>();
    expect(row?.email_verified_at).not.toBeNull();
  });
});

describe('no product mail to an unverified address', () => {
  const product = (to: string, kind: string) => queueEmail(env, { to, kind, subject: 'Hello', text: 't', html: 'h' });

  it('every product kind is dropped for an unverified account, a stranger and a suspended account; sent to a verified one', async () => {
    const unverified = await createUser('candidate', { verified: false });
    const verified = await createUser('candidate');
    const suspended = await createUser('candidate');
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), suspended.id)
      .run();
    const stranger = uniqueEmail('stranger');
    for (const kind of [
      'alert_digest',
      'job_sent',
      'new_message',
      'application_status',
      'application_received',
      'new_application',
      'interview_invitation',
    ]) {
      expect(await product(unverified.email, kind), kind).toBeNull();
      expect(await product(stranger, kind), kind).toBeNull();
      expect(await product(suspended.email, kind), kind).toBeNull();
      expect(await product(verified.email.toUpperCase(), kind), kind).toEqual(expect.any(String));
    }
    expect(await mailbox(unverified.email)).toEqual([]);
    expect(await mailbox(stranger)).toEqual([]);
  });

  it('account-flow mail still reaches an unverified address', async () => {
    const unverified = await createUser('candidate', { verified: false });
    expect(await product(unverified.email, 'password_reset')).toEqual(expect.any(String));
    expect(await product(unverified.email, 'email_verification')).toEqual(expect.any(String));
  });
});
