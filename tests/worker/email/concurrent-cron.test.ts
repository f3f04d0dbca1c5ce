import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { NOT_A_DEAD_LETTER } from '../../../src/contract/admin-words';
import { runAlertDelivery, sendDigests } from '../../../worker/alerts/delivery';
import { MAX_ATTEMPTS, queueEmail } from '../../../worker/email/service';
import { noticeIntent } from '../../../worker/notices/service';
import { EMAIL_PROVIDER_HOST, EMAIL_PROVIDER_KEY } from '../../fixtures/email-provider';
import worker, { deliverNow } from '../entry';
import { api, apply, auditEntries, createRecruiter, createUser, insertJob, notificationsOf } from '../helpers';

/** The worker configured for the provider, pointed at the local stand-in. */
const resend = {
  ...env,
  EMAIL_PROVIDER: 'resend',
  EMAIL_API_URL: `https://${EMAIL_PROVIDER_HOST}/emails`,
  EMAIL_API_KEY: EMAIL_PROVIDER_KEY,
};
const sentTo = async (to: string) =>
  (await (await fetch(`https://${EMAIL_PROVIDER_HOST}/sent?to=${encodeURIComponent(to)}`)).json()) as Array<{
    id: string;
    idempotencyKey: string;
    subject: string;
  }>;
const outboxOf = async (to: string) =>
  (
    await env.DB.prepare(
      'SELECT id, kind, sent_at, attempts FROM email_outbox WHERE to_address = ? ORDER BY created_at',
    )
      .bind(to)
      .all<{ id: string; kind: string; sent_at: string | null; attempts: number }>()
  ).results;
const cron = (pattern: string) =>
  worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: pattern }), resend);

describe('two cron runs at once', () => {
  it('send every alert digest and in-app notice once, and every email reaches the provider once under its one key', async () => {
    const candidate = await createUser('candidate', { fullName: 'Tara Twice' });
    expect(
      (
        await api('/api/candidate/alerts', {
          token: candidate.token,
          body: { name: 'TS', keywords: 'TypeScript', frequency: 'daily' },
        })
      ).status,
    ).toBe(201);
    const recruiter = await createRecruiter('Twin Corp');
    // Rows written straight to D1: nothing has heard of them but the cron.
    const jobId = await insertJob(recruiter, { title: 'TypeScript Engineer', requiredSkills: ['TypeScript'] });
    const applicant = await createUser('candidate', { fullName: 'Ali Applicant' });
    const { id: applicationId } = await apply(jobId, { candidate: applicant });
    // Written ten minutes ago and never tried: its send to the delivery queue failed.
    await noticeIntent(
      env.DB,
      'application_received',
      applicationId,
      new Date(Date.now() - 10 * 60_000),
    ).statement.run();

    await Promise.all([cron('0 * * * *'), cron('0 * * * *')]);

    expect((await notificationsOf(candidate.id)).filter((n) => n.kind === 'job_alert')).toHaveLength(1);
    expect((await outboxOf(candidate.email)).filter((m) => m.kind === 'alert_digest')).toHaveLength(1);
    expect((await outboxOf(applicant.email)).filter((m) => m.kind === 'application_received')).toHaveLength(1);
    expect((await outboxOf(recruiter.email)).filter((m) => m.kind === 'new_application')).toHaveLength(1);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM notice_intents WHERE subject_id = ?')
        .bind(applicationId)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 });

    // Both runs sent it to the queue, and it was delivered once: every email went to the provider.
    for (const address of [candidate.email, applicant.email, recruiter.email]) {
      const rows = await outboxOf(address);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.sent_at !== null)).toBe(true);
      // One key per email: the provider saw each outbox row under its own id, and nothing else.
      expect((await sentTo(address)).map((s) => s.idempotencyKey).sort()).toEqual(rows.map((r) => r.id).sort());
    }
  });

  it('queue a due digest once even when both reach it at the same moment', async () => {
    const candidate = await createUser('candidate', { fullName: 'Dee Digest' });
    expect(
      (
        await api('/api/candidate/alerts', {
          token: candidate.token,
          body: { name: 'Go', keywords: 'Go', frequency: 'daily' },
        })
      ).status,
    ).toBe(201);
    const recruiter = await createRecruiter('Gopher Corp');
    await insertJob(recruiter, { title: 'Go Engineer', requiredSkills: ['Go'] });
    const now = new Date();
    // Matches recorded, digests not yet sent: then both runs find the same digest due.
    await runAlertDelivery(env, now);
    await env.DB.prepare('DELETE FROM email_outbox WHERE to_address = ?').bind(candidate.email).run();
    await env.DB.prepare(
      'UPDATE alert_deliveries SET emailed_at = NULL WHERE alert_id IN (SELECT id FROM job_alerts WHERE candidate_id = ?)',
    )
      .bind(candidate.id)
      .run();
    await env.DB.prepare(
      'DELETE FROM alert_digests WHERE alert_id IN (SELECT id FROM job_alerts WHERE candidate_id = ?)',
    )
      .bind(candidate.id)
      .run();
    await Promise.all([sendDigests(env, now), sendDigests(env, now), sendDigests(env, now)]);
    expect((await outboxOf(candidate.email)).filter((m) => m.kind === 'alert_digest')).toHaveLength(1);
  });
});

