import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { TARGETED_DAILY_CAP, TARGETED_MESSAGES } from '../../../src/contract';
import { api, createRecruiter, createUser, emailsTo, insertApplication, insertJob, notificationsOf } from '../helpers';

const BACKEND_RESUME = `Backend engineer, 6 years of experience.
Experience
2019 - 2025 Senior Software Engineer, Fintech Co
Built REST APIs in TypeScript and Node.js serving two million requests a day.
Designed PostgreSQL schemas, tuned slow queries and ran migrations without downtime.
Mentored three engineers and led code reviews for the payments platform team.
Skills: TypeScript, Node.js, PostgreSQL, REST APIs, Docker, Go, Kafka`;

const MARKETING_RESUME = `Marketing manager with seven years in consumer brands.
Experience
2018 - 2025 Brand Manager, Foods Ltd
Planned campaigns across television, print and social media with agencies.
Grew the newsletter audience and ran customer research with focus groups.
Managed budgets and reported results to the board every quarter.
Skills: brand strategy, campaign planning, market research, copywriting`;

/** A backend profile and a partial match: what the pool is matched on (structured fields only). */
const BACKEND = {
  headline: 'Senior Backend Engineer',
  skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'REST APIs', 'Docker', 'Go'],
  years: 6,
};
const PARTIAL = { headline: 'Frontend Developer', skills: ['TypeScript', 'React', 'CSS', 'brand strategy'], years: 3 };

/** A candidate who opted in (unless `accepts: 0`), with a profile and a resume whose text says more. */
async function candidateWithResume(fullName: string, text: string, profile: { accepts?: 0 | 1; emails?: 0 | 1 } = {}) {
  const c = await createUser('candidate', { fullName });
  const fields = text === BACKEND_RESUME ? BACKEND : PARTIAL;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO resumes (id, candidate_id, name, r2_key, mime, size, text, text_status) VALUES (?, ?, 'cv.pdf', 'k', 'application/pdf', 1, ?, 'ok')",
    ).bind(crypto.randomUUID(), c.id, text),
    env.DB.prepare(
      'INSERT INTO candidate_profiles (user_id, location, city, headline, years, skills, accepts_targeted_jobs, email_notifications) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).bind(
      c.id,
      'Gurugram, India',
      'Gurugram',
      fields.headline,
      fields.years,
      JSON.stringify(fields.skills),
      profile.accepts ?? 1,
      profile.emails ?? 1,
    ),
  ]);
  return c;
}

async function backendJob() {
  const recruiter = await createRecruiter('Acme Talent');
  const jobId = await insertJob(recruiter, {
    title: 'Senior Backend Engineer',
    requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'],
  });
  return { recruiter, jobId };
}

const candidates = (token: string, query: string) => api(`/api/recruiter/targeted/candidates?${query}`, { token });
const sendJob = (token: string, body: Record<string, unknown>, at?: number) =>
  api('/api/recruiter/targeted/send', { token, body, at });

