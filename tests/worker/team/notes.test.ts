import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { applicationAlias, IDEMPOTENCY_HEADER, NOTE_MAX } from '../../../src/contract';
import { addNote as addNoteOf } from '../../../worker/team/notes';
import {
  addRecruiterTo,
  api,
  apply,
  createRecruiter,
  createUser,
  deliverIntents,
  emailsTo,
  insertJob,
  notificationsOf,
} from '../helpers';

async function named<T extends { id: string }>(user: T, fullName: string) {
  await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind(fullName, user.id).run();
  return { ...user, fullName };
}

async function team() {
  const owner = await named(await createRecruiter('Notes Co'), 'Olga Owner');
  const colleague = await named(await addRecruiterTo(owner.companyId), 'Ravi Colleague');
  const jobId = await insertJob(owner, { title: 'Platform Engineer' });
  const candidate = await createUser('candidate', { fullName: 'Nadia Candidate' });
  const application = await apply(jobId, { candidate });
  return { owner, colleague, jobId, candidate, appId: application.id as string };
}

const notesOf = (token: string, appId: string) => api(`/api/recruiter/applications/${appId}/notes`, { token });
const addNote = (token: string, appId: string, body: unknown, headers?: Record<string, string>) =>
  api(`/api/recruiter/applications/${appId}/notes`, { token, body, headers });
const mentionMails = async (email: string) => (await emailsTo(email)).filter((m) => m.kind === 'note_mention');

