import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { ACCOUNT_DELETION_MESSAGES as SAY, DELETION_LINK_TTL_MINUTES } from '../../../src/contract';
import * as applications from '../../../worker/applications/store';
import { DELETE_PASSWORD_ATTEMPTS } from '../../../worker/privacy/deletion';
import { cookieValue, setCookies, uniqueEmail } from '../auth/helpers';
import { api, createUser, emailsTo } from '../helpers';
import { busyCandidate, deleteAccount, exportOf } from './helpers';

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** Everything of the candidate that deletion must leave untouched when it is refused. */
async function snapshot(candidateId: string) {
  return {
    files: (await env.FILES.list()).objects.map((o) => o.key).sort(),
    resumes: await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', candidateId),
    messages: await count(
      'SELECT COUNT(*) AS n FROM messages m JOIN conversations v ON v.id = m.conversation_id WHERE v.candidate_id = ?',
      candidateId,
    ),
    user: await env.DB.prepare('SELECT email, full_name, suspended_at FROM users WHERE id = ?')
      .bind(candidateId)
      .first(),
    applications: await env.DB.prepare(
      'SELECT status, cover_letter, resume_r2_key FROM applications WHERE candidate_id = ?',
    )
      .bind(candidateId)
      .all()
      .then((r) => r.results),
  };
}

/** What must hold once the account is gone. */
async function expectDeleted(candidateId: string, email: string, token: string) {
  expect(
    await env.DB.prepare('SELECT email, full_name, password_hash, google_sub FROM users WHERE id = ?')
      .bind(candidateId)
      .first(),
  ).toEqual({
    email: `deleted-${candidateId}@deleted.invalid`,
    full_name: 'Deleted candidate',
    password_hash: null,
    google_sub: null,
  });
  for (const [table, column] of [
    ['resumes', 'candidate_id'],
    ['job_alerts', 'candidate_id'],
    ['self_identification', 'candidate_id'],
    ['conversations', 'candidate_id'],
    ['candidate_profiles', 'user_id'],
    ['notifications', 'user_id'],
    ['account_deletion_links', 'user_id'],
  ])
    expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, candidateId), table).toBe(0);
  // What the candidate wrote to a company goes with the account; the company keeps the bare record.
  expect(
    await count(
      "SELECT COUNT(*) AS n FROM applications WHERE candidate_id = ? AND (resume_text != '' OR cover_letter != '' OR screening_answers != '[]')",
      candidateId,
    ),
  ).toBe(0);
  expect((await env.FILES.list({ prefix: `resumes/${candidateId}/` })).objects).toEqual([]);
  expect((await api('/api/candidate/profile', { token })).status).toBe(401);
  const mails = (await emailsTo(email)).filter((m) => m.kind === 'account_deleted');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Your Hireloop account has been deleted');
  return mails[0]!;
}

