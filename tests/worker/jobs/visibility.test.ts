import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { utcDay } from '../../../src/contract';
import { findJob } from '../../../worker/jobs/store';
import { isListed, isReadable, LISTED_SQL, listedParam } from '../../../worker/jobs/visibility';
import { api, createRecruiter, createUser, SAMPLE_JOB } from '../helpers';

/** Jobs in every state a candidate can meet, each made through the API. */
async function jobsInEveryState() {
  const recruiter = await createRecruiter('Visibility Co');
  const admin = await createUser('admin');
  const candidate = await createUser('candidate');
  // The jobs are posted as of one instant (the worker's test clock), so "today" is the same day for
  // the test and the worker even when the run crosses midnight UTC.
  const at = Date.now();
  const post = async (title: string, body: Record<string, unknown>) => {
    const res = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, title, ...body },
      at,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };
  const today = utcDay(at);
  const ids = {
    open: await post('Open', {}),
    closingToday: await post('Closing today', { deadline: today }),
    draft: await post('Draft', { status: 'draft' }),
    closed: await post('Closed', {}),
    removed: await post('Removed', {}),
  };
  expect(
    (
      await api(`/api/recruiter/jobs/${ids.closed}`, {
        method: 'PUT',
        token: recruiter.token,
        body: { ...SAMPLE_JOB, title: 'Closed', status: 'closed' },
      })
    ).status,
  ).toBe(200);
  const report = await api('/api/reports', {
    token: candidate.token,
    body: { targetType: 'job', targetId: ids.removed, reason: 'spam' },
  });
  expect(
    (
      await api(`/api/admin/reports/${report.json.id}/action`, {
        method: 'PUT',
        token: admin.token,
        body: { action: 'remove_job' },
      })
    ).status,
  ).toBe(200);
  return { ids, today };
}

describe('which jobs candidates meet', () => {
  it('lists open, published, not removed jobs up to their deadline day, the same in code and in SQL', async () => {
    const { ids, today } = await jobsInEveryState();
    const dayAfter = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000 + 1);
    for (const [now, listed] of [
      [new Date(`${today}T23:59:59Z`), ['open', 'closingToday']],
      [dayAfter, ['open']],
    ] as const) {
      const inCode: string[] = [];
      for (const [name, id] of Object.entries(ids)) if (isListed((await findJob(env.DB, id))!, now)) inCode.push(name);
      expect(inCode.sort()).toEqual([...listed].sort());
      const { results } = await env.DB.prepare(
        `SELECT j.id FROM jobs j WHERE j.id IN (SELECT value FROM json_each(?)) AND ${LISTED_SQL}`,
      )
        .bind(JSON.stringify(Object.values(ids)), listedParam(now))
        .all<{ id: string }>();
      expect(results.map((r) => Object.entries(ids).find(([, id]) => id === r.id)![0]).sort()).toEqual(
        [...listed].sort(),
      );
    }
  });

  it('lets a job page open while the job is published and not removed, closed or past its deadline too', async () => {
    const { ids } = await jobsInEveryState();
    const readable = [];
    for (const [name, id] of Object.entries(ids)) if (isReadable((await findJob(env.DB, id))!)) readable.push(name);
    expect(readable.sort()).toEqual(['closed', 'closingToday', 'open']);
  });
});
