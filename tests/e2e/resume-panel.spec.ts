import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { makeDocx } from '../fixtures/resume-files';
import { verifiedAccount, verifyByMailbox } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { candidateApplies, open, PASSWORD, signIn, STRONG_RESUME } from './recruiting';

// The resume inside the recruiter's application panel: a PDF drawn by pdf.js with its text layer,
// the score's evidence highlighted and walked by keyboard; under blind review only the redacted text.

// A name and contact line on top of the recruiting journeys' strong resume: what blind review must hide.
const RESUME = [['Meera Iyer', 'meera.iyer@example.com | +91 98765 43210 | Pune', ...STRONG_RESUME[0]!]];

const tagOf = (name: string) => `${Date.now().toString(36)}-${name}-${test.info().retry}`;

async function recruiterWithApplicant(request: APIRequestContext, tag: string) {
  // At the company's own domain: a verified employer, whose job candidates can apply to.
  const domain = `resume-${tag}.in`;
  const email = `rhea@${domain}`;
  const { headers } = await verifiedAccount(request, {
    fullName: 'Rhea Kapoor',
    email,
    password: PASSWORD,
    role: 'recruiter',
  });
  expect(
    (
      await request.put('/api/recruiter/profile', {
        headers,
        data: { fullName: 'Rhea Kapoor', company: { name: `Resume Co ${tag}`, website: `https://${domain}` } },
      })
    ).status(),
  ).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers,
    data: {
      ...SAMPLE_JOB_FIELDS,
      title: `Backend Engineer ${tag}`,
      description: 'Build REST APIs in TypeScript on PostgreSQL and run them on Kubernetes.',
      requiredSkills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
      niceToHaveSkills: ['Go'],
    },
  });
  expect(job.status()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };
  const applicant = await candidateApplies(request, jobId, 'Meera Iyer', RESUME, tag);
  return { email, headers, jobId, applicationId: applicant.applicationId };
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openPanelByKeyboard(page: Page, jobId: string) {
  await open(page, `/recruiter/jobs/${jobId}/applications`);
  const opener = page.locator('.app-row').first().locator('.app-who button');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Resume' })).toBeVisible();
  return panel;
}

async function axeSerious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** At 360 and 1280 px: nothing wider than the screen, axe clean, a screenshot to look at. */
async function checkWidths(page: Page, name: string, whenReady: () => Promise<void>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await whenReady();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    expect(
      await page.locator('.panel-body').evaluate((el) => el.scrollWidth - el.clientWidth),
      `${name} panel at ${width} px`,
    ).toBeLessThanOrEqual(0);
    expect(await axeSerious(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `/tmp/panel-shots/${name}-${width}.png` });
  }
}

/** How many pixels of the canvas are not blank white: the page was really drawn. */
const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 && data[i + 3]! > 0) inked++;
    return inked;
  });