describe('the dead-letter list', () => {
  it('holds the emails given up on; an admin sees them and sends one again under the same key', async () => {
    const admin = await createUser('admin');
    const to = `reject-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = (await queueEmail(env, {
      to,
      kind: 'password_reset',
      subject: 'Reset your password',
      text: 't',
      html: 'h',
    }))!;
    await deliverNow(resend, [{ kind: 'email', id }]);
    const listed = await api('/api/admin/emails/dead-letter', { token: admin.token });
    expect(listed.status).toBe(200);
    const letter = listed.json.emails.find((e: { id: string }) => e.id === id);
    expect(letter).toMatchObject({
      id,
      kind: 'password_reset',
      to,
      subject: 'Reset your password',
      attempts: MAX_ATTEMPTS,
    });
    expect(letter.lastError).toMatch(/\S/);
    expect(listed.json.total).toBeGreaterThanOrEqual(1);

    const retried = await api(`/api/admin/emails/${id}/retry`, { method: 'POST', token: admin.token });
    expect(retried.status).toBe(200);
    expect(
      (await api('/api/admin/emails/dead-letter', { token: admin.token })).json.emails.map((e: { id: string }) => e.id),
    ).not.toContain(id);
    expect((await auditEntries('email_retry')).map((a) => a.target_id)).toContain(id);
    // Back in line once: a second retry finds no dead letter.
    const again = await api(`/api/admin/emails/${id}/retry`, { method: 'POST', token: admin.token });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(NOT_A_DEAD_LETTER);
    // The provider refuses it again: it returns to the list, still under its one id.
    await deliverNow(resend, [{ kind: 'email', id }]);
    expect(
      (await api('/api/admin/emails/dead-letter', { token: admin.token })).json.emails.map((e: { id: string }) => e.id),
    ).toContain(id);
  });

  it('is for admins only', async () => {
    const candidate = await createUser('candidate');
    const recruiter = await createRecruiter('Nosy Corp');
    for (const token of [candidate.token, recruiter.token]) {
      expect((await api('/api/admin/emails/dead-letter', { token })).status).toBe(403);
      expect((await api('/api/admin/emails/x/retry', { method: 'POST', token })).status).toBe(403);
    }
    expect((await api('/api/admin/emails/dead-letter')).status).toBe(401);
  });

  it('leaves out emails that were sent, bounced or still have attempts left', async () => {
    const admin = await createUser('admin');
    const to = `ok-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = (await queueEmail(env, { to, kind: 'password_reset', subject: 'Reset', text: 't', html: 'h' }))!;
    await env.DB.prepare('UPDATE email_outbox SET attempts = ? WHERE id = ?')
      .bind(MAX_ATTEMPTS - 1, id)
      .run();
    expect(
      (await api('/api/admin/emails/dead-letter', { token: admin.token })).json.emails.map((e: { id: string }) => e.id),
    ).not.toContain(id);
    expect((await api(`/api/admin/emails/${id}/retry`, { method: 'POST', token: admin.token })).status).toBe(404);
  });
});
