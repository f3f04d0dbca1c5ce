import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { BOARD_PAGE_SIZE, boardQuerySchema } from '../../../src/contract';
import { publicBoard, publicCompany } from '../../../worker/public-jobs/service';
import { api, createRecruiter, createUser, jobWithRecruiter, ORIGIN, setPostedAt, uploadResume } from '../helpers';

const board = (q: Record<string, string> = {}) => publicBoard(env.DB, boardQuerySchema.parse(q));
const word = () => `zq${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('public board: /jobs data', { timeout: 60_000 }, () => {
  it('lists open jobs only, newest first, with every filter', async () => {
    const tag = word();
    const recruiter = await createRecruiter(`Board Co ${tag}`);
    const { job: open } = await jobWithRecruiter(
      { title: `Data ${tag}`, workplaceType: 'remote', employmentType: 'contract' },
      recruiter,
    );
    const { job: older } = await jobWithRecruiter(
      { title: `Analyst ${tag}`, city: 'Pune', salaryMax: 900_000, salaryMin: 800_000 },
      recruiter,
    );
    await setPostedAt(older.id, '2026-01-01T00:00:00.000Z');
    const { job: closed } = await jobWithRecruiter({ title: `Closed ${tag}` }, recruiter);
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closed.id).run();
    await jobWithRecruiter({ title: `Draft ${tag}`, status: 'draft' }, recruiter);

    expect((await board({ q: tag })).jobs.map((j) => j.id)).toEqual([open.id, older.id]);
    expect((await board({ q: tag, workplaceType: 'remote' })).jobs.map((j) => j.id)).toEqual([open.id]);
    expect((await board({ q: tag, employmentType: 'full-time' })).jobs.map((j) => j.id)).toEqual([older.id]);
    expect((await board({ q: tag, location: 'Pune' })).jobs.map((j) => j.id)).toEqual([older.id]);
    expect((await board({ q: tag, minSalary: '1000000' })).jobs.map((j) => j.id)).toEqual([open.id]);
    const card = (await board({ q: tag })).jobs[0]!;
    expect(card.matchScore).toBeNull();
    expect(card.applied).toBe(false);
  });

  it('pages by keyset and starts again on a mangled page link', async () => {
    const tag = word();
    const recruiter = await createRecruiter();
    for (let i = 0; i < BOARD_PAGE_SIZE + 2; i++) await jobWithRecruiter({ title: `Paging ${tag} ${i}` }, recruiter);
    const first = await board({ q: tag });
    expect(first.jobs).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await board({ q: tag, cursor: first.nextCursor! });
    expect(second.jobs).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.jobs, ...second.jobs].map((j) => j.id)).size).toBe(BOARD_PAGE_SIZE + 2);
    expect((await board({ q: tag, cursor: 'not-a-cursor' })).jobs.map((j) => j.id)).toEqual(
      first.jobs.map((j) => j.id),
    );
  });

  it('a company page shows the company and its open jobs, never its recruiters', async () => {
    const recruiter = await createRecruiter('Public Face Ltd');
    await env.DB.prepare("UPDATE companies SET about = 'We build tools.', industry = 'Software' WHERE id = ?")
      .bind(recruiter.companyId)
      .run();
    const { job } = await jobWithRecruiter({}, recruiter);
    const { job: closed } = await jobWithRecruiter({}, recruiter);
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closed.id).run();
    const page = await publicCompany(env.DB, recruiter.companyId);
    expect(page!.company).toMatchObject({ name: 'Public Face Ltd', about: 'We build tools.', industry: 'Software' });
    expect(page!.jobs.map((j) => j.id)).toEqual([job.id]);
    const text = JSON.stringify(page);
    expect(text).not.toContain(recruiter.email);
    expect(text).not.toContain(recruiter.fullName);
    expect(text).not.toContain(recruiter.id);
    expect(await publicCompany(env.DB, 'nope')).toBeNull();
  });
});

describe('sitemap.xml and robots.txt', { timeout: 60_000 }, () => {
  const sessionCookie = { Cookie: 'hl_refresh=x' };

  it('lists every open job and company page with lastmod, and drops a job once it closes', async () => {
    const recruiter = await createRecruiter();
    const { job } = await jobWithRecruiter({}, recruiter);
    const { job: draft } = await jobWithRecruiter({ status: 'draft' }, recruiter);
    const res = await SELF.fetch(`${ORIGIN}/sitemap.xml`, { headers: sessionCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/xml');
    const xml = await res.text();
    const updated = (await env.DB.prepare('SELECT updated_at FROM jobs WHERE id = ?')
      .bind(job.id)
      .first<{ updated_at: string }>())!.updated_at;
    expect(xml).toContain(`/jobs/${job.id}</loc><lastmod>${updated}</lastmod>`);
    expect(xml).toMatch(new RegExp(`/companies/${recruiter.companyId}</loc><lastmod>[^<]+</lastmod>`));
    expect(xml).toContain('/jobs</loc>');
    expect(xml).not.toContain(draft.id);

    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(job.id).run();
    const after = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`, { headers: sessionCookie })).text();
    expect(after).not.toContain(job.id);
    expect(after).not.toContain(recruiter.companyId);
  });

  it('robots.txt names the sitemap with an absolute address and keeps signed-in areas out', async () => {
    const text = await (await SELF.fetch(`${ORIGIN}/robots.txt`, { headers: sessionCookie })).text();
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /api/');
  });
});

