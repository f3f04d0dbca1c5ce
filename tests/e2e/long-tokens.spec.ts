import type { APIRequestContext, Page } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifyByMailbox } from './accounts';
import { DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// Long unbroken words and emails (a 60-character skill, an email with a plus tag, a name with no
// spaces) fill every screen a candidate and a recruiter see; at 360 px none may scroll sideways:
// every list and card wraps them or truncates them (with the whole text in a tooltip).

const WORD = `Supercalifragilisticexpialidocious${'Distributed'.repeat(3)}`;
const PASSWORD = 'LongTokens#2026';
let RUN = '';
let SKILL = '';
let NAME = '';
let EMAIL = '';
let RESUME = Buffer.alloc(0);
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  RUN = Date.now().toString(36);
  SKILL = `Kubernetes${'Orchestration'.repeat(4)}${RUN}`.slice(0, 60);
  NAME = `Wolfeschlegelsteinhausenbergerdorff${RUN}`;
  EMAIL = `averyveryverylongmailboxname+job-alerts-and-more-${RUN}@example-long-domain.com`;
  RESUME = Buffer.from(
    makePdf([
      [
        `${NAME} - ${WORD}`,
        `Skills: ${SKILL}, TypeScript, PostgreSQL`,
        'Experience: 2018 - Present, engineer at Initech.',
      ],
    ]),
  );
});

async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).accessToken}` };
}

async function signIn(page: Page, email: string, password: string, home: string) {
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${home}`);
}

async function sweep(page: Page, paths: string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.locator('.loading-state, .guard-wait, .spinner')).toHaveCount(0, { timeout: 15_000 });
    const { width, culprit } = await page.evaluate(() => {
      const view = document.documentElement.clientWidth;
      // The first element reaching past the right edge, to say what to fix.
      const over = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > view + 1);
      const name = over ? `${over.tagName.toLowerCase()}${[...over.classList].map((c) => `.${c}`).join('')}` : '';
      return { width: document.documentElement.scrollWidth, culprit: name };
    });
    if (width > 360) wide.push(`${path}: ${width} px (${culprit})`);
  }
  expect(wide, 'screens wider than 360 px').toEqual([]);
}

test('every screen stays within 360 px with long unbroken words and emails', async ({ page, request }) => {
  test.setTimeout(180_000);
  const riya = RECRUITERS[0]!;
  const recruiter = await token(request, riya.email, DEMO_PASSWORD);
  const posted = await request.post('/api/recruiter/jobs', {
    headers: recruiter,
    data: {
      ...SAMPLE_JOB_FIELDS,
      title: `${WORD} ${RUN}`,
      city: WORD.slice(0, 40),
      requiredSkills: [SKILL, 'TypeScript'],
      niceToHaveSkills: [`${SKILL.slice(0, 50)}Nice`],
      description: `${WORD} ${'x'.repeat(80)} ${SAMPLE_JOB_FIELDS.description}`,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = (await posted.json()) as { id: string; companyId: string };

  const signup = await request.post('/api/auth/signup', {
    data: { fullName: NAME, email: EMAIL, password: PASSWORD, role: 'candidate' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await verifyByMailbox(request, EMAIL);
  const candidate = await token(request, EMAIL, PASSWORD);
  expect(
    (
      await request.put('/api/candidate/profile', {
        headers: candidate,
        data: {
          fullName: NAME,
          skills: [SKILL, WORD.slice(0, 60)],
          location: WORD.slice(0, 60),
          website: `https://example.com/${WORD}`,
        },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.post('/api/candidate/resumes', {
        headers: candidate,
        multipart: { file: { name: `${WORD}.pdf`, mimeType: 'application/pdf', buffer: RESUME } },
      })
    ).status(),
  ).toBe(201);
  const applied = await request.post(`/api/candidate/jobs/${job.id}/apply`, {
    headers: candidate,
    data: { resumeName: `${WORD}.pdf`, coverLetter: `${WORD}${WORD}` },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = (await applied.json()) as { id: string };
  expect(
    (
      await request.post('/api/candidate/alerts', {
        headers: candidate,
        data: { name: WORD.slice(0, 80), keywords: `${WORD} ${SKILL}`, location: WORD.slice(0, 60) },
      })
    ).status(),
  ).toBe(201);

  await page.setViewportSize({ width: 360, height: 780 });
  await sweep(page, ['/jobs', `/jobs?q=${encodeURIComponent(WORD)}`, `/jobs/${job.id}`, `/companies/${job.companyId}`]);

  await signIn(page, EMAIL, PASSWORD, '/dashboard');
  await sweep(page, [
    '/dashboard',
    `/dashboard/jobs?q=${encodeURIComponent(WORD)}`,
    `/dashboard/jobs/${job.id}`,
    '/dashboard/applied-jobs',
    `/dashboard/applied-jobs/${application.id}`,
    '/dashboard/profile',
    '/dashboard/job-alerts',
    '/dashboard/messages',
    '/dashboard/settings',
    `/company/${job.companyId}`,
  ]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, riya.email, DEMO_PASSWORD, '/recruiter/dashboard');
  await sweep(page, [
    '/recruiter/dashboard',
    '/recruiter/jobs',
    `/recruiter/jobs/${job.id}/applications`,
    `/recruiter/jobs/${job.id}/edit`,
    '/recruiter/candidates',
    `/recruiter/candidates?q=${encodeURIComponent(SKILL)}`,
    `/recruiter/targeted-job-sending?jobId=${job.id}`,
    '/recruiter/analytics',
    '/recruiter/messages',
  ]);
  await expectNoHorizontalScroll(page);
});
