import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { SAVED_JOBS_FULL, SAVED_JOBS_MAX } from '../../../src/contract';
import { api, createUser, jobWithRecruiter } from '../helpers';
import { deleteByEmailedLink } from '../privacy/helpers';

describe('saved jobs', { timeout: 60_000 }, () => {
  it('a candidate saves jobs, lists the open ones newest saved first, and removes them', async () => {
    const candidate = await createUser('candidate');
    const { job: first, recruiter } = await jobWithRecruiter();
    const { job: second } = await jobWithRecruiter({}, recruiter);
    const { job: closing } = await jobWithRecruiter({}, recruiter);
    for (const job of [first, second, closing])
      expect(
        (await api(`/api/candidate/saved-jobs/${job.id}`, { method: 'PUT', token: candidate.token })).json,
      ).toEqual({ saved: true });
    // Saving twice keeps one.
    expect((await api(`/api/candidate/saved-jobs/${first.id}`, { method: 'PUT', token: candidate.token })).status).toBe(
      200,
    );
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closing.id).run();
    const list = await api('/api/candidate/saved-jobs', { token: candidate.token });
    expect(list.status).toBe(200);
    expect(list.json.jobs.map((j: { id: string }) => j.id).sort()).toEqual([first.id, second.id].sort());
    expect((await api(`/api/candidate/saved-jobs/${second.id}`, { token: candidate.token })).json).toEqual({
      saved: true,
    });
    expect(
      (await api(`/api/candidate/saved-jobs/${second.id}`, { method: 'DELETE', token: candidate.token })).json,
    ).toEqual({ saved: false });
    expect((await api(`/api/candidate/saved-jobs/${second.id}`, { token: candidate.token })).json).toEqual({
      saved: false,
    });
    // Another candidate sees none of it.
    const other = await createUser('candidate');
    expect((await api('/api/candidate/saved-jobs', { token: other.token })).json).toEqual({ jobs: [] });
  });

  it('refuses unknown and draft jobs, recruiters, and a full list', async () => {
    const candidate = await createUser('candidate');
    const { job: draft, recruiter } = await jobWithRecruiter({ status: 'draft' });
    expect((await api('/api/candidate/saved-jobs/nope', { method: 'PUT', token: candidate.token })).status).toBe(404);
    expect((await api(`/api/candidate/saved-jobs/${draft.id}`, { method: 'PUT', token: candidate.token })).status).toBe(
      404,
    );
    expect((await api('/api/candidate/saved-jobs', { token: recruiter.token })).status).toBe(403);
    const { job } = await jobWithRecruiter({}, recruiter);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SAVED_JOBS_MAX - 1})
       INSERT INTO jobs (id, company_id, recruiter_id, title, description, workplace_type, employment_type, status, posted_at)
       SELECT 'bulk-' || i || '-' || ?1, ?2, ?3, 'Bulk', 'Bulk job', 'remote', 'full-time', 'open', '2026-01-01T00:00:00Z' FROM n`,
    )
      .bind(candidate.id, recruiter.companyId, recruiter.id)
      .run();
    await env.DB.prepare(
      `INSERT INTO saved_jobs (candidate_id, job_id) SELECT ?1, id FROM jobs WHERE id LIKE 'bulk-%-' || ?1`,
    )
      .bind(candidate.id)
      .run();
    const full = await api(`/api/candidate/saved-jobs/${job.id}`, { method: 'PUT', token: candidate.token });
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(SAVED_JOBS_FULL);
  });

  it('deleting the account forgets what it saved', async () => {
    const candidate = await createUser('candidate');
    const { job } = await jobWithRecruiter();
    await api(`/api/candidate/saved-jobs/${job.id}`, { method: 'PUT', token: candidate.token });
    const res = await deleteByEmailedLink(candidate);
    expect(res.status, res.text).toBe(200);
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM saved_jobs WHERE candidate_id = ?')
        .bind(candidate.id)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });
});
