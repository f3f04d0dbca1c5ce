import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { E2E_ACCESS_TOKEN_TTL_SECONDS } from '../../playwright.config';
import { ADMIN, DEMO_PASSWORD, JOBS, RECRUITERS } from '../../scripts/seed/content';
import { RESET_REDIRECT_DELAY_MS } from '../../src/contract/constants';
import { TEST_NOW_HEADER } from '../../worker/clock';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';

// The sign-in screens of spec sections 2, 5 and 8 in a real browser against `wrangler dev`.

const fieldError = (page: Page, text: string) => page.locator('.field-error', { hasText: text });

/** Opens a page and waits until its islands have hydrated (Astro drops their ssr attribute). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The path and query of the current address, without Astro's trailing slash on directory pages. */
function location(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname.replace(/(.)\/$/, '$1'), params: url.searchParams };
}

test.describe('login form', () => {
  test('empty submit shows the required messages', async ({ page }) => {
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(fieldError(page, 'Email is required')).toBeVisible();
    await expect(fieldError(page, 'Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('an invalid email and a short password show their messages, which clear once fixed', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Email').fill('asha@example');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(fieldError(page, 'Email is invalid')).toBeVisible();
    await expect(fieldError(page, 'Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email').fill('asha@example.com');
    await expect(fieldError(page, 'Email is invalid')).toHaveCount(0);
  });

  test('has the forgot-password link, Google button and sign-up link', async ({ page }) => {
    await open(page, '/login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await open(page, '/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('signup form', () => {
  test('empty submit shows every required message', async ({ page }) => {
    await open(page, '/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(fieldError(page, 'Name is required')).toBeVisible();
    await expect(fieldError(page, 'Email is required')).toBeVisible();
    await expect(fieldError(page, 'Password is required')).toBeVisible();
    await expect(fieldError(page, 'Please confirm your password')).toBeVisible();
  });

  test('a short password and a different confirmation show their messages', async ({ page }) => {
    await open(page, '/signup');
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password', { exact: true }).fill('abd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(fieldError(page, 'Email is invalid')).toBeVisible();
    await expect(fieldError(page, 'Password must be at least 6 characters')).toBeVisible();
    await expect(fieldError(page, 'Passwords do not match')).toBeVisible();
  });

  test('the strength meter reads Weak, Medium and Strong as the password grows', async ({ page }) => {
    await open(page, '/signup');
    const password = page.getByLabel('Password', { exact: true });
    const label = page.getByTestId('strength-label');
    await password.fill('abc');
    await expect(label).toHaveText('Weak');
    await password.fill('abcdef');
    await expect(label).toHaveText('Medium');
    await password.fill('Abcdef1!');
    await expect(label).toHaveText('Strong');
    await expect(page.locator('.strength')).toHaveAttribute('data-level', 'strong');
    await expect(page.locator('.strength-segment.is-on')).toHaveCount(5);
    await expect(page.locator('.strength-text')).toHaveAttribute('aria-live', 'polite');
  });

  test('offers Candidate and Recruiter, Candidate first and chosen', async ({ page }) => {
    await open(page, '/signup');
    const candidate = page.getByRole('radio', { name: /Candidate/ });
    const recruiter = page.getByRole('radio', { name: /Recruiter/ });
    await expect(candidate).toBeChecked();
    await page.getByText("I'm hiring for my team").click();
    await expect(recruiter).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(2);
  });
});

test.describe('forgot password', () => {
  test('validates the email', async ({ page }) => {
    await open(page, '/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(fieldError(page, 'Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('nope');
    await expect(fieldError(page, 'Email is invalid')).toBeVisible();
  });

  test('a failed request shows the failure on the email field', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500 .*\/api\/auth\/forgot-password/);
    // The server is replaced for this one request: a failure it would not give on purpose.
    await page.route('**/api/auth/forgot-password', (route) => route.fulfill({ status: 500, body: '' }));
    await open(page, '/forgot-password');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(fieldError(page, 'Failed to send reset email. Please try again.')).toBeVisible();
  });
});

test.describe('reset password', () => {
  test('validates both fields', async ({ page }) => {
    await open(page, '/reset-password/some-user/some-token');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(fieldError(page, 'New password is required')).toBeVisible();
    await expect(fieldError(page, 'Please confirm your password')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password', { exact: true }).fill('12346');
    await expect(fieldError(page, 'Password must be at least 6 characters')).toBeVisible();
    await expect(fieldError(page, 'Passwords do not match')).toBeVisible();
  });

  test('each password has its own show/hide toggle', async ({ page }) => {
    await open(page, '/reset-password/u/t');
    const toggles = page.getByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveCount(2);
    await toggles.first().click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveCount(2);
  });

  test('an invalid link shows the reset failure', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400 .*\/api\/auth\/reset-password\//);
    await open(page, '/reset-password/no-such-user/not-a-token');
    await page.getByLabel('New password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to reset password. The link may be expired or invalid.',
    );
  });
});

test('/oauth-success without a token lands on /login?error=oauth_failed with the error shown', async ({ page }) => {
  await page.goto('/oauth-success');
  await page.waitForURL(/\/login\/?\?error=oauth_failed$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Google sign-in failed. Please try again or use your email and password.',
  );
});

test('/oauth-success with a code this browser did not start removes it from the address at once, stores nothing and fails', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 .*\/api\/auth\/google\/exchange/);
  // Hold the exchange (the real server answers it afterwards) to look at the page mid-way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/google/exchange', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/oauth-success?token=not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Completing your sign in...' })).toBeVisible();
  await expect.poll(() => page.url()).not.toContain('token');
  release();
  await page.waitForURL(/\/login\/?\?error=oauth_failed$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

for (const path of ['/dashboard', '/recruiter/dashboard', '/admin/dashboard']) {
  test(`${path} while signed out goes to /login, remembering the origin`, async ({ page }) => {
    await page.goto(path);
    await page.waitForURL(/\/login\/?\?/);
    expect(location(page)).toMatchObject({ path: '/login' });
    expect(location(page).params.get('redirect')).toBe(path);
    await expect(page.getByRole('status').filter({ hasText: 'Please sign in to continue' })).toBeVisible();
  });
}

for (const path of ['/login', '/signup', '/forgot-password', '/reset-password/x/y']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await open(page, path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// ---- With the accounts API (issue 3 server): real sign-up, login, logout, guard and reset. ----

const PASSWORD = 'Interview#2026';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(
  page: Page,
  { role, fullName, email }: { role: 'Candidate' | 'Recruiter'; fullName: string; email: string },
) {
  await open(page, '/signup');
  await page.getByRole('radio', { name: new RegExp(role) }).check();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('with the accounts API', () => {
  test('a candidate signs up and lands on /dashboard, greeted by name', async ({ page }) => {
    await signUp(page, { role: 'Candidate', fullName: 'Asha Rao', email: uniqueEmail('asha') });
    await page.waitForURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Asha' })).toBeVisible();
    await expect(page.locator('.account-name')).toHaveText('Asha Rao');
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('candidate');
  });

  test('an action after the access token has expired refreshes the session once and succeeds', async ({
    page,
    consoleErrors,
  }) => {
    // Chromium logs the one refused call (the point of the test); any other error still fails it.
    consoleErrors.allow(/status of 401 .*\/api\/candidate\/profile\)$/);
    await page.clock.install();
    await signUp(page, { role: 'Candidate', fullName: 'Tara Iyer', email: uniqueEmail('tara') });
    await page.waitForURL('/dashboard');
    await open(page, '/dashboard/profile');
    await page.getByLabel('Location').fill('Pune, India');
    // The page's own loads (the resume list comes in last) are done before the calls are counted.
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();

    // The page's time stops (no poll runs), then the page and the worker (its test clock) both
    // move one second past the token's life.
    await page.clock.pauseAt(Date.now() + 1_000);
    const later = Date.now() + (E2E_ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    await page.clock.setSystemTime(later);
    await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: String(later) });
    const calls: string[] = [];
    let renewed = '';
    page.on('response', async (res) => {
      const { pathname } = new URL(res.url());
      if (!pathname.startsWith('/api/')) return;
      calls.push(`${res.request().method()} ${pathname} ${res.status()}`);
      if (pathname === '/api/auth/refresh' && res.ok())
        renewed = ((await res.json()) as { accessToken: string }).accessToken;
    });

    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    expect(calls).toEqual([
      'PUT /api/candidate/profile 401',
      'POST /api/auth/refresh 200',
      'PUT /api/candidate/profile 200',
    ]);
    // The renewed token runs from the worker's (moved) time, for this instance's lifetime.
    const claims = JSON.parse(Buffer.from(renewed.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims).toEqual(
      expect.objectContaining({
        iat: Math.floor(later / 1000),
        exp: Math.floor(later / 1000) + E2E_ACCESS_TOKEN_TTL_SECONDS,
      }),
    );

    await page.clock.resume();
    await open(page, '/dashboard/profile');
    await expect(page.getByLabel('Location')).toHaveValue('Pune, India');
  });

  test('a recruiter signs up and lands on /recruiter/dashboard', async ({ page }) => {
    await signUp(page, { role: 'Recruiter', fullName: 'Ravi Menon', email: uniqueEmail('ravi') });
    await page.waitForURL('/recruiter/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ravi' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('recruiter');
  });

  test('a taken email shows the server message', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 409 .*\/api\/auth\/signup/);
    const email = uniqueEmail('taken');
    const first = await request.post('/api/auth/signup', {
      data: { fullName: 'First Owner', email, password: PASSWORD, role: 'Candidate' },
    });
    expect(first.status()).toBe(201);
    await signUp(page, { role: 'Candidate', fullName: 'Second Owner', email });
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists. Sign in instead, or reset your password.',
    );
  });

  test('a wrong password shows the server message', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
    await open(page, '/login');
    await logIn(page, uniqueEmail('nobody'), 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('Sign out calls the server, clears the session and goes to /', async ({ page }) => {
    await signUp(page, { role: 'Candidate', fullName: 'Lena Park', email: uniqueEmail('lena') });
    await page.waitForURL('/dashboard');
    const logout = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/logout') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\/?\?redirect=/);
  });

  test('a candidate opening /recruiter/dashboard is sent to /', async ({ page }) => {
    await signUp(page, { role: 'Candidate', fullName: 'Omar Haddad', email: uniqueEmail('omar') });
    await page.waitForURL('/dashboard');
    await page.goto('/recruiter/dashboard');
    await page.waitForURL('/');
  });

  test('a guarded URL while signed out goes to /login, and login returns there', async ({ page }) => {
    const email = uniqueEmail('back');
    await signUp(page, { role: 'Candidate', fullName: 'Mei Lin', email });
    await page.waitForURL('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('/');
    await page.goto('/dashboard?from=alert');
    await page.waitForURL(/\/login\/?\?redirect=/);
    const origin = location(page).params.get('redirect');
    expect(origin).toMatch(/^\/dashboard/);
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === origin);
    await expect(page.getByRole('heading', { name: 'Welcome, Mei' })).toBeVisible();
  });

  test('forgot password → emailed link → reset → /login after 3 s → sign in with the new password', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
    consoleErrors.allow(/status of 400 .*\/api\/auth\/reset-password\//);
    const email = uniqueEmail('reset');
    await signUp(page, { role: 'Candidate', fullName: 'Nia Okafor', email });
    await page.waitForURL('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('/');

    await open(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Different Email' }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    let link = '';
    await expect
      .poll(async () => {
        const { emails } = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
          emails: { text: string }[];
        };
        link = emails[0]?.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    const { pathname } = new URL(link);
    await page.clock.install();
    await open(page, pathname);
    const newPassword = 'Brand-new-pass-9';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await page.clock.runFor(RESET_REDIRECT_DELAY_MS - 100);
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pathname);
    await page.clock.runFor(100);
    await page.waitForURL(/\/login\/?$/);

    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('/dashboard');

    // The link works once.
    await page.goto(pathname);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill('Another-pass-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another-pass-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to reset password. The link may be expired or invalid.',
    );
  });

  test('the seeded admin signs in to /admin/dashboard and sees the user figures', async ({ page }) => {
    await open(page, '/login');
    await logIn(page, ADMIN.email, DEMO_PASSWORD);
    await page.waitForURL('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const users = page.locator('.stat', { hasText: 'Users' }).locator('.stat-value');
    await expect(users).toHaveText(/^\d[\d,]*$/);
    expect(Number((await users.textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  });

  test("a seeded recruiter's home lists the company's newest open jobs, not its drafts", async ({ page, request }) => {
    const riya = RECRUITERS[0];
    const seededDraft = JOBS.find((job) => job.companyId === riya.companyId && job.status === 'draft');
    if (!seededDraft) throw new Error('The demo data should give this company a draft');
    // Other tests post jobs as this recruiter, and the home shows only the newest open ones: post this test's own.
    const login = await request.post('/api/auth/login', { data: { email: riya.email, password: DEMO_PASSWORD } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const tag = Date.now().toString(36);
    const post = async (title: string, status: 'open' | 'draft') => {
      const res = await request.post('/api/recruiter/jobs', { headers, data: { ...SAMPLE_JOB_FIELDS, title, status } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const draftTitle = `Home draft ${tag}`;
    await post(draftTitle, 'draft');
    const openTitle = `Home opening ${tag}`;
    const openId = await post(openTitle, 'open');

    await open(page, '/login');
    await logIn(page, riya.email, DEMO_PASSWORD);
    await page.waitForURL('/recruiter/dashboard');
    await expect(page.getByRole('link', { name: openTitle })).toHaveAttribute(
      'href',
      `/recruiter/jobs/${openId}/applications`,
    );
    await expect(page.getByRole('link', { name: draftTitle })).toHaveCount(0);
    await expect(page.getByRole('link', { name: seededDraft.title })).toHaveCount(0);
  });
});
