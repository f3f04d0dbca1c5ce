import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { ACCOUNT_MAIL_GAP_MS, HOUR_MS, LIMIT_DEFAULTS } from '../../../worker/auth/limits';
import { TEST_NOW_HEADER } from '../../../worker/clock';
import app from '../entry';
import { createUser } from '../helpers';
import { mailbox, PASSWORD, uniqueEmail } from './helpers';

// The test instance raises the limits (vitest.config.ts); here the worker runs at the production values.
const real = { ...env, FLOOD_MAX_PER_ADDRESS: undefined, ACCOUNT_MAILS_PER_HOUR: undefined } as typeof env;
const PER_ADDRESS = LIMIT_DEFAULTS.FLOOD_MAX_PER_ADDRESS;
const PER_EMAIL = LIMIT_DEFAULTS.ACCOUNT_MAILS_PER_HOUR;

async function call(
  path: string,
  address: string,
  init: { body?: unknown; token?: string; method?: string; at?: number } = {},
) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': address };
  if (init.at !== undefined) headers[TEST_NOW_HEADER] = String(init.at);
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://app.test${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    }),
    real,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text.startsWith('{') ? JSON.parse(text) : null };
}

const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 4)}`;

describe('flood limits (production values)', () => {
  it('the production values: 10 per address per hour for each action, 3 account emails per address per hour', () => {
    expect([PER_ADDRESS, PER_EMAIL]).toEqual([10, 3]);
  });

  it('signup: the 11th from one address in an hour gets 429 with Retry-After; another address still signs up', async () => {
    const address = ip();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect(
        (
          await call('/api/auth/signup', address, {
            body: { fullName: 'Flood', email: uniqueEmail('flood'), password: PASSWORD, role: 'candidate' },
          })
        ).status,
      ).toBe(201);
    }
    const refused = await call('/api/auth/signup', address, {
      body: { fullName: 'Flood', email: uniqueEmail('flood'), password: PASSWORD, role: 'candidate' },
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(HOUR_MS / 1000);
    expect(
      (
        await call('/api/auth/signup', ip(), {
          body: { fullName: 'Flood', email: uniqueEmail('flood'), password: PASSWORD, role: 'candidate' },
        })
      ).status,
    ).toBe(201);
  });

  it('forgot-password: the same answer for known and unknown emails, then 429 for the address whatever the email', async () => {
    const address = ip();
    const known = await createUser('candidate');
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await call('/api/auth/forgot-password', address, {
        body: { email: i % 2 ? known.email : uniqueEmail('nobody') },
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: MESSAGES.forgotSent });
    }
    for (const email of [known.email, uniqueEmail('nobody')])
      expect((await call('/api/auth/forgot-password', address, { body: { email } })).status).toBe(429);
  });

  it('resend-verification and the Google start are limited per address too', async () => {
    const address = ip();
    const user = await createUser('candidate', { verified: false });
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await call('/api/auth/resend-verification', address, { method: 'POST', token: user.token })).status).toBe(
        200,
      );
    expect((await call('/api/auth/resend-verification', address, { method: 'POST', token: user.token })).status).toBe(
      429,
    );

    const googler = ip();
    for (let i = 0; i < PER_ADDRESS; i++)
      expect(new URL((await call('/api/auth/google', googler)).headers.get('Location')!).pathname).toBe('/authorize');
    const refused = await call('/api/auth/google', googler);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('Location')).toBe('/login?error=oauth_failed');
  });

  it('strangers get 3 reset or verification emails an hour to an address, then one per 15 minutes', async () => {
    const email = uniqueEmail('target');
    const t0 = Date.now();
    // Signup sends the first (verification); resets from other addresses fill the allowance.
    expect(
      (
        await call('/api/auth/signup', ip(), {
          body: { fullName: 'Target', email, password: PASSWORD, role: 'candidate' },
          at: t0,
        })
      ).status,
    ).toBe(201);
    for (let i = 0; i < 6; i++) {
      const res = await call('/api/auth/forgot-password', ip(), { body: { email }, at: t0 + i * 60_000 });
      expect(res.json).toEqual({ message: MESSAGES.forgotSent });
    }
    // Three within the allowance, one past it; the rest of that quarter hour sends nothing.
    expect((await mailbox(email)).map((e) => e.kind)).toEqual([
      'password_reset',
      'password_reset',
      'password_reset',
      'email_verification',
    ]);
    // The owner, 15 minutes after the last one, still gets their link.
    await call('/api/auth/forgot-password', ip(), {
      body: { email },
      at: t0 + 2 * 60_000 + ACCOUNT_MAIL_GAP_MS + 1000,
    });
    expect(await mailbox(email, 'password_reset')).toHaveLength(4);
    // The next hour has a fresh allowance.
    await call('/api/auth/forgot-password', ip(), { body: { email }, at: t0 + HOUR_MS + 1000 });
    expect(await mailbox(email, 'password_reset')).toHaveLength(5);
  });

  it("a stranger's reset flood does not spend the owner's own verification resends", async () => {
    const owner = await createUser('recruiter', { verified: false });
    for (let i = 0; i < PER_EMAIL + 3; i++)
      await call('/api/auth/forgot-password', ip(), { body: { email: owner.email } });
    const resets = (await mailbox(owner.email, 'password_reset')).length;
    expect(resets).toBe(PER_EMAIL + 1);
    // The owner, signed in, asks for their verification link: it comes.
    expect((await call('/api/auth/resend-verification', ip(), { method: 'POST', token: owner.token })).status).toBe(
      200,
    );
    expect(await mailbox(owner.email, 'email_verification')).toHaveLength(1);
    expect(await mailbox(owner.email, 'password_reset')).toHaveLength(resets);
  });

  it('a reset to an unverified account greets without the name someone typed; a verified one by name', async () => {
    const squatted = await createUser('candidate', { verified: false, fullName: 'Call +91 98765 43210 to keep it' });
    const verified = await createUser('candidate', { fullName: 'Asha Rao' });
    for (const u of [squatted, verified]) await call('/api/auth/forgot-password', ip(), { body: { email: u.email } });
    const [toSquatted] = await mailbox(squatted.email, 'password_reset');
    expect(toSquatted!.text).toContain('Hello,');
    expect(toSquatted!.text + toSquatted!.html + toSquatted!.subject).not.toContain('98765');
    expect((await mailbox(verified.email, 'password_reset'))[0]!.text).toContain('Hello Asha Rao,');

    // The verification mail goes only to unverified addresses: it never carries the name.
    const email = uniqueEmail('named');
    await call('/api/auth/signup', ip(), {
      body: { fullName: 'Your account is locked', email, password: PASSWORD, role: 'candidate' },
    });
    const [verification] = await mailbox(email, 'email_verification');
    expect(verification!.text).toContain('Hello,');
    expect(verification!.text + verification!.html).not.toContain('locked');
  });
});
