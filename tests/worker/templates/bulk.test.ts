import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGING_MESSAGES, TEMPLATE_MESSAGES } from '../../../src/contract';
import { api, apply, createUser, emailsTo, notificationsOf, recruiterWithJob } from '../helpers';

// A bulk reject and a bulk message fill a template for each selected candidate (issue 39, item 3).

const REJECTION =
  'Dear {candidateFirstName}, thank you for applying to {jobTitle} at {companyName}. We chose another candidate. {recruiterName}';
const bulkMove = (token: string, body: unknown) => api('/api/recruiter/applications/bulk-status', { token, body });
const bulkMessage = (token: string, body: unknown, key?: string) =>
  api('/api/recruiter/applications/bulk-message', {
    token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const setBlind = (token: string, enabled: boolean) =>
  api('/api/recruiter/settings/blind-review', { method: 'PUT', token, body: { enabled } });

/** The messages in the application's conversations, as stored. */
async function messagesAbout(applicationId: string) {
  const { results } = await env.DB.prepare(
    `SELECT m.body, m.sender_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.application_id = ? ORDER BY m.created_at`,
  )
    .bind(applicationId)
    .all<{ body: string; sender_id: string }>();
  return results;
}

async function namedRecruiterWithTwo(company: string) {
  const { recruiter, job } = await recruiterWithJob(company);
  await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind('Rita Recruiter', recruiter.id).run();
  const asha = await apply(job.id, { name: 'Asha Verma' });
  const bilal = await apply(job.id, { name: 'Bilal Khan' });
  return { recruiter, job, asha, bilal };
}

describe('bulk with a template: each candidate reads their own', () => {
  it('a bulk reject with a reason and a template: each reads the text filled for them, never the reason or note', async () => {
    const { recruiter, asha, bilal } = await namedRecruiterWithTwo('Bulk Filled Co');
    const moved = await bulkMove(recruiter.token, {
      ids: [asha.id, bilal.id],
      status: 'rejected',
      reason: 'Chose a candidate with more SQL',
      note: 'Internal: both weaker on SQL',
      message: REJECTION,
    });
    expect(moved.status).toBe(200);
    expect(moved.json.updated).toBe(2);
    for (const [a, first] of [
      [asha, 'Asha'],
      [bilal, 'Bilal'],
    ] as const) {
      const filled = `Dear ${first}, thank you for applying to Senior Backend Engineer at Bulk Filled Co. We chose another candidate. Rita Recruiter`;
      const detail = await api(`/api/recruiter/applications/${a.id}`, { token: recruiter.token });
      expect(detail.json.status).toBe('rejected');
      expect(detail.json.timeline.at(-1)).toMatchObject({ note: 'Internal: both weaker on SQL', message: filled });
      const notice = (await notificationsOf(a.candidate.id)).filter((n) => n.kind === 'application_status').at(-1);
      expect(notice?.body).toBe(filled);
      const email = (await emailsTo(a.candidate.email)).filter((e) => e.kind === 'application_status').at(-1);
      expect(email?.text_body).toContain(filled);
      expect(email?.text_body).not.toMatch(/SQL/);
    }
  });

  it('a bulk message lands in each application’s conversation, filled for each, and each candidate is told', async () => {
    const { recruiter, asha, bilal } = await namedRecruiterWithTwo('Bulk Message Co');
    const sent = await bulkMessage(recruiter.token, {
      ids: [asha.id, bilal.id],
      body: 'Hi {candidateFirstName}, could you share your notice period for {jobTitle}? {recruiterName}',
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ sent: 2 });
    expect(await messagesAbout(asha.id)).toEqual([
      {
        body: 'Hi Asha, could you share your notice period for Senior Backend Engineer? Rita Recruiter',
        sender_id: recruiter.id,
      },
    ]);
    expect((await messagesAbout(bilal.id)).map((m) => m.body)).toEqual([
      'Hi Bilal, could you share your notice period for Senior Backend Engineer? Rita Recruiter',
    ]);
    // Each candidate reads it in their own conversation list, and the bell says who wrote.
    for (const a of [asha, bilal]) {
      const mine = await api('/api/messages', { token: a.candidate.token });
      expect(mine.json.conversations).toHaveLength(1);
      const bell = (await notificationsOf(a.candidate.id)).filter((n) => n.kind === 'message');
      expect(bell.map((n) => n.title)).toEqual(['New message from Rita Recruiter (Bulk Message Co)']);
    }
    // A second bulk message goes to the same conversations.
    expect((await bulkMessage(recruiter.token, { ids: [asha.id], body: 'One more thing.' })).status).toBe(201);
    expect((await messagesAbout(asha.id)).map((m) => m.body).at(-1)).toBe('One more thing.');
    expect((await api('/api/messages', { token: asha.candidate.token })).json.conversations).toHaveLength(1);
  });

  it('a retried bulk message (same Idempotency-Key) sends each message once', async () => {
    const { recruiter, asha, bilal } = await namedRecruiterWithTwo('Retry Co');
    const body = { ids: [asha.id, bilal.id], body: 'Thanks, {candidateFirstName}.' };
    const first = await bulkMessage(recruiter.token, body, 'bulk-retry-1');
    const again = await bulkMessage(recruiter.token, body, 'bulk-retry-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json).toEqual(first.json);
    expect((await messagesAbout(asha.id)).map((m) => m.body)).toEqual(['Thanks, Asha.']);
    expect((await messagesAbout(bilal.id)).map((m) => m.body)).toEqual(['Thanks, Bilal.']);
  });
});

describe('bulk with a template: the refusals (nothing is sent)', () => {
  it('one application of another company among the selected: not found, and no candidate hears anything', async () => {
    const { recruiter, asha } = await namedRecruiterWithTwo('Own Bulk Co');
    const other = await recruiterWithJob('Other Bulk Co');
    const theirs = await apply(other.job.id, { name: 'Chen Li' });
    const res = await bulkMessage(recruiter.token, { ids: [asha.id, theirs.id], body: 'Hello {candidateFirstName}' });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Some of the selected applications were not found');
    expect(await messagesAbout(asha.id)).toEqual([]);
    expect(await messagesAbout(theirs.id)).toEqual([]);
  });

  it('under blind review a name placeholder is refused for all while any selected candidate is hidden', async () => {
    const { recruiter, asha, bilal } = await namedRecruiterWithTwo('Blind Bulk Co');
    expect((await setBlind(recruiter.token, true)).status).toBe(200);
    const refused = await bulkMessage(recruiter.token, { ids: [asha.id, bilal.id], body: 'Hi {candidateFirstName}' });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ body: TEMPLATE_MESSAGES.blindPlaceholder });
    const move = await bulkMove(recruiter.token, {
      ids: [asha.id, bilal.id],
      status: 'rejected',
      reason: 'Another candidate',
      message: REJECTION,
    });
    expect(move.status).toBe(400);
    expect(move.json.fields).toEqual({ message: TEMPLATE_MESSAGES.blindPlaceholder });
    expect(await messagesAbout(asha.id)).toEqual([]);
    for (const a of [asha, bilal])
      expect((await api(`/api/recruiter/applications/${a.id}`, { token: recruiter.token })).json.status).toBe(
        'applied',
      );
    // Words that name no one go out under the alias's protection.
    const neutral = await bulkMessage(recruiter.token, { ids: [asha.id, bilal.id], body: 'About {jobTitle}: thanks.' });
    expect(neutral.status).toBe(201);
  });

  it('checks the text as the form does: empty, an unknown placeholder, too long; a candidate and a companyless recruiter are refused', async () => {
    const { recruiter, asha } = await namedRecruiterWithTwo('Checks Co');
    const empty = await bulkMessage(recruiter.token, { ids: [asha.id], body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toEqual({ body: MESSAGING_MESSAGES.bodyRequired });
    const unknown = await bulkMessage(recruiter.token, { ids: [asha.id], body: 'Hi {firstName}' });
    expect(unknown.json.fields).toEqual({ body: TEMPLATE_MESSAGES.unknownPlaceholder('firstName') });
    const long = await bulkMessage(recruiter.token, { ids: [asha.id], body: 'x'.repeat(4_001) });
    expect(long.json.fields).toEqual({ body: MESSAGING_MESSAGES.bodyTooLong });
    const none = await bulkMessage(recruiter.token, { ids: [], body: 'Hi' });
    expect(none.json.fields).toEqual({ ids: 'Select at least one application' });
    expect(await messagesAbout(asha.id)).toEqual([]);

    const candidate = await createUser('candidate');
    expect((await bulkMessage(candidate.token, { ids: [asha.id], body: 'Hi' })).status).toBe(403);
    const loner = await createUser('recruiter');
    const res = await bulkMessage(loner.token, { ids: [asha.id], body: 'Hi' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGING_MESSAGES.noCompany);
  });
});
