import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { rescoreStaleApplications } from '../../../worker/applications';
import { analyzeJob, analyzeResume, ATS_SCORER_VERSION, scoreMatch } from '../../../worker/ats';
import { api, apply, recruiterWithJob, SAMPLE_JOB } from '../helpers';

const RESUME = `Experience
Senior Software Engineer, Logistics Co, 2018 - 2025
Built REST APIs in TypeScript and Node.js serving two million requests a day.
Designed PostgreSQL schemas, wrote migrations and tuned slow queries.
Ran services on Kubernetes with Docker images built in CI; on call for payments.
Mentored three engineers and reviewed designs for the platform team.
Skills: TypeScript, Node.js, PostgreSQL, Kubernetes, Docker, REST APIs, Go`;

const scoreOf = async (id: string) =>
  env.DB.prepare('SELECT ats_score, ats_status, ats_version, ats_breakdown FROM applications WHERE id = ?')
    .bind(id)
    .first<{ ats_score: number | null; ats_status: string; ats_version: string; ats_breakdown: string }>();

describe('editing a job re-scores its open applications', () => {
  it('scores open applications with the new requirements and leaves closed ones alone', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const open = await apply(job.id, { resumeText: RESUME, score: 11 });
    const interview = await apply(job.id, { resumeText: RESUME, score: 12, status: 'interview' });
    const rejected = await apply(job.id, { resumeText: RESUME, score: 13, status: 'rejected' });
    const unreadable = await apply(job.id, { resumeText: '', score: null });

    const edited = {
      ...SAMPLE_JOB,
      title: 'Rust Systems Engineer',
      requiredSkills: ['Rust', 'C++'],
      niceToHaveSkills: [],
      minYears: 10,
    };
    const res = await api(`/api/recruiter/jobs/${job.id}`, { method: 'PUT', token: recruiter.token, body: edited });
    expect(res.status).toBe(200);

    const expected = scoreMatch(analyzeResume(RESUME), analyzeJob(edited));
    expect(expected.status).toBe('scored');
    for (const id of [open.id, interview.id]) {
      const row = await scoreOf(id);
      expect(row).toMatchObject({ ats_score: expected.score, ats_status: 'scored', ats_version: expected.version });
      const breakdown = JSON.parse(row!.ats_breakdown);
      expect(breakdown.requiredSkills.items.map((i: { skill: string; found: boolean }) => [i.skill, i.found])).toEqual([
        ['Rust', false],
        ['C++', false],
      ]);
    }
    expect((await scoreOf(rejected.id))?.ats_score).toBe(13);
    // A resume without text is flagged, never scored as if empty.
    expect(await scoreOf(unreadable.id)).toMatchObject({ ats_score: null, ats_status: 'insufficient_data' });

    // The list shows the new reasons.
    const list = await api(`/api/recruiter/jobs/${job.id}/applications?status=applied`, { token: recruiter.token });
    const item = list.json.applications.find((a: { id: string }) => a.id === open.id);
    expect(item.reasons.missing).toEqual(['Rust', 'C++']);
    expect(item.reasons.summary).toMatch(/^0 of 2 required skills/);
  });

  it('matches the skills the new requirements ask for', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id, { resumeText: RESUME, score: 1 });
    await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, requiredSkills: ['Kubernetes', 'Docker'] },
    });
    const detail = await api(`/api/recruiter/applications/${id}`, { token: recruiter.token });
    expect(detail.json.reasons.missing).toEqual([]);
    expect(detail.json.atsScore).toBeGreaterThan(1);
    expect(
      detail.json.atsBreakdown.requiredSkills.items.map(
        (i: { skill: string; found: boolean; evidence: string | null }) => [i.skill, i.found && !!i.evidence],
      ),
    ).toEqual([
      ['Kubernetes', true],
      ['Docker', true],
    ]);
  });
});

describe('re-scoring stored applications with a new scorer version (npm run ats:rescore)', () => {
  it('scores again every application of an older version, whatever its status, and reports progress', async () => {
    const { job } = await recruiterWithJob();
    const applied = await apply(job.id, { resumeText: RESUME, score: 11 });
    const hired = await apply(job.id, { resumeText: RESUME, score: 12, status: 'hired' });
    const unreadable = await apply(job.id, { resumeText: '', score: null });
    // What a deploy of an earlier scorer left behind: the same rows, stamped with its version.
    for (const { id } of [applied, hired, unreadable])
      await env.DB.prepare("UPDATE applications SET ats_version = 'ats-0-earlier' WHERE id = ?").bind(id).run();
    const progress: Array<[number, number]> = [];
    const n = await rescoreStaleApplications(env.DB, (done, total) => progress.push([done, total]));
    expect(n).toBeGreaterThanOrEqual(3);
    expect(progress[0]).toEqual([0, n]);
    expect(progress.at(-1)).toEqual([n, n]);
    const expected = scoreMatch(analyzeResume(RESUME), analyzeJob(SAMPLE_JOB));
    for (const { id } of [applied, hired])
      expect(await scoreOf(id)).toMatchObject({ ats_score: expected.score, ats_version: ATS_SCORER_VERSION });
    expect(await scoreOf(unreadable.id)).toMatchObject({
      ats_score: null,
      ats_status: 'insufficient_data',
      ats_version: ATS_SCORER_VERSION,
    });
    // Run again: nothing left on an older version.
    expect(await rescoreStaleApplications(env.DB)).toBe(0);
  });
});
