import type { Page, WebSocketRoute } from '@playwright/test';

import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/constants';
import { MESSAGES } from '../../src/contract/messages';
import { CANDIDATES, DEMO_PASSWORD, RECRUITERS } from './demo';
import { expect, expectNoHorizontalScroll, type NewContext, test } from './fixtures';

// The product rides out a blip: a gateway that answers 503 once, a browser that goes offline.

const MEERA = CANDIDATES[0]!.email;
const RIYA = RECRUITERS[0]!.email;

async function ready(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('.loading-state, .guard-wait')).toHaveCount(0);
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(dashboard|recruiter\/dashboard)$/);
}

test('a job alert is loaded and created through a 503 blip: once, under one Idempotency-Key', async ({
  page,
  consoleErrors,
  apiContract,
}) => {
  // The stubbed 503s are what this test is about: Chromium logs them, and no route declares them.
  consoleErrors.allow(/status of 503/);
  apiContract.ignore(/^\/api\/candidate\/alerts$/);
  await signIn(page, MEERA);

  const failedOnce = new Set<string>();
  const postKeys: Array<string | undefined> = [];
  await page.route('**/api/candidate/alerts', async (route) => {
    const method = route.request().method();
    if (method === 'POST') postKeys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    if (failedOnce.has(method)) return route.continue();
    failedOnce.add(method);
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service unavailable' }),
    });
  });

  await page.goto('/dashboard/job-alerts');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  expect(failedOnce.has('GET'), 'the list load met the 503').toBe(true);

  const name = `Blip roles ${Date.now()}`;
  await page.getByLabel('Keywords').fill('payments');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.locator('li.card', { hasText: name })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The user pressed once: two sends, one key.
  expect(postKeys).toHaveLength(2);
  expect(postKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(postKeys[1]).toBe(postKeys[0]);

  await page.unroute('**/api/candidate/alerts');
  await page.reload();
  await ready(page);
  await expect(page.locator('li.card', { hasText: name })).toHaveCount(1);
});

test('an offline banner shows while the browser is offline and goes when it returns', async ({ page, context }) => {
  await signIn(page, MEERA);
  await ready(page);
  // The bar sits inside the polite live region, so its coming and going is announced.
  const banner = page.getByRole('status').getByText(MESSAGES.offline);
  await expect(page.getByText(MESSAGES.offline)).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`offline-${width}.png`) });
  }

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.offline)).toHaveCount(0);
  // The same polite region says so, for those who cannot see the bar go.
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.backOnline })).toHaveCount(1);
});

/** Calls the API as the signed-in page does (its stored access token). */
async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('authToken')}` },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

async function pageOf(newContext: NewContext, email: string): Promise<Page> {
  const page = await (await newContext()).newPage();
  await signIn(page, email);
  return page;
}

const bodies = (page: Page) => page.locator('.msg-body').allTextContents();

test('a thread whose socket and polling drop mid-conversation gets every missed message once, in order, when the socket returns', async ({
  newContext,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The polls the tunnel aborts are the failures this test makes.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED .*\/api\/messages\/[^/]+\?after=/);
  const candidate = await pageOf(newContext, MEERA);
  const recruiter = await pageOf(newContext, RIYA);
  // Meera's application to Riya's backend job; the conversation about it (opened, or reopened).
  const { applications } = await apiAs<{ applications: Array<{ id: string; jobId: string }> }>(
    candidate,
    'GET',
    '/api/candidate/applications',
  );
  const applicationId = applications.find((a) => a.jobId === 'demo-job-backend')!.id;
  const { conversation } = await apiAs<{ conversation: { id: string } }>(candidate, 'POST', '/api/messages', {
    applicationId,
  });

  // The candidate's network, under the test's control: its sockets and its polling can be cut.
  let socketsCut = false;
  let pollingCut = false;
  const open: WebSocketRoute[] = [];
  // What the candidate's page tried while cut off: reconnects refused and polls failed.
  const refused = { sockets: 0, polls: 0 };
  await candidate.routeWebSocket(/\/api\/messages\/[^/]+\/socket/, (ws) => {
    if (socketsCut) {
      refused.sockets++;
      return ws.close({ code: 1011, reason: 'cut' });
    }
    ws.connectToServer();
    open.push(ws);
  });
  await candidate.route(/\/api\/messages\/[^/?]+\?after=/, (route) => {
    if (!pollingCut) return route.continue();
    refused.polls++;
    return route.abort('internetdisconnected');
  });

  await candidate.goto(`/dashboard/messages?c=${conversation.id}`);
  await recruiter.goto(`/recruiter/messages?c=${conversation.id}`);
  const live = (page: Page) =>
    expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 15_000 });
  await live(candidate);
  await live(recruiter);

  const tag = Date.now();
  const say = async (text: string) => {
    await recruiter.getByPlaceholder(/Write to/).fill(text);
    await recruiter.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(recruiter.locator('.msg-body', { hasText: text })).toBeVisible();
  };
  await say(`before the tunnel ${tag}`);
  await expect(candidate.locator('.msg-body', { hasText: `before the tunnel ${tag}` })).toBeVisible();

  // The tunnel: the socket drops and every poll fails.
  socketsCut = pollingCut = true;
  for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'tunnel' });
  await expect(candidate.getByRole('status').filter({ hasText: /^Reconnecting/ })).toBeVisible();
  const missed = [1, 2, 3].map((n) => `in the tunnel ${n} ${tag}`);
  for (const text of missed) await say(text);
  // Past a poll and a reconnect attempt after the last send, nothing has reached the candidate.
  const since = { ...refused };
  await expect
    .poll(() => refused.polls > since.polls && refused.sockets > since.sockets, { timeout: 20_000 })
    .toBe(true);
  await expect(candidate.locator('.msg-body', { hasText: `in the tunnel 1 ${tag}` })).toHaveCount(0);

  // Out of the tunnel: only the socket comes back, so what was missed can arrive only through it.
  socketsCut = false;
  await live(candidate);
  for (const text of missed) await expect(candidate.locator('.msg-body', { hasText: text })).toHaveCount(1);
  pollingCut = false;
  await say(`after the tunnel ${tag}`);
  await expect(candidate.locator('.msg-body', { hasText: `after the tunnel ${tag}` })).toHaveCount(1);

  // Every message once, in order: the candidate's thread is exactly the server's, read afresh.
  const shown = await bodies(candidate);
  const ours = shown.filter((b) => b.endsWith(String(tag)));
  expect(ours).toEqual([`before the tunnel ${tag}`, ...missed, `after the tunnel ${tag}`]);
  await candidate.reload();
  await expect(candidate.locator('.msg-body', { hasText: `after the tunnel ${tag}` })).toBeVisible({ timeout: 20_000 });
  expect(await bodies(candidate)).toEqual(shown);
});
