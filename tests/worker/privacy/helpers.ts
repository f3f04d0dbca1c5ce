import { SELF } from 'cloudflare:test';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';

import { DATA_EXPORT_MANIFEST } from '../../../src/contract';
import { PASSWORD, signupCandidate, verifyByMail } from '../auth/helpers';
import { api, emailsTo, jobWithRecruiter, ORIGIN, uploadResume } from '../helpers';

/** Downloads "my data" as the settings page does and opens the zip: its manifest and its files by path. */
export async function exportOf(token: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/candidate/export`, {
    headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN },
  });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const manifest = JSON.parse(strFromU8(files[DATA_EXPORT_MANIFEST]!));
  return { res, files, manifest, data: manifest.data };
}

/** DELETE /api/candidate/account with a confirmation. */
export const deleteAccount = (token: string, body: Record<string, unknown>) =>
  api('/api/candidate/account', { method: 'DELETE', token, body });

const DAY = 86_400_000;

/** A candidate with something in every section: profile, resume, application, message, interview, offer, alert, self-identification. */
export async function busyCandidate() {
  const signup = await signupCandidate();
  const candidate = {
    id: signup.json.user.id as string,
    email: signup.json.user.email as string,
    token: signup.json.accessToken as string,
  };
  await verifyByMail(candidate.email);
  await api('/api/candidate/profile', {
    method: 'PUT',
    token: candidate.token,
    body: { fullName: 'Meera Iyer', bio: 'Designer', skills: ['Figma'] },
  });
  expect((await uploadResume(candidate.token, 'meera.pdf')).status).toBe(201);
  const { job, recruiter } = await jobWithRecruiter();
  const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
    token: candidate.token,
    body: { resumeName: 'meera.pdf', coverLetter: 'Hello' },
  });
  expect(applied.status).toBe(201);
  const applicationId = applied.json.id as string;
  const started = await api('/api/messages', {
    token: recruiter.token,
    body: { candidateId: candidate.id, body: 'Thanks for applying. Free for a call?' },
  });
  expect(started.status).toBe(201);
  const conversationId = started.json.conversation.id as string;
  await api(`/api/messages/${conversationId}/messages`, {
    token: candidate.token,
    body: { body: 'Yes, Tuesday works.' },
  });
  const move = (status: string) =>
    api(`/api/recruiter/applications/${applicationId}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status },
    });
  expect((await move('interview')).status).toBe(200);
  const slot = `${new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10)}T10:00`;
  const proposed = await api(`/api/recruiter/applications/${applicationId}/interview`, {
    token: recruiter.token,
    body: { slots: [slot], timeZone: 'UTC', durationMinutes: 45 },
  });
  expect(proposed.status).toBe(201);
  expect((await move('offer')).status).toBe(200);
  const offered = await api(`/api/recruiter/applications/${applicationId}/offer`, {
    method: 'PUT',
    token: recruiter.token,
    body: { text: 'We are glad to offer you the role.' },
  });
  expect(offered.status).toBe(200);
  await api('/api/candidate/alerts', { token: candidate.token, body: { keywords: 'design' } });
  const selfId = await api('/api/candidate/self-identification', {
    method: 'PUT',
    token: candidate.token,
    body: { set: 'india', answers: { gender: 'woman', disability: 'none' } },
  });
  expect(selfId.status).toBe(200);
  return { candidate, password: PASSWORD, recruiter, job, applicationId, conversationId };
}

/** Deletes an account without a password (createUser's) as its owner does: the emailed link, then its confirmation. */
export async function deleteByEmailedLink(user: { token: string; email: string }) {
  expect((await api('/api/candidate/account/deletion-link', { method: 'POST', token: user.token })).status).toBe(200);
  const mail = (await emailsTo(user.email)).filter((m) => m.kind === 'account_deletion_link').at(-1);
  const token = mail?.text_body.match(/\/delete-account#token=([A-Za-z0-9_-]+)/)?.[1];
  return api('/api/account/deletion', { body: { token } });
}
