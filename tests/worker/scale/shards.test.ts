import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import { insertApplication, listCandidateApplicationsWithJobs } from '../../../worker/applications/store';
import { searchJobs } from '../../../worker/feed/store';
import { createRecruiter, createUser, insertJob } from '../helpers';

/**
 * The shard plan of docs/scale.md, simulated: two local D1 databases split by company (Acme in
 * the test's own DB, Globex in SHARD_B), each holding the whole schema, driven by the worker's own
 * store functions. Each test names a seam: a query that needs rows of more than one company.
 */
const shardA = env.DB;
const shardB = env.SHARD_B;

/** Runs the fixtures (which write to env.DB) against another shard. */
async function inShard<T>(shard: D1Database, make: () => Promise<T>): Promise<T> {
  const home = env.DB;
  env.DB = shard;
  try {
    return await make();
  } finally {
    env.DB = home;
  }
}

/** What a global accounts table would hand a shard: the account row, copied as it is. */
async function copyAccount(from: D1Database, to: D1Database, userId: string) {
  const row = await from.prepare('SELECT * FROM users WHERE id = ?').bind(userId).first<Record<string, unknown>>();
  if (!row) throw new Error(`no account ${userId}`);
  const columns = Object.keys(row);
  await to
    .prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .bind(...columns.map((c) => row[c]))
    .run();
}

const application = (jobId: string, candidateId: string, now: string) => ({
  id: crypto.randomUUID(),
  jobId,
  candidateId,
  resumeId: null,
  resumeName: 'cv.pdf',
  resumeR2Key: `applications/${crypto.randomUUID()}`,
  resumeText: 'TypeScript engineer',
  coverLetter: '',
  atsScore: 70,
  atsStatus: 'scored',
  atsBreakdown: 'null',
  atsVersion: 'test',
  now,
});

const openJobsIn = async (shard: D1Database) =>
  (await searchJobs(shard, { q: '', location: '' }, { today: new Date().toISOString().slice(0, 10), limit: 50 })).map(
    (j) => j.id,
  );

const openJobsCounted = async (shard: D1Database) =>
  (
    await shard
      .prepare("SELECT n FROM counters WHERE name = 'jobs' AND owner = '' AND key = 'open'")
      .first<{ n: number }>()
  )?.n ?? 0;

describe('two shards split by company', () => {
  let acme: Awaited<ReturnType<typeof createRecruiter>>;
  let globex: Awaited<ReturnType<typeof createRecruiter>>;
  let acmeJob: string;
  let globexJob: string;
  let candidate: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    await applyD1Migrations(shardB, env.TEST_MIGRATIONS);
    acme = await createRecruiter('Acme Talent');
    acmeJob = await insertJob(acme, { title: 'Platform Engineer' });
    globex = await inShard(shardB, () => createRecruiter('Globex Hiring'));
    globexJob = await inShard(shardB, () => insertJob(globex, { title: 'Data Engineer' }));
    // The candidate's account is made where the candidate signed up: shard A stands for the global accounts.
    candidate = await createUser('candidate');
  });

  it('first seam: an application in a company shard references an account, which lives in no company', async () => {
    expect(await insertApplication(shardA, application(acmeJob, candidate.id, '2026-11-20T10:00:00.000Z'))).toBe(true);
    // applications.candidate_id REFERENCES users (id): the other company's shard refuses it.
    await expect(
      insertApplication(shardB, application(globexJob, candidate.id, '2026-11-21T10:00:00.000Z')),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
    // Every shard keeps a copy of the accounts its rows name (or the key is checked by the global database).
    await copyAccount(shardA, shardB, candidate.id);
    expect(await insertApplication(shardB, application(globexJob, candidate.id, '2026-11-21T10:00:00.000Z'))).toBe(
      true,
    );
  });

  it("a candidate's applications are one query per shard, merged by date", async () => {
    const perShard = await Promise.all(
      [shardA, shardB].map((s) => listCandidateApplicationsWithJobs(s, candidate.id, 200)),
    );
    expect(perShard.map((rows) => rows.map((r) => r.job_id))).toEqual([[acmeJob], [globexJob]]);
    const merged = perShard.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(merged.map((r) => r.job_id)).toEqual([globexJob, acmeJob]);
  });

  it("the public job feed of one shard shows only its companies' jobs: the job index must be global", async () => {
    expect(await openJobsIn(shardA)).toEqual([acmeJob]);
    expect(await openJobsIn(shardB)).toEqual([globexJob]);
  });

  it("a company's counters are whole in its shard; the site-wide ones are sums over shards", async () => {
    const companyJobs = (shard: D1Database, companyId: string) =>
      shard
        .prepare("SELECT SUM(n) AS n FROM counters WHERE name = 'company_jobs' AND owner = ?")
        .bind(companyId)
        .first<{ n: number | null }>();
    expect((await companyJobs(shardA, acme.companyId))?.n).toBe(1);
    expect((await companyJobs(shardB, globex.companyId))?.n).toBe(1);
    expect((await companyJobs(shardA, globex.companyId))?.n).toBeNull();
    expect([await openJobsCounted(shardA), await openJobsCounted(shardB)]).toEqual([1, 1]);
  });
});
