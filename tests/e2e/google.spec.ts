import { OIDC_PORT } from '../../playwright.config';
import { TEST_USER } from '../fixtures/oidc-app';
import { startOidcProvider } from '../fixtures/oidc-provider';
import { expect, test } from './fixtures';

// Google sign-in against a local OpenID provider started by the test (no network): the worker is
// configured with its endpoints (playwright.config.ts), and the provider checks PKCE and the client.
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
test.beforeAll(async () => {
  provider = await startOidcProvider({ port: OIDC_PORT });
});
test.afterAll(async () => provider.close());

test('Continue with Google signs a new user in as a candidate and lands on /dashboard', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('link', { name: /Continue with Google/i })
    .or(page.getByRole('button', { name: /Continue with Google/i }))
    .click();
  await page.waitForURL('**/dashboard');
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    userType: localStorage.getItem('userType'),
    user: JSON.parse(localStorage.getItem('userData') ?? 'null') as {
      email?: string;
      role?: string;
      provider?: string;
    } | null,
  }));
  expect(session.token).toBeTruthy();
  expect(session.userType).toBe('candidate');
  expect(session.user).toMatchObject({ role: 'candidate', provider: 'google' });
  await expect(page.getByText(TEST_USER.name.split(' ')[0]!).first()).toBeVisible();

  // Messages needs the user's id, which a Google sign-in learns from the profile: no endless spinner.
  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.locator('.loading-state')).toHaveCount(0);
});

test('/oauth-success without a token sends the visitor to /login?error=oauth_failed with an error shown', async ({
  page,
}) => {
  await page.goto('/oauth-success');
  await page.waitForURL('**/login?error=oauth_failed');
  await expect(page.getByRole('alert')).toContainText(/Google/i);
});
