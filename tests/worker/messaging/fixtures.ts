import { env } from 'cloudflare:test';
import { createRecruiter, createUser } from '../helpers';

/** An open job of the recruiter's company, inserted directly (the jobs API has its own tests). */
export async function insertJob(recruiter: { id: string; companyId: string }, fields: { title?: string; status?: 'draft' | 'open' | 'closed'; requiredSkills?: string[] } = {}) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO jobs (id, company_id, recruiter_id, title, description, workplace_type, employment_type, required_skills, status, posted_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'remote', 'full-time', ?, ?, ?, ?, ?)`,
  )
    .bind(id, recruiter.companyId, recruiter.id, fields.title ?? 'Platform Engineer', 'Run our platform.', JSON.stringify(fields.requiredSkills ?? ['TypeScript']), fields.status ?? 'open', now, now, now)
    .run();
  return id;
}

export async function insertApplication(jobId: string, candidateId: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(`INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key) VALUES (?, ?, ?, 'cv.pdf', 'k')`).bind(id, jobId, candidateId).run();
  return id;
}

/** A recruiter with an open job, and a candidate (not yet applied). */
export async function scene(names: { candidate?: string; recruiter?: string; company?: string } = {}) {
  const recruiter = await createRecruiter(names.company ?? 'Acme Talent');
  if (names.recruiter) await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind(names.recruiter, recruiter.id).run();
  const candidate = await createUser('candidate', { fullName: names.candidate ?? 'Asha Candidate' });
  const jobId = await insertJob(recruiter);
  return { recruiter, candidate, jobId };
}

export async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare('SELECT kind, title, body, link FROM notifications WHERE user_id = ? ORDER BY created_at, rowid').bind(userId).all();
  return results;
}

export async function emailsTo(address: string) {
  const { results } = await env.DB.prepare('SELECT kind, subject, text_body, html_body FROM email_outbox WHERE to_address = ? ORDER BY created_at, rowid').bind(address).all<{
    kind: string;
    subject: string;
    text_body: string;
    html_body: string;
  }>();
  return results;
}
