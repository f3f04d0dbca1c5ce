import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { JOB_DEADLINE_PASSED_MESSAGE, utcDay } from '../../../src/contract';
import { api, createRecruiter, SAMPLE_JOB } from '../helpers';

const DAY = 86_400_000;
const yesterday = () => utcDay(new Date(Date.now() - DAY));
const today = () => utcDay(new Date());

describe('a deadline in the past never goes live', () => {
  it('refuses to publish a new job whose deadline has passed, and stores nothing', async () => {
    const recruiter = await createRecruiter();
    const res = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open', deadline: yesterday() },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ deadline: JOB_DEADLINE_PASSED_MESSAGE });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs WHERE company_id = ?')
      .bind(recruiter.companyId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('lets a draft keep a past deadline but refuses to publish it until the date moves', async () => {
    const recruiter = await createRecruiter();
    const draft = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'draft', deadline: yesterday() },
    });
    expect(draft.status).toBe(201);
    const publish = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open', deadline: yesterday() },
    });
    expect(publish.status).toBe(400);
    expect(publish.json.fields).toEqual({ deadline: JOB_DEADLINE_PASSED_MESSAGE });
    const row = await env.DB.prepare('SELECT status, posted_at FROM jobs WHERE id = ?')
      .bind(draft.json.id)
      .first<{ status: string; posted_at: string | null }>();
    expect(row).toEqual({ status: 'draft', posted_at: null });
    // Today still counts: applications close at the end of the deadline's day (UTC).
    const fixed = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open', deadline: today() },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json.status).toBe('open');
  });

  it('refuses to reopen a closed job whose deadline has passed; closing it stays allowed', async () => {
    const recruiter = await createRecruiter();
    const job = await api('/api/recruiter/jobs', { token: recruiter.token, body: { ...SAMPLE_JOB, status: 'open' } });
    // The deadline passes while the job is closed (written directly: the API never stores a past one on an open job).
    const closed = await api(`/api/recruiter/jobs/${job.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'closed' },
    });
    expect(closed.status).toBe(200);
    await env.DB.prepare('UPDATE jobs SET deadline = ? WHERE id = ?').bind(yesterday(), job.json.id).run();
    const reopen = await api(`/api/recruiter/jobs/${job.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open', deadline: yesterday() },
    });
    expect(reopen.status).toBe(400);
    expect(reopen.json.fields).toEqual({ deadline: JOB_DEADLINE_PASSED_MESSAGE });
    const row = await env.DB.prepare('SELECT status FROM jobs WHERE id = ?')
      .bind(job.json.id)
      .first<{ status: string }>();
    expect(row?.status).toBe('closed');
    const stillClosed = await api(`/api/recruiter/jobs/${job.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'closed', deadline: yesterday() },
    });
    expect(stillClosed.status).toBe(200);
  });

  it("refuses moving an open job's deadline into the past", async () => {
    const recruiter = await createRecruiter();
    const job = await api('/api/recruiter/jobs', { token: recruiter.token, body: { ...SAMPLE_JOB, status: 'open' } });
    const res = await api(`/api/recruiter/jobs/${job.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open', deadline: yesterday() },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ deadline: JOB_DEADLINE_PASSED_MESSAGE });
  });
});
