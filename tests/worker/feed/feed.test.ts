import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { api, createRecruiter, createUser, jobWithRecruiter, setPostedAt, uploadResume } from '../helpers';

const ids = (res: { json: { jobs: { id: string }[] } }) => res.json.jobs.map((j) => j.id);

describe('candidate job feed', { timeout: 30_000 }, () => {
  it('searches open jobs by keywords and filters, newest first, and hides what candidates must not see', async () => {
    const recruiter = await createRecruiter('Northwind Labs');
    const { job: remote } = await jobWithRecruiter(
      {
        title: 'Remote Go Developer',
        workplaceType: 'remote',
        city: '',
        country: '',
        employmentType: 'contract',
        salaryMin: 100,
        salaryMax: 200,
        requiredSkills: ['Go'],
      },
      recruiter,
    );
    const { job: pune } = await jobWithRecruiter(
      {
        title: 'Frontend Engineer',
        city: 'Pune',
        country: 'India',
        requiredSkills: ['React'],
        salaryMax: 5_000_000,
        salaryMin: 4_000_000,
      },
      recruiter,
    );
    const { job: hidden } = await jobWithRecruiter(
      {
        title: 'Frontend Lead',
        city: 'Pune',
        country: 'India',
        showSalary: false,
        salaryMax: 9_000_000,
        salaryMin: 8_000_000,
      },
      recruiter,
    );
    await jobWithRecruiter({ title: 'Frontend Draft', status: 'draft' }, recruiter);
    const { job: closed } = await jobWithRecruiter({ title: 'Frontend Closed' }, recruiter);
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closed.id).run();
    const { job: removed } = await jobWithRecruiter({ title: 'Frontend Removed' }, recruiter);
    await env.DB.prepare('UPDATE jobs SET removed_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), removed.id)
      .run();
    await jobWithRecruiter(
      { title: 'Frontend Expired', deadline: '2024-01-01' },
      recruiter,
      Date.parse('2023-12-01T00:00:00Z'),
    );
    await setPostedAt(remote.id, '2026-01-03T00:00:00.000Z');
    await setPostedAt(pune.id, '2026-01-02T00:00:00.000Z');
    await setPostedAt(hidden.id, '2026-01-01T00:00:00.000Z');
    const candidate = await createUser('candidate');
    const feed = (query: string) => api(`/api/candidate/feed?sort=newest&${query}`, { token: candidate.token });

    const all = await feed('');
    expect(all.status).toBe(200);
    expect(ids(all).filter((id) => [remote.id, pune.id, hidden.id].includes(id))).toEqual([
      remote.id,
      pune.id,
      hidden.id,
    ]);
    expect(all.json.jobs.map((j: { title: string }) => j.title)).not.toEqual(
      expect.arrayContaining(['Frontend Draft']),
    );
    for (const title of ['Frontend Draft', 'Frontend Closed', 'Frontend Removed', 'Frontend Expired'])
      expect(all.json.jobs.map((j: { title: string }) => j.title)).not.toContain(title);
    expect(all.json.jobs[0]).toMatchObject({ companyName: 'Northwind Labs', matchScore: null });
    expect(all.json.jobs[0]).not.toHaveProperty('description');
    expect(all.json.matchSource).toBeNull();

    expect(ids(await feed('q=frontend'))).toEqual([pune.id, hidden.id]);
    expect(ids(await feed('q=northwind%20remote'))).toEqual([remote.id]);
    expect(ids(await feed('q=react'))).toEqual([pune.id]);
    expect(ids(await feed('q=100%25'))).toEqual([]);
    expect(ids(await feed('location=pune,%20india'))).toEqual([pune.id, hidden.id]);
    expect(ids(await feed('workplaceType=remote'))).toEqual([remote.id]);
    expect(ids(await feed('employmentType=contract&workplaceType='))).toEqual([remote.id]);
    // A hidden salary never matches a salary filter.
    expect(ids(await feed('minSalary=4500000'))).toEqual([pune.id]);
    const hiddenCard = (await feed('q=lead')).json.jobs[0];
    expect(hiddenCard.salary).toBeNull();
  });

  it('filters by posting date', async () => {
    const { job: fresh } = await jobWithRecruiter({ title: 'Fresh Role' });
    const { job: old } = await jobWithRecruiter({ title: 'Old Role' });
    await setPostedAt(old.id, new Date(Date.now() - 10 * 86_400_000).toISOString());
    const candidate = await createUser('candidate');
    const res = await api('/api/candidate/feed?sort=newest&postedWithin=7&q=role', { token: candidate.token });
    expect(ids(res)).toEqual([fresh.id]);
  });

  it('pages with a cursor, without repeats or gaps, also among jobs posted at the same moment', async () => {
    const recruiter = await createRecruiter('Paging Co');
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { job } = await jobWithRecruiter({ title: `Pager ${i}` }, recruiter);
      await setPostedAt(job.id, i < 4 ? '2026-02-01T00:00:00.000Z' : `2026-02-0${i - 2}T00:00:00.000Z`);
      made.push(job.id);
    }
    const candidate = await createUser('candidate');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: any = await api(
        `/api/candidate/feed?sort=newest&q=pager&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: candidate.token },
      );
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(made));
    const bad = await api('/api/candidate/feed?cursor=garbage', { token: candidate.token });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it('refuses invalid filters with field messages', async () => {
    const candidate = await createUser('candidate');
    const res = await api('/api/candidate/feed?workplaceType=moon&minSalary=lots&postedWithin=999&sort=random', {
      token: candidate.token,
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      workplaceType: 'Choose onsite, hybrid or remote',
      minSalary: 'Minimum salary must be a whole number',
      postedWithin: 'Posted within must be a number of days up to 365',
      sort: 'Sort by match or newest',
    });
  });

  it('sorts by best match using the profile when there is no resume', async () => {
    const { job } = await jobWithRecruiter({ title: 'Matchable Role' });
    const candidate = await createUser('candidate');
    await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { fullName: 'Ravi', skills: ['TypeScript', 'PostgreSQL'] },
    });
    const res = await api('/api/candidate/feed?q=matchable', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.json.matchSource).toBe('profile');
    expect(ids(res)).toEqual([job.id]);
  });
});

describe('best match', { timeout: 30_000 }, () => {
  it('ranks jobs by the engine against my newest readable resume and scores every card', async () => {
    const recruiter = await createRecruiter('Rank Co');
    const { job: close } = await jobWithRecruiter({ title: 'Backend Engineer (Ranked)' }, recruiter);
    const { job: far } = await jobWithRecruiter(
      {
        title: 'Pastry Chef (Ranked)',
        description:
          'Bake croissants, laminated doughs and seasonal tarts for our bakery counter every morning, and keep the kitchen spotless.',
        requiredSkills: ['Baking', 'Pastry'],
        niceToHaveSkills: [],
        minYears: 2,
      },
      recruiter,
    );
    await setPostedAt(close.id, '2026-01-01T00:00:00.000Z');
    const candidate = await createUser('candidate');
    await uploadResume(candidate.token, 'cv.pdf');
    const res = await api('/api/candidate/feed?q=ranked', { token: candidate.token });
    expect(res.json.matchSource).toBe('resume');
    expect(ids(res)).toEqual([close.id, far.id]);
    const [a, b] = res.json.jobs;
    expect(a.matchScore).toBeGreaterThan(b.matchScore);
    const newest = await api('/api/candidate/feed?q=ranked&sort=newest', { token: candidate.token });
    expect(ids(newest)).toEqual([far.id, close.id]);
    expect(newest.json.jobs[1].matchScore).toBe(a.matchScore);

    const page = await api(`/api/candidate/jobs/${close.id}`, { token: candidate.token });
    expect(page.json.match).toMatchObject({
      score: a.matchScore,
      status: 'scored',
      source: 'resume',
      resumeName: 'cv.pdf',
      requiredFound: ['TypeScript', 'PostgreSQL', 'REST APIs'],
      niceMissing: ['Kubernetes'],
    });
  });
});

describe('candidate job page', { timeout: 30_000 }, () => {
  it('shows the job, its company, my match and whether I applied; counts one view a day', async () => {
    const { job } = await jobWithRecruiter({ showSalary: false });
    const candidate = await createUser('candidate');
    const res = await api(`/api/candidate/jobs/${job.id}`, { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      job: { id: job.id, title: job.title, salary: null, requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'] },
      company: { id: job.companyId, name: 'Acme Talent' },
      match: { score: null, status: 'no_resume', requiredMissing: ['TypeScript', 'PostgreSQL', 'REST APIs'] },
      application: null,
      acceptsApplications: true,
    });
    await api(`/api/candidate/jobs/${job.id}`, { token: candidate.token });
    const other = await createUser('candidate');
    await api(`/api/candidate/jobs/${job.id}`, { token: other.token });
    const views = await env.DB.prepare('SELECT view_count FROM jobs WHERE id = ?').bind(job.id).first();
    expect(views).toEqual({ view_count: 2 });
  });

  it('answers 404 for drafts, removed and unknown jobs', async () => {
    const { job: draft } = await jobWithRecruiter({ status: 'draft' });
    const { job: removed } = await jobWithRecruiter();
    await env.DB.prepare('UPDATE jobs SET removed_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), removed.id)
      .run();
    const candidate = await createUser('candidate');
    for (const id of [draft.id, removed.id, 'nope']) {
      const res = await api(`/api/candidate/jobs/${id}`, { token: candidate.token });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Job not found' });
    }
  });
});

describe('company page', { timeout: 30_000 }, () => {
  it('shows the company, its open jobs and its recruiters by name only, to any signed-in role', async () => {
    const owner = await createRecruiter('Globex');
    await env.DB.prepare("UPDATE companies SET about = 'We make things.', industry = 'Software' WHERE id = ?")
      .bind(owner.companyId)
      .run();
    const { job } = await jobWithRecruiter({ title: 'Globex Engineer' }, owner);
    await jobWithRecruiter({ title: 'Globex Draft', status: 'draft' }, owner);
    for (const viewer of [await createUser('candidate'), owner, await createUser('admin')]) {
      const res = await api(`/api/companies/${owner.companyId}`, { token: viewer.token });
      expect(res.status).toBe(200);
      expect(res.json.company).toMatchObject({
        id: owner.companyId,
        name: 'Globex',
        about: 'We make things.',
        industry: 'Software',
      });
      expect(res.json.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
      expect(res.json.recruiters).toEqual([{ fullName: owner.fullName }]);
    }
    expect((await api(`/api/companies/${owner.companyId}`)).status).toBe(401);
    expect((await api('/api/companies/nope', { token: owner.token })).status).toBe(404);
  });
});
