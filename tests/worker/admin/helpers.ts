import { env } from 'cloudflare:test';
import { api, createRecruiter, createUser, SAMPLE_JOB } from '../helpers';

/** Tests in one file share a database; figures that count everything start from empty tables. */
export async function emptyTables() {
  await env.DB.batch(
    ['notifications', 'reports', 'audit_log', 'application_events', 'applications', 'jobs', 'recruiter_profiles', 'candidate_profiles', 'companies', 'users'].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
}

export async function postJob(recruiter: { token: string }, overrides: Record<string, unknown> = {}) {
  const res = await api('/api/recruiter/jobs', { token: recruiter.token, body: { ...SAMPLE_JOB, ...overrides } });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${res.text}`);
  return res.json as { id: string; title: string };
}

/** A recruiter with an open job, a candidate who reports it, and an admin. */
export async function reportedJob(reason = 'scam', details = 'Asks for a registration fee') {
  const recruiter = await createRecruiter('Shady Corp');
  const job = await postJob(recruiter, { title: 'Data Entry From Home' });
  const candidate = await createUser('candidate', { fullName: 'Cara Candidate' });
  const admin = await createUser('admin', { fullName: 'Ada Admin' });
  const filed = await api('/api/reports', { token: candidate.token, body: { targetType: 'job', targetId: job.id, reason, details } });
  if (filed.status !== 201) throw new Error(`report not filed: ${filed.status} ${filed.text}`);
  return { recruiter, job, candidate, admin, reportId: filed.json.id as string };
}

export function act(admin: { token: string }, reportId: string, action: string, note?: string) {
  return api(`/api/admin/reports/${reportId}/action`, { method: 'PUT', token: admin.token, body: note === undefined ? { action } : { action, note } });
}

export async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare('SELECT kind, title, body, link FROM notifications WHERE user_id = ? ORDER BY created_at').bind(userId).all<{
    kind: string;
    title: string;
    body: string;
    link: string | null;
  }>();
  return results;
}

export async function auditEntries(action: string) {
  const { results } = await env.DB.prepare('SELECT actor_id, target_type, target_id, detail FROM audit_log WHERE action = ? ORDER BY created_at').bind(action).all<{
    actor_id: string;
    target_type: string;
    target_id: string;
    detail: string;
  }>();
  return results.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}
