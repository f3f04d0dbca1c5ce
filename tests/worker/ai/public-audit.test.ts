import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { AUDIT_COMPANY_MIN_APPLICANTS, AUDIT_SUPPRESSED } from '../../../src/contract';
import { api, createRecruiter, createUser, insertJob } from '../helpers';

/** The public bias audit (/api/ai/audit) re-identifies nobody. */

/** The two answers of a set (sex and race, or gender and disability), or none. */
type Person = [first: string | null, second: string | null, selected: boolean];
const JULY = (day: number) => new Date(Date.UTC(2024, 6, day, 9)).toISOString();
// The worker answers as of 10 October 2024: July and August 2024 have ended.
const NOW = Date.UTC(2024, 9, 10, 12);

/** Applicants of a US company (the EEOC set) unless `set` says India. */
async function applicants(people: Person[], company = 'Audit Privacy Co', created = JULY(3), set = 'eeoc') {
  const recruiter = await createRecruiter(company);
  await env.DB.prepare('UPDATE companies SET country = ? WHERE id = ?')
    .bind(set === 'eeoc' ? 'US' : 'IN', recruiter.companyId)
    .run();
  const jobId = await insertJob(recruiter, { title: 'Data Analyst' });
  const statements: D1PreparedStatement[] = [];
  for (const [first, second, selected] of people) {
    const candidate = await createUser('candidate');
    statements.push(
      env.DB.prepare(
        `INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key, status, furthest_stage, ats_score, ats_status, ats_version, created_at, updated_at, status_changed_at)
         VALUES (?, ?, ?, 'cv.pdf', 'k', ?, ?, 70, 'scored', 'v1', ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        jobId,
        candidate.id,
        selected ? 'interview' : 'applied',
        selected ? 2 : 0,
        created,
        created,
        created,
      ),
    );
    const answers = set === 'eeoc' ? { sex: first, raceEthnicity: second } : { gender: first, disability: second };
    if (first)
      statements.push(
        env.DB.prepare(
          'INSERT INTO self_identification (candidate_id, set_key, answers, updated_at) VALUES (?, ?, ?, ?)',
        ).bind(candidate.id, set, JSON.stringify(answers), created),
      );
  }
  await env.DB.batch(statements);
  return recruiter;
}

const many = (n: number, p: Person): Person[] => Array.from({ length: n }, () => p);

async function publish(body: Record<string, unknown>) {
  const admin = await createUser('admin');
  return api('/api/admin/ai-audit/publish', { token: admin.token, body, at: NOW });
}

type Cell = number | string;
interface PublicRow {
  category: string;
  applicants: Cell;
  scored: Cell;
  aboveMedian: Cell;
  selected: Cell;
  scoringRate: number | null;
  selectionRate: number | null;
}
interface PublicDimension {
  key: string;
  rows: PublicRow[];
  unknown: Cell;
}
const row = (d: PublicDimension[], key: string, category: string) =>
  d.find((x) => x.key === key)!.rows.find((r) => r.category === category)!;

describe('the public audit re-identifies nobody', () => {
  it('shows no cell of 1 to 4 people, and suppresses a second cell where the totals would give one away', async () => {
    // The case: one Native Hawaiian or Other Pacific Islander woman, selected.
    const recruiter = await applicants([
      ['female', 'pacific', true],
      ...many(7, ['female', 'white', false]),
      ...many(2, ['female', 'white', true]),
      ...many(9, ['male', 'white', false]),
      ...many(3, ['male', 'white', true]),
    ]);
    // The whole admin audit keeps every figure.
    const admin = await createUser('admin');
    const full = await api(`/api/admin/ai-audit?from=2024-07-01&to=2024-07-31&companyId=${recruiter.companyId}`, {
      token: admin.token,
    });
    expect(row(full.json.dimensions, 'intersection', 'female+pacific')).toMatchObject({ applicants: 1, selected: 1 });

    const published = await publish({ from: '2024-07-01', to: '2024-07-31' });
    expect(published.status, published.text).toBe(201);
    const pub = (await api('/api/ai/audit')).json.publication;
    const dims = pub.audit.dimensions as PublicDimension[];

    const hawaiian = row(dims, 'intersection', 'female+pacific');
    expect(hawaiian).toMatchObject({
      applicants: AUDIT_SUPPRESSED,
      selected: AUDIT_SUPPRESSED,
      scoringRate: null,
      selectionRate: null,
    });
    expect(row(dims, 'race', 'pacific').applicants).toBe(AUDIT_SUPPRESSED);
    // Race: White 21 + Pacific 1 = 22 would give the Pacific cell away: White is suppressed too.
    expect(row(dims, 'race', 'white').applicants).not.toBe(21);
    expect(typeof row(dims, 'race', 'white').applicants).toBe('string');
    // Intersection: Female + White likewise.
    expect(typeof row(dims, 'intersection', 'female+white').applicants).toBe('string');
    // Sex: Female 10 and Male 12 are shown.
    expect(row(dims, 'sex', 'female').applicants).toBe(10);
    expect(row(dims, 'sex', 'male').applicants).toBe(12);

    // No count anywhere is 1 to 4, and no line of a dimension has exactly one hidden cell.
    const counts: Cell[] = [];
    for (const d of dims) {
      counts.push(d.unknown);
      for (const r of d.rows) counts.push(r.applicants, r.scored, r.aboveMedian, r.selected);
      const hidden = [...d.rows.map((r) => r.applicants), d.unknown].filter((c) => typeof c === 'string');
      expect(hidden.length, d.key).not.toBe(1);
    }
    counts.push(...Object.values(pub.audit.totals as Record<string, Cell | null>).filter((c) => c !== null));
    for (const c of counts) if (typeof c === 'number') expect(c === 0 || c >= 5, String(c)).toBe(true);
    expect(JSON.stringify(pub.audit.warnings)).not.toMatch(/\((1|2|3|4)\)/);
  });

  it('reads the India set’s own categories for an Indian company’s applicants, its small cells suppressed', async () => {
    const SEPTEMBER = new Date(Date.UTC(2024, 8, 3, 9)).toISOString();
    const india = [
      ['transgender', 'benchmark', true],
      ...many(8, ['woman', 'none', false]),
      ...many(3, ['woman', 'none', true]),
      ...many(9, ['man', 'none', false]),
      ...many(2, ['man', 'disability', true]),
    ] as Person[];
    const recruiter = await applicants(india, 'Audit India Co', SEPTEMBER, 'india');
    // A US company's applicants in the same month answer the EEOC set: unknown to the India set.
    await applicants(many(6, ['female', 'white', false]), 'Audit US Co', SEPTEMBER);

    const admin = await createUser('admin');
    const full = await api(`/api/admin/ai-audit?from=2024-09-01&to=2024-09-30&companyId=${recruiter.companyId}`, {
      token: admin.token,
    });
    const mine = full.json.dimensions as Array<PublicDimension & { set: string; label: string }>;
    expect(mine.map((d) => [d.set, d.key, d.label])).toEqual([
      ['india', 'gender', 'Gender (India)'],
      ['india', 'disability', 'Disability (India)'],
      ['india', 'genderDisability', 'Gender and disability (India)'],
      ['eeoc', 'sex', 'Sex'],
      ['eeoc', 'race', 'Race / ethnicity'],
      ['eeoc', 'intersection', 'Sex and race / ethnicity'],
    ]);
    expect(row(mine, 'gender', 'transgender')).toMatchObject({ applicants: 1, selected: 1 });
    expect(row(mine, 'disability', 'benchmark')).toMatchObject({ applicants: 1 });
    expect(row(mine, 'genderDisability', 'man+disability')).toMatchObject({ applicants: 2 });
    // The Indian company's applicants answered no EEOC question.
    expect(mine.find((d) => d.key === 'sex')!.unknown).toBe(23);

    const published = await publish({ from: '2024-09-01', to: '2024-09-30' });
    expect(published.status, published.text).toBe(201);
    const dims = (await api('/api/ai/audit')).json.publication.audit.dimensions as PublicDimension[];
    expect(row(dims, 'gender', 'transgender')).toMatchObject({
      applicants: AUDIT_SUPPRESSED,
      selected: AUDIT_SUPPRESSED,
      selectionRate: null,
    });
    expect(row(dims, 'disability', 'benchmark').applicants).toBe(AUDIT_SUPPRESSED);
    expect(row(dims, 'disability', 'disability').applicants).toBe(AUDIT_SUPPRESSED);
    expect(row(dims, 'genderDisability', 'transgender+benchmark').applicants).toBe(AUDIT_SUPPRESSED);
    // Woman 11 and man 11 with 6 unknown make the 29 applicants: with one count hidden, a second is.
    const gender = dims.find((d) => d.key === 'gender')!;
    const hidden = [...gender.rows.map((r) => r.applicants), gender.unknown].filter((c) => typeof c === 'string');
    expect(hidden.length).toBeGreaterThan(1);
    for (const d of dims)
      for (const r of d.rows)
        for (const c of [r.applicants, r.scored, r.aboveMedian, r.selected])
          if (typeof c === 'number') expect(c === 0 || c >= 5, `${d.key} ${r.category} ${c}`).toBe(true);
  });

  it('publishes whole calendar months only, and only months that have ended', async () => {
    await applicants(many(6, ['female', 'white', false]));
    for (const [from, to] of [
      ['2024-07-03', '2024-07-03'],
      ['2024-07-01', '2024-07-15'],
      ['2024-07-02', '2024-07-31'],
      ['2024-10-01', '2024-10-31'],
    ]) {
      const res = await publish({ from, to });
      expect(res.status, `${from}..${to}`).toBe(400);
    }
    expect((await publish({ from: '2024-07-01', to: '2024-08-31' })).status).toBe(201);
  });

  it(`publishes a company's summary only with at least ${50} applicants in the period`, async () => {
    expect(AUDIT_COMPANY_MIN_APPLICANTS).toBe(50);
    const small = await applicants(many(49, ['male', 'white', false]), 'Small Employer');
    const refused = await publish({ from: '2024-07-01', to: '2024-07-31', companyId: small.companyId });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/at least 50 applicants/);
    const big = await applicants(many(50, ['male', 'white', false]), 'Big Employer');
    expect((await publish({ from: '2024-07-01', to: '2024-07-31', companyId: big.companyId })).status).toBe(201);
    expect((await api('/api/ai/audit')).json.publication.audit.companyName).toBe('Big Employer');
  });

  it('never serves a summary published before these rules as it was stored', async () => {
    // A one-day, one-company audit published earlier, stored with its raw figures.
    const raw = {
      from: '2024-07-03',
      to: '2024-07-03',
      companyId: 'c1',
      companyName: 'One Day Co',
      generatedAt: JULY(4),
      scorerVersions: ['v1'],
      totals: { applicants: 1, scored: 1, humanReview: 0, selected: 1, medianScore: 70 },
      dimensions: [],
      overrides: { count: 0, forwardMoves: 0, rate: null },
      warnings: [],
    };
    const admin = await createUser('admin');
    const id = crypto.randomUUID();
    // Dated after every other publication of this file, so it is the latest.
    await env.DB.prepare(
      'INSERT INTO ai_audit_publications (id, published_at, published_by, audit) VALUES (?, ?, ?, ?)',
    )
      .bind(id, '2099-01-01T00:00:00.000Z', admin.id, JSON.stringify(raw))
      .run();
    const served = (await api('/api/ai/audit')).json.publication;
    expect(served?.id).not.toBe(id);
    expect(JSON.stringify(served)).not.toContain('One Day Co');
  });
});
