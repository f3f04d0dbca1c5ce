import { gzipSync } from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifyInBrowser } from './accounts';
import { CANDIDATES, DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { ready } from './screen';

// The public job board as a visitor lives it: find a job on /jobs with no account, open it, apply
// through signup and land on that job's apply screen; the sitemap lists the job.

let TAG = '';
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  TAG = `board${Date.now().toString(36)}`;
});
const RESUME_PDF = Buffer.from(
  makePdf([
    [
      'Vira Visitor - Growth Marketing Lead',
      'Experience: 2018 - Present, Growth Lead at Initech. 7 years in digital marketing.',
      'Ran growth experiments end to end: campaigns, landing pages and the analytics behind them.',
      'SEO for a catalogue of 20,000 pages; Google Analytics dashboards for sales and product.',
      'Copywriting for product launches; weekly reviews with sales and product teams.',
      'Education: MBA Marketing, 2017.',
    ],
  ]),
);
const PASSWORD = 'Visitor#2026';

async function postJob(request: APIRequestContext, title: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: RECRUITERS[0]!.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = await login.json();
  const res = await request.post('/api/recruiter/jobs', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { ...SAMPLE_JOB_FIELDS, title, city: 'Bengaluru', salaryMin: 1_800_000, salaryMax: 2_600_000 },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; companyId: string; companyName: string };
}

test('a visitor finds a job on /jobs, opens it and applies through signup, landing on its apply screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const job = await postJob(request, `Growth Lead ${TAG}`);

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find work that fits you' })).toBeVisible();
  await page.getByLabel('Keywords').fill(TAG);
  // Bangalore is how many people still write Bengaluru.
  await page.getByLabel('Location').fill('Bangalore');
  await page.getByLabel('Workplace').selectOption('hybrid');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await page.waitForURL(/\/jobs\?q=/);
  const card = page.locator('.jb-card', { hasText: `Growth Lead ${TAG}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: job.companyName })).toHaveAttribute(
    'href',
    `/companies/${job.companyId}`,
  );
  await expect(page.locator('astro-island')).toHaveCount(0);

  await card.getByRole('link', { name: `Growth Lead ${TAG}` }).click();
  await page.waitForURL(`**/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Growth Lead ${TAG}` })).toBeVisible();
  await page.getByRole('link', { name: 'Apply now' }).click();

  // Signed out: the login page, which remembers the job; the visitor has no account yet.
  await page.waitForURL(/\/login\?redirect=/);
  await ready(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL('**/signup');
  await ready(page);
  await page.getByRole('radio', { name: /Candidate/ }).check();
  await page.getByLabel('Full name').fill('Vira Visitor');
  await page.getByLabel('Email').fill(`${TAG}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signup lands on /dashboard (spec), which forwards to the job's apply screen.
  await page.waitForURL(`**/dashboard/apply/${job.id}`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: `Apply: Growth Lead ${TAG}` })).toBeVisible();

  // Applied (with a resume, through the API), then back on the board signed in: the card says so
  // through the small match script, and another card shows the match score.
  // Only a verified account applies: the visitor opens the confirmation mail first.
  await verifyInBrowser(page, `${TAG}@example.com`);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/candidate/resumes', {
    headers,
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF } },
  });
  expect(upload.status()).toBe(201);
  expect(
    (await request.post(`/api/candidate/jobs/${job.id}/apply`, { headers, data: { resumeName: 'cv.pdf' } })).status(),
  ).toBe(201);
  const other = await postJob(request, `Growth Analyst ${TAG}`);
  await page.goto(`/jobs?q=${TAG}`);
  await expect(page.locator(`[data-match-for="${job.id}"]`)).toHaveText('Applied');
  await expect(page.locator(`[data-match-for="${other.id}"]`)).toHaveText(/^\d+% · (Strong|Good|Partial|Low) match$/);

  // The profile fills from the uploaded resume: pick skills, edit the experience, then save.
  await page.goto('/dashboard/profile');
  await ready(page);
  await page.getByRole('button', { name: 'Fill from my resume' }).click();
  const found = page.getByRole('list', { name: 'Skills your resume names' }).getByRole('checkbox');
  await expect(found.first()).toBeChecked();
  const skill = (
    await page.getByRole('list', { name: 'Skills your resume names' }).locator('li').first().innerText()
  ).trim();
  await expect(page.getByLabel('Experience from your resume', { exact: true })).toHaveValue(/Growth Marketing Lead/);
  await page.getByLabel('Experience from your resume', { exact: true }).fill('Growth Marketing Lead, 7 years (edited)');
  await page.getByRole('button', { name: 'Put these in my profile' }).click();
  await expect(page.getByLabel(/^Experience/)).toHaveValue('Growth Marketing Lead, 7 years (edited)');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.reload();
  await ready(page);
  await expect(page.getByRole('list', { name: 'Your skills' })).toContainText(skill);

  // The dashboard itself does not forward again.
  await page.goto('/dashboard');
  await ready(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sitemap lists an open job and its company; robots.txt names the sitemap', async ({ request }) => {
  const job = await postJob(request, `Sitemap Role ${TAG}`);
  // What a crawler fetches: no cookies, so possibly the edge's copy, at most a minute old.
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml).toContain(`/jobs/${job.id}</loc><lastmod>`);
  expect(xml).toContain(`/companies/${job.companyId}</loc><lastmod>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
});

test('a company page shows the company and its open jobs, and no recruiter', async ({ page, request }) => {
  const job = await postJob(request, `Company Page Role ${TAG}`);
  await page.goto(`/companies/${job.companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: job.companyName })).toBeVisible();
  await expect(page.getByRole('link', { name: `Company Page Role ${TAG}` })).toHaveAttribute('href', `/jobs/${job.id}`);
  const body = await page.locator('main').innerText();
  expect(body).not.toContain(RECRUITERS[0]!.email);
  expect(body).not.toContain(RECRUITERS[0]!.fullName);
  expect((await page.goto('/companies/no-such-company'))?.status()).toBe(404);
});

