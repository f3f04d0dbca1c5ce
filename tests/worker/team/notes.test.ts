import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { applicationAlias, NOTE_MAX, TEAM_MESSAGES } from '../../../src/contract';
import { addRecruiterTo, api, apply, createRecruiter, createUser, insertJob } from '../helpers';

async function team() {
  const owner = await createRecruiter('Notes Co');
  const colleague = await addRecruiterTo(owner.companyId);
  await env.DB.prepare("UPDATE users SET full_name = 'Ravi Colleague' WHERE id = ?").bind(colleague.id).run();
  const jobId = await insertJob(owner, { title: 'Platform Engineer' });
  const candidate = await createUser('candidate', { fullName: 'Nadia Candidate' });
  const application = await apply(jobId, { candidate });
  return { owner, colleague, jobId, candidate, appId: application.id as string };
}

const notesOf = (token: string, appId: string) => api(`/api/recruiter/applications/${appId}/notes`, { token });
const addNote = (token: string, appId: string, body: unknown) =>
  api(`/api/recruiter/applications/${appId}/notes`, { token, body });

describe('private notes on an application', () => {
  it('colleagues read each other’s notes; a mention notifies the colleague with a link to the application', async () => {
    const t = await team();
    const added = await addNote(t.owner.token, t.appId, {
      body: 'Strong on Postgres; @Ravi can you run the system design round?',
      mentions: [t.colleague.id],
    });
    expect(added.status).toBe(201);
    const seen = await notesOf(t.colleague.token, t.appId);
    expect(seen.json.notes).toEqual([
      expect.objectContaining({
        authorId: t.owner.id,
        body: 'Strong on Postgres; @Ravi can you run the system design round?',
        mentions: [{ id: t.colleague.id, fullName: 'Ravi Colleague' }],
      }),
    ]);
    const notices = await api('/api/notifications', { token: t.colleague.token });
    expect(notices.json.notifications[0]).toMatchObject({
      kind: 'note_mention',
      title: `${t.owner.fullName} mentioned you in a note`,
      body: 'Nadia Candidate · Platform Engineer',
      link: `/recruiter/jobs/${t.jobId}/applications?open=${t.appId}`,
    });
    // The author is never notified of their own note.
    expect((await api('/api/notifications', { token: t.owner.token })).json.notifications).toEqual([]);
  });

  it('only members can be mentioned', async () => {
    const t = await team();
    const outsider = await createRecruiter('Elsewhere');
    const refused = await addNote(t.owner.token, t.appId, { body: 'Hey', mentions: [outsider.id] });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(TEAM_MESSAGES.mentionNotMember);
    expect((await api('/api/notifications', { token: outsider.token })).json.notifications).toEqual([]);
    expect((await notesOf(t.owner.token, t.appId)).json.notes).toEqual([]);
  });

  it('never reach the candidate nor another company', async () => {
    const t = await team();
    await addNote(t.owner.token, t.appId, { body: 'Salary expectations too high?', mentions: [] });
    const rival = await createRecruiter('Rival Co');
    expect((await notesOf(rival.token, t.appId)).status).toBe(404);
    expect((await addNote(rival.token, t.appId, { body: 'sneaky', mentions: [] })).status).toBe(404);
    const candidateToken = (t.candidate as { token: string }).token;
    expect((await notesOf(candidateToken, t.appId)).status).toBe(403);
    const own = await api(`/api/candidate/applications/${t.appId}`, { token: candidateToken });
    expect(own.status).toBe(200);
    expect(own.text).not.toContain('Salary expectations');
  });

  it('blind review: a mention names the applicant by their alias until interview', async () => {
    const t = await team();
    await api('/api/recruiter/settings/blind-review', { method: 'PUT', token: t.owner.token, body: { enabled: true } });
    await addNote(t.owner.token, t.appId, { body: 'Take a look', mentions: [t.colleague.id] });
    const notices = (await api('/api/notifications', { token: t.colleague.token })).json.notifications;
    expect(notices[0].body).toBe(`${applicationAlias(t.appId)} · Platform Engineer`);
    expect(JSON.stringify(notices)).not.toContain('Nadia');
  });

  it('refuses empty and over-long notes', async () => {
    const t = await team();
    expect((await addNote(t.owner.token, t.appId, { body: '   ', mentions: [] })).status).toBe(400);
    expect((await addNote(t.owner.token, t.appId, { body: 'x'.repeat(NOTE_MAX + 1), mentions: [] })).status).toBe(400);
  });
});
