import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { exchangeOAuthCode, OAUTH_CODE_TTL_MS } from '../../../worker/auth/oauth';
import { verifyAccessToken } from '../../../worker/auth/tokens';
import { api } from '../helpers';
import { cookieValue, createAccount, PASSWORD, refreshWith, setCookies, signupCandidate, uniqueEmail } from './helpers';

/** One browser's Google flow up to /oauth-success: the one-time code and the browser's state cookie. */
async function googleReturn(loginHint?: string) {
  const start = await api('/api/auth/google');
  const provider = new URL(start.headers.get('Location')!);
  if (loginHint) provider.searchParams.set('login_hint', loginHint);
  const back = new URL((await fetch(provider, { redirect: 'manual' })).headers.get('Location')!);
  const cookie = `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}`;
  const res = await api(`/api/auth/google/callback${back.search}`, { headers: { Cookie: cookie } });
  const location = res.headers.get('Location')!;
  const kept = setCookies(res.headers).hl_oauth;
  return {
    location,
    code: new URL(location, 'http://app.test').searchParams.get('token'),
    cookie: kept ? `hl_oauth=${cookieValue(kept)}` : cookie,
  };
}

const exchange = (code: string, cookie?: string) =>
  api('/api/auth/google/exchange', { body: { code }, headers: cookie ? { Cookie: cookie } : {} });
const login = (email: string) => api('/api/auth/login', { body: { email, password: PASSWORD } });
const audited = async (action: string, userId: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND target_id = ?')
      .bind(action, userId)
      .first<{ n: number }>()
  )?.n;

describe('/oauth-success cannot swap a victim into an attacker session', () => {
  it('an access token in ?token= signs nobody in', async () => {
    const attacker = await signupCandidate();
    const res = await exchange(attacker.json.accessToken);
    expect(res.status).toBe(401);
    expect(setCookies(res.headers).hl_refresh).toBeUndefined();
  });

  it("the attacker's code is worthless in the victim's browser (another state cookie, or none), and is used up", async () => {
    const attacker = await googleReturn(uniqueEmail('attacker'));
    const victim = await api('/api/auth/google');
    const victimCookie = `hl_oauth=${cookieValue(setCookies(victim.headers).hl_oauth)}`;
    expect((await exchange(attacker.code!, victimCookie)).status).toBe(401);
    expect((await exchange(attacker.code!)).status).toBe(401);
    // The first attempt used the code up: even the right browser cannot use it now.
    expect((await exchange(attacker.code!, attacker.cookie)).status).toBe(401);
  });

  it('a code works once, in the browser that started the flow, within 60 seconds', async () => {
    const first = await googleReturn(uniqueEmail('once'));
    const ok = await exchange(first.code!, first.cookie);
    expect(ok.status).toBe(200);
    expect(setCookies(ok.headers).hl_refresh).toMatch(/^hl_refresh=/);
    expect((await exchange(first.code!, first.cookie)).status).toBe(401);

    const late = await googleReturn(uniqueEmail('late'));
    expect(OAUTH_CODE_TTL_MS).toBe(60_000);
    const nonce = late.cookie.slice('hl_oauth='.length);
    await expect(exchangeOAuthCode(env, late.code!, nonce, Date.now() + OAUTH_CODE_TTL_MS + 1000)).rejects.toThrow(
      'expired',
    );
  });
});

describe('Google sign-in against a squatted email', () => {
  it('an unverified candidate account: Google wins, the password stops working, sessions end, audited', async () => {
    const email = uniqueEmail('squatted');
    const squatter = await signupCandidate(email);
    const squatterRefresh = cookieValue(setCookies(squatter.headers).hl_refresh);
    expect((await login(email)).status).toBe(200);

    const owner = await googleReturn(email);
    const session = await exchange(owner.code!, owner.cookie);
    expect(session.status).toBe(200);
    expect((await verifyAccessToken(env, session.json.accessToken))?.userId).toBe(squatter.json.user.id);

    expect((await login(email)).status).toBe(401);
    expect((await api('/api/candidate/profile', { token: squatter.json.accessToken })).status).toBe(401);
    expect((await refreshWith(squatterRefresh)).status).toBe(401);
    const row = await env.DB.prepare('SELECT password_hash, email_verified_at FROM users WHERE id = ?')
      .bind(squatter.json.user.id)
      .first<{ password_hash: string | null; email_verified_at: string | null }>();
    expect(row?.password_hash).toBeNull();
    expect(row?.email_verified_at).not.toBeNull();
    expect(await audited('google_took_unverified_account', squatter.json.user.id)).toBe(1);
  });

  it('an unverified recruiter account is disabled (audited) and the Google user gets a new candidate account', async () => {
    const email = uniqueEmail('staffsquat');
    const recruiter = await createAccount('recruiter', { email, verified: false });
    const owner = await googleReturn(email);
    const session = await exchange(owner.code!, owner.cookie);
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({ email, role: 'Candidate' });
    expect(session.json.user.id).not.toBe(recruiter.id);
    expect((await login(email)).status).toBe(401);
    const old = await env.DB.prepare('SELECT suspended_at, password_hash FROM users WHERE id = ?')
      .bind(recruiter.id)
      .first<{ suspended_at: string | null; password_hash: string | null }>();
    expect(old?.suspended_at).not.toBeNull();
    expect(old?.password_hash).toBeNull();
    expect(await audited('unverified_staff_account_disabled', recruiter.id)).toBe(1);
  });

  it('a verified recruiter email ends at /login?error=oauth_failed&reason=staff_account, the account untouched', async () => {
    const recruiter = await createAccount('recruiter');
    const owner = await googleReturn(recruiter.email);
    expect(owner.location).toBe('/login?error=oauth_failed&reason=staff_account');
    expect((await login(recruiter.email)).status).toBe(200);
  });
});