describe('deleting an account with a password', { timeout: 60_000 }, () => {
  it('refuses a wrong or missing password with a clear message, and nothing is lost', async () => {
    const { candidate } = await busyCandidate();
    expect((await api('/api/candidate/account/deletion', { token: candidate.token })).json).toEqual({
      password: true,
      google: false,
      emailLink: false,
    });
    const before = await snapshot(candidate.id);
    const wrong = await deleteAccount(candidate.token, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ password: SAY.wrongPassword });
    const missing = await deleteAccount(candidate.token, {});
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ password: SAY.passwordRequired });
    // A password account cannot be confirmed another way.
    const google = await deleteAccount(candidate.token, { googleConfirmation: 'whatever' });
    expect(google.json.fields).toEqual({ googleConfirmation: SAY.usePassword });
    const link = await api('/api/candidate/account/deletion-link', { method: 'POST', token: candidate.token });
    expect(link.status).toBe(400);
    expect(link.json.message).toBe(SAY.usePassword);

    expect(await snapshot(candidate.id)).toEqual(before);
    expect((await exportOf(candidate.token)).data.resumes).toHaveLength(1);
    expect((await emailsTo(candidate.email)).filter((m) => m.kind.startsWith('account_del'))).toEqual([]);
  });

  it(`waits after ${DELETE_PASSWORD_ATTEMPTS} wrong passwords, even for the right one`, async () => {
    const { candidate, password } = await busyCandidate();
    for (let i = 0; i < DELETE_PASSWORD_ATTEMPTS; i++)
      expect((await deleteAccount(candidate.token, { password: `wrong-${i}` })).status).toBe(400);
    const waiting = await deleteAccount(candidate.token, { password });
    expect(waiting.status).toBe(429);
    expect(waiting.json.message).toBe(SAY.tooManyPasswords);
    expect(waiting.headers.get('retry-after')).toBeTruthy();
    expect(await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', candidate.id)).toBe(1);
  });

  it('deletes on the right password: applications withdrawn and emptied, files, messages and the rest gone, an email says what is kept', async () => {
    const { candidate, password, applicationId, recruiter } = await busyCandidate();
    const copy = (await applications.findApplication(env.DB, applicationId))!.resume_r2_key;
    expect(await env.FILES.head(copy)).not.toBeNull();
    const res = await deleteAccount(candidate.token, { password });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(SAY.deleted);

    expect(await applications.findApplication(env.DB, applicationId)).toMatchObject({
      status: 'withdrawn',
      resume_text: '',
      cover_letter: '',
      resume_r2_key: '',
    });
    expect(await env.FILES.head(copy)).toBeNull();
    const mail = await expectDeleted(candidate.id, candidate.email, candidate.token);
    expect(mail.text_body).toContain('An anonymous record of your application');
    expect(mail.text_body).toContain('Our security log of this deletion');
    expect(mail.text_body).not.toContain('reports you filed');
    // The company keeps its record, with no name on it.
    const seen = await api(`/api/recruiter/applications/${applicationId}`, { token: recruiter.token });
    expect(JSON.stringify(seen.json)).not.toContain('Meera');
    expect((await api('/api/auth/login', { body: { email: candidate.email, password } })).status).toBe(401);
    // The retry of a deletion that landed finds no session.
    expect((await deleteAccount(candidate.token, { password })).status).toBe(401);
  });
});

