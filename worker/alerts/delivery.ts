import { salaryText } from '../../src/contract';
import { clock } from '../clock';
import { alertDigestEmail, queueEmailIf, sendEmails } from '../email';
import type { Bindings } from '../env';
import { clientOrigin, publicOrigin } from '../http';
import { isListed, type JobRow, toJob } from '../jobs';
import { notify } from '../notifications';
import { alertWantsJob, jobProfileOf } from './match';
import * as store from './store';
import { unsubscribeToken, verifyUnsubscribeToken } from './token';

type DeliveryEnv = Pick<Bindings, 'DB' | 'DELIVERIES' | 'JWT_SECRET' | 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN'>;

/** A publish matches at most this many alerts at once; the scheduled run catches up on the rest. */
export const PUBLISH_ALERTS_MAX = 1_000;
/** The scheduled run looks at jobs published this recently, and at most this many of them. */
export const SCAN_DAYS = 7;
export const SCAN_JOBS_MAX = 500;
const ALERT_PAGE = 500;
/** A digest lists this many jobs and counts the rest. */
export const DIGEST_JOBS_MAX = 20;
const DIGESTS_PER_RUN = 200;
const HOUR = 3_600_000;
/** A digest may go a little early, so an hourly cron keeps a daily digest at about the same hour. */
const PACING_SLACK = HOUR / 2;

const alertTitle = (a: Pick<store.AlertRow, 'name' | 'keywords'>) =>
  a.name.trim() || a.keywords.trim() || 'your job alert';
const jobPath = (jobId: string) => `/dashboard/jobs/${encodeURIComponent(jobId)}`;
const place = (job: JobRow) =>
  job.workplace_type === 'remote' ? 'Remote' : [job.city, job.country].filter(Boolean).join(', ');

/** Records new (alert, job) matches and notifies each candidate once per job. */
async function deliver(env: DeliveryEnv, pairs: Array<{ alert: store.AlertRow; job: JobRow }>, now: Date) {
  const delivered = await store.recordDeliveries(env.DB, pairs, now.toISOString());
  for (const { alert, job, firstForCandidate } of delivered) {
    if (!firstForCandidate) continue;
    await notify(
      env,
      alert.candidate_id,
      {
        kind: 'job_alert',
        title: `New job for "${alertTitle(alert)}": ${job.title}`,
        body: `${job.company_name}${place(job) ? ` · ${place(job)}` : ''}`,
        link: jobPath(job.id),
      },
      now,
    );
  }
  return delivered;
}

/**
 * The notice of a job that became open: matching alerts are notified at once and instant alerts get
 * their email. Each (alert, job) pair is recorded once, so a notice tried again adds nothing twice.
 */
export async function onJobPublished(env: DeliveryEnv, jobId: string, now = clock.date()): Promise<void> {
  const job = await store.findJob(env.DB, jobId);
  if (!job || !isListed(job, now)) return;
  const profile = jobProfileOf(job);
  const pairs: Array<{ alert: store.AlertRow; job: JobRow }> = [];
  let after = '';
  for (let seen = 0; seen < PUBLISH_ALERTS_MAX; seen += ALERT_PAGE) {
    const alerts = await store.alertsForJob(env.DB, job, after, ALERT_PAGE);
    for (const alert of alerts) if (alertWantsJob(alert, job, profile, now)) pairs.push({ alert, job });
    if (alerts.length < ALERT_PAGE) break;
    after = alerts[alerts.length - 1]!.id;
  }
  const delivered = await deliver(env, pairs, now);
  const instant = [...new Set(delivered.filter((d) => d.alert.frequency === 'instant').map((d) => d.alert.id))];
  if (instant.length > 0) await sendDigests(env, now, instant);
}

/**
 * The scheduled run: every active alert against the jobs published in the last SCAN_DAYS (each
 * pair once, so repeated runs add nothing), then the digests that are due.
 */
export async function runAlertDelivery(
  env: DeliveryEnv,
  now = clock.date(),
): Promise<{ delivered: number; digests: number }> {
  const jobs = await store.recentOpenJobs(
    env.DB,
    new Date(now.getTime() - SCAN_DAYS * 24 * HOUR).toISOString(),
    now,
    SCAN_JOBS_MAX,
  );
  const profiles = jobs.map((job) => ({ job, profile: jobProfileOf(job) }));
  let delivered = 0;
  let after = '';
  while (profiles.length > 0) {
    const alerts = await store.activeAlerts(env.DB, after, ALERT_PAGE);
    const pairs = alerts.flatMap((alert) =>
      profiles.filter(({ job, profile }) => alertWantsJob(alert, job, profile, now)).map(({ job }) => ({ alert, job })),
    );
    delivered += (await deliver(env, pairs, now)).length;
    if (alerts.length < ALERT_PAGE) break;
    after = alerts[alerts.length - 1]!.id;
  }
  return { delivered, digests: await sendDigests(env, now) };
}

/** Emails each due alert its pending jobs in one digest; returns how many digests were handled. */
export async function sendDigests(env: DeliveryEnv, now = clock.date(), only?: string[]): Promise<number> {
  const t = now.getTime() + PACING_SLACK;
  const dueBefore = {
    instant: now.toISOString(),
    daily: new Date(t - 24 * HOUR).toISOString(),
    weekly: new Date(t - 7 * 24 * HOUR).toISOString(),
  };
  const due = await store.dueDigests(env.DB, dueBefore, DIGESTS_PER_RUN, only);
  for (const alert of due) {
    const jobs = await store.unemailedJobs(env.DB, alert.id, now, DIGEST_JOBS_MAX);
    if (jobs.length > 0 && alert.emails) {
      const email = alertDigestEmail({
        candidateName: alert.full_name,
        alertName: alertTitle(alert),
        frequency: alert.frequency,
        jobs: jobs.map((job) => ({
          title: job.title,
          companyName: job.company_name,
          place: [place(job), salaryText(toJob(job, false).salary)].filter(Boolean).join(' · '),
          link: `${clientOrigin(env)}${jobPath(job.id)}`,
        })),
        more: Math.max(0, (jobs[0]?.pending ?? 0) - jobs.length),
        alertsLink: `${clientOrigin(env)}/dashboard/job-alerts`,
        unsubscribeLink: `${publicOrigin(env)}/api/alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(env, alert.id))}`,
      });
      const digest = await queueEmailIf(
        env.DB,
        { to: alert.email, ...email, kind: 'alert_digest' },
        now,
        store.pendingDigest(alert.id),
      );
      await store.markDigestSent(env.DB, alert.id, now.toISOString(), digest?.statement);
      if (digest) await sendEmails(env, [digest.id]);
    } else {
      await store.markDigestSent(env.DB, alert.id, now.toISOString());
    }
  }
  return due.length;
}

/** The unsubscribe link: pauses the alert it was made for. */
export async function unsubscribe(
  env: DeliveryEnv,
  token: string,
): Promise<{ outcome: 'paused'; alertName: string } | { outcome: 'invalid' | 'gone' }> {
  const alertId = await verifyUnsubscribeToken(env, token);
  if (!alertId) return { outcome: 'invalid' };
  const alert = await store.pauseAlert(env.DB, alertId, clock.iso());
  return alert ? { outcome: 'paused', alertName: alertTitle(alert) } : { outcome: 'gone' };
}
