import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import app from '../entry';
import { api, createUser } from '../helpers';

const CLIENT = 'https://client.example';

function call(path: string, init: RequestInit, allowed: string) {
  return app.fetch(
    new Request(`http://app.test${path}`, init),
    { ...env, ALLOWED_ORIGINS: allowed },
    createExecutionContext(),
  );
}

describe('CORS for configured client origins', () => {
  it('answers a preflight from an allowed origin with credentials and the needed headers', async () => {
    const res = await call(
      '/api/auth/login',
      {
        method: 'OPTIONS',
        headers: {
          Origin: CLIENT,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,authorization',
        },
      },
      `${CLIENT}, https://other.example`,
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    // The client keys every POST; a preflight that refused the key would fail every write from another origin.
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('adds the headers to a real request from an allowed origin', async () => {
    const res = await call('/api/test-redis', { headers: { Origin: CLIENT } }, CLIENT);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives no CORS headers to an origin that is not listed', async () => {
    const res = await call('/api/test-redis', { headers: { Origin: 'https://evil.example' } }, CLIENT);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is same-origin only when no origins are configured', async () => {
    const res = await call('/api/test-redis', { headers: { Origin: CLIENT } }, '');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await call(
      '/api/test-redis',
      { method: 'OPTIONS', headers: { Origin: CLIENT, 'Access-Control-Request-Method': 'GET' } },
      '',
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('who may change state through the API', () => {
  it('takes a change from the site itself and from callers that send no Origin, and refuses a foreign page', async () => {
    const candidate = await createUser('candidate');
    const alert = (origin: string | null | undefined, keywords: string) =>
      api('/api/candidate/alerts', { token: candidate.token, body: { keywords }, origin });
    expect((await alert(undefined, 'same origin')).status).toBe(201);
    expect((await alert(null, 'no origin')).status).toBe(201);
    const foreign = await alert('https://evil.example', 'foreign');
    expect(foreign.status).toBe(403);
    expect(foreign.json).toEqual({ message: 'Requests from this origin are not allowed' });
    const stored = await api('/api/candidate/alerts', { token: candidate.token, origin: 'https://evil.example' });
    // Reading is not a change: a GET answers whatever the Origin.
    expect(stored.status).toBe(200);
    expect(stored.json.alerts.map((a: { keywords: string }) => a.keywords).sort()).toEqual([
      'no origin',
      'same origin',
    ]);
  });
});
