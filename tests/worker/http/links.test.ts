import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { cookieValue, createAccount, setCookies } from '../auth/helpers';
import app from '../entry';
import { api, createUser, emailsTo, recruiterWithJob, uploadResume } from '../helpers';

const CLIENT = 'http://client.test';
const configured = { ...env, ALLOWED_ORIGINS: `${CLIENT}, https://other.example` };

/** The worker with ALLOWED_ORIGINS (and anything else) set, as a browser would call it. */
async function call(path: string, init: RequestInit = {}, vars: Partial<typeof env> = configured) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://app.test${path}`, { redirect: 'manual', ...init }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** Starts Google sign-in from `origin`, lets the test provider approve, and runs the callback. */
async function googleFrom(origin: string, callbackCookie?: (cookie: string) => string) {
  const start = await call(`/api/auth/google?origin=${encodeURIComponent(origin)}`);
  expect(start.status).toBe(302);
  const cookie = `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}`;
  const approved = await fetch(start.headers.get('Location')!, { redirect: 'manual' });
  const back = new URL(approved.headers.get('Location')!);
  const done = await call(`/api/auth/google/callback${back.search}`, {
    headers: { Cookie: callbackCookie ? callbackCookie(cookie) : cookie },
  });
  expect(done.status).toBe(302);
  return {
    location: done.headers.get('Location')!,
    cookie: `hl_oauth=${cookieValue(setCookies(done.headers).hl_oauth)}`,
  };
}

describe('links that work from another origin', () => {
  it('resume links are absolute URLs on PUBLIC_ORIGIN, for the candidate and the recruiter, and open', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await createUser('candidate');
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    const own = await api('/api/candidate/resumes/cv.pdf/url', { token: candidate.token });
    expect(own.status, own.text).toBe(200);
    expect(own.json.url).toMatch(new RegExp(`^${env.PUBLIC_ORIGIN}/api/files/[^/]+$`));
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(applied.status, applied.text).toBe(201);
    const received = await api(`/api/recruiter/applications/${applied.json.id}/resume-url`, { token: recruiter.token });
    expect(received.status, received.text).toBe(200);
    expect(received.json.url).toMatch(new RegExp(`^${env.PUBLIC_ORIGIN}/api/files/[^/]+$`));
    const opened = await call(new URL(received.json.url).pathname, {}, {});
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
  });

  it('Google sign-in started from an allowed origin returns to its /oauth-success, and the code works there', async () => {
    const { location, cookie } = await googleFrom(CLIENT);
    expect(location).toMatch(new RegExp(`^${CLIENT}/oauth-success\\?token=[^&]+$`));
    const code = new URL(location).searchParams.get('token')!;
    const exchanged = await call('/api/auth/google/exchange', {
      method: 'POST',
      headers: { Origin: CLIENT, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(((await exchanged.json()) as { user: { role: string } }).user.role).toBe('Candidate');
  });

  it('a failure after the state is known returns to the origin’s /login; without ?origin it stays on this site', async () => {
    const failed = await googleFrom(CLIENT, () => 'hl_oauth=someone-elses-cookie');
    expect(failed.location).toBe(`${CLIENT}/login?error=oauth_failed`);
    const home = await googleFrom('');
    expect(home.location).toMatch(/^\/oauth-success\?token=/);
  });

  it('refuses an origin that is not allowed, or is not a bare origin, without starting a flow', async () => {
    for (const origin of [
      'https://evil.example',
      `${CLIENT}/steal`,
      `${CLIENT}.evil.example`,
      'javascript:alert(1)',
      `${CLIENT}@evil.example`,
    ]) {
      const res = await call(`/api/auth/google?origin=${encodeURIComponent(origin)}`);
      expect(res.status, origin).toBe(302);
      expect(res.headers.get('Location'), origin).toBe('/login?error=oauth_failed');
      expect(
        res.headers.getSetCookie().some((c) => c.startsWith('hl_oauth=')),
        origin,
      ).toBe(false);
    }
    // Listed origins are only those of ALLOWED_ORIGINS: with none configured, the client origin is refused too.
    expect(
      (await call(`/api/auth/google?origin=${encodeURIComponent(CLIENT)}`, {}, { ALLOWED_ORIGINS: '' })).headers.get(
        'Location',
      ),
    ).toBe('/login?error=oauth_failed');
  });

  it('emailed page links point at CLIENT_ORIGIN, which defaults to PUBLIC_ORIGIN; API links stay on PUBLIC_ORIGIN', async () => {
    const forgot = async (vars: Partial<typeof env>) => {
      const account = await createAccount('candidate');
      const res = await call(
        '/api/auth/forgot-password',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: account.email }),
        },
        vars,
      );
      expect(res.status).toBe(200);
      return (await emailsTo(account.email)).map((e) => e.text_body).join('\n');
    };
    expect(await forgot({})).toContain(`${env.PUBLIC_ORIGIN}/reset-password/`);
    expect(await forgot({ CLIENT_ORIGIN: `${CLIENT}/` })).toContain(`${CLIENT}/reset-password/`);

    const signup = await call(
      '/api/auth/signup',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Cli Ent',
          email: `client-${Date.now()}@example.com`,
          password: 'Correct-Horse-9',
          role: 'candidate',
        }),
      },
      { CLIENT_ORIGIN: CLIENT },
    );
    const email = ((await signup.json()) as { user: { email: string } }).user.email;
    const verification = (await emailsTo(email)).map((e) => e.text_body).join('\n');
    expect(verification).toContain(`${env.PUBLIC_ORIGIN}/api/auth/verify-email/`);
    expect(verification).not.toContain(CLIENT);
  });
});
