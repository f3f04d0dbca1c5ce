import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { applicationAlias } from '../../../src/contract';
import { addRecruiterTo, api, apply, createUser, emailsTo, notificationsOf, recruiterWithJob } from '../helpers';

describe('blind review holds everywhere', () => {
  it('is one setting for the whole company, and no place shows or links a hidden applicant until interview', async () => {
    const { recruiter, job } = await recruiterWithJob('Blind Co');
    const colleague = await addRecruiterTo(recruiter.companyId);
    const secret = await createUser('candidate', { fullName: 'Zelda Secretname', email: 'zelda.secret@example.com' });
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills, accepts_targeted_jobs) VALUES (?, ?, 1)')
      .bind(secret.id, '["TypeScript","PostgreSQL"]')
      .run();
    // Candidates sign their letters: the letter is read blind too.
    const letter =
      'Dear team,\nI am Zelda Secretname (zelda.secret@example.com), and I would love to build your APIs.\nZelda';
    const { id: applicationId } = await apply(job.id, { candidate: secret, coverLetter: letter });

    // One recruiter turns it on; the colleague's settings and views follow.
    expect(
      (
        await api('/api/recruiter/settings/blind-review', {
          method: 'PUT',
          token: recruiter.token,
          body: { enabled: true },
        })
      ).status,
    ).toBe(200);
    expect((await api('/api/recruiter/settings', { token: colleague.token })).json.blindReview).toBe(true);
    expect((await api('/api/recruiter/profile', { token: colleague.token })).json.blindReview).toBe(true);

    // The candidate writes to the recruiter about their application.
    const started = await api('/api/messages', {
      token: secret.token,
      body: { applicationId, body: 'Hello, I am keen on this role.' },
    });
    expect(started.status, started.text).toBe(201);
    const conversationId = started.json.conversation.id as string;

    const alias = applicationAlias(applicationId);
    const leaks = (text: string) => [secret.id, 'Zelda', 'Secretname', secret.email].filter((s) => text.includes(s));
    // (The targeted pool still lists her by name, exactly as if she had not applied: leaving it would
    // name the applicant. tests/worker/targeted/blind.test.ts holds that.)
    const places: Array<[string, string, { token: string }]> = [
      ['application list', `/api/recruiter/jobs/${job.id}/applications`, colleague],
      ['all applications', '/api/recruiter/jobs/applications', colleague],
      ['application panel', `/api/recruiter/applications/${applicationId}`, colleague],
      ['candidates list', '/api/recruiter/candidates', colleague],
      ['candidate page', `/api/recruiter/candidates/${applicationId}`, colleague],
      ['messages list', '/api/messages', recruiter],
      ['thread and its header', `/api/messages/${conversationId}`, recruiter],
      ['notifications', '/api/notifications', recruiter],
    ];
    for (const [place, path, who] of places) {
      const res = await api(path, { token: who.token });
      expect(res.status, `${place}: ${res.text}`).toBe(200);
      expect(leaks(res.text), `${place}: ${res.text}`).toEqual([]);
    }
    const panel = (await api('/api/recruiter/applications/' + applicationId, { token: colleague.token })).json;
    expect(panel.candidate).toEqual({ id: applicationId, fullName: alias, email: null, hidden: true });
    expect(panel.coverLetter).toContain('I would love to build your APIs.');
    const thread = await api(`/api/messages/${conversationId}`, { token: recruiter.token });
    expect(thread.json.conversation.otherParty).toMatchObject({ id: applicationId, fullName: alias });
    expect(thread.json.messages.map((m: { senderId: string }) => m.senderId)).toEqual([applicationId]);
    expect((await notificationsOf(recruiter.id)).map((n) => n.title)).toContain(`New message from ${alias}`);
    for (const mail of await emailsTo(recruiter.email))
      expect(leaks(`${mail.subject} ${mail.text_body} ${mail.html_body}`), mail.kind).toEqual([]);
    expect((await emailsTo(recruiter.email)).length).toBeGreaterThan(0);

    // Asking by the real id would link the alias to the person: refused as if unknown.
    expect((await api(`/api/recruiter/candidates/${secret.id}`, { token: colleague.token })).status).toBe(404);
    expect((await api('/api/messages', { token: recruiter.token, body: { candidateId: secret.id } })).status).toBe(403);

    // Interview reveals them everywhere.
    await api(`/api/recruiter/applications/${applicationId}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'interview' },
    });
    expect((await api(`/api/messages/${conversationId}`, { token: colleague.token })).status).toBe(404);
    expect(
      (await api(`/api/messages/${conversationId}`, { token: recruiter.token })).json.conversation.otherParty.fullName,
    ).toBe('Zelda Secretname');
    expect(
      (await api(`/api/recruiter/candidates/${secret.id}`, { token: colleague.token })).json.candidate.fullName,
    ).toBe('Zelda Secretname');
    expect(
      (await api('/api/recruiter/applications/' + applicationId, { token: colleague.token })).json.coverLetter,
    ).toBe(letter);
  });
});
