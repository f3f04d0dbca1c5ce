import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { DEV_MAILBOX_REFUSAL } from '../../../worker/email/provider';
import { MAX_ATTEMPTS, queueEmail } from '../../../worker/email/service';
import { EMAIL_PROVIDER_HOST, EMAIL_PROVIDER_KEY } from '../../fixtures/email-provider';
import app, { deliverNow } from '../entry';
import { createUser } from '../helpers';

/** The worker configured for the provider, pointed at the local stand-in. */
const resend = {
  ...env,
  EMAIL_PROVIDER: 'resend',
  EMAIL_API_URL: `https://${EMAIL_PROVIDER_HOST}/emails`,
  EMAIL_API_KEY: EMAIL_PROVIDER_KEY,
  EMAIL_WEBHOOK_SECRET: `whsec_${btoa('webhook-secret-0123456789abcdef')}`,
};

const sentTo = async (to: string) =>
  (await (await fetch(`https://${EMAIL_PROVIDER_HOST}/sent?to=${encodeURIComponent(to)}`)).json()) as Array<{
    id: string;
    idempotencyKey: string;
    subject: string;
    from: string;
  }>;
const row = (id: string) =>
  env.DB.prepare('SELECT * FROM email_outbox WHERE id = ?').bind(id).first<{
    sent_at: string | null;
    attempts: number;
    next_attempt_at: string | null;
    provider_id: string | null;
    bounced_at: string | null;
    last_error: string | null;
  }>();
const reset = (to: string) => queueEmail(env, { to, kind: 'password_reset', subject: 'Reset', text: 't', html: 'h' });
const address = (prefix = '') => `${prefix}out-${crypto.randomUUID().slice(0, 8)}@example.com`;
/** The delivery queue's consumer, handed these emails under `target`'s provider. */
const deliver = (target: typeof env, ...ids: string[]) =>
  deliverNow(
    target,
    ids.map((id) => ({ kind: 'email' as const, id })),
  );

