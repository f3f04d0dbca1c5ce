/** The admins' verification queue: companies waiting for a decision, and the decision itself. */
import {
  type CompanyIdentity,
  VERIFICATION_MESSAGES,
  VERIFICATION_QUEUE_LIMIT,
  type VerificationCase,
  type VerificationDecision,
  type VerificationQueue,
} from '../../src/contract';
import { audit, auditStatement } from '../audit';
import { clock } from '../clock';
import { companyVerificationEmail, queueEmail } from '../email';
import type { Bindings } from '../env';
import { ApiFailure, clientOrigin, notFound } from '../http';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import { emailAtDomain } from './identity';
import { lookalikeOf, reviewIdentity, type VerifiedIdentity } from './service';
import * as store from './store';

/** The verified company a case imitates: the one it was held against, else any it now reads as or is close to. */
async function lookalikeOfCase(
  db: D1Database,
  row: store.CompanyRow,
  names: Map<string, string>,
  verified: VerifiedIdentity[],
) {
  const twin = await lookalikeOf(db, row, row.id, verified);
  if (twin?.likeness === 'same') return { id: twin.id, name: twin.name, likeness: twin.likeness };
  const held = row.lookalike_of && names.get(row.lookalike_of);
  if (row.lookalike_of && held) return { id: row.lookalike_of, name: held, likeness: 'near' as const };
  return twin ? { id: twin.id, name: twin.name, likeness: twin.likeness } : null;
}

export async function verificationQueue(
  db: D1Database,
  status: store.CompanyRow['verification'],
): Promise<VerificationQueue> {
  return { companies: await casesOf(db, await store.listByVerification(db, status, VERIFICATION_QUEUE_LIMIT)) };
}

/** One company as the queue shows it, whatever its state. */
export async function verificationCase(db: D1Database, companyId: string): Promise<VerificationCase | null> {
  const row = await store.findCase(db, companyId);
  return row ? ((await casesOf(db, [row]))[0] ?? null) : null;
}

async function casesOf(db: D1Database, rows: store.VerificationCaseRow[]): Promise<VerificationCase[]> {
  const ids = rows.map((r) => r.id);
  const [recruiters, jobs, names, verified] = await Promise.all([
    store.recruitersOf(db, ids),
    store.openJobsOf(db, ids),
    store.companyNames(
      db,
      rows.flatMap((r) => (r.lookalike_of ? [r.lookalike_of] : [])),
    ),
    rows.length ? store.listVerifiedIdentities(db, null) : [],
  ]);
  const companies: VerificationCase[] = [];
  for (const row of rows) {
    companies.push({
      id: row.id,
      name: row.name,
      website: row.website,
      domain: row.domain,
      verification: row.verification,
      verified: row.verified === 1,
      note: row.verification_note,
      createdAt: row.created_at,
      openJobs: row.open_jobs,
      recruiters: recruiters
        .filter((r) => r.company_id === row.id)
        .map((r) => ({
          id: r.id,
          fullName: r.full_name,
          email: r.email,
          emailVerified: r.email_verified === 1,
          atCompanyDomain: emailAtDomain(r.email, row.domain),
        })),
      lookalikeOf: await lookalikeOfCase(db, row, names, verified),
      jobsInReview:
        row.verified === 1
          ? []
          : jobs.filter((j) => j.company_id === row.id).map((j) => ({ id: j.id, title: j.title })),
    });
  }
  return companies;
}

/**
 * An admin corrects a company's name or website: weighed like an owner's change (a lookalike is
 * refused, a change sends it back to the queue), audited.
 */
export async function setIdentity(
  env: Bindings,
  adminId: string,
  companyId: string,
  input: CompanyIdentity,
  now = clock.date(),
) {
  const row = await store.findCompany(env.DB, companyId);
  if (!row) throw notFound('Company not found');
  const keys = await reviewIdentity(env.DB, input, row);
  await env.DB.batch([
    store.setCompanyIdentity(env.DB, companyId, input, keys, now.toISOString()),
    auditStatement(
      env.DB,
      {
        actorId: adminId,
        action: 'company_identity_changed',
        targetType: 'company',
        targetId: companyId,
        detail: { from: { name: row.name, website: row.website }, to: input },
      },
      now,
    ),
  ]);
  return verificationCase(env.DB, companyId);
}

/**
 * An admin approves or refuses a pending company, with a reason: audited, and each of its
 * recruiters is told in the product and by email (a notice written with the decision; its id and
 * those of the jobs it publishes are pushed to `notices`, for the delivery queue). A lookalike of a verified company cannot be
 * approved; a company already decided answers 409.
 */
export async function decide(
  env: Bindings,
  adminId: string,
  companyId: string,
  input: VerificationDecision,
  notices: string[] = [],
  now = clock.date(),
) {
  const row = await store.findCompany(env.DB, companyId);
  if (!row) throw notFound('Company not found');
  const approved = input.decision === 'approve';
  // A close name may be a real subsidiary (an admin may approve it); one that reads the same may not.
  if (approved && (await lookalikeOf(env.DB, row, row.id))?.likeness === 'same')
    throw new ApiFailure(409, VERIFICATION_MESSAGES.lookalike);
  const verdict = approved ? 'verified' : 'refused';
  const decided = store.decidedCondition(companyId, verdict, now.toISOString());
  // The recruiters are told (`company_decided`), and its jobs that waited in review reach candidates
  // now: job alerts hear of them as if just published. Written with the decision, only if it took effect.
  const intents = [
    noticeIntent(env.DB, 'company_decided', companyId, now, { approved, reason: input.reason }, { condition: decided }),
    ...(approved ? await store.openJobsOf(env.DB, [companyId]) : []).map((j) =>
      noticeIntent(env.DB, 'job_published', j.id, now, undefined, { condition: decided }),
    ),
  ];
  const [decision] = await env.DB.batch([
    store.decideVerificationStatement(env.DB, companyId, verdict, input.reason, now.toISOString()),
    ...intents.map((i) => i.statement),
  ]);
  if (!decision!.meta.changes) throw new ApiFailure(409, VERIFICATION_MESSAGES.notPending);
  notices.push(...intents.map((i) => i.id));
  await audit(
    env,
    {
      actorId: adminId,
      action: approved ? 'company_verified' : 'company_verification_refused',
      targetType: 'company',
      targetId: companyId,
      detail: { name: row.name, domain: row.domain, reason: input.reason },
    },
    now,
  );
  return verificationCase(env.DB, companyId);
}

/**
 * The `company_decided` notice: each recruiter of the company is told of the admin's decision in the
 * product and by email.
 */
export async function announceVerification(
  env: NoticeEnv,
  companyId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const row = await store.findCompany(env.DB, companyId);
  if (!row) return;
  const approved = detail.approved === true;
  const reason = String(detail.reason ?? '');
  for (const r of await store.recruitersOf(env.DB, [companyId])) {
    await notify(
      env,
      r.id,
      {
        kind: 'company_verification',
        title: approved ? `${row.name} is a verified employer` : `${row.name} could not be verified`,
        body: reason,
        link: '/recruiter/profile',
      },
      now,
    );
    const email = companyVerificationEmail({
      recruiterName: r.full_name,
      companyName: row.name,
      approved,
      reason,
      link: `${clientOrigin(env)}/recruiter/profile`,
    });
    await queueEmail(env, { to: r.email, ...email, kind: 'company_verification' }, now);
  }
}
