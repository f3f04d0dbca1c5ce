import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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

  test('a failed request shows the failure on the email field', async ({ page }) => {
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
    await page.getByRole('button', { name: 'Show new password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('an invalid link shows the reset failure', async ({ page }) => {
    await open(page, '/reset-password/no-such-user/not-a-token');
    await page.getByLabel('New password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to reset password. The link may be expired or invalid.');
  });
});

test('/oauth-success without a token lands on /login?error=oauth_failed with the error shown', async ({ page }) => {
  await page.goto('/oauth-success');
  await page.waitForURL(/\/login\/?\?error=oauth_failed$/);
  await expect(page.getByRole('alert')).toHaveText('Google sign-in failed. Please try again or use your email and password.');
});

test('/oauth-success with a token removes it from the address at once, stores it and goes to /dashboard', async ({ page }) => {
  // Hold the profile call (the real server answers it afterwards) to look at the page mid-way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/candidate/profile', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/oauth-success?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Completing your sign in...' })).toBeVisible();
  await expect.poll(() => page.url()).not.toContain('token');
  expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ authToken: 'not-a-real-token', userType: 'candidate' });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(stored).toMatchObject({ role: 'candidate', provider: 'google' });
  expect(Date.parse(stored.loginDate)).toBeGreaterThan(Date.now() - 60_000);
  const toDashboard = page.waitForRequest((req) => new URL(req.url()).pathname === '/dashboard' && req.isNavigationRequest());
  release();
  await toDashboard;
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