test('the PDF resume is drawn in the panel with a text layer, only once the panel shows it; evidence is highlighted and walked by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithApplicant(request, tagOf('pdf'));
  const pdfjs: string[] = [];
  page.on('request', (r) => {
    if (/pdf-pages|pdf\.worker/.test(r.url())) pdfjs.push(r.url());
  });
  const workerAnswers: Promise<string | undefined>[] = [];
  page.on('response', (r) => {
    if (/pdf\.worker[^/]*\.mjs$/.test(r.url())) workerAnswers.push(Promise.resolve(r.headers()['content-type']));
  });

  await signIn(page, own.email, '/recruiter/dashboard');
  const doc = await page.goto(`/recruiter/jobs/${own.jobId}/applications`);
  const csp = (await doc!.allHeaders())['content-security-policy'] ?? '';
  // The page's policy lets the worker run from this origin and nothing else: no eval, no blob: or CDN.
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).toMatch(/worker-src 'self'(;|$)/);
  expect(csp).not.toMatch(/unsafe-eval|blob:|https?:\/\//);
  await expect(page.locator('.app-row')).toHaveCount(1);
  // The list alone loads none of pdf.js.
  expect(pdfjs).toEqual([]);

  const panel = await openPanelByKeyboard(page, own.jobId);
  const canvas = panel.locator('.resume-page canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => inkedPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(500);
  // The text layer carries the resume's words, selectable and findable.
  const textLayer = panel.locator('.resume-page .textLayer');
  await expect(
    textLayer.getByText('Designed PostgreSQL schemas, wrote migrations and tuned slow queries for payments.'),
  ).toHaveCount(1);
  expect(pdfjs.some((u) => /pdf\.worker/.test(u) && new URL(u).origin === new URL(page.url()).origin)).toBe(true);
  expect(await Promise.all(workerAnswers)).toContainEqual(expect.stringMatching(/javascript/));

  // The score's evidence lines are highlighted in the text layer.
  const hits = textLayer.locator('.resume-hit');
  await expect(hits.first()).toBeVisible();
  await expect(hits.filter({ hasText: 'Kubernetes' }).first()).toBeAttached();
  const count = await panel.locator('.resume-evidence p').textContent();
  const total = Number(/^(\d+) place/.exec(count ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(2);

  // Next match by keyboard: the first place is marked and said; focus stays on the button.
  const next = panel.getByRole('button', { name: 'Next match' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.locator('#live-region')).toHaveText(new RegExp(`^Match 1 of ${total}: `));
  await expect(textLayer.locator('.resume-hit-current').first()).toBeVisible();
  const first = await textLayer.locator('.resume-hit-current').first().textContent();
  await page.keyboard.press('Enter');
  await expect(page.locator('#live-region')).toHaveText(new RegExp(`^Match 2 of ${total}: `));
  await expect(next).toBeFocused();
  expect(await textLayer.locator('.resume-hit-current').first().textContent()).not.toBe(first);
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Previous match' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#live-region')).toHaveText(new RegExp(`^Match 1 of ${total}: `));

  await checkWidths(page, 'resume-pdf', async () => {
    await expect(canvas).toBeVisible();
  });
});

test('under blind review the panel shows the redacted text with its evidence, and never fetches or draws the file', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithApplicant(request, tagOf('blind'));
  expect(
    (
      await request.put('/api/recruiter/settings/blind-review', { headers: own.headers, data: { enabled: true } })
    ).status(),
  ).toBe(200);
  const fileCalls: string[] = [];
  page.on('request', (r) => {
    if (/resume-url|\/api\/files\/|pdf-pages|pdf\.worker/.test(r.url())) fileCalls.push(r.url());
  });

  await signIn(page, own.email, '/recruiter/dashboard');
  const panel = await openPanelByKeyboard(page, own.jobId);
  const text = panel.getByRole('document', { name: 'Resume text, identity removed' });
  await expect(text).toContainText(
    'Designed PostgreSQL schemas, wrote migrations and tuned slow queries for payments.',
  );
  for (const secret of ['Meera', 'Iyer', 'meera.iyer@example.com', '98765'])
    await expect(text).not.toContainText(secret);
  await expect(panel.locator('canvas')).toHaveCount(0);
  await expect(text.locator('mark.resume-hit').first()).toBeVisible();

  const next = panel.getByRole('button', { name: 'Next match' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.locator('#live-region')).toHaveText(/^Match 1 of \d+: /);
  await expect(text.locator('.resume-hit-current')).toHaveCount(1);
  await expect(next).toBeFocused();

  await checkWidths(page, 'resume-blind', async () => {
    await expect(text).toBeVisible();
  });
  expect(fileCalls).toEqual([]);
});

test('a damaged PDF and a missing file each say so and show the text read on upload instead', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithApplicant(request, tagOf('broken'));
  await signIn(page, own.email, '/recruiter/dashboard');

  // The server's bytes replaced by a file that starts like a PDF and is not one.
  consoleErrors.allow(/Invalid PDF|InvalidPDFException|Warning: /);
  await page.route('**/api/files/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.7\nthis is not a PDF at all' }),
  );
  let panel = await openPanelByKeyboard(page, own.jobId);
  await expect(panel.getByRole('alert').filter({ hasText: 'The PDF could not be shown' })).toContainText(
    'the file may be damaged',
  );
  await expect(panel.getByRole('document', { name: 'Resume text' })).toContainText('Designed PostgreSQL schemas');
  await expect(panel.locator('canvas')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The file gone from storage: the link answers 404.
  consoleErrors.allow(/status of 404/);
  await page.unroute('**/api/files/**');
  await page.route('**/api/files/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This file no longer exists.' }),
    }),
  );
  panel = await openPanelByKeyboard(page, own.jobId);
  await expect(panel.getByRole('alert').filter({ hasText: 'The PDF could not be shown' })).toContainText(
    'The resume file is missing',
  );
  await expect(panel.getByRole('document', { name: 'Resume text' })).toContainText('Designed PostgreSQL schemas');
});

test('a DOCX resume shows as the text read on upload, its evidence highlighted, with no canvas', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithApplicant(request, tagOf('docx'));
  const email = `docx-${tagOf('docx')}@example.com`;
  const signup = await request.post('/api/auth/signup', {
    data: { fullName: 'Dev Patel', email, password: PASSWORD, role: 'candidate' },
  });
  expect(signup.status()).toBe(201);
  // Only a verified account applies.
  await verifyByMailbox(request, email);
  const headers = { Authorization: `Bearer ${((await signup.json()) as { accessToken: string }).accessToken}` };
  const upload = await request.post('/api/candidate/resumes', {
    headers,
    multipart: {
      file: {
        name: 'dev-patel.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from(makeDocx(STRONG_RESUME[0]!)),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/candidate/jobs/${own.jobId}/apply`, {
    headers,
    data: { resumeName: ((await upload.json()) as { name: string }).name, coverLetter: '' },
  });
  expect(applied.status()).toBe(201);
  const pdfjs: string[] = [];
  page.on('request', (r) => {
    if (/pdf-pages|pdf\.worker|\/api\/files\//.test(r.url())) pdfjs.push(r.url());
  });

  await signIn(page, own.email, '/recruiter/dashboard');
  await open(page, `/recruiter/jobs/${own.jobId}/applications`);
  const opener = page.getByRole('button', { name: 'Dev Patel' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Dev Patel' });
  await expect(panel.getByText('The text read from the DOCX file when the candidate applied.')).toBeVisible();
  const text = panel.getByRole('document', { name: 'Resume text' });
  await expect(text).toContainText(
    'Ran services on Kubernetes with Docker images built in CI and mentored two engineers.',
  );
  await expect(text.locator('mark.resume-hit', { hasText: 'Kubernetes' }).first()).toBeVisible();
  await expect(panel.locator('canvas')).toHaveCount(0);
  expect(pdfjs).toEqual([]);
});