describe('private notes on an application', () => {
  it('an @mention in the text notifies the colleague in the product and by email, with a link to the application', async () => {
    const t = await team();
    const body = 'Strong on Postgres; @Ravi Colleague can you run the system design round?';
    const added = await addNote(t.owner.token, t.appId, { body });
    expect(added.status).toBe(201);
    const seen = await notesOf(t.colleague.token, t.appId);
    expect(seen.json.notes).toEqual([
      expect.objectContaining({
        authorId: t.owner.id,
        body,
        mentions: [{ id: t.colleague.id, fullName: 'Ravi Colleague' }],
      }),
    ]);
    const link = `/recruiter/jobs/${t.jobId}/applications?open=${t.appId}`;
    expect(await notificationsOf(t.colleague.id)).toEqual([
      {
        kind: 'note_mention',
        title: 'Olga Owner mentioned you in a note',
        body: 'Nadia Candidate · Platform Engineer',
        link,
      },
    ]);
    const [mail, ...more] = await mentionMails(t.colleague.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Olga Owner mentioned you in a note');
    expect(mail?.text_body).toContain('Nadia Candidate · Platform Engineer');
    expect(mail?.text_body).toContain(link);
    // The note itself stays in the product.
    expect(mail?.text_body).not.toContain('Postgres');
    // The author is never notified of their own note, even when they name themselves.
    await addNote(t.owner.token, t.appId, { body: 'Note to self, @Olga Owner: call back' });
    expect(await notificationsOf(t.owner.id)).toEqual([]);
    expect(await mentionMails(t.owner.email)).toEqual([]);
  });

  it('a mention of a non-member or a made-up name notifies nobody; ids sent beside the text are not a mention', async () => {
    const t = await team();
    const outsider = await named(await createRecruiter('Elsewhere'), 'Eve Outsider');
    const added = await addNote(t.owner.token, t.appId, {
      body: 'Ask @Eve Outsider and @Nobody Atall. Ravi Colleague should not hear of this.',
      mentions: [outsider.id, t.colleague.id],
    });
    expect(added.status).toBe(201);
    expect(added.json.notes[0].mentions).toEqual([]);
    for (const user of [outsider, t.colleague, t.owner]) {
      expect(await notificationsOf(user.id)).toEqual([]);
      expect(await mentionMails(user.email)).toEqual([]);
    }
  });

  it('the longest member name wins, a name inside a longer word is none, and twice is told once', async () => {
    const t = await team();
    const ravi = await named(await addRecruiterTo(t.owner.companyId), 'Ravi');
    await addNote(t.owner.token, t.appId, { body: '@ravi colleague, and again @Ravi Colleague; @Ravindra?' });
    expect(await notificationsOf(t.colleague.id)).toHaveLength(1);
    expect(await notificationsOf(ravi.id)).toEqual([]);
    await addNote(t.owner.token, t.appId, { body: 'Thanks @Ravi.' });
    expect(await notificationsOf(ravi.id)).toHaveLength(1);
    expect(await notificationsOf(t.colleague.id)).toHaveLength(1);
  });

  it('a removed member is no longer mentioned', async () => {
    const t = await team();
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = NULL WHERE user_id = ?')
      .bind(t.colleague.id)
      .run();
    expect((await addNote(t.owner.token, t.appId, { body: 'Hi @Ravi Colleague' })).json.notes[0].mentions).toEqual([]);
    expect(await notificationsOf(t.colleague.id)).toEqual([]);
  });

  it('emails a mention only to those who keep mention emails on; the notice in the product always', async () => {
    const t = await team();
    const quiet = await api('/api/recruiter/settings/notifications', {
      method: 'PUT',
      token: t.colleague.token,
      body: { emailOnMention: false },
    });
    expect(quiet.json).toEqual({ blindReview: false, emailOnNewApplication: true, emailOnMention: false });
    await addNote(t.colleague.token, t.appId, { body: 'Over to you @Olga Owner' });
    await addNote(t.owner.token, t.appId, { body: '@Ravi Colleague agreed' });
    expect(await notificationsOf(t.colleague.id)).toHaveLength(1);
    expect(await mentionMails(t.colleague.email)).toEqual([]);
    expect(await mentionMails(t.owner.email)).toHaveLength(1);
  });

  it('a retried note (same Idempotency-Key) notifies once', async () => {
    const t = await team();
    const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
    const first = await addNote(t.owner.token, t.appId, { body: '@Ravi Colleague please look' }, key);
    const again = await addNote(t.owner.token, t.appId, { body: '@Ravi Colleague please look' }, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.notes).toHaveLength(1);
    expect(await notificationsOf(t.colleague.id)).toHaveLength(1);
    expect(await mentionMails(t.colleague.email)).toHaveLength(1);
  });

  it('goes through a notice intent: one left behind is delivered by the queue, to members only', async () => {
    const t = await team();
    // As if the request ended before its delivery: the note and its intent are written, nothing told.
    const added = await addNoteOf(env.DB, t.owner.id, t.appId, { body: 'Over to @Ravi Colleague' });
    expect(added.notices).toHaveLength(1);
    expect(await notificationsOf(t.colleague.id)).toEqual([]);
    expect(await deliverIntents(...added.notices)).toEqual([]);
    expect(await notificationsOf(t.colleague.id)).toHaveLength(1);
    expect(await mentionMails(t.colleague.email)).toHaveLength(1);
    // A note that mentions nobody writes no intent.
    expect((await addNoteOf(env.DB, t.owner.id, t.appId, { body: 'No mention, @nobody' })).notices).toEqual([]);
  });

  it('never reach the candidate nor another company', async () => {
    const t = await team();
    await addNote(t.owner.token, t.appId, { body: 'Salary expectations too high?' });
    const rival = await createRecruiter('Rival Co');
    expect((await notesOf(rival.token, t.appId)).status).toBe(404);
    expect((await addNote(rival.token, t.appId, { body: 'sneaky' })).status).toBe(404);
    const candidateToken = (t.candidate as { token: string }).token;
    expect((await notesOf(candidateToken, t.appId)).status).toBe(403);
    const own = await api(`/api/candidate/applications/${t.appId}`, { token: candidateToken });
    expect(own.status).toBe(200);
    expect(own.text).not.toContain('Salary expectations');
  });

  it('blind review: the notice and the email name the applicant by their alias until interview', async () => {
    const t = await team();
    await api('/api/recruiter/settings/blind-review', { method: 'PUT', token: t.owner.token, body: { enabled: true } });
    await addNote(t.owner.token, t.appId, { body: 'Take a look @Ravi Colleague' });
    const notices = await notificationsOf(t.colleague.id);
    expect(notices[0]?.body).toBe(`${applicationAlias(t.appId)} · Platform Engineer`);
    const mails = await mentionMails(t.colleague.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(applicationAlias(t.appId));
    expect(JSON.stringify([notices, mails])).not.toContain('Nadia');
  });

  it('refuses empty and over-long notes', async () => {
    const t = await team();
    expect((await addNote(t.owner.token, t.appId, { body: '   ' })).status).toBe(400);
    expect((await addNote(t.owner.token, t.appId, { body: 'x'.repeat(NOTE_MAX + 1) })).status).toBe(400);
  });
});
