import { createServer, type Server } from 'node:http';

import {
  CORS_API_ORIGIN,
  CORS_CLIENT_ORIGIN,
  CORS_CLIENT_PORT,
  E2E_ORIGIN,
  PROXY_ORIGIN,
} from '../../playwright.config';
import { expect, test } from './fixtures';

const PASSWORD = 'Edge-Case-42';
const email = (label: string) => `${label}-${Date.now().toString(36)}@example.com`;

test.describe('proxy mode: a second instance forwards /api to the first', () => {
  test('accounts live in the backend and the edge guard still runs on the proxy', async ({ page }) => {
    const address = email('proxied');
    const signup = await page.request.post(`${PROXY_ORIGIN}/api/auth/signup`, {
      data: { fullName: 'Proxied Person', email: address, password: PASSWORD, role: 'Candidate' },
    });
    expect(signup.status()).toBe(201);
    expect((await signup.json()).user.email).toBe(address);

    // The account was made by the backend instance: it signs in there directly.
    const direct = await page.request.post(`${E2E_ORIGIN}/api/auth/login`, {
      data: { email: address, password: PASSWORD },
    });
    expect(direct.status()).toBe(200);

    // The proxy's own edge guard lets the candidate in and keeps recruiters' pages closed.
    const dashboard = await page.request.get(`${PROXY_ORIGIN}/dashboard`, { maxRedirects: 0 });
    expect(dashboard.status()).toBe(200);
    const recruiterPage = await page.request.get(`${PROXY_ORIGIN}/recruiter/dashboard`, { maxRedirects: 0 });
    expect(recruiterPage.status()).toBe(302);
    expect(recruiterPage.headers().location).toBe('/');
  });

  test('with only the refresh cookie left, the proxy refreshes through the backend', async ({ page, context }) => {
    const signup = await page.request.post(`${PROXY_ORIGIN}/api/auth/signup`, {
      data: { fullName: 'Refresh Me', email: email('refresh'), password: PASSWORD, role: 'Candidate' },
    });
    expect(signup.status()).toBe(201);
    const refresh = (await context.cookies(PROXY_ORIGIN)).find((c) => c.name === 'hl_refresh');
    expect(refresh).toBeDefined();
    await context.clearCookies({ name: 'hl_access' });

    const res = await page.request.get(`${PROXY_ORIGIN}/dashboard`, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    // The session's cookies (the sign-up's D1 bookmark cookie is not one).
    const renewed = (await context.cookies(PROXY_ORIGIN)).filter(
      (c) => c.name === 'hl_access' || c.name === 'hl_refresh',
    );
    expect(renewed.map((c) => c.name).sort()).toEqual(['hl_access', 'hl_refresh']);
    expect(renewed.find((c) => c.name === 'hl_refresh')?.value).not.toBe(refresh?.value);
  });

  test('signed out, the proxy sends a guarded page to /login', async ({ page }) => {
    const res = await page.request.get(`${PROXY_ORIGIN}/admin/dashboard`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/login?redirect=%2Fadmin%2Fdashboard');
  });
});

test.describe('CORS: a client on another origin calls the API with credentials', () => {
  let server: Server;
  test.beforeAll(async () => {
    // The client: a blank page, at 127.0.0.1 (the allowed origin) and at localhost (not listed).
    server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>client</title><p>client</p>'),
    );
    await new Promise<void>((resolve) => server.listen(CORS_CLIENT_PORT, resolve));
  });
  test.afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the allowed origin signs up, and its refresh cookie works from there', async ({ page }) => {
    await page.goto(`${CORS_CLIENT_ORIGIN}/`);
    const result = await page.evaluate(
      async ({ api, address, password }) => {
        const signup = await fetch(`${api}/api/auth/signup`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fullName: 'Far Away', email: address, password, role: 'Candidate' }),
        });
        const refresh = await fetch(`${api}/api/auth/refresh`, { method: 'POST', credentials: 'include' });
        const user = ((await signup.json()) as { user?: { email: string } }).user;
        const token = ((await refresh.json()) as { accessToken?: string }).accessToken;
        return { signup: signup.status, user: user?.email, refresh: refresh.status, token: typeof token };
      },
      { api: CORS_API_ORIGIN, address: email('cors'), password: PASSWORD },
    );
    expect(result).toEqual({ signup: 201, user: expect.stringContaining('cors-'), refresh: 200, token: 'string' });
  });

  test('an origin that is not listed cannot read the API', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/blocked by CORS policy/);
    consoleErrors.allow(/net::ERR_FAILED/);
    const read = (api: string) =>
      page.evaluate(async (url) => {
        try {
          return `read ${(await fetch(`${url}/api/test-redis`, { credentials: 'include' })).status}`;
        } catch (error) {
          return `refused: ${(error as Error).message}`;
        }
      }, api);
    // The same call from the listed origin reads the answer: the API is up and the code works.
    await page.goto(`${CORS_CLIENT_ORIGIN}/`);
    expect(await read(CORS_API_ORIGIN)).toBe('read 200');
    // From another origin the browser refuses it, and only because the answer allows no such origin.
    const stranger = `http://localhost:${CORS_CLIENT_PORT}`;
    await page.goto(`${stranger}/`);
    expect(await read(CORS_API_ORIGIN)).toBe('refused: Failed to fetch');
    const answer = await request.get(`${CORS_API_ORIGIN}/api/test-redis`, { headers: { Origin: stranger } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