describe('edge cache of public pages', { timeout: 60_000 }, () => {
  it('keeps an anonymous page for about a minute and bypasses it with a session cookie', async () => {
    const url = `${ORIGIN}/jobs?q=${word()}`;
    const first = await SELF.fetch(url);
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    // The copy is stored in waitUntil, which the test entry settles before it answers.
    await first.text();
    const second = await SELF.fetch(url);
    expect(second.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(second.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    await second.text();
    for (const cookie of ['hl_access=abc', 'theme=dark; hl_refresh=abc']) {
      const signedIn = await SELF.fetch(url, { headers: { Cookie: cookie } });
      expect(signedIn.headers.get('X-Edge-Cache')).toBe('BYPASS');
      expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
      await signedIn.text();
    }
    // Other cookies do not make a page personal.
    const other = await SELF.fetch(url, { headers: { Cookie: 'theme=dark' } });
    expect(other.headers.get('X-Edge-Cache')).toBe('HIT');
    await other.text();
  });

  it('never caches the signed-in areas or the API', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/health`);
    expect(res.headers.get('X-Edge-Cache')).toBeNull();
    await res.text();
    const dash = await SELF.fetch(`${ORIGIN}/dashboard`, { redirect: 'manual' });
    expect(dash.headers.get('X-Edge-Cache')).toBeNull();
    await dash.text();
  });
});

describe('GET /api/candidate/matches', { timeout: 60_000 }, () => {
  it('gives a candidate their score and applied mark for open jobs only', async () => {
    const recruiter = await createRecruiter();
    const { job } = await jobWithRecruiter({}, recruiter);
    const { job: closed } = await jobWithRecruiter({}, recruiter);
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closed.id).run();
    const candidate = await createUser('candidate');
    const before = await api(`/api/candidate/matches?ids=${job.id},${closed.id},nope`, { token: candidate.token });
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ matches: [{ id: job.id, score: null, applied: false }] });
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    const after = await api(`/api/candidate/matches?ids=${job.id}`, { token: candidate.token });
    expect(after.json.matches[0].score).toBeGreaterThan(0);
    expect(
      (await api(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName: 'cv.pdf' } }))
        .status,
    ).toBe(201);
    expect(
      (await api(`/api/candidate/matches?ids=${job.id}`, { token: candidate.token })).json.matches[0].applied,
    ).toBe(true);
  });

  it('refuses recruiters, visitors and too many ids', async () => {
    const recruiter = await createRecruiter();
    expect((await api('/api/candidate/matches?ids=a', { token: recruiter.token })).status).toBe(403);
    expect((await api('/api/candidate/matches?ids=a')).status).toBe(401);
    const candidate = await createUser('candidate');
    const many = Array.from({ length: 51 }, (_, i) => `j${i}`).join(',');
    expect((await api(`/api/candidate/matches?ids=${many}`, { token: candidate.token })).status).toBe(400);
  });
});

describe('cards after withdrawing', { timeout: 60_000 }, () => {
  it('a withdrawn application no longer marks its job as applied, in the feed or on public cards', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await createUser('candidate');
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(applied.status).toBe(201);
    const card = async () =>
      (await api('/api/candidate/feed?sort=newest', { token: candidate.token })).json.jobs.find(
        (j: { id: string }) => j.id === job.id,
      );
    expect((await card()).applied).toBe(true);
    expect(
      (
        await api(`/api/candidate/applications/${applied.json.id}/withdraw`, {
          token: candidate.token,
          body: { reason: 'Took another offer' },
        })
      ).status,
    ).toBe(200);
    expect((await card()).applied).toBe(false);
    expect(
      (await api(`/api/candidate/matches?ids=${job.id}`, { token: candidate.token })).json.matches[0].applied,
    ).toBe(false);
  });
});
