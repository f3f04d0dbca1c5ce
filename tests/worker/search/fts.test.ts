import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { boardQuerySchema, type JobSearch } from '../../../src/contract';
import { rankJobs, searchJobs } from '../../../worker/feed/store';
import { publicBoard, publicJob } from '../../../worker/public-jobs/service';
import { createRecruiter, jobWithRecruiter } from '../helpers';

const today = new Date().toISOString().slice(0, 10);
const tag = () => `t${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
const search = (q: Partial<JobSearch>): JobSearch => ({ q: '', location: '', ...q });
const ids = async (q: Partial<JobSearch>) =>
  (await searchJobs(env.DB, search(q), { today, limit: 50 })).map((r) => r.id);
const ranked = async (q: Partial<JobSearch>) =>
  (await rankJobs(env.DB, search(q), { today, limit: 50, offset: 0 })).map((r) => r.id);

describe('job search index (jobs_fts)', { timeout: 60_000 }, () => {
  it('ranks a title match above skills, skills above the company name, and those above a mention in the text', async () => {
    const t = tag();
    const recruiter = await createRecruiter('Zebra Works');
    const { job: inCompany } = await jobWithRecruiter(
      { title: `Engineer ${t}` },
      await createRecruiter(`${t}orchid Labs`),
    );
    const { job: inText } = await jobWithRecruiter(
      {
        title: `Engineer ${t}`,
        description: `We sometimes use ${t}orchid in our stack, among many other tools and practices.`,
      },
      recruiter,
    );
    const { job: inTitle } = await jobWithRecruiter({ title: `${t}orchid Developer` }, recruiter);
    const { job: inSkills } = await jobWithRecruiter(
      { title: `Engineer ${t}`, requiredSkills: [`${t}orchid`, 'SQL'] },
      recruiter,
    );
    const order = await ranked({ q: `${t}orchid` });
    expect(order).toEqual([inTitle.id, inSkills.id, inCompany.id, inText.id]);
    const board = await publicBoard(env.DB, boardQuerySchema.parse({ q: `${t}orchid` }));
    expect(board.jobs.slice(0, 2).map((j) => j.id)).toEqual([inTitle.id, inSkills.id]);
  });

  it('matches word prefixes, folds case and accents, and needs every word', async () => {
    const t = tag();
    const { job } = await jobWithRecruiter({
      title: `Kubernetes Café Engineer ${t}`,
      requiredSkills: ['C++', 'C#', 'Node.js'],
    });
    expect(await ids({ q: `kube ${t}` })).toEqual([job.id]);
    expect(await ids({ q: `KUBERNETES ${t.toUpperCase()}` })).toEqual([job.id]);
    expect(await ids({ q: `cafe ${t}` })).toEqual([job.id]);
    expect(await ids({ q: `c++ ${t}` })).toEqual([job.id]);
    expect(await ids({ q: `c# ${t}` })).toEqual([job.id]);
    expect(await ids({ q: `node.js ${t}` })).toEqual([job.id]);
    expect(await ids({ q: `haskell ${t}` })).toEqual([]);
    // A word in the middle of another is not a prefix.
    expect(await ids({ q: `bernetes ${t}` })).toEqual([]);
  });

  it('triggers keep the index in step with inserts, edits, company renames and deletes', async () => {
    const t = tag();
    const recruiter = await createRecruiter(`Old${t}`);
    const { job } = await jobWithRecruiter({ title: `Before${t}` }, recruiter);
    expect(await ids({ q: `before${t}` })).toEqual([job.id]);
    await env.DB.prepare('UPDATE jobs SET title = ?, required_skills = ? WHERE id = ?')
      .bind(`After${t}`, JSON.stringify([`Skill${t}`]), job.id)
      .run();
    expect(await ids({ q: `before${t}` })).toEqual([]);
    expect(await ids({ q: `after${t}` })).toEqual([job.id]);
    expect(await ids({ q: `skill${t}` })).toEqual([job.id]);
    expect(await ids({ q: `old${t}` })).toEqual([job.id]);
    await env.DB.prepare('UPDATE companies SET name = ? WHERE id = ?').bind(`New${t}`, recruiter.companyId).run();
    expect(await ids({ q: `old${t}` })).toEqual([]);
    expect(await ids({ q: `new${t}` })).toEqual([job.id]);
    await env.DB.prepare('UPDATE jobs SET city = ? WHERE id = ?').bind('Mumbai', job.id).run();
    expect(await ids({ q: `after${t}`, location: 'Bombay' })).toEqual([job.id]);
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs_fts').first<{ n: number }>();
    await env.DB.batch([
      env.DB.prepare('DELETE FROM job_views WHERE job_id = ?').bind(job.id),
      env.DB.prepare('DELETE FROM jobs WHERE id = ?').bind(job.id),
    ]);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs_fts').first<{ n: number }>();
    expect(after!.n).toBe(before!.n - 1);
    // Index and table agree row for row.
    const orphans = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM jobs_fts WHERE rowid NOT IN (SELECT rowid FROM jobs)',
    ).first<{ n: number }>();
    expect(orphans!.n).toBe(0);
  });

  it('finds places by their variants and without accents', async () => {
    const t = tag();
    const { job: blr } = await jobWithRecruiter({ title: `Place ${t}`, city: 'Bengaluru' });
    const { job: ggn } = await jobWithRecruiter({ title: `Place ${t}`, city: 'Gurgaon' });
    const { job: nyc } = await jobWithRecruiter({ title: `Place ${t}`, city: 'New York', country: 'United States' });
    const { job: mtl } = await jobWithRecruiter({ title: `Place ${t}`, city: 'Montréal', country: 'Canada' });
    const place = async (location: string) => (await ids({ q: t, location })).sort();
    expect(await place('Bangalore')).toEqual([blr.id]);
    expect(await place('bengaluru, india')).toEqual([blr.id]);
    expect(await place('Gurugram')).toEqual([ggn.id]);
    expect(await place('NYC')).toEqual([nyc.id]);
    expect(await place('new york, USA')).toEqual([nyc.id]);
    expect(await place('Montreal')).toEqual([mtl.id]);
    expect(await place('MONTRÉAL')).toEqual([mtl.id]);
    expect(await place('Beng')).toEqual([blr.id]);
    expect(await place('India').then((r) => r.length)).toBe(2);
    expect(await place('Chennai')).toEqual([]);
  });

  it('takes any text as words: query syntax, quotes, long words and odd scripts answer, never fail', async () => {
    const t = tag();
    const { job } = await jobWithRecruiter({ title: `Syntax ${t}` });
    for (const q of [`"${t}`, `(${t}`, `${t})`, `${t}*`, `:${t}`, `^${t}`, `${t} -`, `{${t}}`, `'${t}'`, `${t};--`]) {
      expect(await ids({ q }), q).toEqual([job.id]);
    }
    expect(await ids({ q: '+ #' })).toEqual([]);
    for (const q of ['k'.repeat(200), 'é'.repeat(200), '𞤀𞤁 𐐀', 'AND OR NOT']) {
      expect(await ids({ q }), q).toEqual([]);
      expect(await ids({ location: q }), q).toEqual([]);
      expect(await ranked({ q }), q).toEqual([]);
    }
    // Punctuation alone is no search at all.
    const everything = await ids({});
    for (const q of ['"""', '*', '-', '%_\\', '()']) expect(await ids({ q, location: q }), q).toEqual(everything);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        async (q, location) => {
          await searchJobs(env.DB, search({ q, location }), { today, limit: 5 });
          await rankJobs(env.DB, search({ q, location }), { today, limit: 5, offset: 0 });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('similar jobs', { timeout: 60_000 }, () => {
  it('lists open jobs sharing title words and skills, closest first, never the job itself', async () => {
    const t = tag();
    const { job } = await jobWithRecruiter({
      title: `${t}alpha Platform Engineer`,
      requiredSkills: [`${t}beta`, 'Terraform'],
    });
    const { job: close } = await jobWithRecruiter({ title: `${t}alpha Platform Lead`, requiredSkills: [`${t}beta`] });
    const { job: loose } = await jobWithRecruiter({ title: `Data Analyst`, requiredSkills: [`${t}beta`] });
    const { job: closed } = await jobWithRecruiter({ title: `${t}alpha Platform Engineer` });
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closed.id).run();
    const data = await publicJob(env.DB, job.id);
    const ids = data!.similar.map((j) => j.id);
    expect(ids.slice(0, 2)).toEqual([close.id, loose.id]);
    expect(ids).not.toContain(job.id);
    expect(ids).not.toContain(closed.id);
  });
});
