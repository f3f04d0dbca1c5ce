import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('worker skeleton', () => {
  it('reports D1, R2 and KV as healthy', async () => {
    const res = await SELF.fetch('http://app.test/api/test-redis');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; checks: Record<string, { ok: boolean }> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.checks).sort()).toEqual(['d1', 'kv', 'r2']);
    expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await SELF.fetch('http://app.test/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('sets security headers on API responses and pages', async () => {
    for (const path of ['/api/test-redis', '/dashboard']) {
      const res = await SELF.fetch(`http://app.test${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves an OpenAPI 3.1 document of the API', async () => {
    const res = await SELF.fetch('http://app.test/api/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/test-redis');
  });
});
