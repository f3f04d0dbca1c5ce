import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deliverOutbox, queueEmail, type EmailProvider, type OutgoingEmail } from '../../worker/email/service';

describe('email outbox delivery seam', () => {
  it('hands unsent rows to the provider once, oldest first, and keeps failed ones for a retry', async () => {
    await queueEmail(env, { to: 'one@example.com', subject: 'One', text: 't', html: 'h', kind: 'password_reset' }, new Date(Date.now() - 2000));
    await queueEmail(env, { to: 'two@example.com', subject: 'Two', text: 't', html: 'h', kind: 'password_reset' }, new Date(Date.now() - 1000));
    const delivered: string[] = [];
    let failuresLeft = 1;
    const flaky: EmailProvider = {
      async send(email: OutgoingEmail) {
        if (email.to === 'two@example.com' && failuresLeft-- > 0) throw new Error('provider down');
        delivered.push(email.subject);
      },
    };
    expect(await deliverOutbox(env, flaky)).toBe(1);
    expect(delivered).toEqual(['One']);
    expect(await deliverOutbox(env, flaky)).toBe(1);
    expect(delivered).toEqual(['One', 'Two']);
    expect(await deliverOutbox(env, flaky)).toBe(0);
  });
});
