import { createScheduledController, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { utcDay } from '../../../src/contract';
import { sendDigests } from '../../../worker/alerts/delivery';
import { unsubscribeToken } from '../../../worker/alerts/token';
import worker from '../entry';
import { api, createRecruiter, createUser, emailsTo, insertJob, notificationsOf, ORIGIN, SAMPLE_JOB } from '../helpers';

type Alert = {
  name?: string;
  keywords?: string;
  location?: string;
  workplaceType?: string | null;
  frequency?: 'instant' | 'daily' | 'weekly';
};

/** An alert saved through the candidate's alerts route, as the Job alerts screen does. */
async function alertFor(candidate: { token: string }, a: Alert) {
  const res = await api('/api/candidate/alerts', { token: candidate.token, body: a });
  if (res.status !== 201) throw new Error(`alert not saved: ${res.status} ${res.text}`);
  return res.json.id as string;
}

const deliveries = async (alertId: string) =>
  (
    await env.DB.prepare('SELECT job_id FROM alert_deliveries WHERE alert_id = ?')
      .bind(alertId)
      .all<{ job_id: string }>()
  ).results.map((r) => r.job_id);
const isActive = async (alertId: string) =>
  (await env.DB.prepare('SELECT active FROM job_alerts WHERE id = ?').bind(alertId).first<{ active: number }>())
    ?.active;
/** Calls the worker's exported scheduled handler, as the cron trigger does. */
async function runCron() {
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '0 * * * *' }), env);
}

