import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from './entry';

const CLIENT = 'https://client.example';

function call(path: string, init: RequestInit, allowed: string) {
  return app.fetch(new Request(`http://app.test${path}`, init), { ...env, ALLOWED_ORIGINS: allowed }, createExecutionContext());
}

describe('CORS for configured client origins', () => {
  it('answers a preflight from an allowed origin with credentials and the needed headers', async () => {
    const res = await call(
      '/api/auth/login',
      { method: 'OPTIONS', headers: { Origin: CLIENT, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' } },
      `${CLIENT}, https://other.example`,
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
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
    const preflight = await call('/api/test-redis', { method: 'OPTIONS', headers: { Origin: CLIENT, 'Access-Control-Request-Method': 'GET' } }, '');
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
