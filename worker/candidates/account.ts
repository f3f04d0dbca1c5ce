import { canWithdraw } from '../../src/contract';
import { listCandidateApplicationsWithJobs, moveApplication } from '../applications/store';
import { CANDIDATE_APPLICATIONS_LIMIT } from '../applications/candidate-service';
import type { Bindings } from '../env';
import { getProfile } from './service';
import * as store from './store';

export const ACCOUNT_DELETED = 'Your account and your data have been deleted.';

/** GET /api/candidate/export: everything stored about the candidate, as JSON. */
export async function exportData(db: D1Database, userId: string) {
  const [profile, rows] = await Promise.all([getProfile(db, userId), store.exportRows(db, userId)]);
  const applications = rows.applications.map((a) => ({
    ...a,
    ats_breakdown: JSON.parse(String(a.ats_breakdown || 'null')),
    timeline: rows.events.filter((e) => e.application_id === a.id),
  }));
  return { exportedAt: new Date().toISOString(), account: rows.user, profile, resumes: rows.resumes, applications, alerts: rows.alerts };
}

/**
 * Deletes a candidate's account: open applications are withdrawn (recorded in their timelines),
 * every file is removed from R2 and the user is anonymised (see store.anonymise).
 */
export async function deleteAccount(env: Bindings, userId: string): Promise<void> {
  const now = new Date().toISOString();
  const applications = await listCandidateApplicationsWithJobs(env.DB, userId, CANDIDATE_APPLICATIONS_LIMIT * 50);
  for (const a of applications.filter((a) => canWithdraw(a.status))) {
    await moveApplication(env.DB, { id: a.id, from: a.status, to: 'withdrawn', actorId: userId, note: 'Account deleted', reason: null, now });
  }
  const keys = await store.fileKeys(env.DB, userId);
  for (let i = 0; i < keys.length; i += 1000) await env.FILES.delete(keys.slice(i, i + 1000));
  await store.anonymise(env.DB, userId, now);
}
