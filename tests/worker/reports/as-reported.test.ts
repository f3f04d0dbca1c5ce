import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { REPORT_SNAPSHOT_MESSAGES } from '../../../src/contract';
import { PASSWORD, signupCandidate } from '../auth/helpers';
import { api, createRecruiter, createUser, emptyTables, insertApplication, insertJob } from '../helpers';
import { deleteAccount } from '../privacy/helpers';

// A report keeps what was reported as the reporter saw it: the admin judges that, not what its
// author changed it into afterwards; a deleted account leaves no copy behind in reports.

beforeEach(emptyTables);

const report = (token: string, targetType: string, targetId: string) =>
  api('/api/reports', { token, body: { targetType, targetId, reason: 'scam' } });

async function adminView(reportId: string) {
  const admin = await createUser('admin');
  const list = await api('/api/admin/reports', { token: admin.token });
  expect(list.status).toBe(200);
  return list.json.reports.find((r: { id: string }) => r.id === reportId);
}

describe('a report as reported', () => {
  it('keeps a job as it read when reported, after its recruiter rewrites it', async () => {
    const recruiter = await createRecruiter('Quick Money Ltd');
    const jobId = await insertJob(recruiter, { title: 'Earn 50,000 a week from home' });
    const reported = await env.DB.prepare('SELECT description FROM jobs WHERE id = ?').bind(jobId).first<{
      description: string;
    }>();
    const candidate = await createUser('candidate');
    const filed = await report(candidate.token, 'job', jobId);
    expect(filed.status).toBe(201);
    await env.DB.prepare(
      "UPDATE jobs SET title = 'Customer Support Associate', description = 'A calm job.' WHERE id = ?",
    )
      .bind(jobId)
      .run();

    const seen = await adminView(filed.json.id);
    expect(seen.asReported).toMatchObject({
      type: 'job',
      title: 'Earn 50,000 a week from home',
      companyName: 'Quick Money Ltd',
      description: reported!.description,
    });
    expect(seen.target).toMatchObject({ type: 'job', title: 'Customer Support Associate', excerpt: 'A calm job.' });
  });

  it('keeps a company page (name, website, about) as it was when reported', async () => {
    const recruiter = await createRecruiter('Totally Real Bank');
    await env.DB.prepare("UPDATE companies SET about = 'We guarantee 40% returns.', industry = 'Finance' WHERE id = ?")
      .bind(recruiter.companyId)
      .run();
    const candidate = await createUser('candidate');
    const filed = await report(candidate.token, 'company', recruiter.companyId);
    expect(filed.status).toBe(201);
    await env.DB.prepare("UPDATE companies SET name = 'Plain Bank', about = '' WHERE id = ?")
      .bind(recruiter.companyId)
      .run();

    const seen = await adminView(filed.json.id);
    expect(seen.asReported).toMatchObject({
      type: 'company',
      name: 'Totally Real Bank',
      about: 'We guarantee 40% returns.',
      industry: 'Finance',
    });
    expect(seen.target).toMatchObject({ type: 'company', name: 'Plain Bank' });
  });

  it(`keeps a reported message with the ${REPORT_SNAPSHOT_MESSAGES - 1} before it, and none after`, async () => {
    const recruiter = await createRecruiter('Shady Corp');
    const candidate = await createUser('candidate', { fullName: 'Cara Candidate' });
    const applicationId = await insertApplication(await insertJob(recruiter), candidate.id);
    const opened = await api('/api/messages', { token: recruiter.token, body: { applicationId } });
    const conversationId = opened.json.conversation.id as string;
    const ids: string[] = [];
    for (let i = 1; i <= 9; i++) {
      const sent = await api(`/api/messages/${conversationId}/messages`, {
        token: i % 2 ? recruiter.token : candidate.token,
        body: { body: `Message ${i}` },
      });
      expect(sent.status).toBe(201);
      ids.push((sent.json.message ?? sent.json).id as string);
    }
    const filed = await report(candidate.token, 'message', ids[6]!);
    expect(filed.status).toBe(201);

    const { messages } = (await adminView(filed.json.id)).asReported;
    expect(messages.map((m: { body: string }) => m.body)).toEqual([2, 3, 4, 5, 6, 7].map((i) => `Message ${i}`));
    expect(messages.filter((m: { reported: boolean }) => m.reported).map((m: { body: string }) => m.body)).toEqual([
      'Message 7',
    ]);
    expect(messages[0].senderName).toBe('Cara Candidate');
    expect(messages[5].senderName).toBe('Test recruiter');
  });

  it('keeps no copy of an account deleted since: not of what it reported, nor of reports about it', async () => {
    const signup = await signupCandidate();
    const candidate = { id: signup.json.user.id as string, token: signup.json.accessToken as string };
    const recruiter = await createRecruiter('Pushy Corp');
    const byCandidate = await report(candidate.token, 'job', await insertJob(recruiter));
    const aboutCandidate = await report(recruiter.token, 'user', candidate.id);
    expect([byCandidate.status, aboutCandidate.status]).toEqual([201, 201]);
    expect((await adminView(aboutCandidate.json.id)).asReported).toMatchObject({ type: 'user' });

    expect((await deleteAccount(candidate.token, { password: PASSWORD })).status).toBe(200);
    const rows = await env.DB.prepare('SELECT snapshot FROM reports WHERE id IN (?, ?)')
      .bind(byCandidate.json.id, aboutCandidate.json.id)
      .all<{ snapshot: string | null }>();
    expect(rows.results.map((r) => r.snapshot)).toEqual([null, null]);
  });
});
