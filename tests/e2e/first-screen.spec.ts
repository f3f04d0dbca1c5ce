import { CANDIDATES, DEMO_PASSWORD, RECRUITERS } from './demo';
import { expect, test } from './fixtures';
import { newRun, PASSWORD, recruiterWithJobs, run, signIn } from './recruiting';
import { ready, shoot } from './screen';

// Signed-in pages come with their first screen in the HTML: read on the server as the cookie's user
// (worker/pages.ts), so it shows before any script runs, and the session seeded in the page wins
// over another user's left in localStorage.

test.beforeAll(newRun);

test("the recruiter dashboard's first screen is in the HTML, the signed-in recruiter's and nobody else's", async ({
  request,
  newContext,
}) => {
  test.setTimeout(120_000);
  const ana = await recruiterWithJobs(request, run);
  // The dashboard lists the newest six open jobs.
  const newest = ana.jobs.at(-1)!.title;
  // Another recruiter: the demo's.
  const riya = RECRUITERS[0]!;
  const signInAs = async (context: Awaited<ReturnType<typeof newContext>>, email: string, password: string) =>
    expect((await context.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);

  // No script at all: what shows is what the server sent.
  const html = await newContext({ javaScriptEnabled: false });
  await signInAs(html, ana.email, PASSWORD);
  const bare = await html.newPage();
  await bare.goto('/recruiter/dashboard');
  await expect(bare.getByRole('heading', { level: 1, name: 'Welcome, Tara' })).toBeVisible();
  await expect(bare.getByRole('link', { name: newest })).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Kiran Das' })).toBeVisible();
  await expect(bare.locator('.guard-wait, .loading-state')).toHaveCount(0);
  // The session is seeded with the user and role, never a token.
  const seed = JSON.parse((await bare.locator('#server-session').textContent())!);
  expect(seed).toMatchObject({ email: ana.email, role: 'Recruiter' });
  expect(JSON.stringify(seed)).not.toMatch(/token/i);

  // Riya signs in in a browser; then Ana's cookie replaces hers (another tab, another app): the cookie wins.
  const shared = await newContext();
  const page = await shared.newPage();
  await signIn(page, riya.email, '**/recruiter/dashboard', DEMO_PASSWORD);
  const riyasJob = (await page
    .getByRole('region', { name: 'Open jobs' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .textContent())!;
  await signInAs(shared, ana.email, PASSWORD);
  await page.goto('/recruiter/dashboard');
  await expect(page.getByRole('link', { name: newest })).toBeVisible();
  await ready(page);
  await expect(page.getByRole('link', { name: newest })).toBeVisible();
  await expect(page.getByText(riyasJob)).toHaveCount(0);
  // Ana's session is stored now, with a token of hers that the first call refreshed.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null')?.email))
    .toBe(ana.email);
  await expect.poll(() => page.evaluate(() => !!localStorage.getItem('authToken'))).toBe(true);
  const titles = await page.evaluate(async () => {
    const res = await fetch('/api/recruiter/jobs', {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
    });
    const { jobs } = (await res.json()) as { jobs: { title: string }[] };
    return jobs.map((j) => j.title);
  });
  expect(titles).toContain(newest);
  await shoot(page, 'recruiter-dashboard-first-screen');
  // Closed here: the workspace's live connections would otherwise hold the fixture's teardown.
  await Promise.all([html.close(), shared.close()]);
});

test("the candidate dashboard's first screen is in the HTML, with the candidate's own profile", async ({
  newContext,
}) => {
  const meera = CANDIDATES[0]!;
  const html = await newContext({ javaScriptEnabled: false });
  expect(
    (await html.request.post('/api/auth/login', { data: { email: meera.email, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const bare = await html.newPage();
  await bare.goto('/dashboard');
  // Her name comes from her profile, read on the server; the cards are there before any script.
  await expect(bare.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();
  await expect(bare.getByRole('heading', { name: 'Profile strength' })).toBeVisible();
  await expect(bare.getByRole('heading', { name: 'Job alerts' })).toBeVisible();
  await expect(bare.locator('.guard-wait, .loading-state')).toHaveCount(0);
  const seed = JSON.parse((await bare.locator('#server-session').textContent())!);
  expect(seed).toMatchObject({ email: meera.email, role: 'Candidate' });
  await html.close();
});

test("Find jobs' first screen is the address's search, in the HTML, and the island takes it without asking again", async ({
  page,
  newContext,
}) => {
  const meera = CANDIDATES[0]!;
  const address = '/dashboard/jobs?q=Kestrel&sort=newest';
  const html = await newContext({ javaScriptEnabled: false });
  expect(
    (await html.request.post('/api/auth/login', { data: { email: meera.email, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const bare = await html.newPage();
  await bare.goto(address);
  // The search and its results are in the HTML: the box holds the keywords, the sort is Newest, the jobs are listed.
  await expect(bare.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('Kestrel');
  await expect(bare.getByLabel('Sort by')).toHaveValue('newest');
  await expect(bare.getByRole('link', { name: 'Senior Backend Engineer, Payments' })).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Data Analyst, Merchant Growth' })).toBeVisible();
  await expect(bare.locator('.guard-wait, .loading-state')).toHaveCount(0);
  await html.close();

  // In a browser, the island hydrates on the server's page without asking for it again, and searches after.
  const feedCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/candidate/feed') feedCalls.push(r.url());
  });
  await signIn(page, meera.email, '**/dashboard', DEMO_PASSWORD);
  await page.goto(address);
  await ready(page);
  await expect(page.getByRole('link', { name: 'Senior Backend Engineer, Payments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(feedCalls).toEqual([]);
  await page.getByRole('searchbox', { name: 'Keywords' }).fill('Merchant Growth');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Senior Backend Engineer, Payments' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Data Analyst, Merchant Growth' })).toBeVisible();
  expect(feedCalls).toHaveLength(1);
  await expect(page).toHaveURL(/q=Merchant\+Growth/);
});

test("a job's applications come in the HTML for the address's list, and the island takes them without asking again", async ({
  page,
  newContext,
}) => {
  const riya = RECRUITERS[0]!;
  const address = '/recruiter/jobs/demo-job-backend/applications?sort=atsScore';
  const html = await newContext({ javaScriptEnabled: false });
  expect(
    (await html.request.post('/api/auth/login', { data: { email: riya.email, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const bare = await html.newPage();
  await bare.goto(address);
  await expect(bare.getByRole('heading', { level: 1, name: 'Senior Backend Engineer, Payments' })).toBeVisible();
  for (const name of ['Meera Iyer', 'Rohan Mehta', 'Kabir Singh'])
    await expect(
      bare.getByRole('button', { name, exact: true }).or(bare.getByText(name, { exact: true })),
    ).toBeVisible();
  await expect(bare.locator('.guard-wait, .loading-state')).toHaveCount(0);
  await html.close();

  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/recruiter\/jobs\/[^/]+\/applications$/.test(new URL(r.url()).pathname)) listCalls.push(r.url());
  });
  await signIn(page, riya.email, '**/recruiter/dashboard', DEMO_PASSWORD);
  await page.goto(address);
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(listCalls).toEqual([]);
  await expect(page.getByText('Meera Iyer', { exact: true }).first()).toBeVisible();
  // After hydration the filters ask the API.
  await page.getByLabel('Stage').selectOption('rejected');
  await expect.poll(() => listCalls.length).toBe(1);
  await expect(page).toHaveURL(/status=rejected/);

  // An address naming an open application (a notification's link) renders on the server and opens its panel in the
  // browser: the panel lives in the browser's document, not in the server's HTML.
  await page.getByRole('button', { name: 'Kabir Singh', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/open=/);
  await page.reload();
  await ready(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Kabir Singh').first()).toBeVisible();
});
