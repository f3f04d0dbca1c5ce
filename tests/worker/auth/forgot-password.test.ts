import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { resetPasswordEmail } from '../../../worker/email/templates';
import { api } from '../helpers';
import { createAccount, mailbox, uniqueEmail, waitForEmail } from './helpers';

const forgot = (email: string) => api('/api/auth/forgot-password', { body: { email } });

/** Everything a client can observe, minus what differs on every request anyway. */
function observable(res: Awaited<ReturnType<typeof forgot>>) {
  const headers = [...res.headers.entries()].filter(([name]) => name !== 'x-request-id' && name !== 'date');
  return { status: res.status, text: res.text, headers };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers exactly the same for a known and an unknown email', async () => {
    const account = await createAccount('candidate');
    const known = await forgot(account.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(known.json).toEqual({ message: MESSAGES.forgotSent });
    expect(observable(unknown)).toEqual(observable(known));
  });

  it('queues an email with the reset link for a known account, and nothing for an unknown one', async () => {
    const account = await createAccount('recruiter');
    await forgot(account.email.toUpperCase());
    const email = await waitForEmail(account.email);
    expect(email.kind).toBe('password_reset');
    expect(email.subject).toBe('Reset your Hireloop password');
    expect(email.text).toMatch(new RegExp(`${env.PUBLIC_ORIGIN}/reset-password/${account.id}/[A-Za-z0-9_-]{43}\\n`));
    expect(email.html).toContain(`href="${env.PUBLIC_ORIGIN}/reset-password/${account.id}/`);

    const nobody = uniqueEmail('nobody');
    await forgot(nobody);
    await forgot(account.email); // a later email proves the queue has moved past the unknown one
    await waitForEmail(account.email, 2);
    expect(await mailbox(nobody)).toEqual([]);
  });

  it('sends nothing to a suspended account', async () => {
    const account = await createAccount('candidate', { suspended: true });
    const res = await forgot(account.email);
    expect(res.json).toEqual({ message: MESSAGES.forgotSent });
    const control = await createAccount('candidate');
    await forgot(control.email);
    await waitForEmail(control.email);
    expect(await mailbox(account.email)).toEqual([]);
  });

  it('stores only the hash of the token', async () => {
    const account = await createAccount('candidate');
    await forgot(account.email);
    const email = await waitForEmail(account.email);
    const token = email.text.match(/[A-Za-z0-9_-]{43}/)![0];
    const row = await env.DB.prepare('SELECT token_hash FROM password_resets WHERE user_id = ?')
      .bind(account.id)
      .first<{ token_hash: string }>();
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
  });

  it('validates the email with the contract messages', async () => {
    expect((await forgot('')).json).toMatchObject({ message: MESSAGES.emailRequired });
    expect((await forgot('nope')).json).toMatchObject({ message: MESSAGES.emailInvalid });
  });

  it('escapes the HTML of the email', () => {
    const { html, text } = resetPasswordEmail({
      fullName: '<img src=x onerror=alert(1)> "Bo"',
      link: 'http://x.test/a?b=1&c="2"',
      validMinutes: 60,
    });
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; &quot;Bo&quot;,');
    expect(html).toContain('href="http://x.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).not.toContain('<img');
    expect(text).toContain('Hello <img src=x onerror=alert(1)> "Bo",');
  });
});