test('/jobs ships no framework runtime and at most 3 KB gzip of JS to a visitor', async ({ page }) => {
  const scripts: Array<{ url: string; body: Promise<Buffer> }> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: res.body() });
  });
  await page.goto('/jobs');
  await page.waitForLoadState('networkidle');
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((s) =>
      s.filter((x) => !x.getAttribute('type') || x.getAttribute('type') === 'module').map((x) => x.textContent ?? ''),
    );
  const codes = [...(await Promise.all(scripts.map(async (s) => (await s.body).toString('utf8')))), ...inline];
  const total = codes.reduce((n, code) => n + gzipSync(code, { level: 6 }).length, 0);
  test.info().annotations.push({ type: 'jobs-js-gzip-bytes', description: String(total) });
  expect(total).toBeLessThanOrEqual(3 * 1024);
  await expect(page.locator('astro-island')).toHaveCount(0);
  for (const code of codes)
    expect(code).not.toMatch(/react\.(element|transitional\.element|fragment)|__reactContainer|createRoot|hydrateRoot/);
  // A visitor asks the API for nothing.
  expect(scripts.filter((s) => s.url.includes('/api/'))).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`/jobs and a company page at ${width} px: no horizontal scroll (screenshots)`, async ({ page, request }) => {
    const job = await postJob(request, `Screenshot Role ${TAG} ${width}`);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/jobs');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`jobs-${width}.png`), fullPage: false });
    await page.goto(`/companies/${job.companyId}`);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`company-${width}.png`), fullPage: false });
  });
}

test('a search saved from the feed, with results or none, becomes a job alert; a saved job shows on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const alertable = await postJob(request, `Alertable Role ${TAG}`);
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(CANDIDATES[0]!.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');

  // No results yet: the empty state offers to save the search (as it always promised).
  await page.goto(`/dashboard/jobs?q=nothing${TAG}`);
  await ready(page);
  // The heading, not the page's live region, which says the same words a moment later.
  await expect(page.getByRole('heading', { name: 'No jobs match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search as an alert' }).click();
  await expect(page.getByText('Saved as a daily alert.')).toBeVisible();

  // With results, from the results bar; the place is kept as typed.
  await page.goto(`/dashboard/jobs?q=${TAG}&location=Bangalore`);
  await ready(page);
  await expect(page.getByRole('link', { name: `Alertable Role ${TAG}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search as an alert' }).click();
  await expect(page.getByText('Saved as a daily alert.')).toBeVisible();

  await page.getByRole('link', { name: 'Manage your alerts' }).click();
  await page.waitForURL('**/dashboard/job-alerts');
  await ready(page);
  await expect(page.getByRole('heading', { name: `nothing${TAG}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${TAG} in Bangalore` })).toBeVisible();

  // Save the job from its page; the dashboard lists it under Saved jobs.
  await page.goto(`/dashboard/jobs/${alertable.id}`);
  await ready(page);
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/dashboard');
  await ready(page);
  const savedList = page.locator('section', { has: page.getByRole('heading', { name: 'Saved jobs' }) });
  await expect(savedList.getByRole('link', { name: `Alertable Role ${TAG}` })).toBeVisible();
});
