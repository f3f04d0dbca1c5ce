/** The admins' verification queue: companies waiting for a decision, and the decision itself. */
import {
  VERIFICATION_MESSAGES,
  VERIFICATION_QUEUE_LIMIT,
  type VerificationCase,
  type VerificationDecision,
  type VerificationQueue,
} from '../../src/contract';
import { audit } from '../audit/store';
import { clock } from '../clock';
import { queueEmail } from '../email/service';
import { companyVerificationEmail } from '../email/templates';
import type { Bindings } from '../env';
import { ApiFailure, notFound } from '../http/errors';
import { clientOrigin } from '../http/origins';
import { notify } from '../notifications/service';
import { emailAtDomain } from './identity';
import * as store from './store';

async function lookalikeOf(db: D1Database, row: store.CompanyRow) {
  const twin = await store.findVerifiedLookalike(
    db,
    { domain: row.domain, nameKey: row.name_key, domainKey: row.domain_key },
    row.id,
  );
  return twin ? { id: twin.id, name: twin.name } : null;
}

export async function verificationQueue(
  db: D1Database,
  status: store.CompanyRow['verification'],
): Promise<VerificationQueue> {
  const rows = await store.listByVerification(db, status, VERIFICATION_QUEUE_LIMIT);
  const recruiters = await store.recruitersOf(
    db,
    rows.map((r) => r.id),
  );
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
      lookalikeOf: await lookalikeOf(db, row),
    });
  }
  return { companies };
}

/**
 * An admin approves or refuses a pending company, with a reason: audited, and each of its
 * recruiters is told in the product and by email. A lookalike of a verified company cannot be
 * approved; a company already decided answers 409.
 */
export async function decide(
  env: Bindings,
  adminId: string,
  companyId: string,
  input: VerificationDecision,
  now = clock.date(),
) {
  const row = await store.findCompany(env.DB, companyId);
  if (!row) throw notFound('Company not found');
  const approved = input.decision === 'approve';
  if (approved && (await lookalikeOf(env.DB, row))) throw new ApiFailure(409, VERIFICATION_MESSAGES.lookalike);
  if (
    !(await store.decideVerification(
      env.DB,
      companyId,
      approved ? 'verified' : 'refused',
      input.reason,
      now.toISOString(),
    ))
  ) {
    throw new ApiFailure(409, VERIFICATION_MESSAGES.notPending);
  }
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
  for (const r of await store.recruitersOf(env.DB, [companyId])) {
    await notify(
      env,
      r.id,
      {
        kind: 'company_verification',
        title: approved ? `${row.name} is a verified employer` : `${row.name} could not be verified`,
        body: input.reason,
        link: '/recruiter/profile',
      },
      now,
    );
    const email = companyVerificationEmail({
      recruiterName: r.full_name,
      companyName: row.name,
      approved,
      reason: input.reason,
      link: `${clientOrigin(env)}/recruiter/profile`,
    });
    await queueEmail(env, { to: r.email, ...email, kind: 'company_verification' }, now);
  }
  return (
    (await verificationQueue(env.DB, approved ? 'verified' : 'refused')).companies.find((c) => c.id === companyId) ??
    null
  );
}