describe('deleting a Google-only account', { timeout: 60_000 }, () => {
  const linkOf = async (email: string) => {
    const mails = (await emailsTo(email)).filter((m) => m.kind === 'account_deletion_link');
    const token = mails.at(-1)?.text_body.match(/\/delete-account#token=([A-Za-z0-9_-]+)/)?.[1];
    return { mails, token: token! };
  };

  it('refuses a password, and confirms by an emailed link: a stale, replaced or used link is refused', async () => {
    const candidate = await createUser('candidate', { fullName: 'Gita Google' });
    // No password and no Google subject (an account whose Google link was undone): the email link only.
    expect((await api('/api/candidate/account/deletion', { token: candidate.token })).json).toEqual({
      password: false,
      google: false,
      emailLink: true,
    });
    const password = await deleteAccount(candidate.token, { password: 'anything' });
    expect(password.status).toBe(400);
    expect(password.json.fields).toEqual({ password: SAY.noPassword });

    const sent = await api('/api/candidate/account/deletion-link', { method: 'POST', token: candidate.token });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toBe(SAY.linkSent);
    const first = await linkOf(candidate.email);
    expect(first.mails[0]!.subject).toBe('Confirm the deletion of your Hireloop account');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stale = await api('/api/account/deletion', {
      body: { token: first.token },
      at: Date.now() + (DELETION_LINK_TTL_MINUTES + 1) * 60_000,
    });
    expect(stale.status).toBe(400);
    expect(stale.json.message).toBe(SAY.linkInvalid);

    await api('/api/candidate/account/deletion-link', { method: 'POST', token: candidate.token });
    const second = await linkOf(candidate.email);
    expect(second.token).not.toBe(first.token);
    expect((await api('/api/account/deletion', { body: { token: first.token } })).status).toBe(400);
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ? AND suspended_at IS NULL', candidate.id)).toBe(1);

    const done = await api('/api/account/deletion', { body: { token: second.token } });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(SAY.deleted);
    const mail = await expectDeleted(candidate.id, candidate.email, candidate.token);
    expect(mail.text_body).not.toContain('anonymous record');
    const used = await api('/api/account/deletion', { body: { token: second.token } });
    expect(used.status).toBe(400);
    expect(used.json.fields).toEqual({ token: SAY.linkInvalid });
  });

  /** A Google candidate signed in through the local provider: its access token. */
  async function googleCandidate(email: string) {
    const start = await api('/api/auth/google');
    const location = new URL(start.headers.get('Location')!);
    location.searchParams.set('login_hint', email);
    const back = new URL((await fetch(location, { redirect: 'manual' })).headers.get('Location')!);
    const cookie = `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}`;
    const done = await api(`/api/auth/google/callback${back.search}`, { headers: { Cookie: cookie } });
    const code = new URL(done.headers.get('Location')!, 'http://app.test').searchParams.get('token')!;
    const session = await api('/api/auth/google/exchange', { body: { code }, headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    return { token: session.json.accessToken as string, id: session.json.user.id as string, email };
  }

  /** A fresh Google sign-in started from settings, as `asEmail` at the provider: where it lands. */
  async function confirmWithGoogle(token: string, asEmail?: string, authAgeSeconds?: number) {
    const start = await api('/api/auth/google/confirm', { method: 'POST', token });
    expect(start.status).toBe(200);
    const location = new URL(start.json.location);
    expect(location.searchParams.get('prompt')).toBe('select_account');
    expect(location.searchParams.get('max_age')).toBe('0');
    if (asEmail) location.searchParams.set('login_hint', asEmail);
    // A provider that ignores max_age: its answer says the person signed in that long ago.
    if (authAgeSeconds !== undefined) location.searchParams.set('oidc_auth_age', String(authAgeSeconds));
    const back = new URL((await fetch(location, { redirect: 'manual' })).headers.get('Location')!);
    const cookie = `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}`;
    const done = await api(`/api/auth/google/callback${back.search}`, { headers: { Cookie: cookie } });
    expect(done.status).toBe(302);
    const landed = new URL(done.headers.get('Location')!, 'http://app.test');
    expect(landed.pathname).toBe('/dashboard/settings');
    expect(done.headers.getSetCookie().some((c) => c.startsWith('hl_refresh='))).toBe(false);
    return landed.searchParams.get('google_confirmation')!;
  }

  it('confirms by a fresh Google sign-in as the same Google account, whose code only that user may use, once', async () => {
    const owner = await googleCandidate(uniqueEmail('gone'));
    const other = await googleCandidate(uniqueEmail('other'));
    expect((await api('/api/candidate/account/deletion', { token: owner.token })).json).toEqual({
      password: false,
      google: true,
      emailLink: true,
    });

    // Signing in at Google as someone else confirms nothing.
    expect(await confirmWithGoogle(owner.token, other.email)).toBe('failed');
    const code = await confirmWithGoogle(owner.token);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code is no session, and no one else's confirmation.
    expect((await api('/api/auth/google/exchange', { body: { code } })).status).toBe(401);
    const code2 = await confirmWithGoogle(owner.token);
    const stolen = await deleteAccount(other.token, { googleConfirmation: code2 });
    expect(stolen.status).toBe(400);
    expect(stolen.json.fields).toEqual({ googleConfirmation: SAY.googleMismatch });
    expect((await deleteAccount(owner.token, { googleConfirmation: code2 })).status).toBe(400);

    const code3 = await confirmWithGoogle(owner.token);
    const done = await deleteAccount(owner.token, { googleConfirmation: code3 });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(SAY.deleted);
    await expectDeleted(owner.id, owner.email, owner.token);
    expect((await api('/api/candidate/profile', { token: other.token })).status).toBe(200);
  });

  it('confirms nothing with a sign-in Google remembered from before the flow began', async () => {
    const owner = await googleCandidate(uniqueEmail('stale'));
    expect(await confirmWithGoogle(owner.token, undefined, 600)).toBe('failed');
    // Within the allowance for the provider's clock, it is fresh.
    expect(await confirmWithGoogle(owner.token, undefined, 30)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives no Google confirmation to an account without Google sign-in, and a code expires in a minute', async () => {
    const plain = await createUser('candidate');
    const refused = await api('/api/auth/google/confirm', { method: 'POST', token: plain.token });
    expect(refused.status).toBe(400);
    const owner = await googleCandidate(uniqueEmail('slow'));
    const code = await confirmWithGoogle(owner.token);
    const late = await api('/api/candidate/account', {
      method: 'DELETE',
      token: owner.token,
      body: { googleConfirmation: code },
      at: Date.now() + 61_000,
    });
    expect(late.status).toBe(400);
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ? AND suspended_at IS NULL', owner.id)).toBe(1);
  });
});