describe('email delivery through the provider', () => {
  it('sends a queued email once, with its outbox id as the idempotency key, and records the provider id', async () => {
    const to = address();
    const id = (await reset(to))!;
    expect(await deliver(resend, id)).toEqual([]);
    const sent = await sentTo(to);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: id, subject: 'Reset', from: env.EMAIL_FROM });
    expect((await row(id))?.provider_id).toBe(sent[0]!.id);
    expect((await row(id))?.sent_at).not.toBeNull();
    // The same message again (at least once) sends nothing; a retry of the same row (an answer
    // lost on the way back) reaches the provider under the same key, which keeps it one email.
    await deliver(resend, id);
    expect(await sentTo(to)).toHaveLength(1);
    await env.DB.prepare('UPDATE email_outbox SET sent_at = NULL WHERE id = ?').bind(id).run();
    await deliver(resend, id);
    expect(await sentTo(to)).toHaveLength(1);
  });

  it('hands attachments to the provider as base64 with their names and types', async () => {
    const to = address();
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Café\r\nEND:VCALENDAR\r\n';
    const id = await queueEmail(env, {
      to,
      kind: 'password_reset',
      subject: 'With file',
      text: 't',
      html: 'h',
      attachments: [{ filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    await deliver(resend, id!);
    const [sent] = (await sentTo(to)) as Array<{
      attachments?: Array<{ filename: string; content: string; content_type: string }>;
    }>;
    expect(sent?.attachments).toHaveLength(1);
    expect(sent!.attachments![0]).toMatchObject({
      filename: 'interview.ics',
      content_type: 'text/calendar; method=REQUEST',
    });
    const bytes = Uint8Array.from(atob(sent!.attachments![0]!.content), (ch) => ch.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(ics);
  });

  it('the dev mailbox (the local default) sends nothing', async () => {
    const to = address();
    const id = (await reset(to))!;
    expect(env.EMAIL_PROVIDER).toBe('mailbox');
    // Kept for /dev/mailbox: acknowledged, not tried again.
    expect(await deliver(env, id)).toEqual([]);
    expect(await sentTo(to)).toEqual([]);
    expect((await row(id))?.sent_at).toBeNull();
  });

  it('in development the dev mailbox can be told to refuse (a dead letter at once) or to take deliveries; production has no such switch', async () => {
    const mode = (m: string, target: Partial<typeof env> = {}) =>
      app.fetch(
        new Request('http://localhost/dev/mailbox/provider', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mode: m }),
        }),
        { ...env, ...target } as typeof env,
        createExecutionContext(),
      );
    expect((await mode('loud')).status).toBe(400);
    expect((await mode('refusing', { APP_ENV: 'production' })).status).toBe(404);
    try {
      expect((await mode('refusing')).status).toBe(200);
      const refused = (await reset(address()))!;
      expect(await deliver(env, refused)).toEqual([]);
      expect(await row(refused)).toMatchObject({
        sent_at: null,
        attempts: MAX_ATTEMPTS,
        next_attempt_at: null,
        last_error: `PermanentEmailFailure: ${DEV_MAILBOX_REFUSAL}`,
      });
      // Production ignores the switch that development left in KV.
      const later = (await reset(address()))!;
      await deliver({ ...env, APP_ENV: 'production' }, later);
      expect((await row(later))?.attempts).toBe(0);
      expect((await mode('accepting')).status).toBe(200);
      await deliver(env, later, refused);
      expect((await row(later))?.sent_at).not.toBeNull();
      expect((await row(refused))?.sent_at).toBeNull();
    } finally {
      expect((await mode('off')).status).toBe(200);
    }
    const quiet = (await reset(address()))!;
    await deliver(env, quiet);
    expect((await row(quiet))?.sent_at).toBeNull();
  });

  it('a failed try is left to the queue to try again; a refusal is not tried again', async () => {
    const flaky = address('fail-');
    const refused = address('reject-');
    const a = (await reset(flaky))!;
    const b = (await reset(refused))!;
    expect(await deliver(resend, a, b)).toEqual([{ kind: 'email', id: a }]);
    expect(await row(a)).toMatchObject({ sent_at: null, attempts: 1, next_attempt_at: null });
    expect((await row(a))?.last_error).toMatch(/500/);
    // The next try (the queue's) is sent.
    expect(await deliver(resend, a)).toEqual([]);
    expect(await sentTo(flaky)).toHaveLength(1);
    expect(await row(b)).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS, next_attempt_at: null });
    expect(await sentTo(refused)).toEqual([]);
  });

  it('is delivered right after the answer of the request that queued it (waitUntil)', async () => {
    const user = await createUser('candidate', { email: address() });
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request('http://app.test/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      }),
      resend,
      ctx,
    );
    expect(res.status).toBe(200);
    await waitOnExecutionContext(ctx);
    expect((await sentTo(user.email)).map((s) => s.subject)).toEqual(['Reset your Hireloop password']);

    // Queued while answering (signup's verification link), sent once the answer is out.
    const email = address();
    const signupCtx = createExecutionContext();
    const body = JSON.stringify({ fullName: 'New Person', email, password: 'Correct-Horse-9', role: 'candidate' });
    const signup = await app.fetch(
      new Request('http://app.test/api/auth/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }),
      resend,
      signupCtx,
    );
    expect(signup.status).toBe(201);
    await waitOnExecutionContext(signupCtx);
    expect((await sentTo(email)).map((s) => s.subject)).toEqual(['Confirm your email for Hireloop']);
  });

  it('the hourly cron sends to the queue what never reached it, and nothing the queue holds', async () => {
    const lost = address();
    const fresh = address();
    const lostId = (await reset(lost))!;
    await reset(fresh);
    // Written ten minutes ago and never tried: its send to the queue failed.
    await env.DB.prepare('UPDATE email_outbox SET created_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 10 * 60_000).toISOString(), lostId)
      .run();
    await app.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '0 * * * *' }), resend);
    expect(await sentTo(lost)).toHaveLength(1);
    expect(await sentTo(fresh)).toEqual([]);
  });
});

describe('bounce webhook', () => {
  async function sign(body: string, secret = resend.EMAIL_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(atob(secret.replace('whsec_', '')), (c) => c.charCodeAt(0)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = new Uint8Array(
      await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`msg_1.${timestamp}.${body}`)),
    );
    return {
      'svix-id': 'msg_1',
      'svix-timestamp': String(timestamp),
      'svix-signature': `v1,${btoa(String.fromCharCode(...signature))}`,
    };
  }
  const post = (body: string, headers: Record<string, string>) =>
    app.fetch(
      new Request('http://app.test/api/email/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
      resend,
      createExecutionContext(),
    );

  it('records a signed bounce on the email; refuses a bad or stale signature', async () => {
    const to = address();
    const id = (await reset(to))!;
    await deliver(resend, id);
    const providerId = (await row(id))!.provider_id!;
    const body = JSON.stringify({
      type: 'email.bounced',
      created_at: new Date().toISOString(),
      data: { email_id: providerId, to: [to] },
    });

    expect((await post(body, await sign(body, `whsec_${btoa('another-secret-0123456789abcdef')}`))).status).toBe(401);
    expect(
      (await post(body, await sign(body, resend.EMAIL_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).status,
    ).toBe(401);
    expect((await post(body, {})).status).toBe(401);
    expect((await row(id))?.bounced_at).toBeNull();

    const ok = await post(body, await sign(body));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ recorded: true });
    expect(await row(id)).toMatchObject({ bounced_at: expect.any(String), last_error: 'email.bounced' });
  });
});
