import { createServer, type Server } from 'node:http';

import { CORS_ADMIN, CORS_API_ORIGIN, CORS_CLIENT_ORIGIN, CORS_CLIENT_PORT, OIDC_PORT } from '../../playwright.config';
import { TEST_USER } from '../fixtures/oidc-app';
import { startOidcProvider } from '../fixtures/oidc-provider';
import { makePdf, SAMPLE_RESUME_PAGES } from '../fixtures/resume-files';
import { expect, test } from './fixtures';

/**
 * A small third-party client on another origin (listed in the CORS instance's ALLOWED_ORIGINS),
 * written as the spec's client is: it compares roles with ===, sends empty filters, opens file
 * links as the API gives them and starts Google sign-in with ?origin= to come back to itself.
 */
const CLIENT_PAGE = `<!doctype html><meta charset="utf-8"><title>Other client</title>
<form id="signin"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in</button></form>
<form id="upload"><input type="file" name="file" aria-label="Resume"><button>Upload</button></form>
<a id="google" href="${CORS_API_ORIGIN}/api/auth/google?origin=${encodeURIComponent(CORS_CLIENT_ORIGIN)}">Continue with Google</a>
<ul id="out"></ul>
<script>
const API = ${JSON.stringify(CORS_API_ORIGIN)};
let token = null;
const out = (key, value) => { const li = document.createElement('li'); li.dataset.key = key; li.textContent = JSON.stringify(value); document.getElementById('out').append(li); };
async function call(path, init = {}) {
  const headers = { ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: 'Bearer ' + token } : {}) };
  const res = await fetch(API + path, { credentials: 'include', ...init, headers });
  return { status: res.status, body: await res.json().catch(() => null) };
}
const HOME = { Candidate: ['/api/candidate/profile', '/api/candidate/feed?sort=&workplaceType=&employmentType=&minSalary=&cursor=&limit='],
  Recruiter: ['/api/recruiter/profile', '/api/recruiter/jobs/applications?status=&sort=&jobId=&atsScore=&page=1'],
  Admin: ['/api/admin/overview', '/api/admin/reports?status=&page=1'] };
document.getElementById('signin').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const login = await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: form.get('email'), password: form.get('password') }) });
  token = login.body.accessToken;
  const role = login.body.user.role;
  out('role', role);
  const [profile, list] = HOME[role];
  const p = await call(profile);
  out('profile', { status: p.status, role: p.body && p.body.role });
  const l = await call(list);
  out('list', { status: l.status });
});
document.getElementById('upload').addEventListener('submit', async (event) => {
  event.preventDefault();
  const up = await call('/api/candidate/resumes', { method: 'POST', body: new FormData(event.target) });
  const link = await call('/api/candidate/resumes/' + encodeURIComponent(up.body.name) + '/url');
  const a = document.createElement('a');
  a.id = 'resume'; a.href = link.body.url; a.target = '_blank'; a.textContent = 'Open resume';
  document.body.append(a);
});
if (location.pathname === '/oauth-success') {
  const code = new URLSearchParams(location.search).get('token');
  call('/api/auth/google/exchange', { method: 'POST', body: JSON.stringify({ code }) })
    .then((r) => out('google', { status: r.status, role: r.body && r.body.user.role, email: r.body && r.body.user.email }));
}
</script>`;

const PASSWORD = 'Other-Origin-7';
const email = (label: string) => `${label}-${Date.now().toString(36)}@example.com`;

let server: Server;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
test.beforeAll(async () => {
  server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CLIENT_PAGE),
  );
  await new Promise<void>((resolve) => server.listen(CORS_CLIENT_PORT, '127.0.0.1', resolve));
  provider = await startOidcProvider({ port: OIDC_PORT });
});
test.afterAll(async () => {
  await provider.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function signIn(page: import('@playwright/test').Page, address: string, password: string) {
  await page.goto(`${CORS_CLIENT_ORIGIN}/`);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-key="list"]')).toBeVisible();
  const read = async (key: string) => JSON.parse((await page.locator(`[data-key="${key}"]`).textContent()) ?? 'null');
  return { role: await read('role'), profile: await read('profile'), list: await read('list') };
}

test('a client on another origin signs in as each role, loads its profile and a list with empty filters, opens a resume and comes back from Google', async ({
  page,
  context,
}) => {
  const candidate = email('other-cand');
  const recruiter = email('other-rec');
  // Accounts for the journey (admins come from admin:create in playwright.config.ts).
  expect(
    (
      await page.request.post(`${CORS_API_ORIGIN}/api/auth/signup`, {
        data: { fullName: 'Cand Other', email: candidate, password: PASSWORD, role: 'candidate' },
      })
    ).status(),
  ).toBe(201);
  const rec = await page.request.post(`${CORS_API_ORIGIN}/api/auth/signup`, {
    data: { fullName: 'Rec Other', email: recruiter, password: PASSWORD, role: 'RECRUITER' },
  });
  expect(rec.status()).toBe(201);
  const profile = { fullName: 'Rec Other', company: { name: `Other Origin Labs ${Date.now().toString(36)}` } };
  const saved = await page.request.put(`${CORS_API_ORIGIN}/api/recruiter/profile`, {
    data: profile,
    headers: { Authorization: `Bearer ${(await rec.json()).accessToken}` },
  });
  expect(saved.status()).toBe(200);

  expect(await signIn(page, candidate, PASSWORD)).toEqual({
    role: 'Candidate',
    profile: { status: 200, role: 'Candidate' },
    list: { status: 200 },
  });

  // The resume link is absolute on the API's origin and opens from the client's page.
  await page
    .getByLabel('Resume')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf(SAMPLE_RESUME_PAGES)) });
  await page.getByRole('button', { name: 'Upload' }).click();
  const link = page.getByRole('link', { name: 'Open resume' });
  await expect(link).toHaveAttribute('href', new RegExp(`^${CORS_API_ORIGIN}/api/files/`));
  const [file] = await Promise.all([
    context.waitForEvent('response', (r) => r.url().startsWith(`${CORS_API_ORIGIN}/api/files/`)),
    link.click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');

  expect(await signIn(page, recruiter, PASSWORD)).toEqual({
    role: 'Recruiter',
    profile: { status: 200, role: 'Recruiter' },
    list: { status: 200 },
  });
  expect(await signIn(page, CORS_ADMIN.email, CORS_ADMIN.password)).toEqual({
    role: 'Admin',
    profile: { status: 200 },
    list: { status: 200 },
  });

  // Google sign-in started from the client returns to the client's own /oauth-success.
  await page.goto(`${CORS_CLIENT_ORIGIN}/`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${CORS_CLIENT_ORIGIN}/oauth-success?token=*`);
  await expect(page.locator('[data-key="google"]')).toHaveText(
    JSON.stringify({ status: 200, role: 'Candidate', email: TEST_USER.email }),
  );
});
