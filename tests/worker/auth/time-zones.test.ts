import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { addRecruiterTo, api, createRecruiter } from '../helpers';
import { createAccount, PASSWORD, uniqueEmail } from './helpers';

/** The one rule for time: each account's zone, from the browser at sign-up or sign-in, or settings. */
const login = (body: Record<string, unknown>) =>
  api('/api/auth/login', {
    body: { password: PASSWORD, ...body },
    headers: { 'CF-Connecting-IP': crypto.randomUUID() },
  });
const storedZone = (id: string) =>
  env.DB.prepare('SELECT time_zone FROM users WHERE id = ?').bind(id).first<string | null>('time_zone');
const setZone = (token: string, timeZone: unknown) =>
  api('/api/auth/time-zone', { method: 'PUT', token, body: { timeZone } });

describe('a user’s time zone', () => {
  it('is the browser’s at sign-up; without one it is India’s', async () => {
    const body = { fullName: 'Zed Zone', password: PASSWORD, role: 'candidate' };
    const paris = await api('/api/auth/signup', {
      body: { ...body, email: uniqueEmail('tz'), timeZone: 'Europe/Paris' },
    });
    expect(paris.status).toBe(201);
    expect(paris.json.user.timeZone).toBe('Europe/Paris');
    expect(await storedZone(paris.json.user.id)).toBe('Europe/Paris');

    const none = await api('/api/auth/signup', { body: { ...body, email: uniqueEmail('tz') } });
    expect(none.json.user.timeZone).toBe('Asia/Kolkata');
    expect(await storedZone(none.json.user.id)).toBeNull();
  });

  it('is taken from the browser at sign-in only when the account has none: a zone chosen before wins', async () => {
    const account = await createAccount('candidate');
    const first = await login({ email: account.email, timeZone: 'Asia/Kolkata' });
    expect(first.json.user.timeZone).toBe('Asia/Kolkata');
    expect(await storedZone(account.id)).toBe('Asia/Kolkata');

    const travelling = await login({ email: account.email, timeZone: 'America/New_York' });
    expect(travelling.status).toBe(200);
    expect(travelling.json.user.timeZone).toBe('Asia/Kolkata');
    expect(await storedZone(account.id)).toBe('Asia/Kolkata');
  });

  it('never fails a sign-in over a zone the server does not know: the zone is dropped', async () => {
    const account = await createAccount('candidate');
    const res = await login({ email: account.email, timeZone: 'Mars/Olympus' });
    expect(res.status).toBe(200);
    expect(res.json.user.timeZone).toBe('Asia/Kolkata');
    expect(await storedZone(account.id)).toBeNull();
  });

  it('is edited in settings: a real IANA zone is kept and comes back at the next sign-in', async () => {
    const account = await createAccount('recruiter');
    const signedIn = await login({ email: account.email, timeZone: 'Asia/Kolkata' });
    const token = signedIn.json.accessToken as string;

    const wrong = await setZone(token, 'Asia/Nowhere');
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ timeZone: 'Choose a time zone' });
    expect((await setZone('', 'Europe/London')).status).toBe(401);

    const saved = await setZone(token, 'Europe/London');
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ timeZone: 'Europe/London' });
    expect((await login({ email: account.email, timeZone: 'Asia/Tokyo' })).json.user.timeZone).toBe('Europe/London');
  });

  it('falls back to the company’s (its earliest recruiter’s that has one) for a recruiter without one', async () => {
    const founder = await createRecruiter('Zone Co');
    await env.DB.prepare("UPDATE users SET time_zone = 'Asia/Dubai' WHERE id = ?").bind(founder.id).run();
    const colleague = await addRecruiterTo(founder.companyId);
    const hash = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?')
      .bind((await createAccount('recruiter')).email)
      .first<string>('password_hash');
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(hash, colleague.id).run();

    const res = await login({ email: colleague.email });
    expect(res.status).toBe(200);
    expect(res.json.user.timeZone).toBe('Asia/Dubai');
    expect(await storedZone(colleague.id)).toBeNull();
  });
});
