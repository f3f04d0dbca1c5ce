import type { Page } from '@playwright/test';

import { OIDC_PORT, PROXY_ORIGIN } from '../../playwright.config';
import { TEST_USER } from '../fixtures/oidc-app';
import { startOidcProvider } from '../fixtures/oidc-provider';
import { makePdf } from '../fixtures/resume-files';
import { ADMIN, DEMO_PASSWORD, RECRUITERS } from './demo';
import { expect, type NewContext, test } from './fixtures';
import { ready } from './screen';

// The product in a browser on the proxy instance (BACKEND_ORIGIN = the app instance): every page is
// on the edge's origin, every API call the pages make passes the edge (Origin checked there, signed
// to the backend), sockets too. The backend's emails link to its own PUBLIC_ORIGIN, so a link is
// opened by its path on the edge, as a deployment whose backend names the site would send it.
test.use({ baseURL: PROXY_ORIGIN });
test.describe.configure({ mode: 'serial' });

let RUN = '';
let EMAIL = '';
let NAME = '';
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  RUN = Date.now().toString(36);
  EMAIL = `edge-walker-${RUN}@example.com`;
  NAME = `Edge Walker ${RUN}`;
});
const PASSWORD = 'Edge-Walker-1';
const NEW_PASSWORD = 'Edge-Walker-2';
const JOB = { id: 'demo-job-backend', title: 'Senior Backend Engineer, Payments' };
const RIYA = RECRUITERS[0]!;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The path of the newest link in the dev mailbox (read on the edge, which passes /dev to the backend). */
async function mailedPath(page: Page, to: string, subject: string, pattern: RegExp): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const link = page.locator('article').filter({ hasText: subject }).first().getByRole('link', { name: pattern });
  const href = (await link.getAttribute('href'))!;
  return new URL(href).pathname;
}

async function newPage(newContext: NewContext) {
  return (await newContext({ baseURL: PROXY_ORIGIN })).newPage();
}

test('sign up, verify by the mailed link, sign out, forgot and reset, sign in: all on the edge', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
  await page.goto('/signup');
  await ready(page);
  await page.getByLabel('Full name').fill(NAME);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${PROXY_ORIGIN}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Edge' })).toBeVisible();
  const cookies = (await page.context().cookies(PROXY_ORIGIN)).map((c) => c.name);
  expect(cookies).toEqual(expect.arrayContaining(['hl_access', 'hl_refresh']));

  await page.goto(await mailedPath(page, EMAIL, 'Confirm your email for Hireloop', /\/api\/auth\/verify-email\//));
  await page.waitForURL(`${PROXY_ORIGIN}/dashboard?verified=1`);
  await expect(page.getByText(/Please confirm your email address/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${PROXY_ORIGIN}/`);
  await page.goto('/dashboard');
  await page.waitForURL(/\/login\/?\?redirect=/);

  await page.goto('/forgot-password');
  await ready(page);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  let resetPath = '';
  await expect
    .poll(async () => (resetPath = await mailedPath(page, EMAIL, 'Reset', /\/reset-password\//).catch(() => '')))
    .not.toBe('');
  await page.goto(resetPath);
  await ready(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await page.waitForURL(/\/login\/?$/, { timeout: 10_000 });

  await signIn(page, EMAIL, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, EMAIL, NEW_PASSWORD);
  await page.waitForURL(`${PROXY_ORIGIN}/dashboard`);
});

test('upload a resume and apply; the recruiter moves the application; they talk live over a socket', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  await signIn(page, EMAIL, NEW_PASSWORD);
  await page.waitForURL(`${PROXY_ORIGIN}/dashboard`);
  await page.goto('/dashboard/profile');
  await ready(page);
  const pdf = makePdf([
    ['Edge Walker - Backend Engineer', 'Built REST APIs in TypeScript and Node.js; PostgreSQL schemas; Kubernetes.'],
  ]);
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'edge-walker.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('edge-walker.pdf')).toBeVisible();

  await page.goto(`/dashboard/apply/${JOB.id}`);
  await ready(page);
  await expect(page.getByRole('radio', { name: /edge-walker\.pdf/ })).toBeChecked();
  await page.getByLabel('Cover letter').fill('Applied through the edge.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/dashboard/applied-jobs/*');
  await expect(page.getByRole('status').getByText('Application sent')).toBeVisible();

  // The recruiter, in another browser, moves the application to screening.
  const recruiter = await newPage(newContext);
  await signIn(recruiter, RIYA.email, DEMO_PASSWORD);
  await recruiter.waitForURL(`${PROXY_ORIGIN}/recruiter/dashboard`);
  await recruiter.goto(`/recruiter/jobs/${JOB.id}/applications`);
  await ready(recruiter);
  await recruiter.getByRole('button', { name: NAME }).click();
  const panel = recruiter.getByRole('dialog', { name: NAME });
  await panel.getByLabel('Move to').selectOption('screening');
  await panel.getByRole('button', { name: 'Move' }).click();
  await page.goto('/dashboard/applied-jobs');
  await ready(page);
  await expect(
    page.getByRole('row', { name: new RegExp(JOB.title) }).getByText('In screening', { exact: true }),
  ).toBeVisible();

  // A conversation about the application; both pages hold a live socket through the edge.
  const candidateId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { id: string }).id,
  );
  const conversationId = await recruiter.evaluate(async (id) => {
    const res = await fetch('/api/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('authToken')}` },
      body: JSON.stringify({ candidateId: id }),
    });
    return ((await res.json()) as { conversation: { id: string } }).conversation.id;
  }, candidateId);
  const sockets: string[] = [];
  for (const p of [page, recruiter]) p.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto(`/dashboard/messages?c=${conversationId}`);
  await recruiter.goto(`/recruiter/messages?c=${conversationId}`);
  for (const p of [page, recruiter]) await expect(p.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  expect(sockets.every((url) => url.startsWith(PROXY_ORIGIN.replace('http', 'ws')))).toBe(true);
  expect(sockets.length).toBeGreaterThanOrEqual(2);

  await recruiter.getByPlaceholder(/Write to Edge/).fill('Thanks for applying, when can we talk?');
  await recruiter.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.msg-body', { hasText: 'Thanks for applying, when can we talk?' })).toBeVisible();
  await page.getByPlaceholder(/Write to Riya/).fill('Tomorrow morning works.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(recruiter.locator('.msg-body', { hasText: 'Tomorrow morning works.' })).toBeVisible();
  await recruiter.context().close();
});

