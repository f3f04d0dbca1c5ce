import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { applicationAlias, conversationPath } from '../../../src/contract';
import { api, createRecruiter, insertApplication, scene } from '../helpers';

// "Message candidate" in the panel and "Message recruiter" on the application page both open the
// conversation tied to the application: POST /api/messages { applicationId } without a body.
const open = (token: string, applicationId: string) => api('/api/messages', { token, body: { applicationId } });
const conversationsOf = async (applicationId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations WHERE application_id = ?')
    .bind(applicationId)
    .first<{ n: number }>())!.n;

describe('talking from the application', () => {
  it('opens one conversation for the application from either side, however often and however fast it is clicked', async () => {
    const { recruiter, candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);

    // A double click on each side: four starts at once, one conversation.
    const starts = await Promise.all([
      open(recruiter.token, applicationId),
      open(recruiter.token, applicationId),
      open(candidate.token, applicationId),
      open(candidate.token, applicationId),
    ]);
    for (const res of starts) expect([200, 201], res.text).toContain(res.status);
    expect(starts.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(starts.map((r) => r.json.conversation.id)).size).toBe(1);
    expect(await conversationsOf(applicationId)).toBe(1);
    // Opening writes nothing: the thread is empty until someone writes.
    const id = starts[0]!.json.conversation.id as string;
    expect((await api(`/api/messages/${id}`, { token: candidate.token })).json.messages).toEqual([]);
    expect(starts[2]!.json.conversation).toMatchObject({
      applicationId,
      otherParty: { id: recruiter.id, role: 'Recruiter' },
    });
    expect(conversationPath('recruiter', id)).toBe(`/recruiter/messages?c=${id}`);
  });

  it('keeps the alias under blind review when the recruiter opens it from the panel', async () => {
    const { recruiter, candidate, jobId } = await scene({ candidate: 'Noor Hiddenname' });
    const applicationId = await insertApplication(jobId, candidate.id);
    await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: true },
    });
    const res = await open(recruiter.token, applicationId);
    expect(res.status).toBe(201);
    expect(res.text).not.toContain('Hiddenname');
    expect(res.text).not.toContain(candidate.id);
    expect(res.json.conversation.otherParty).toMatchObject({
      id: applicationId,
      fullName: applicationAlias(applicationId),
    });
  });

  it("refuses another company's recruiter and another candidate, and opens nothing for them", async () => {
    const { candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);
    const squatter = await createRecruiter('Squatter Inc');
    const nosy = (await scene()).candidate;
    expect((await open(squatter.token, applicationId)).status).toBe(403);
    expect((await open(nosy.token, applicationId)).status).toBe(403);
    expect(await conversationsOf(applicationId)).toBe(0);
  });
});
