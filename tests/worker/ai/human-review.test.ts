import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { HUMAN_REVIEW } from '../../../src/contract';
import { BEST_MATCH, MIN_SCORE_RANGES } from '../../../worker/applications/store';
import { api, apply, createUser, emailsTo, recruiterWithJob, SAMPLE_JOB, uploadResume } from '../helpers';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9)).toISOString();

async function candidateWithResume() {
  const candidate = await createUser('candidate', { fullName: 'Hana Human' });
  expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
  return candidate;
}

/** An application put in human review the way the later request does it. */
async function humanReview(jobId: string, createdAt: string) {
  const a = await apply(jobId, { createdAt });
  await env.DB.prepare(
    `UPDATE applications SET ats_score = NULL, ats_status = 'human_review', ats_breakdown = 'null', ats_version = '' WHERE id = ?`,
  )
    .bind(a.id)
    .run();
  return a;
}

describe('human review instead of the score', { timeout: 30_000 }, () => {
  it('applies with humanReview: no score is computed, the recruiter sees "Human review requested" everywhere, on the timeline too', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await candidateWithResume();
    const res = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf', humanReview: true },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      atsScore: null,
      atsStatus: 'human_review',
      breakdown: null,
      humanReview: true,
      canRequestHumanReview: false,
      atsVersion: '',
    });
    expect(res.json.timeline).toEqual([
      { from: null, to: 'applied', at: res.json.createdAt, byYou: true, note: HUMAN_REVIEW.note },
    ]);
    const row = await env.DB.prepare('SELECT ats_score, ats_breakdown FROM applications WHERE id = ?')
      .bind(res.json.id)
      .first();
    expect(row).toEqual({ ats_score: null, ats_breakdown: 'null' });

    const list = await api(`/api/recruiter/jobs/${job.id}/applications`, { token: recruiter.token });
    expect(list.json.applications[0]).toMatchObject({
      atsScore: null,
      atsStatus: 'human_review',
      reasons: { matched: [], missing: [], summary: HUMAN_REVIEW.label },
    });
    const detail = await api(`/api/recruiter/applications/${res.json.id}`, { token: recruiter.token });
    expect(detail.json).toMatchObject({ atsScore: null, atsStatus: 'human_review', atsBreakdown: null });
    expect(detail.json.timeline[0].note).toBe(HUMAN_REVIEW.note);
    const [mail] = (await emailsTo(recruiter.email)).filter((m) => m.kind === 'new_application');
    expect(mail!.text_body).toContain(`Match score: ${HUMAN_REVIEW.label}.`);
  });

  it('lists human-review applications first when sorted by best match and never filters them out by a minimum score', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const human = await humanReview(job.id, day(5));
    const low = await apply(job.id, { score: 35, createdAt: day(3) });
    const high = await apply(job.id, { score: 88, createdAt: day(1) });
    const mid = await apply(job.id, { score: 60, status: 'screening', createdAt: day(2) });
    const page = async (query: string) =>
      (await api(`/api/recruiter/jobs/${job.id}/applications?${query}`, { token: recruiter.token })).json;
    const ids = async (query: string) => (await page(query)).applications.map((a: { id: string }) => a.id);

    expect(await ids('sort=atsScore')).toEqual([human.id, high.id, mid.id, low.id]);
    expect(await ids('sort=atsScore&atsScore=60')).toEqual([human.id, high.id, mid.id]);
    expect(await ids('atsScore=60')).toEqual([human.id, mid.id, high.id]);
    expect(await ids('atsScore=95'), 'min 95').toEqual([human.id]);
    expect((await page('atsScore=60')).total).toBe(3);
    expect((await page('atsScore=60&status=screening')).total).toBe(1);
    expect(
      (await page('atsScore=60&status=applied')).applications.map((a: { id: string }) => a.id),
      'applied',
    ).toEqual([human.id, high.id]);
    const across = await api(`/api/recruiter/jobs/applications?atsScore=90&sort=atsScore`, { token: recruiter.token });
    expect(
      across.json.applications.map((a: { id: string }) => a.id),
      'across',
    ).toEqual([human.id]);
    expect(across.json.total).toBe(1);
  });

  it('"best match first" is one total order across pages: human review, then scores, then unreadable resumes, each group by id', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const humans = [await humanReview(job.id, day(1)), await humanReview(job.id, day(2))];
    const high = await apply(job.id, { score: 88, createdAt: day(3) });
    const ties = [
      await apply(job.id, { score: 60, createdAt: day(4) }),
      await apply(job.id, { score: 60, createdAt: day(5) }),
    ];
    const low = await apply(job.id, { score: 35, status: 'screening', createdAt: day(6) });
    const unreadable = [
      await apply(job.id, { score: null, createdAt: day(7) }),
      await apply(job.id, { score: null, createdAt: day(8) }),
    ];
    // Within a group the id decides, never the date: the smaller id gets the older date, so
    // "newest first" would put it second.
    const byId = (as: { id: string }[]) => as.map((a) => a.id).sort();
    for (const group of [humans, ties, unreadable]) {
      const [first, second] = byId(group);
      await env.DB.prepare('UPDATE applications SET created_at = ? WHERE id = ?').bind(day(1), first).run();
      await env.DB.prepare('UPDATE applications SET created_at = ? WHERE id = ?').bind(day(20), second).run();
    }
    const expected = [...byId(humans), high.id, ...byId(ties), low.id, ...byId(unreadable)];

    const ids = async (path: string, query: string) =>
      (await api(`${path}?${query}`, { token: recruiter.token })).json.applications.map((a: { id: string }) => a.id);
    for (const path of [`/api/recruiter/jobs/${job.id}/applications`, '/api/recruiter/jobs/applications']) {
      const pages = [];
      for (const n of [1, 2, 3]) pages.push(...(await ids(path, `sort=atsScore&limit=3&page=${n}`)));
      expect(pages, path).toEqual(expected);
      // The same order with the status filter (its own index).
      expect(await ids(path, 'sort=atsScore&status=applied&limit=4&page=1'), `${path} applied`).toEqual(
        expected.filter((id) => id !== low.id).slice(0, 4),
      );
      expect(await ids(path, 'sort=atsScore&status=applied&limit=4&page=2'), `${path} applied 2`).toEqual(
        expected.filter((id) => id !== low.id).slice(4),
      );
      // A minimum score keeps human review (first) and drops the unreadable resumes.
      const passing = [...byId(humans), high.id, ...byId(ties)];
      expect(
        [
          ...(await ids(path, 'sort=atsScore&atsScore=60&limit=2&page=1')),
          ...(await ids(path, 'sort=atsScore&atsScore=60&limit=2&page=2')),
          ...(await ids(path, 'sort=atsScore&atsScore=60&limit=2&page=3')),
        ],
        `${path} min 60`,
      ).toEqual(passing);
    }
  });

  it('pages by best match with the index alone: the migration indexes the identical expression, no sort', async () => {
    const plan = async (sql: string) =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>()).results
        .map((r) => r.detail)
        .join('\n');
    const cases = [
      ["job_id = 'j'", 'applications_job_best'],
      ["job_id = 'j' AND status = 'applied'", 'applications_job_status_best'],
      ["recruiter_company_id = 'c'", 'applications_company_best'],
      ["recruiter_company_id = 'c' AND status = 'applied'", 'applications_company_status_best'],
      [`recruiter_company_id = 'c' AND ${BEST_MATCH()} <= 1040`, 'applications_company_best'],
      [`job_id = 'j' AND status = 'applied' AND ${BEST_MATCH()} <= 1040`, 'applications_job_status_best'],
    ];
    for (const [where, index] of cases) {
      const detail = await plan(
        `SELECT rowid FROM applications WHERE ${where} ORDER BY ${BEST_MATCH()}, id LIMIT 20 OFFSET 40`,
      );
      expect(detail, where).toContain(index);
      expect(detail, where).not.toContain('TEMP B-TREE');
    }
    // A minimum score: its two ranges merged in order, each walked in the index alone.
    const arms = MIN_SCORE_RANGES.map(
      (range) => `SELECT rowid AS r, ${BEST_MATCH()} AS k, id FROM applications WHERE job_id = 'j' AND ${range}`,
    );
    const merged = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${arms.join(' UNION ALL ')} ORDER BY 2, 3 LIMIT 20 OFFSET 40`)
        .bind(60, 60)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join('\n');
    expect(merged).toContain('MERGE (UNION ALL)');
    expect(merged.match(/applications_job_best \(job_id=\? AND <expr>/g)).toHaveLength(2);
    expect(merged).not.toContain('TEMP B-TREE');
  });

  it('analytics counts human review as such, never as a resume that could not be read', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const now = new Date().toISOString();
    await humanReview(job.id, now);
    await apply(job.id, { score: null, createdAt: now });
    await apply(job.id, { score: 70, createdAt: now });
    for (const query of ['days=7', `days=7&jobId=${job.id}`]) {
      const res = await api(`/api/recruiter/analytics?${query}`, { token: recruiter.token });
      expect(res.status).toBe(200);
      expect({ unscored: res.json.unscored, humanReview: res.json.humanReview }, query).toEqual({
        unscored: 1,
        humanReview: 1,
      });
    }
  });

  it('can be asked for later from the application page until the first move, dropping the score', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await candidateWithResume();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(applied.json).toMatchObject({ atsStatus: 'scored', humanReview: false, canRequestHumanReview: true });
    const asked = await api(`/api/candidate/applications/${applied.json.id}/human-review`, {
      token: candidate.token,
      method: 'POST',
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      atsScore: null,
      atsStatus: 'human_review',
      breakdown: null,
      humanReview: true,
      canRequestHumanReview: false,
    });
    expect(asked.json.timeline[0].note).toBe(HUMAN_REVIEW.note);
    // Asking again changes nothing.
    expect(
      (
        await api(`/api/candidate/applications/${applied.json.id}/human-review`, {
          token: candidate.token,
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    // Another candidate cannot ask for it.
    const other = await createUser('candidate');
    expect(
      (await api(`/api/candidate/applications/${applied.json.id}/human-review`, { token: other.token, method: 'POST' }))
        .status,
    ).toBe(404);

    const second = await recruiterWithJob('Other Co');
    const later = await api(`/api/candidate/jobs/${second.job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(
      (
        await api(`/api/recruiter/applications/${later.json.id}/status`, {
          method: 'PUT',
          token: second.recruiter.token,
          body: { status: 'screening' },
        })
      ).status,
    ).toBe(200);
    const tooLate = await api(`/api/candidate/applications/${later.json.id}/human-review`, {
      token: candidate.token,
      method: 'POST',
    });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe(HUMAN_REVIEW.tooLate);
    expect((await api(`/api/candidate/applications/${later.json.id}`, { token: candidate.token })).json).toMatchObject({
      atsStatus: 'scored',
      canRequestHumanReview: false,
    });
    void recruiter;
  });

  it('is never scored again when the job changes, and targeted sending never ranks that candidate for that job', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await candidateWithResume();
    await env.DB.prepare(
      'INSERT INTO candidate_profiles (user_id, accepts_targeted_jobs) VALUES (?, 1) ON CONFLICT (user_id) DO UPDATE SET accepts_targeted_jobs = 1',
    )
      .bind(candidate.id)
      .run();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf', humanReview: true },
    });
    const edited = await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, requiredSkills: ['TypeScript', 'Go'] },
    });
    expect(edited.status).toBe(200);
    const row = await env.DB.prepare('SELECT ats_score, ats_status FROM applications WHERE id = ?')
      .bind(applied.json.id)
      .first();
    expect(row).toEqual({ ats_score: null, ats_status: 'human_review' });

    const ranked = await api(`/api/recruiter/targeted/candidates?jobId=${job.id}`, { token: recruiter.token });
    expect(ranked.status).toBe(200);
    expect(ranked.json.candidates.map((c: { candidateId: string }) => c.candidateId)).not.toContain(candidate.id);
  });
});
