import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { ACCOUNT_RECLAIMED_NOTE } from '../../../src/contract';
import { clearReclaimedAccount } from '../../../worker/privacy/takeover';
import { cookieValue, PASSWORD, setCookies, signupCandidate, uniqueEmail } from '../auth/helpers';
import { api, apply, createRecruiter, insertJob, uploadResume } from '../helpers';

/** The email's owner signs in with Google (the local OpenID stub) and exchanges the code for a session. */
async function ownerSignsInWithGoogle(email: string) {
  const start = await api('/api/auth/google');
  const provider = new URL(start.headers.get('Location')!);
  provider.searchParams.set('login_hint', email);
  const back = new URL((await fetch(provider, { redirect: 'manual' })).headers.get('Location')!);
  const cookie = `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}`;
  const res = await api(`/api/auth/google/callback${back.search}`, { headers: { Cookie: cookie } });
  const code = new URL(res.headers.get('Location')!, 'http://app.test').searchParams.get('token')!;
  const kept = setCookies(res.headers).hl_oauth;
  const session = await api('/api/auth/google/exchange', {
    body: { code },
    headers: { Cookie: kept ? `hl_oauth=${cookieValue(kept)}` : cookie },
  });
  expect(session.status).toBe(200);
  return session.json as { accessToken: string; user: { id: string } };
}

const count = async (sql: string, id: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n ?? -1;

/** A squatter's password account on `email` with a resume, an alert, pool consent, self-identification and an application. */
async function squattedAccount(email: string) {
  const signup = await signupCandidate(email);
  expect(signup.status).toBe(201);
  const squatter = { ...signup.json.user, token: signup.json.accessToken as string, role: 'candidate' as const };
  const resume = await uploadResume(squatter.token, 'squatter-cv.pdf');
  expect(resume.status).toBe(201);
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO job_alerts (id, candidate_id, name, keywords, last_viewed_at, created_at, updated_at) VALUES (?, ?, 'Squat', 'engineer', ?, ?, ?)",
    ).bind(crypto.randomUUID(), squatter.id, now, now, now),
    env.DB.prepare(
      "INSERT INTO candidate_profiles (user_id, bio, accepts_targeted_jobs, updated_at) VALUES (?, 'Not the owner', 1, ?)",
    ).bind(squatter.id, now),
    env.DB.prepare(
      `INSERT INTO self_identification (candidate_id, set_key, answers, updated_at) VALUES (?, 'eeoc', '{"sex":"male","raceEthnicity":"white"}', ?)`,
    ).bind(squatter.id, now),
  ]);
  const recruiter = await createRecruiter('Reclaim Works');
  const jobId = await insertJob(recruiter);
  // Applied before unverified accounts were refused.
  const application = await apply(jobId, { candidate: squatter });
  await env.FILES.put(`applications/${application.id}/priya-cv.pdf`, 'copy sent with the application');
  return { squatter, recruiter, applicationId: application.id };
}

describe('a taken-over account keeps nothing of the squatter', () => {
  it("withdraws the squatter's applications with a note the company sees, deletes resumes, alerts, consent and self-identification, and audits it", async () => {
    const email = uniqueEmail('reclaimed');
    const { squatter, recruiter, applicationId } = await squattedAccount(email);
    const keys = (
      await env.DB.prepare('SELECT r2_key AS k FROM resumes WHERE candidate_id = ?')
        .bind(squatter.id)
        .all<{ k: string }>()
    ).results.map((r) => r.k);
    expect(keys).toHaveLength(1);

    const owner = await ownerSignsInWithGoogle(email);
    expect(owner.user.id).toBe(squatter.id);

    const application = await env.DB.prepare(
      'SELECT status, resume_text, cover_letter, resume_r2_key FROM applications WHERE id = ?',
    )
      .bind(applicationId)
      .first<{ status: string; resume_text: string; cover_letter: string; resume_r2_key: string }>();
    expect(application).toMatchObject({ status: 'withdrawn', resume_text: '', cover_letter: '', resume_r2_key: '' });
    const seen = await api(`/api/recruiter/applications/${applicationId}`, { token: recruiter.token });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.json)).toContain(ACCOUNT_RECLAIMED_NOTE);

    expect(await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', squatter.id)).toBe(0);
    expect(await env.FILES.get(keys[0]!)).toBeNull();
    expect(await env.FILES.get(`applications/${applicationId}/priya-cv.pdf`)).toBeNull();
    expect(await count('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?', squatter.id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM candidate_profiles WHERE user_id = ?', squatter.id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM self_identification WHERE candidate_id = ?', squatter.id)).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'reclaimed_account_cleared' AND target_id = ?",
        squatter.id,
      ),
    ).toBe(1);

    // The owner's account is theirs: signed in by Google, no password, nothing of the squatter listed.
    expect((await api('/api/auth/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    const resumes = await api('/api/candidate/resumes', { token: owner.accessToken });
    expect(resumes.status).toBe(200);
    expect(JSON.stringify(resumes.json)).not.toContain('squatter-cv.pdf');
  });

  it('leaves what the owner added after the takeover (a late clean-up removes only what came before)', async () => {
    const email = uniqueEmail('late');
    const { squatter } = await squattedAccount(email);
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    await env.DB.prepare('UPDATE resumes SET created_at = ? WHERE candidate_id = ?')
      .bind(new Date(Date.now() - 120_000).toISOString(), squatter.id)
      .run();
    const later = await uploadResume(squatter.token, 'owner-cv.pdf');
    expect(later.status).toBe(201);

    await clearReclaimedAccount(env, squatter.id, takenAt);
    const names = (
      await env.DB.prepare('SELECT name FROM resumes WHERE candidate_id = ?').bind(squatter.id).all<{ name: string }>()
    ).results.map((r) => r.name);
    expect(names).toEqual(['owner-cv.pdf']);
  });
});
