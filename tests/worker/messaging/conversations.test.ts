import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES } from '../../../src/contract';
import { noticeIntent } from '../../../worker/notices/service';
import {
  api,
  createRecruiter,
  createUser,
  deliverIntents,
  emailsTo,
  insertApplication,
  notificationsOf,
  scene,
} from '../helpers';

const start = (token: string, body: Record<string, unknown>) => api('/api/messages', { token, body });
const send = (token: string, id: string, body: unknown) =>
  api(`/api/messages/${id}/messages`, { token, body: { body } });

describe('who may message whom', () => {
  it('refuses a recruiter whose company the candidate never applied to nor was sent a job by', async () => {
    const { recruiter, candidate } = await scene();
    const res = await start(recruiter.token, { candidateId: candidate.id, body: 'Hello!' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGING_MESSAGES.recruiterNotAllowed);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations').first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('lets the recruiter start once the candidate applied, reopens the same conversation, and the candidate replies', async () => {
    const { recruiter, candidate, jobId } = await scene({ recruiter: 'Ravi Recruiter' });
    const applicationId = await insertApplication(jobId, candidate.id);

    const first = await start(recruiter.token, {
      candidateId: candidate.id,
      body: 'Thanks for applying. Free for a call?',
    });
    expect(first.status).toBe(201);
    expect(first.json.conversation).toMatchObject({
      otherParty: { id: candidate.id, fullName: 'Asha Candidate', role: 'Candidate' },
      companyName: 'Acme Talent',
      job: { id: jobId, title: 'Platform Engineer' },
      applicationId,
      targetedSendId: null,
      unreadCount: 0,
    });
    const id = first.json.conversation.id;

    const again = await start(recruiter.token, { applicationId });
    expect(again.status).toBe(200);
    expect(again.json.conversation.id).toBe(id);

    const reply = await send(candidate.token, id, '  Yes, Tuesday works.  ');
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      conversationId: id,
      seq: 2,
      senderId: candidate.id,
      body: 'Yes, Tuesday works.',
    });
  });

  it('refuses an application of another company, and strangers cannot see or write in a conversation', async () => {
    const { recruiter, candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);
    const other = await createRecruiter('Other Corp');
    expect((await start(other.token, { applicationId })).status).toBe(403);
    expect((await start(other.token, { candidateId: candidate.id })).status).toBe(403);

    const id = (await start(recruiter.token, { applicationId, body: 'Hi' })).json.conversation.id;
    const stranger = await createUser('candidate');
    for (const token of [stranger.token, other.token]) {
      expect((await api(`/api/messages/${id}`, { token })).status).toBe(404);
      expect((await send(token, id, 'let me in')).status).toBe(404);
      expect((await api(`/api/messages/${id}/read`, { token, method: 'POST' })).status).toBe(404);
    }
    const admin = await createUser('admin');
    expect((await api('/api/messages', { token: admin.token })).status).toBe(403);
    expect((await api('/api/messages')).status).toBe(401);
  });

  it('lets a candidate start a conversation about their own application only', async () => {
    const { recruiter, candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);
    const someoneElse = await createUser('candidate');
    const refused = await start(someoneElse.token, { applicationId, body: 'Hi' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(MESSAGING_MESSAGES.candidateNeedsApplication);
    expect((await start(candidate.token, { candidateId: candidate.id })).status).toBe(403);

    const mine = await start(candidate.token, { applicationId, body: 'Is the role still open?' });
    expect(mine.status).toBe(201);
    expect(mine.json.conversation.otherParty).toMatchObject({ id: recruiter.id, role: 'Recruiter' });
    const list = await api('/api/messages', { token: recruiter.token });
    expect(list.json.conversations[0]).toMatchObject({
      id: mine.json.conversation.id,
      unreadCount: 1,
      lastMessage: { body: 'Is the role still open?' },
    });
  });

  it('validates the text: trimmed, not empty, bounded', async () => {
    const { recruiter, candidate, jobId } = await scene();
    await insertApplication(jobId, candidate.id);
    const id = (await start(recruiter.token, { candidateId: candidate.id })).json.conversation.id;
    for (const body of ['', '   \n ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), 42]) {
      const res = await send(recruiter.token, id, body);
      expect(res.status).toBe(400);
      expect(res.json.fields.body).toBeTruthy();
    }
    expect((await send(recruiter.token, id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
  });
});

describe('threads, unread counts and notices', () => {
  it('keeps one order, pages backwards, and answers what is new after a seq', async () => {
    const { recruiter, candidate, jobId } = await scene();
    await insertApplication(jobId, candidate.id);
    const id = (await start(recruiter.token, { candidateId: candidate.id })).json.conversation.id;
    for (let i = 1; i <= 7; i++) await send(i % 2 ? recruiter.token : candidate.token, id, `message ${i}`);

    const newest = await api(`/api/messages/${id}?limit=3`, { token: candidate.token });
    expect(newest.json.messages.map((m: { body: string }) => m.body)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(newest.json.hasMore).toBe(true);
    const older = await api(`/api/messages/${id}?limit=10&before=5`, { token: candidate.token });
    expect(older.json.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(older.json.hasMore).toBe(false);
    const after = await api(`/api/messages/${id}?after=6`, { token: candidate.token });
    expect(after.json.messages.map((m: { seq: number }) => m.seq)).toEqual([7]);
  });

  it('counts unread per participant, newest activity first, and mark-read clears it', async () => {
    const { recruiter, candidate, jobId } = await scene();
    await insertApplication(jobId, candidate.id);
    const a = (await start(recruiter.token, { candidateId: candidate.id, body: 'one' })).json.conversation.id;
    await send(recruiter.token, a, 'two');

    const second = await scene({ company: 'Beta Labs' });
    await insertApplication(second.jobId, candidate.id);
    const b = (await start(second.recruiter.token, { candidateId: candidate.id, body: 'from beta' })).json.conversation
      .id;

    const list = await api('/api/messages', { token: candidate.token });
    expect(list.status).toBe(200);
    expect(list.json.conversations.map((c: { id: string; unreadCount: number }) => [c.id, c.unreadCount])).toEqual([
      [b, 1],
      [a, 2],
    ]);
    expect(list.json.unreadTotal).toBe(3);
    expect(list.json.conversations[0]).toMatchObject({
      companyName: 'Beta Labs',
      lastMessage: { body: 'from beta', senderId: second.recruiter.id },
    });

    const read = await api(`/api/messages/${a}/read`, { token: candidate.token, method: 'POST' });
    expect(read.json.unreadCount).toBe(0);
    await send(candidate.token, a, 'reply');
    const after = await api('/api/messages', { token: candidate.token });
    expect(after.json.unreadTotal).toBe(1);
    expect(after.json.conversations[0].id).toBe(a);
    // The sender's own messages never count as unread for them; the recruiter has one new.
    expect((await api('/api/messages', { token: recruiter.token })).json.conversations[0].unreadCount).toBe(1);

    const page = await api('/api/messages?limit=1', { token: candidate.token });
    expect(page.json.conversations).toHaveLength(1);
    const rest = await api(`/api/messages?limit=1&before=${encodeURIComponent(page.json.next)}`, {
      token: candidate.token,
    });
    expect(rest.json.conversations.map((c: { id: string }) => c.id)).toEqual([b]);
  });

  it('notifies and emails the other side once per burst of unread messages, escaping hostile text', async () => {
    const hostile = '<img src=x onerror=alert(1)> & "quotes"';
    const { recruiter, candidate, jobId } = await scene({ recruiter: '<b>Mallory</b>' });
    await insertApplication(jobId, candidate.id);
    const id = (await start(recruiter.token, { candidateId: candidate.id, body: hostile })).json.conversation.id;
    await send(recruiter.token, id, 'second, same burst');

    const notes = await notificationsOf(candidate.id);
    expect(notes).toEqual([
      {
        kind: 'message',
        title: 'New message from <b>Mallory</b> (Acme Talent)',
        body: hostile,
        link: `/dashboard/messages?c=${id}`,
      },
    ]);
    const [mail, ...more] = await emailsTo(candidate.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'new_message', subject: 'New message from <b>Mallory</b> (Acme Talent)' });
    expect(mail!.text_body).toContain(`> ${hostile}`);
    expect(mail!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail!.html_body).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    expect(mail!.html_body).not.toMatch(/<img|<b>/);
    // Stored as written, not escaped in the database.
    const stored = await env.DB.prepare('SELECT body FROM messages WHERE conversation_id = ? AND seq = 1')
      .bind(id)
      .first<{ body: string }>();
    expect(stored?.body).toBe(hostile);

    // Once the candidate read the thread, the next message announces itself again.
    await api(`/api/messages/${id}/read`, { token: candidate.token, method: 'POST' });
    await send(recruiter.token, id, 'third');
    expect(await notificationsOf(candidate.id)).toHaveLength(2);
  });

  it('does not announce a message the recipient has read by the time its left-behind notice is delivered', async () => {
    const { recruiter, candidate, jobId } = await scene();
    await insertApplication(jobId, candidate.id);
    const id = (await start(recruiter.token, { candidateId: candidate.id })).json.conversation.id;
    const sent = await send(recruiter.token, id, 'Free on Tuesday?');
    expect(await notificationsOf(candidate.id)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM notice_intents').first('n')).toBe(0);

    // As if its delivery had failed: the intent waits for the queue's next try. The candidate reads the thread first.
    const intent = noticeIntent(env.DB, 'message_sent', sent.json.id, new Date());
    await intent.statement.run();
    await api(`/api/messages/${id}/read`, { token: candidate.token, method: 'POST' });
    expect(await deliverIntents(intent.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM notice_intents').first('n')).toBe(0);
    expect(await notificationsOf(candidate.id)).toHaveLength(1);
    expect(await emailsTo(candidate.email)).toHaveLength(1);

    // The next one finds nothing unread before it: announced after the answer, nothing left behind.
    await send(recruiter.token, id, 'Or Wednesday?');
    expect((await notificationsOf(candidate.id)).map((n) => n.body)).toEqual(['Free on Tuesday?', 'Or Wednesday?']);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM notice_intents').first('n')).toBe(0);
  });

  it('emails a candidate only when they keep email notifications on', async () => {
    const { recruiter, candidate, jobId } = await scene();
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, email_notifications) VALUES (?, 0)')
      .bind(candidate.id)
      .run();
    await insertApplication(jobId, candidate.id);
    await start(recruiter.token, { candidateId: candidate.id, body: 'hello' });
    expect(await notificationsOf(candidate.id)).toHaveLength(1);
    expect(await emailsTo(candidate.email)).toHaveLength(0);
  });
});
