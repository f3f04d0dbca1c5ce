import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { API_CSP, DOCS_CSP } from '../../../worker/http/security-headers';
import app from '../entry';

// /api/docs: the API reference for people, off in production unless API_DOCS is "on".

const get = (path: string, vars: { APP_ENV: string; API_DOCS?: string; OPENAPI_DOCUMENT?: string }) =>
  app.fetch(
    new Request(`http://app.test${path}`),
    { ...env, API_DOCS: undefined, OPENAPI_DOCUMENT: undefined, ...vars },
    createExecutionContext(),
  );

const PATHS = [
  '/api/docs',
  '/api/docs/docs.js',
  '/api/docs/docs.css',
  '/api/docs/swagger-ui-bundle.js',
  '/api/docs/swagger-ui.css',
];

describe('/api/openapi.json', () => {
  it('is served by default, and switched off in production by OPENAPI_DOCUMENT=off (never in development)', async () => {
    expect((await get('/api/openapi.json', { APP_ENV: 'production' })).status).toBe(200);
    const off = await get('/api/openapi.json', { APP_ENV: 'production', OPENAPI_DOCUMENT: 'off' });
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ message: expect.any(String) });
    expect((await get('/api/openapi.json', { APP_ENV: 'development', OPENAPI_DOCUMENT: 'off' })).status).toBe(200);
  });
});

describe('/api/docs', () => {
  it('answers 404 in production, and for any value of API_DOCS but "on"', async () => {
    for (const API_DOCS of [undefined, '', 'off', 'true', 'ON ']) {
      for (const path of PATHS) {
        const res = await get(path, { APP_ENV: 'production', API_DOCS });
        expect(res.status, `${path} with API_DOCS=${API_DOCS}`).toBe(404);
        expect(await res.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('serves the page in production with API_DOCS=on, and in development', async () => {
    for (const vars of [{ APP_ENV: 'production', API_DOCS: 'on' }, { APP_ENV: 'development' }]) {
      const res = await get('/api/docs', vars);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
      expect(html).toContain('<script src="/api/docs/docs.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/api/docs/swagger-ui.css">');
      const script = await get('/api/docs/docs.js', vars);
      expect(script.headers.get('Content-Type')).toContain('text/javascript');
      expect(await script.text()).toContain("url: '/api/openapi.json'");
      expect((await get('/api/docs/docs.css', vars)).headers.get('Content-Type')).toContain('text/css');
    }
  });

  it('loads everything from this origin: no inline script or style, no CDN, a CSP without inline or eval', async () => {
    const html = await (await get('/api/docs', { APP_ENV: 'production', API_DOCS: 'on' })).text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const path of PATHS) {
      const csp = (await get(path, { APP_ENV: 'production', API_DOCS: 'on' })).headers.get('Content-Security-Policy');
      expect(csp).toBe(DOCS_CSP);
    }
    expect(DOCS_CSP).not.toMatch(/unsafe|https?:|\*/);
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
  });

  it('leaves every other API answer under the sandboxed API policy', async () => {
    for (const path of ['/api/openapi.json', '/api/docsx', '/api/docs-not']) {
      expect((await get(path, { APP_ENV: 'development' })).headers.get('Content-Security-Policy')).toBe(API_CSP);
    }
  });
});
