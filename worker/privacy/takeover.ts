/**
 * A reclaimed account keeps nothing of the squatter. When the owner of an email signs in with Google
 * over an unverified password account on it (worker/auth/oauth.ts), the takeover's batch writes the
 * notice `account_reclaimed` with the instant of the takeover; its delivery (wired in
 * worker/deliveries.ts, so auth need not import this concern) runs this: the squatter's open
 * applications are withdrawn with a note the company reads (the application stays, as the company's
 * record, without the squatter's resume and letter), and their resumes and files, alerts, profile
 * (with the consent to be found by recruiters), self-identification, saved jobs, conversations and
 * notifications are erased, as account deletion erases them. Only what existed at the takeover goes:
 * a delivery the cron retries later never touches what the owner has added since.
 */
import { ACCOUNT_RECLAIMED_NOTE } from '../../src/contract';
import { auditStatement } from '../audit';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { withdrawOpenApplications } from './deletion';
import * as store from './store';

export async function clearReclaimedAccount(
  env: Pick<Bindings, 'DB' | 'FILES'>,
  userId: string,
  takenAt: string,
  now = clock.iso(),
): Promise<void> {
  const withdrawn = await withdrawOpenApplications(env.DB, userId, ACCOUNT_RECLAIMED_NOTE, now, takenAt);
  // Rows first (the audit entry in their batch), files after, as deletion does: a file left by a
  // failed removal is no row's, and the cron deletes it.
  const keys = await store.fileKeys(env.DB, userId, takenAt);
  await env.DB.batch([
    ...store.eraseCandidateData(env.DB, userId, now, takenAt),
    auditStatement(
      env.DB,
      {
        action: 'reclaimed_account_cleared',
        targetType: 'user',
        targetId: userId,
        detail: { takenAt, withdrawnApplications: withdrawn, files: keys.length },
      },
      new Date(now),
    ),
  ]);
  for (let i = 0; i < keys.length; i += 1000) await env.FILES.delete(keys.slice(i, i + 1000));
}
