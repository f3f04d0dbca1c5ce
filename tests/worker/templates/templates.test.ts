import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { TEMPLATE_MESSAGES } from '../../../src/contract';
import {
  addRecruiterTo,
  api,
  apply,
  auditEntries,
  createRecruiter,
  createUser,
  emailsTo,
  notificationsOf,
  recruiterWithJob,
} from '../helpers';

const REJECTION = {
  kind: 'rejection',
  name: 'Polite no',
  body: 'Dear {candidateFirstName}, thank you for applying to {jobTitle} at {companyName}. We chose another candidate. {recruiterName}',
};
const create = (token: string, body: unknown) => api('/api/recruiter/templates', { token, body });
const move = (token: string, id: string, body: unknown) =>
  api(`/api/recruiter/applications/${id}/status`, { method: 'PUT', token, body });
const setBlind = (token: string, enabled: boolean) =>
  api('/api/recruiter/settings/blind-review', { method: 'PUT', token, body: { enabled } });

describe('message templates: the refusals', () => {
  it('refuses an unknown placeholder and an unbalanced brace, with a clear message on the field', async () => {
    const recruiter = await createRecruiter('Placeholders Ltd');
    const unknown = await create(recruiter.token, { ...REJECTION, body: 'Hi {firstName}, no.' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ body: TEMPLATE_MESSAGES.unknownPlaceholder('firstName') });
    expect(unknown.json.fields.body).toBe(
      '{firstName} is not a placeholder. Use {candidateFirstName}, {jobTitle}, {companyName} or {recruiterName}.',
    );
    for (const body of ['Hi {candidateFirstName, no.', 'Hi candidateFirstName}, no.', 'Hi {{jobTitle}}']) {
      const res = await create(recruiter.token, { ...REJECTION, body });
      expect(res.status, body).toBe(400);
      expect(res.json.fields, body).toEqual({ body: TEMPLATE_MESSAGES.unbalanced });
    }
    // An edit is checked the same way.
    const saved = await create(recruiter.token, REJECTION);
    expect(saved.status).toBe(201);
    const edit = await api(`/api/recruiter/templates/${saved.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...REJECTION, body: 'Hi {name}' },
    });
    expect(edit.status).toBe(400);
    expect(edit.json.fields).toEqual({ body: TEMPLATE_MESSAGES.unknownPlaceholder('name') });
    // So is a move's message: a raw text cannot smuggle an unknown placeholder to the candidate.
    const { recruiter: r2, job } = await recruiterWithJob('Moves Ltd');
    const a = await apply(job.id);
    const res = await move(r2.token, a.id, { status: 'screening', message: 'Hi {salary}' });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ message: TEMPLATE_MESSAGES.unknownPlaceholder('salary') });
  });

  it("another company's template is not found: not listed, not edited, not deleted", async () => {
    const owner = await createRecruiter('Own Co');
    const other = await createRecruiter('Other Co');
    const saved = await create(owner.token, REJECTION);
    expect(saved.status).toBe(201);
    expect((await api('/api/recruiter/templates', { token: other.token })).json.templates).toEqual([]);
    const edit = await api(`/api/recruiter/templates/${saved.json.id}`, {
      method: 'PUT',
      token: other.token,
      body: { ...REJECTION, name: 'Stolen' },
    });
    expect(edit.status).toBe(404);
    expect(edit.json.message).toBe(TEMPLATE_MESSAGES.notFound);
    const del = await api(`/api/recruiter/templates/${saved.json.id}`, { method: 'DELETE', token: other.token });
    expect(del.status).toBe(404);
    const mine = (await api('/api/recruiter/templates', { token: owner.token })).json.templates;
    expect(mine.map((t: { name: string }) => t.name)).toEqual(['Polite no']);
  });

  it('a recruiter without a company, a removed member and a candidate cannot read or write templates', async () => {
    const owner = await createRecruiter('Members Only');
    const saved = await create(owner.token, REJECTION);
    const loner = await createUser('recruiter');
    const none = await api('/api/recruiter/templates', { token: loner.token });
    expect(none.status).toBe(200);
    expect(none.json.templates).toEqual([]);
    const refused = await create(loner.token, REJECTION);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TEMPLATE_MESSAGES.noCompany);

    const former = await addRecruiterTo(owner.companyId);
    expect((await api('/api/recruiter/templates', { token: former.token })).json.templates).toHaveLength(1);
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = NULL WHERE user_id = ?').bind(former.id).run();
    expect((await api('/api/recruiter/templates', { token: former.token })).json.templates).toEqual([]);
    const edit = await api(`/api/recruiter/templates/${saved.json.id}`, {
      method: 'PUT',
      token: former.token,
      body: REJECTION,
    });
    expect(edit.status).toBe(409);

    const candidate = await createUser('candidate');
    expect((await api('/api/recruiter/templates', { token: candidate.token })).status).toBe(403);
  });

  it('under blind review {candidateFirstName} is refused at send time, and allowed once identity shows', async () => {
    const { recruiter, job } = await recruiterWithJob('Blind Templates');
    const a = await apply(job.id, { name: 'Zelda Secretname' });
    expect((await setBlind(recruiter.token, true)).status).toBe(200);
    const refused = await move(recruiter.token, a.id, {
      status: 'rejected',
      reason: 'Another candidate',
      message: REJECTION.body,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(TEMPLATE_MESSAGES.blindPlaceholder);
    expect(refused.json.fields).toEqual({ message: TEMPLATE_MESSAGES.blindPlaceholder });
    expect((await api(`/api/recruiter/applications/${a.id}`, { token: recruiter.token })).json.status).toBe('applied');

    // The other placeholders reveal nothing about the candidate.
    const neutral = await move(recruiter.token, a.id, { status: 'interview', message: 'See you for {jobTitle}.' });
    expect(neutral.status).toBe(200);
    // At interview blind review shows who they are: their name may be used.
    const named = await move(recruiter.token, a.id, { status: 'offer', message: 'Well done, {candidateFirstName}!' });
    expect(named.status).toBe(200);
    expect(named.json.timeline.at(-1).message).toBe('Well done, Zelda!');
  });
});

describe('message templates: the company keeps them', () => {
  it('any member creates, edits and deletes; each change is audited; a colleague reads them', async () => {
    const owner = await createRecruiter('Audit Co');
    const colleague = await addRecruiterTo(owner.companyId);
    const saved = await create(colleague.token, REJECTION);
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ kind: 'rejection', name: 'Polite no', body: REJECTION.body });
    const listed = (await api('/api/recruiter/templates', { token: owner.token })).json;
    expect(listed.templates).toHaveLength(1);
    expect(listed.values.companyName).toBe('Audit Co');
    const edited = await api(`/api/recruiter/templates/${saved.json.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { ...REJECTION, name: 'Kind no' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.name).toBe('Kind no');
    const del = await api(`/api/recruiter/templates/${saved.json.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    expect((await api('/api/recruiter/templates', { token: colleague.token })).json.templates).toEqual([]);

    const mine = async (action: string) =>
      (await auditEntries(action)).filter((e) => e.target_id === saved.json.id).map((e) => [e.actor_id, e.detail]);
    expect(await mine('message_template_created')).toEqual([
      [colleague.id, { companyId: owner.companyId, kind: 'rejection', name: 'Polite no' }],
    ]);
    expect(await mine('message_template_updated')).toEqual([
      [owner.id, { companyId: owner.companyId, kind: 'rejection', name: 'Kind no', was: 'Polite no' }],
    ]);
    expect(await mine('message_template_deleted')).toEqual([
      [owner.id, { companyId: owner.companyId, kind: 'rejection', name: 'Kind no' }],
    ]);
  });

  it('a move sends the filled text: the candidate reads it in the notification, the email and the timeline', async () => {
    const { recruiter, job } = await recruiterWithJob('Filled Co');
    await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind('Rita Recruiter', recruiter.id).run();
    const a = await apply(job.id, { name: 'Asha Verma' });
    const moved = await move(recruiter.token, a.id, {
      status: 'rejected',
      reason: 'Chose another candidate',
      note: 'Internal: weaker on SQL',
      message: REJECTION.body,
    });
    expect(moved.status).toBe(200);
    const filled =
      'Dear Asha, thank you for applying to Senior Backend Engineer at Filled Co. We chose another candidate. Rita Recruiter';
    expect(moved.json.timeline.at(-1)).toMatchObject({ note: 'Internal: weaker on SQL', message: filled });

    const notice = (await notificationsOf(a.candidate.id)).filter((n) => n.kind === 'application_status').at(-1);
    expect(notice?.body).toBe(filled);
    const email = (await emailsTo(a.candidate.email)).filter((e) => e.kind === 'application_status').at(-1);
    expect(email?.text_body).toContain(filled);
    expect(email?.text_body).not.toContain('weaker on SQL');
    const mine = await api(`/api/candidate/applications/${a.id}`, { token: a.candidate.token });
    expect(mine.status).toBe(200);
    const notes = mine.json.timeline.map((e: { note: string }) => e.note);
    expect(notes).toContain(filled);
    expect(notes.join(' ')).not.toContain('weaker on SQL');
  });
});