describe('targeted job sending: ranking', () => {
  it('ranks candidates by match with the reason, leaving out opted-out, already sent and applied ones', async () => {
    const { recruiter, jobId } = await backendJob();
    const strong = await candidateWithResume('Strong Match', BACKEND_RESUME);
    const weak = await candidateWithResume('Weak Match', MARKETING_RESUME);
    const optedOut = await candidateWithResume('Opted Out', BACKEND_RESUME, { accepts: 0 });
    const applied = await candidateWithResume('Already Applied', BACKEND_RESUME);
    await insertApplication(jobId, applied.id);
    const alreadySent = await candidateWithResume('Already Sent', BACKEND_RESUME);
    expect((await sendJob(recruiter.token, { jobId, candidateIds: [alreadySent.id] })).json.sent).toBe(1);

    const res = await candidates(recruiter.token, `jobId=${jobId}`);
    expect(res.status).toBe(200);
    const ids = res.json.candidates.map((c: { candidateId: string }) => c.candidateId);
    expect(ids.indexOf(strong.id)).toBe(0);
    expect(ids).toContain(weak.id);
    for (const hidden of [optedOut, applied, alreadySent]) expect(ids).not.toContain(hidden.id);
    const top = res.json.candidates[0];
    // A structured profile is too short for the engine's score: ranked by the job's skills it lists.
    expect(top.score).toBeNull();
    expect(top.reason).toBe("Lists TypeScript, PostgreSQL, REST APIs (3 of 3 required); 6 years' experience");
    expect(res.json.candidates[ids.indexOf(weak.id)].reason).toBe(
      "Lists TypeScript (1 of 3 required); 3 years' experience",
    );
    expect(top.matchedSkills[0]).toMatchObject({ skill: 'TypeScript', required: true });
    expect(top.matchedSkills[0].evidence).toMatch(/TypeScript/);
    // The evidence is a line of the profile, never of the resume.
    const resumeLines = BACKEND_RESUME.split('\n');
    for (const m of top.matchedSkills) expect(resumeLines).not.toContain(m.evidence);
    expect(top.source).toBe('profile');
    expect(res.json.usage).toEqual({ sentToday: 1, dailyCap: TARGETED_DAILY_CAP, remaining: TARGETED_DAILY_CAP - 1 });

    const filtered = await candidates(recruiter.token, `jobId=${jobId}&minScore=1`);
    expect(filtered.json.candidates.map((c: { candidateId: string }) => c.candidateId)).not.toContain(weak.id);
    const byText = await candidates(recruiter.token, `jobId=${jobId}&q=brand`);
    expect(byText.json.candidates.map((c: { candidateId: string }) => c.candidateId)).toEqual([weak.id]);
  });

  it('lists candidates with too little text to score after the scored ones when their profile names the job’s skills', async () => {
    const { recruiter, jobId } = await backendJob();
    const strong = await candidateWithResume('Strong Match', BACKEND_RESUME);
    const thin = await createUser('candidate', { fullName: 'Thin Profile' });
    const unrelated = await createUser('candidate', { fullName: 'Unrelated Profile' });
    await env.DB.batch([
      env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills) VALUES (?, ?)').bind(
        thin.id,
        JSON.stringify(['postgres', 'TypeScript']),
      ),
      env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills) VALUES (?, ?)').bind(
        unrelated.id,
        JSON.stringify(['Pottery']),
      ),
    ]);
    const res = await candidates(recruiter.token, `jobId=${jobId}`);
    const ids = res.json.candidates.map((c: { candidateId: string }) => c.candidateId);
    expect(ids.indexOf(strong.id)).toBeLessThan(ids.indexOf(thin.id));
    expect(ids).not.toContain(unrelated.id);
    const row = res.json.candidates[ids.indexOf(thin.id)];
    expect(row).toMatchObject({ score: null, source: 'profile', missingSkills: ['REST APIs'] });
    expect(row.matchedSkills.map((m: { skill: string }) => m.skill)).toEqual(['TypeScript', 'PostgreSQL']);
    expect(row.reason).toBe('Lists TypeScript, PostgreSQL (2 of 3 required)');
    expect(
      (await candidates(recruiter.token, `jobId=${jobId}&minScore=1`)).json.candidates.map(
        (c: { candidateId: string }) => c.candidateId,
      ),
    ).not.toContain(thin.id);
  });

  it('answers only for open jobs of the recruiter’s company', async () => {
    const { recruiter } = await backendJob();
    const draft = await insertJob(recruiter, { status: 'draft' });
    const other = await backendJob();
    expect((await candidates(recruiter.token, `jobId=${draft}`)).status).toBe(409);
    expect((await candidates(recruiter.token, `jobId=${other.jobId}`)).status).toBe(404);
    expect((await sendJob(recruiter.token, { jobId: other.jobId, candidateIds: ['x'] })).status).toBe(404);
    const candidate = await createUser('candidate');
    expect((await candidates(candidate.token, `jobId=${other.jobId}`)).status).toBe(403);
  });
});

describe('targeted job sending: no search oracle over resumes', () => {
  it('finds nobody by a phrase that is only in a resume file, and finds them by their structured fields', async () => {
    const { recruiter, jobId } = await backendJob();
    const c = await candidateWithResume('Secret Keeper', BACKEND_RESUME);
    const ids = async (q: string) =>
      (await candidates(recruiter.token, `jobId=${jobId}&q=${encodeURIComponent(q)}`)).json.candidates.map(
        (x: { candidateId: string }) => x.candidateId,
      );
    for (const onlyInResume of ['Fintech Co', 'payments platform', 'two million requests', 'Mentored three engineers'])
      expect(await ids(onlyInResume)).toEqual([]);
    for (const structured of ['Senior Backend', 'Gurugram', 'PostgreSQL'])
      expect(await ids(structured)).toContain(c.id);
    // The applicants' search reads structured fields too.
    const applied = await createUser('candidate');
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills, location) VALUES (?, ?, ?)')
      .bind(applied.id, '["Rust"]', 'Pune')
      .run();
    await env.DB.prepare(
      "INSERT INTO resumes (id, candidate_id, name, r2_key, mime, size, text, text_status) VALUES (?, ?, 'cv.pdf', 'k', 'application/pdf', 1, 'Quokka wrangler at Zanzibar Holdings', 'ok')",
    )
      .bind(crypto.randomUUID(), applied.id)
      .run();
    await insertApplication(jobId, applied.id);
    const search = async (q: string) =>
      (await api(`/api/recruiter/candidates?q=${encodeURIComponent(q)}`, { token: recruiter.token })).json.candidates
        .length;
    expect(await search('Zanzibar')).toBe(0);
    expect(await search('Rust')).toBe(1);
  });
});

