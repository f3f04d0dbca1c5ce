// The public site: landing, privacy, terms and the 404 page, against `wrangler dev` serving the
// built site. Login, signup and the other auth pages belong to their own spec.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';

import { CONTACT, CONTACT_FORM_DELAY_MS } from '../../src/contract/constants';
import { MESSAGES } from '../../src/contract/messages';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { shoot } from './screen';

const PUBLIC_PAGES = [
  { path: '/', h1: 'Welcome to Hireloop' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/ai', h1: 'How the match score works' },
  { path: '/this/page/does-not-exist', h1: 'Page not found', status: 404 },
];

async function expectChrome(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', '/signup');
  // Jobs comes after the spec's three, which stay.
  await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('href', '/jobs');
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Login', 'Sign Up', 'Jobs']);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  for (const network of ['LinkedIn', 'X', 'GitHub']) {
    const link = footer.getByRole('link', { name: `Hireloop on ${network}` });
    await expect(link).toBeVisible();
    await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  }
  await expect(footer).toContainText(/© \d{4} Hireloop/);

  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Hireloop/);
  // The hashed CSP is in place and allows no inline script by name.
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain("'unsafe-inline'");
}

test.describe('public chrome', () => {
  for (const { path, h1, status } of PUBLIC_PAGES) {
    test(`${path} has the nav, footer and head`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(status ?? 200);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expectChrome(page);
      if (!status) {
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(path);
      }
    });
  }

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/privacy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the current page is marked in the nav', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).not.toHaveAttribute('aria-current');
  });
});

test.describe('landing page', () => {
  test('presents Hireloop with the hero, features and contact details', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Hireloop · AI-powered recruitment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hireloop');
    await expect(page.getByText('AI-powered recruitment', { exact: true })).toBeVisible();
    const cta = page.getByRole('link', { name: 'Start Your Journey' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/signup');

    const features = page.locator('#features');
    for (const title of ['AI-Powered Matching', 'Secure & Private', 'Global Network', 'Fast Deployment']) {
      await expect(features.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(features.getByRole('listitem')).toHaveCount(4);

    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    await expect(contact.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', /^tel:\+91/);
    await expect(contact.getByText('Gurugram, India', { exact: true })).toBeVisible();
  });

  test('the logo strip scrolls, can be paused, and stands still under reduced motion', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: /Hiring teams/ });
    // Screen readers get one list of companies; the copy that makes the loop seamless is hidden.
    const names = strip.getByRole('list').first().getByRole('listitem');
    await expect(names).toHaveCount(8);
    await expect(names.first()).toHaveText('Northwind');
    await expect(strip.locator('ul[aria-hidden="true"]')).toHaveCount(1);

    const track = strip.locator('.logos-track');
    const animation = () =>
      track.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, state: style.animationPlayState };
      });
    expect(await animation()).toEqual({ name: 'logos-scroll', state: 'running' });
    await strip.getByLabel('Pause animation').check();
    expect((await animation()).state).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await animation()).name).toBe('none');
    await expect(strip.locator('ul[aria-hidden="true"]')).toBeHidden();
  });
});

