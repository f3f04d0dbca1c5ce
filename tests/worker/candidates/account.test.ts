import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { api, createUser } from '../helpers';

describe('candidate settings', { timeout: 30_000 }, () => {
  it('changes the password after checking the current one, keeping this device signed in', async () => {
    const email = `pw-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signup = await api('/api/auth/signup', {
      body: { fullName: 'Pat Kumar', email, password: 'first-Pass1', role: 'candidate' },
    });
    expect(signup.status).toBe(201);
    const token = signup.json.accessToken;

    const wrong = await api('/api/candidate/password', {
      token,
      body: { currentPassword: 'nope-nope', newPassword: 'second-Pass2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ currentPassword: 'Your current password is not correct' });
    const invalid = await api('/api/candidate/password', { token, body: { currentPassword: '', newPassword: '123' } });
    expect(invalid.json.fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
    });
    const same = await api('/api/candidate/password', {
      token,
      body: { currentPassword: 'first-Pass1', newPassword: 'first-Pass1' },
    });
    expect(same.json.fields).toEqual({ newPassword: 'Choose a password different from the current one' });

    const ok = await api('/api/candidate/password', {
      token,
      body: { currentPassword: 'first-Pass1', newPassword: 'second-Pass2' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Password changed. Other devices have been signed out.');
    expect(ok.headers.get('set-cookie')).toContain('hl_refresh=');
    expect((await api('/api/candidate/profile', { token: ok.json.accessToken })).status).toBe(200);
    expect((await api('/api/auth/login', { body: { email, password: 'first-Pass1' } })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email, password: 'second-Pass2' } })).status).toBe(200);
    const revoked = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NOT NULL',
    )
      .bind(signup.json.user.id)
      .first<{ n: number }>();
    expect(revoked!.n).toBeGreaterThan(0);
  });

  it('explains that a Google-only account has no password to change', async () => {
    const candidate = await createUser('candidate');
    const res = await api('/api/candidate/password', {
      token: candidate.token,
      body: { currentPassword: 'whatever', newPassword: 'second-Pass2' },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.currentPassword).toMatch(/signs in with Google/);
  });
});