test('a candidate reports a job and the admin dismisses the report, on the edge', async ({ page, newContext }) => {
  await signIn(page, EMAIL, NEW_PASSWORD);
  await page.waitForURL(`${PROXY_ORIGIN}/dashboard`);
  await page.goto(`/dashboard/jobs/${JOB.id}`);
  await ready(page);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Misleading or false').check();
  await dialog.getByLabel(/Details/).fill(`Reported through the edge ${RUN}.`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thanks for telling us' })).toBeVisible();

  const admin = await newPage(newContext);
  await signIn(admin, ADMIN.email, DEMO_PASSWORD);
  await admin.waitForURL(`${PROXY_ORIGIN}/admin/dashboard`);
  await admin.goto('/admin/reports');
  await ready(admin);
  await admin
    .getByRole('button', { name: new RegExp(JOB.title) })
    .first()
    .click();
  await expect(admin.getByText(`Reported through the edge ${RUN}.`)).toBeVisible();
  await admin.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm: dismiss' }).click();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await admin.goto('/admin/dashboard');
  await expect(admin.getByText(`${ADMIN.fullName} dismissed a report`).first()).toBeVisible();
  await admin.context().close();
});

test.describe('Google sign-in through the edge', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  test.beforeAll(async () => {
    provider = await startOidcProvider({ port: OIDC_PORT });
  });
  test.afterAll(async () => provider.close());

  test('the callback runs on the edge: cookies and /oauth-success are the site’s', async ({ page }) => {
    const callbacks: string[] = [];
    page.on(
      'request',
      (req) => req.url().includes('/api/auth/google/callback') && callbacks.push(new URL(req.url()).origin),
    );
    await page.goto('/login');
    await ready(page);
    await page.getByRole('link', { name: /Continue with Google/i }).click();
    await page.waitForURL(`${PROXY_ORIGIN}/dashboard`);
    expect(callbacks).toEqual([PROXY_ORIGIN]);
    await expect(page.getByText(TEST_USER.name.split(' ')[0]!).first()).toBeVisible();
    expect((await page.context().cookies(PROXY_ORIGIN)).map((c) => c.name)).toEqual(
      expect.arrayContaining(['hl_access', 'hl_refresh']),
    );
  });
});