test.describe('contact form', () => {
  const form = (page: Page) => page.locator('form[data-contact-form]');
  const field = (page: Page, label: 'Name' | 'Email' | 'Message') => form(page).getByLabel(label, { exact: true });

  /** The message tied to a field through aria-describedby. */
  async function describedMessage(page: Page, label: 'Name' | 'Email' | 'Message') {
    const id = await field(page, label).getAttribute('aria-describedby');
    expect(id, `${label} aria-describedby`).toBeTruthy();
    return page.locator(`[id="${id}"]`);
  }

  test('shows the exact message under each empty field', async ({ page }) => {
    await page.goto('/');
    await form(page).getByRole('button', { name: 'Send message' }).click();
    const expected = {
      Name: MESSAGES.contactNameRequired,
      Email: MESSAGES.contactEmailRequired,
      Message: MESSAGES.contactMessageRequired,
    } as const;
    expect(Object.values(expected)).toEqual(['Name is required', 'Email is required', 'Message is required']);
    for (const [label, message] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(await describedMessage(page, label)).toHaveText(message);
      await expect(await describedMessage(page, label)).toBeVisible();
    }
    // Focus goes to the first field to fix.
    await expect(field(page, 'Name')).toBeFocused();
  });

  test('rejects an invalid email and clears messages as they are fixed', async ({ page }) => {
    await page.goto('/');
    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example');
    await field(page, 'Message').fill('We would like a demo.');
    await form(page).getByRole('button', { name: 'Send message' }).click();
    await expect(await describedMessage(page, 'Email')).toHaveText('Email is invalid');
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'Email')).toBeFocused();

    await field(page, 'Email').fill('asha@example.com');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-describedby');
    await expect(form(page).locator('.field-error:visible')).toHaveCount(0);
  });

  test('a valid message sends for 2 seconds, then clears, and reaches the team’s mailbox', async ({
    page,
    request,
    apiContract,
  }) => {
    // Under the paused page clock the answer's body is never handed over for the contract check
    // (its teardown waits forever); its status is checked here, its body by contact.spec.ts.
    apiContract.ignore(/^\/api\/contact$/);
    const text = `We are hiring 12 engineers this quarter (${Date.now().toString(36)}).`;
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 5_000);
    const requests: Request[] = [];
    page.on('request', (req) => requests.push(req));

    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example.com');
    await field(page, 'Message').fill(text);
    const submit = form(page).locator('button[type="submit"]');
    const answer = page.waitForResponse('**/api/contact');
    await submit.click();
    expect((await answer).status()).toBe(202);

    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText('Sending…');
    await expect(submit).toHaveAttribute('aria-busy', 'true');

    await page.clock.runFor(CONTACT_FORM_DELAY_MS - 100);
    await expect(submit).toHaveText('Sending…');
    await expect(field(page, 'Name')).toHaveValue('Asha Rao');

    await page.clock.runFor(100);
    await expect(submit).toHaveText('Send message');
    await expect(submit).toBeEnabled();
    for (const label of ['Name', 'Email', 'Message'] as const) await expect(field(page, label)).toHaveValue('');
    await expect(form(page).getByRole('status')).toHaveText(MESSAGES.contactSent);

    // One call, and the message is in the operator's inbox (the dev mailbox locally).
    expect(requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/contact']);
    const { emails } = (await (await request.get(`/dev/mailbox.json?to=${CONTACT.email}`)).json()) as {
      emails: Array<{ kind: string; subject: string; text: string }>;
    };
    const mail = emails.find((e) => e.text.includes(text));
    expect(mail, 'the message in the dev mailbox').toBeTruthy();
    expect(mail).toMatchObject({ kind: 'contact_message', subject: 'Message from the site: Asha Rao' });
    expect(mail!.text).toContain('asha@example.com');
  });

  test('when the message cannot be sent, the form says so, names the address and keeps the text', async ({
    page,
    apiContract,
    consoleErrors,
  }) => {
    apiContract.ignore(/^\/api\/contact$/);
    consoleErrors.allow(/status of 503/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/');
    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example.com');
    await field(page, 'Message').fill('Please delete my data.');
    await form(page).getByRole('button', { name: 'Send message' }).click();
    const status = form(page).getByRole('status');
    await expect(status).toHaveText(`We could not send your message. Please email us at ${CONTACT.email}.`, {
      timeout: CONTACT_FORM_DELAY_MS + 5_000,
    });
    await expect(field(page, 'Message')).toHaveValue('Please delete my data.');
    await expect(form(page).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});

test.describe('404 page', () => {
  test('unknown paths answer 404 with the three buttons and three shortcuts', async ({ page }) => {
    for (const path of ['/no-such-page', '/jobs/123/nothing-here']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page).toHaveTitle('Page not found · Hireloop');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Refresh' })).toBeVisible();
      for (const [name, href] of [
        ['Browse jobs', '/dashboard/jobs'],
        ['Recruiter dashboard', '/recruiter/dashboard'],
        ['Help center', '/dashboard/help'],
      ]) {
        await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
      }
    }
  });

  test('Go Home goes to the landing page', async ({ page }) => {
    await page.goto('/missing');
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hireloop');
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/terms');
    await page.goto('/missing');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('Go Back in a tab opened on the 404 page goes home', async ({ page, context }) => {
    await page.goto('/');
    // A tab opened straight on the URL has no previous page.
    const [tab] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/missing'))]);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => history.length)).toBe(1);
    await tab.getByRole('button', { name: 'Go Back' }).click();
    await expect(tab).toHaveURL('/');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hireloop');
  });

  test('Refresh reloads the page', async ({ page }) => {
    await page.goto('/missing');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect(page).toHaveURL('/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('legal pages', () => {
  for (const path of ['/privacy', '/terms', '/ai']) {
    test(`${path} has a working table of contents`, async ({ page }) => {
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const links = toc.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(8);
      // The contents are the article's headings, in order, each entry named as its heading.
      const headings = await page
        .locator('article h2')
        .evaluateAll((hs) => hs.map((h) => ({ href: `#${h.id}`, text: h.textContent!.trim() })));
      const entries = await links.evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent!.replace(/^\d+\.\s*/, '').trim() })),
      );
      expect(entries).toEqual(headings);
      await shoot(page, path.slice(1));
      await links.nth(3).click();
      const target = (await links.nth(3).getAttribute('href'))!;
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test('the privacy policy covers what a candidate needs to know', async ({ page }) => {
    await page.goto('/privacy');
    const article = page.getByRole('article');
    for (const heading of [
      'Information we collect',
      'Resumes and applications',
      'AI scoring and your right to a human review',
      'Cookies and local storage',
      'How long we keep data',
      'Your rights',
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(article).toContainText('only essential cookies');
    await expect(article.getByRole('cell', { name: 'Session cookie' })).toBeVisible();
    await expect(article.getByRole('cell', { name: 'Refresh cookie' })).toBeVisible();
    for (const right of ['Access', 'Delete', 'Export'])
      await expect(article.getByText(right, { exact: true })).toBeVisible();
    await expect(article.getByRole('link', { name: CONTACT.email }).first()).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
  });
});

test.describe('quality bars', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path}: axe finds no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    });

    test(`${path}: no horizontal scroll at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expectNoHorizontalScroll(page);
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast', 'target-size']).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });
  }
});