describe('targeted job sending: sending', () => {
  it('reaches the candidate as a message, a notification and an email, and refuses a second send', async () => {
    const { recruiter, jobId } = await backendJob();
    const c = await candidateWithResume('Asha <Dev>', BACKEND_RESUME);
    const optedOut = await candidateWithResume('No Thanks', BACKEND_RESUME, { accepts: 0 });

    const res = await sendJob(recruiter.token, {
      jobId,
      candidateIds: [c.id, optedOut.id, 'no-such-user'],
      note: 'Your <Go> work stood out & fits.',
    });
    expect(res.status).toBe(200);
    expect(res.json.sent).toBe(1);
    const [sent, ...refused] = res.json.results;
    expect(sent).toMatchObject({ candidateId: c.id, outcome: 'sent' });
    expect(refused.map((r: { outcome: string }) => r.outcome)).toEqual(['opted_out', 'opted_out']);

    const thread = await api(`/api/messages/${sent.conversationId}`, { token: c.token });
    expect(thread.json.conversation).toMatchObject({
      job: { id: jobId, title: 'Senior Backend Engineer' },
      applicationId: null,
      unreadCount: 1,
    });
    expect(thread.json.conversation.targetedSendId).toBeTruthy();
    expect(thread.json.conversation.companyVerified).toBe(true);
    expect(thread.json.messages.map((m: { body: string }) => m.body)).toEqual(['Your <Go> work stood out & fits.']);
    expect(await notificationsOf(c.id)).toEqual([
      {
        kind: 'job_sent',
        title: 'Acme Talent sent you a job: Senior Backend Engineer',
        body: 'Your <Go> work stood out & fits.',
        link: `/dashboard/messages?c=${sent.conversationId}`,
      },
    ]);
    const [mail] = await emailsTo(c.email);
    expect(mail!.html_body).toContain('Your &lt;Go&gt; work stood out &amp; fits.');
    expect(mail!.html_body).toContain('Hello Asha &lt;Dev&gt;,');
    expect(mail!.text_body).toContain('Acme Talent: Verified employer.');
    expect(await emailsTo(optedOut.email)).toEqual([]);

    // The candidate can reply, and the recruiter may now write to them without an application.
    expect(
      (await api(`/api/messages/${sent.conversationId}/messages`, { token: c.token, body: { body: 'Interested!' } }))
        .status,
    ).toBe(201);
    const reopened = await api('/api/messages', { token: recruiter.token, body: { candidateId: c.id } });
    expect(reopened.status).toBe(200);
    expect(reopened.json.conversation.id).toBe(sent.conversationId);

    const again = await sendJob(recruiter.token, { jobId, candidateIds: [c.id] });
    expect(again.json.results).toEqual([{ candidateId: c.id, outcome: 'already_sent', conversationId: null }]);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM targeted_sends WHERE job_id = ?')
      .bind(jobId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('stops at the daily cap per recruiter, counting only today’s sends', async () => {
    const { recruiter, jobId } = await backendJob();
    const otherJob = await insertJob(recruiter, { title: 'Another Role' });
    // The sends are dated from one instant and the worker answers as of it (its test clock), so the
    // day is the same for both even when the run crosses midnight UTC.
    const at = Date.now();
    const yesterday = new Date(at - 86_400_000).toISOString();
    const today = new Date(at).toISOString();
    const earlier = [];
    for (let i = 0; i < TARGETED_DAILY_CAP; i++) earlier.push(await createUser('candidate'));
    await env.DB.batch(
      earlier.map((c, i) =>
        env.DB.prepare(
          'INSERT INTO targeted_sends (id, job_id, company_id, recruiter_id, candidate_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).bind(crypto.randomUUID(), otherJob, recruiter.companyId, recruiter.id, c.id, i === 0 ? yesterday : today),
      ),
    );
    const [a, b] = [await candidateWithResume('A', BACKEND_RESUME), await candidateWithResume('B', BACKEND_RESUME)];
    const res = await sendJob(recruiter.token, { jobId, candidateIds: [a.id, b.id] }, at);
    expect(res.json.results.map((r: { outcome: string }) => r.outcome)).toEqual(['sent', 'daily_cap']);
    expect(res.json.usage).toEqual({ sentToday: TARGETED_DAILY_CAP, dailyCap: TARGETED_DAILY_CAP, remaining: 0 });
    expect(await notificationsOf(b.id)).toEqual([]);

    const capped = await sendJob(recruiter.token, { jobId, candidateIds: [b.id] }, at);
    expect(capped.status).toBe(429);
    expect(capped.json.message).toBe(TARGETED_MESSAGES.dailyCapReached);
    expect(Number(capped.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
