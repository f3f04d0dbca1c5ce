import { describe, expect, it } from 'vitest';

import { applicationAlias } from '../../../src/contract';
import { addRecruiterTo, api, apply, createUser, postJob, recruiterWithJob } from '../helpers';

// The all-applications screen's list: every job of the company, filtered by job, stage, minimum
// score and the days applied.
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 9, day, hour)).toISOString();
const ids = (res: { json: { applications: { id: string }[] } }) => res.json.applications.map((a) => a.id);

describe('GET /api/recruiter/jobs/applications: filters of the all-applications screen', () => {
  it('filters by the days applied (both included, UTC), alone and with job, stage and score; totals follow', async () => {
    const { recruiter, job } = await recruiterWithJob('Dated Co');
    const second = await postJob(recruiter, { title: 'Data Engineer' });
    const first = await apply(job.id, { createdAt: at(1, 0), score: 80 });
    const lateOnFirst = await apply(second.id, { createdAt: at(1, 23), score: 40 });
    const middle = await apply(job.id, { createdAt: at(5), score: 90, status: 'screening' });
    const last = await apply(second.id, { createdAt: at(9, 23), score: 70 });
    const after = await apply(job.id, { createdAt: at(10, 0), score: 95 });
    const list = (q: string) => api(`/api/recruiter/jobs/applications?${q}`, { token: recruiter.token });

    const window = await list('from=2026-10-01&to=2026-10-09');
    expect(ids(window)).toEqual([last.id, middle.id, lateOnFirst.id, first.id]);
    expect(window.json).toMatchObject({ total: 4, totalPages: 1 });
    expect(ids(await list('from=2026-10-05'))).toEqual([after.id, last.id, middle.id]);
    expect(ids(await list('to=2026-10-01'))).toEqual([lateOnFirst.id, first.id]);
    expect(ids(await list(`from=2026-10-01&to=2026-10-09&jobId=${job.id}`))).toEqual([middle.id, first.id]);
    expect(ids(await list('from=2026-10-01&to=2026-10-09&status=screening'))).toEqual([middle.id]);
    const scored = await list('from=2026-10-01&to=2026-10-09&atsScore=75&sort=atsScore');
    expect(ids(scored)).toEqual([middle.id, first.id]);
    expect(scored.json.total).toBe(2);
    const paged = await list('from=2026-10-01&limit=2&page=2');
    expect(paged.json).toMatchObject({ total: 5, totalPages: 3, page: 2 });
    expect(ids(paged)).toEqual([middle.id, lateOnFirst.id]);
    // The per-job list takes the same days.
    expect(
      ids(await api(`/api/recruiter/jobs/${job.id}/applications?to=2026-10-05`, { token: recruiter.token })),
    ).toEqual([middle.id, first.id]);
  });

  it('reads empty filters as no filter, and refuses dates that are not days or run backwards', async () => {
    const { recruiter, job } = await recruiterWithJob('Empty Filter Co');
    const a = await apply(job.id, { createdAt: at(2) });
    const b = await apply(job.id, { createdAt: at(3) });
    const empty = await api('/api/recruiter/jobs/applications?jobId=&status=&atsScore=&from=&to=&sort=&page=', {
      token: recruiter.token,
    });
    expect(empty.status, empty.text).toBe(200);
    expect(ids(empty)).toEqual([b.id, a.id]);
    for (const [q, field] of [
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-02-30', 'from'],
      ['from=2026-10-05&to=2026-10-01', 'to'],
    ]) {
      const res = await api(`/api/recruiter/jobs/applications?${q}`, { token: recruiter.token });
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.json.fields), q).toEqual([field]);
    }
  });

  it("never shows another company's applications, whatever the filters, and a colleague sees the same list", async () => {
    const { recruiter, job } = await recruiterWithJob('Scoped Co');
    const colleague = await addRecruiterTo(recruiter.companyId);
    const own = await apply(job.id, { createdAt: at(4), score: 90 });
    const rival = await recruiterWithJob('Rival Co');
    await apply(rival.job.id, { createdAt: at(4), score: 99 });
    await apply(rival.job.id, { createdAt: at(4), score: 99, status: 'screening' });
    for (const q of [
      '',
      'from=2026-10-04&to=2026-10-04',
      'atsScore=95',
      'sort=atsScore',
      'status=screening',
      'from=2026-10-01&atsScore=10',
    ]) {
      const mine = await api(`/api/recruiter/jobs/applications?${q}`, { token: recruiter.token });
      expect(
        mine.json.applications.every((a: { jobId: string }) => a.jobId === job.id),
        q,
      ).toBe(true);
      expect(ids(mine), q).toEqual(ids(await api(`/api/recruiter/jobs/applications?${q}`, { token: colleague.token })));
    }
    expect(ids(await api('/api/recruiter/jobs/applications?from=2026-10-04', { token: recruiter.token }))).toEqual([
      own.id,
    ]);
    // Another company's job as the job filter is unknown, with or without other filters.
    expect(
      (await api(`/api/recruiter/jobs/applications?jobId=${rival.job.id}&from=2026-10-01`, { token: recruiter.token }))
        .status,
    ).toBe(404);
    // A recruiter without a company sees nothing, dated or not.
    const loner = await createUser('recruiter');
    expect((await api('/api/recruiter/jobs/applications?from=2026-01-01', { token: loner.token })).json).toMatchObject({
      applications: [],
      total: 0,
    });
  });

  it('shows hidden applicants by their alias under blind review, in every filtered view', async () => {
    const { recruiter, job } = await recruiterWithJob('Blind List Co');
    const hidden = await apply(job.id, { createdAt: at(6), name: 'Xavier Hiddenname', score: 80 });
    const shown = await apply(job.id, { createdAt: at(7), name: 'Yara Visible', status: 'interview' });
    expect(
      (
        await api('/api/recruiter/settings/blind-review', {
          method: 'PUT',
          token: recruiter.token,
          body: { enabled: true },
        })
      ).status,
    ).toBe(200);
    for (const q of ['', `jobId=${job.id}`, 'from=2026-10-06&to=2026-10-07', 'atsScore=50', 'sort=atsScore']) {
      const res = await api(`/api/recruiter/jobs/applications?${q}`, { token: recruiter.token });
      expect(res.text, q).not.toContain('Hiddenname');
      expect(res.text, q).not.toContain(hidden.candidate.email);
      const row = res.json.applications.find((a: { id: string }) => a.id === hidden.id);
      expect(row.candidate, q).toEqual({
        id: hidden.id,
        fullName: applicationAlias(hidden.id),
        email: null,
        hidden: true,
      });
    }
    const all = await api('/api/recruiter/jobs/applications', { token: recruiter.token });
    expect(all.json.applications.find((a: { id: string }) => a.id === shown.id).candidate).toMatchObject({
      fullName: 'Yara Visible',
      hidden: false,
    });
  });
});
