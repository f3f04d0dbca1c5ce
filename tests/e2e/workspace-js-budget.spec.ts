// The signed-in pages' JavaScript budget (issue 41): every page of each role's workspace, signed in
// through the login form, counting every script it loads from navigation until the network is idle,
// with no interaction, inline scripts included. Sizes are gzip level 6 of the bytes served, as the
// landing page's budget counts them, so the figure does not depend on the server's compression.
// Pages not yet within the budget are listed by name in NOT_YET_HELD: printed, not held.
import { gzipSync } from 'node:zlib';

import type { APIRequestContext, Page } from '@playwright/test';

import { ADMIN, CANDIDATES, DEMO_PASSWORD, RECRUITERS } from './demo';
import { expect, test } from './fixtures';
import { signIn } from './recruiting';

const BUDGET_GZIP_BYTES = 100 * 1024;

/**
 * Pages not yet within the budget, named plainly (docs/site.md gives each one's figure and what
 * limits it: mostly forms validated in the browser with the contract's zod schemas). Their figures
 * are printed beside the budget but not held; every other page is. Remove a page from this list
 * once it fits.
 */
const NOT_YET_HELD = new Set([
  '/dashboard/jobs/demo-job-backend',
  '/dashboard/apply/demo-job-data-analyst',
  '/dashboard/applied-jobs/:id',
  '/recruiter/post-job',
  '/recruiter/jobs/demo-job-backend/applications',
  '/recruiter/jobs/demo-job-backend/edit',
  '/recruiter/applications',
]);

/** gzip bytes of each served script, fetched once per run: a page's cached script weighs the same. */
const gzipOf = new Map<string, number>();

async function scriptBytes(page: Page, request: APIRequestContext, path: string) {
  const urls = new Set<string>();
  const listen = (res: { url(): string; request(): { resourceType(): string } }) => {
    if (res.request().resourceType() === 'script') urls.add(res.url());
  };
  page.on('response', listen);
  await page.goto(path);
  // Every island hydrated (the banner's client:idle one waits for an idle CPU, slow on a loaded machine).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', listen);

  let total = 0;
  for (const url of urls) {
    if (!gzipOf.has(url)) gzipOf.set(url, gzipSync(await (await request.get(url)).body(), { level: 6 }).length);
    total += gzipOf.get(url)!;
  }
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts
        .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
        .map((s) => s.textContent ?? ''),
    );
  for (const code of inline) total += gzipSync(code, { level: 6 }).length;
  return { total, scripts: urls.size + inline.length };
}

/** Measures each page (a path's name in NOT_YET_HELD may differ from the path: an id is unstable). */
async function measure(page: Page, request: APIRequestContext, role: string, paths: Array<string | [string, string]>) {
  const rows: Array<{ name: string; gzip: number; scripts: number; held: boolean }> = [];
  for (const entry of paths) {
    const [path, name] = typeof entry === 'string' ? [entry, entry] : entry;
    const { total, scripts } = await scriptBytes(page, request, path);
    rows.push({ name, gzip: total, scripts, held: !NOT_YET_HELD.has(name) });
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  const table = rows.map(
    (r) =>
      `${r.name.padEnd(48)} ${kb(r.gzip)} of ${kb(BUDGET_GZIP_BYTES)}  ${String(r.scripts).padStart(3)} scripts  ${r.held ? 'held' : 'not yet held'}`,
  );
  console.log(`${role} pages, JS gzip until network idle:\n${table.join('\n')}`);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: JSON.stringify(rows) });
  for (const r of rows.filter((row) => row.held))
    expect(r.gzip, `${r.name}: gzip bytes of JS`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
}

test('candidate pages ship at most 100 KB gzip of JS (those not yet held are printed)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const meera = CANDIDATES[0]!;
  await signIn(page, meera.email, '**/dashboard', DEMO_PASSWORD);
  const login = await request.post('/api/auth/login', { data: { email: meera.email, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const mine = await request.get('/api/candidate/applications', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const applicationId = ((await mine.json()) as { applications: Array<{ id: string }> }).applications[0]!.id;
  await measure(page, request, 'candidate', [
    '/dashboard',
    '/dashboard/jobs',
    '/dashboard/jobs/demo-job-backend',
    '/dashboard/apply/demo-job-data-analyst',
    '/dashboard/applied-jobs',
    [`/dashboard/applied-jobs/${applicationId}`, '/dashboard/applied-jobs/:id'],
    '/dashboard/messages',
    '/dashboard/job-alerts',
    '/dashboard/profile',
    '/dashboard/settings',
    '/dashboard/help',
    '/company/demo-company-kestrel',
  ]);
});

test('recruiter pages ship at most 100 KB gzip of JS (those not yet held are printed)', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, RECRUITERS[0].email, '**/recruiter/dashboard', DEMO_PASSWORD);
  await measure(page, request, 'recruiter', [
    '/recruiter/dashboard',
    '/recruiter/post-job',
    '/recruiter/jobs',
    '/recruiter/jobs/demo-job-backend/applications',
    '/recruiter/jobs/demo-job-backend/edit',
    '/recruiter/applications',
    '/recruiter/candidates',
    '/recruiter/targeted-job-sending',
    '/recruiter/analytics',
    '/recruiter/messages',
    '/recruiter/team',
    '/recruiter/profile',
    '/recruiter/settings',
    '/recruiter/help',
    '/company/demo-company-kestrel',
  ]);
});

test('admin pages ship at most 100 KB gzip of JS (those not yet held are printed)', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN.email, '**/admin/dashboard', DEMO_PASSWORD);
  await measure(page, request, 'admin', [
    '/admin/dashboard',
    '/admin/analytics',
    '/admin/users',
    '/admin/reports',
    '/admin/ai-audit',
    '/admin/settings',
  ]);
});
