import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { type AiAudit, AUDIT_METHOD, auditCsv } from '../../../src/contract';
import { computeAudit } from '../../../worker/ai-audit/service';
import { api, createRecruiter, createUser, insertJob } from '../helpers';

const at = (day: number, hour = 9) => new Date(Date.UTC(2025, 2, day, hour)).toISOString();

/**
 * The hand-computed example (scorer v1 unless said):
 *  #  sex      race       score  reaches interview
 *  1  female   asian      90     yes
 *  2  female   asian      80     no
 *  3  female   white      70     yes
 *  4  male     white      60     yes (screening first)
 *  5  male     white      50     no
 *  6  male     asian      40     no
 *  7  male     black      30     no
 *  8  female   declined   20     no
 *  9  (no answer)         85     yes
 * 10  female   white      human review (no score)   yes
 * 11  (no answer)         99 by scorer v0, applied before the range, still open
 * Scored in range: 20 30 40 50 60 70 80 85 90 → median 60; above it: #1 #2 #3 #9.
 */
async function example() {
  const recruiter = await createRecruiter('Audit Example Co');
  // A US company: its jobs ask the EEOC set.
  await env.DB.prepare("UPDATE companies SET country = 'US' WHERE id = ?").bind(recruiter.companyId).run();
  const jobId = await insertJob(recruiter, { title: 'Data Analyst' });
  const rows: Array<[sex: string | null, race: string | null, score: number | null, version: string, created: string]> =
    [
      ['female', 'asian', 90, 'v1', at(2)],
      ['female', 'asian', 80, 'v1', at(2)],
      ['female', 'white', 70, 'v1', at(2)],
      ['male', 'white', 60, 'v1', at(2)],
      ['male', 'white', 50, 'v1', at(3)],
      ['male', 'asian', 40, 'v1', at(3)],
      ['male', 'black', 30, 'v1', at(3)],
      ['female', 'decline', 20, 'v1', at(3)],
      [null, null, 85, 'v1', at(4)],
      ['female', 'white', null, '', at(4)],
      [null, null, 99, 'v0', new Date(Date.UTC(2025, 1, 20)).toISOString()],
    ];
  const ids: string[] = [];
  for (const [sex, race, score, version, created] of rows) {
    const candidate = await createUser('candidate');
    const id = crypto.randomUUID();
    ids.push(id);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key, ats_score, ats_status, ats_version, created_at, updated_at, status_changed_at)
         VALUES (?, ?, ?, 'cv.pdf', 'k', ?, ?, ?, ?, ?, ?)`,
      ).bind(
        id,
        jobId,
        candidate.id,
        score,
        score === null ? 'human_review' : 'scored',
        version,
        created,
        created,
        created,
      ),
      env.DB.prepare(
        "INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at) VALUES (?, ?, ?, NULL, 'applied', '', ?)",
      ).bind(crypto.randomUUID(), id, candidate.id, created),
      ...(sex
        ? [
            env.DB.prepare(
              "INSERT INTO self_identification (candidate_id, set_key, answers, updated_at) VALUES (?, 'eeoc', ?, ?)",
            ).bind(candidate.id, JSON.stringify({ sex, raceEthnicity: race }), created),
          ]
        : []),
    ]);
  }
  const move = (n: number, from: string, to: string, when: string) =>
    env.DB.batch([
      env.DB.prepare(
        'INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).bind(crypto.randomUUID(), ids[n - 1], recruiter.id, from, to, '', when),
      env.DB.prepare('UPDATE applications SET status = ?, status_changed_at = ? WHERE id = ?').bind(
        to,
        when,
        ids[n - 1],
      ),
    ]);
  await move(4, 'applied', 'screening', at(10)); // #1 (90) still applied: an override
  await move(1, 'applied', 'interview', at(11)); // nobody of v1 above 90 (#11 is v0): not one
  await move(3, 'applied', 'interview', at(12)); // #2 (80) still applied: an override
  await move(4, 'screening', 'interview', at(13)); // #2 (80) still applied: an override
  await move(9, 'applied', 'interview', at(14)); // #1 above 85 is already at interview: not one
  await move(10, 'applied', 'interview', at(15)); // no score: not a move past the ranking
  await move(5, 'applied', 'rejected', at(16)); // not to a later stage
  return { companyId: recruiter.companyId };
}

const row = (a: AiAudit, dim: string, label: string) =>
  a.dimensions.find((d) => d.key === dim)!.rows.find((r) => r.label === label)!;

describe('the bias audit', () => {
  it('computes the hand-computed example: rates, impact ratios, unknowns, overrides', async () => {
    const { companyId } = await example();
    const admin = await createUser('admin');
    const res = await api(`/api/admin/ai-audit?from=2025-03-01&to=2025-03-31&companyId=${companyId}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const a = res.json as AiAudit;
    expect(a).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      companyId,
      companyName: 'Audit Example Co',
      scorerVersions: ['v1'],
    });
    expect(a.totals).toEqual({ applicants: 10, scored: 9, humanReview: 1, selected: 5, medianScore: 60 });

    const sex = a.dimensions.find((d) => d.key === 'sex')!;
    expect(sex.unknown).toBe(1);
    expect(row(a, 'sex', 'Female')).toMatchObject({
      applicants: 5,
      scored: 4,
      aboveMedian: 3,
      scoringRate: 0.75,
      selected: 3,
      selectionRate: 0.6,
      scoringImpactRatio: 1,
      selectionImpactRatio: 1,
      excluded: false,
      smallSample: true,
    });
    expect(row(a, 'sex', 'Male')).toMatchObject({
      applicants: 4,
      scored: 4,
      aboveMedian: 0,
      scoringRate: 0,
      selected: 1,
      selectionRate: 0.25,
      scoringImpactRatio: 0,
      excluded: false,
    });
    expect(row(a, 'sex', 'Male').selectionImpactRatio).toBeCloseTo(0.25 / 0.6, 10);

    const race = a.dimensions.find((d) => d.key === 'race')!;
    expect(race.unknown).toBe(2);
    expect(row(a, 'race', 'Asian')).toMatchObject({
      applicants: 3,
      scored: 3,
      aboveMedian: 2,
      selected: 1,
      scoringImpactRatio: 1,
      excluded: false,
    });
    expect(row(a, 'race', 'Asian').selectionImpactRatio).toBeCloseTo(1 / 3 / 0.75, 10);
    expect(row(a, 'race', 'White')).toMatchObject({
      applicants: 4,
      scored: 3,
      aboveMedian: 1,
      selected: 3,
      selectionRate: 0.75,
      selectionImpactRatio: 1,
    });
    expect(row(a, 'race', 'White').scoringImpactRatio).toBeCloseTo(0.5, 10);
    expect(row(a, 'race', 'Black or African American')).toMatchObject({
      applicants: 1,
      scoringRate: 0,
      selectionRate: 0,
      scoringImpactRatio: 0,
      selectionImpactRatio: 0,
      excluded: false,
    });
    // No applicants: rates unknown, left out of the ratios.
    expect(row(a, 'race', 'Hispanic or Latino')).toMatchObject({
      applicants: 0,
      scoringRate: null,
      selectionRate: null,
      scoringImpactRatio: null,
      excluded: true,
    });

    const both = a.dimensions.find((d) => d.key === 'intersection')!;
    expect(both.unknown).toBe(2);
    expect(both.rows.map((r) => [r.label, r.applicants, r.scoringImpactRatio, r.selectionImpactRatio])).toEqual([
      ['Female, White', 2, 1, 1],
      ['Female, Asian', 2, 1, 0.5],
      ['Male, White', 2, 0, 0.5],
      ['Male, Black or African American', 1, 0, 0],
      ['Male, Asian', 1, 0, 0],
    ]);

    expect(a.overrides).toEqual({ count: 3, forwardMoves: 5, rate: 0.6 });
    expect(a.warnings.some((w) => w.startsWith('Sex: small samples'))).toBe(true);

    const csv = auditCsv(a);
    expect(csv.split('\n')[0]).toBe(
      'dimension,category,applicants,scored,above_median,scoring_rate,scoring_impact_ratio,selected,selection_rate,selection_impact_ratio,excluded_under_2pct,small_sample',
    );
    expect(csv).toContain('Sex,Female,5,4,3,0.7500,1.0000,3,0.6000,1.0000,false,true');
    expect(csv).toContain('Sex,Unknown,1,');
    expect(csv).toContain(`# method: ${AUDIT_METHOD[0]}`);
  });

  it('leaves categories under 2% of the known applicants out of the impact ratios and of the highest rate', () => {
    const g = (sex: string, race: string, score: number | null, selected: number, n: number) => ({
      id_set: 'eeoc',
      answers: JSON.stringify({ sex, raceEthnicity: race }),
      score,
      selected,
      human_review: 0,
      n,
    });
    // 100 known: white 60 (30 above the median, 30 selected), asian 39, black 1 (above the median, selected).
    const { dimensions } = computeAudit([
      g('female', 'white', 80, 1, 30),
      g('female', 'white', 20, 0, 30),
      g('male', 'asian', 80, 1, 10),
      g('male', 'asian', 20, 0, 29),
      g('male', 'black', 90, 1, 1),
    ]);
    const race = dimensions.find((d) => d.key === 'race')!.rows;
    const black = race.find((r) => r.category === 'black')!;
    expect(black).toMatchObject({
      applicants: 1,
      scoringRate: 1,
      excluded: true,
      scoringImpactRatio: null,
      selectionImpactRatio: null,
    });
    const white = race.find((r) => r.category === 'white')!;
    expect(white).toMatchObject({ scoringRate: 0.5, scoringImpactRatio: 1, excluded: false, smallSample: false });
    expect(race.find((r) => r.category === 'asian')!.scoringImpactRatio).toBeCloseTo(10 / 39 / 0.5, 10);
  });

  it('is for admins only, checks its range and company, and publishes the public summary', async () => {
    const { companyId } = await example();
    const admin = await createUser('admin');
    const recruiter = await createUser('recruiter');
    expect((await api('/api/admin/ai-audit', { token: recruiter.token })).status).toBe(403);
    expect((await api('/api/admin/ai-audit')).status).toBe(401);
    expect((await api('/api/admin/ai-audit?from=2025-03-10&to=2025-03-01', { token: admin.token })).status).toBe(400);
    expect((await api('/api/admin/ai-audit?companyId=nope', { token: admin.token })).status).toBe(404);

    expect((await api('/api/ai/audit')).json).toEqual({ publication: null });
    expect((await api('/api/admin/ai-audit/publish', { token: recruiter.token, body: {} })).status).toBe(403);
    // A company's summary needs 50 applicants in the period (tests/worker/ai/public-audit.test.ts).
    const small = await api('/api/admin/ai-audit/publish', {
      token: admin.token,
      body: { from: '2025-03-01', to: '2025-03-31', companyId },
    });
    expect(small.status).toBe(409);
    const published = await api('/api/admin/ai-audit/publish', {
      token: admin.token,
      body: { from: '2025-03-01', to: '2025-03-31' },
    });
    expect(published.status).toBe(201);
    const pub = await api('/api/ai/audit');
    expect(pub.json.publication).toMatchObject({
      id: published.json.id,
      audit: { from: '2025-03-01', to: '2025-03-31', companyId: null, totals: { applicants: expect.any(Number) } },
    });
    const log = await env.DB.prepare(
      "SELECT actor_id, target_id FROM audit_log WHERE action = 'ai_audit_published'",
    ).all();
    expect(log.results).toEqual([{ actor_id: admin.id, target_id: published.json.id }]);
  });
});