describe('job alert delivery', () => {
  it('notifies matching alerts when a job is published, once per candidate, and emails instant alerts at once', async () => {
    const candidate = await createUser('candidate', { fullName: 'Ira Alerted' });
    const instant = await alertFor(candidate, {
      name: 'TS jobs',
      keywords: 'TypeScript',
      location: 'Gurugram',
      frequency: 'instant',
    });
    const daily = await alertFor(candidate, { keywords: 'postgres', frequency: 'daily' });
    const elsewhere = await alertFor(candidate, { keywords: 'TypeScript', location: 'Berlin' });
    const onsite = await alertFor(candidate, { keywords: 'TypeScript', workplaceType: 'onsite' });
    const k8s = await alertFor(candidate, { keywords: 'k8s' });

    const recruiter = await createRecruiter('Acme Talent');
    const draft = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'draft' },
    });
    expect(await deliveries(instant)).toEqual([]);
    const job = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: SAMPLE_JOB,
    });
    expect(job.status).toBe(200);

    expect(await deliveries(instant)).toEqual([job.json.id]);
    expect(await deliveries(daily)).toEqual([job.json.id]); // "postgres" is PostgreSQL in the taxonomy
    expect(await deliveries(k8s)).toEqual([job.json.id]); // a nice-to-have skill counts: Kubernetes
    expect(await deliveries(elsewhere)).toEqual([]);
    expect(await deliveries(onsite)).toEqual([]);
    const notes = await notificationsOf(candidate.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'job_alert',
      body: 'Acme Talent · Gurugram, India',
      link: `/dashboard/jobs/${job.json.id}`,
    });

    const mails = await emailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'alert_digest', subject: `New job for "TS jobs": ${SAMPLE_JOB.title}` });
    expect(mails[0]!.html_body).toContain(`href="${env.PUBLIC_ORIGIN}/dashboard/jobs/${job.json.id}"`);

    // Closing and reopening the job delivers nothing twice.
    await api(`/api/recruiter/jobs/${job.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'closed' },
    });
    await api(`/api/recruiter/jobs/${job.json.id}`, { method: 'PUT', token: recruiter.token, body: SAMPLE_JOB });
    expect(await notificationsOf(candidate.id)).toHaveLength(1);
    expect(await emailsTo(candidate.email)).toHaveLength(1);
  });

  it('catches up on the scheduled run and sends the digests that are due, without repeating itself', async () => {
    const candidate = await createUser('candidate', { fullName: '<Eve> & Co' });
    const alert = await alertFor(candidate, { name: 'Data <b>roles</b>', keywords: 'python', frequency: 'daily' });
    const weekly = await alertFor(candidate, { keywords: 'python', frequency: 'weekly' });
    const recruiter = await createRecruiter('Snake & Co');
    const jobs = [
      await insertJob(recruiter, { title: 'Python Developer', requiredSkills: ['Python'] }),
      await insertJob(recruiter, { title: 'Data <Engineer>', requiredSkills: ['Python', 'SQL'] }),
    ];

    await runCron();
    expect((await deliveries(alert)).sort()).toEqual([...jobs].sort());
    expect(await notificationsOf(candidate.id)).toHaveLength(2);
    const [daily, week] = [
      (await emailsTo(candidate.email)).find((m) => m.subject.includes('Data <b>roles</b>')),
      (await emailsTo(candidate.email)).find((m) => m.subject.includes('"python"')),
    ];
    expect(daily!.subject).toBe('2 new jobs for "Data <b>roles</b>"');
    expect(daily!.html_body).toContain('Data &lt;b&gt;roles&lt;/b&gt;');
    expect(daily!.html_body).toContain('Data &lt;Engineer&gt; at Snake &amp; Co');
    expect(daily!.html_body).toContain('Hello &lt;Eve&gt; &amp; Co,');
    expect(daily!.html_body).not.toMatch(/<b>roles|<Engineer>|<Eve>/);
    expect(daily!.text_body).toContain('Data <Engineer> at Snake & Co');
    expect(week).toBeTruthy();

    await runCron();
    expect(await notificationsOf(candidate.id)).toHaveLength(2);
    expect(await emailsTo(candidate.email)).toHaveLength(2);

    // A new match waits for its frequency: the daily digest after a day, the weekly after a week.
    const third = await insertJob(recruiter, { title: 'Python Analyst', requiredSkills: ['Python'] });
    await runCron();
    expect(await deliveries(weekly)).toContain(third);
    expect(await emailsTo(candidate.email)).toHaveLength(2);
    expect(await sendDigests(env, new Date(Date.now() + 24 * 3_600_000))).toBe(1);
    expect(await sendDigests(env, new Date(Date.now() + 7 * 24 * 3_600_000))).toBe(1);
    expect(await emailsTo(candidate.email)).toHaveLength(4);
  });

  it('pauses the alert from the unsubscribe link without signing in, and refuses a forged or altered token', async () => {
    const candidate = await createUser('candidate');
    const alert = await alertFor(candidate, { keywords: 'python', frequency: 'instant' });
    const other = await alertFor(candidate, { keywords: 'go' });
    const recruiter = await createRecruiter();
    await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, title: 'Python Engineer', requiredSkills: ['Python'] },
    });
    const [mail] = await emailsTo(candidate.email);
    const link = mail!.text_body.match(/Pause this alert \(no sign-in needed\): (\S+)/)![1]!;
    expect(link.startsWith(`${env.PUBLIC_ORIGIN}/api/alerts/unsubscribe?token=`)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    const [id, signature] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const forged = [
      `${other}.${signature}`, // another alert with this alert's signature
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, // even a change of unused base64 bits
      `${id}.${signature.slice(0, 10)}${signature[10] === 'x' ? 'y' : 'x'}${signature.slice(11)}`,
      `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}.${signature}`,
      `${id}.`,
      id,
      '',
      `${other}.${(await unsubscribeToken({ JWT_SECRET: 'another-secret-0123456789abcdef0123456789' }, other)).split('.')[1]}`,
    ];
    for (const bad of forged) {
      const res = await SELF.fetch(`${ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This link is not valid');
    }
    expect(await isActive(alert)).toBe(1);
    expect(await isActive(other)).toBe(1);

    const res = await SELF.fetch(`${ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Alert paused');
    expect(await isActive(alert)).toBe(0);
    expect(await isActive(other)).toBe(1);

    // A paused alert gets nothing new.
    await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, title: 'Senior Python Engineer', requiredSkills: ['Python'] },
    });
    expect(await deliveries(alert)).toHaveLength(1);
  });

  it('offers in a digest only jobs candidates can still see: none past its deadline', async () => {
    const candidate = await createUser('candidate');
    const alert = await alertFor(candidate, { keywords: 'TypeScript', frequency: 'daily' });
    const recruiter = await createRecruiter('Deadline Co');
    // Posted as of one instant (the worker's test clock): "today" is one day for both sides.
    const at = Date.now();
    const today = utcDay(at);
    for (const [title, deadline] of [
      ['Engineer closing today', today],
      ['Engineer with no deadline', null],
    ] as const) {
      expect(
        (await api('/api/recruiter/jobs', { token: recruiter.token, body: { ...SAMPLE_JOB, title, deadline }, at }))
          .status,
      ).toBe(201);
    }
    expect(await deliveries(alert)).toHaveLength(2);

    // Two days on, the first job's deadline has passed: search hides it, and so does the digest.
    expect(await sendDigests(env, new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000))).toBeGreaterThanOrEqual(
      1,
    );
    const [digest] = await emailsTo(candidate.email);
    expect(digest!.text_body).toContain('Engineer with no deadline');
    expect(digest!.text_body).not.toContain('Engineer closing today');
  });
});
