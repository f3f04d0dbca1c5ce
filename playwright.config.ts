import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against `wrangler dev`
// serving the built site, with their own local D1/R2 state so a developer's demo data is untouched.
// Separate ports (E2E_PORT) let several checkouts run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/**
 * A second instance in proxy mode: its /api and data pages go to the first (PRODUCT.md: a configured
 * backend), signed with the EDGE_SECRET both read from .dev.vars; Google sign-in runs on it.
 */
export const PROXY_ORIGIN = `http://127.0.0.1:${E2E_PORT + 100}`;
/** A third instance that lets one other origin call its API with credentials (CORS). */
export const CORS_API_ORIGIN = `http://127.0.0.1:${E2E_PORT + 200}`;
/**
 * The other origin: a page the CORS test serves itself. Another port of the same host is another
 * origin but the same site, like app.example.com and api.example.com (browsers block third-party
 * cookies across sites, so a cross-origin client belongs on a sibling host).
 */
export const CORS_CLIENT_PORT = E2E_PORT + 300;
export const CORS_CLIENT_ORIGIN = `http://127.0.0.1:${CORS_CLIENT_PORT}`;
/** The admin of the CORS instance. */
export const CORS_ADMIN = { email: 'cors-admin@example.com', password: 'Cors-Admin-42' };
/** The local OpenID provider that stands in for Google; tests start it on this port. */
export const OIDC_PORT = E2E_PORT + 1000;
/**
 * The app instance signs access tokens for 5 minutes instead of 15 (ACCESS_TOKEN_TTL_SECONDS may only
 * shorten them), so a session meets its refresh sooner; tests let it lapse with the test clock.
 */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 300;
/** Local D1/R2 state of the app instance (the proxy and CORS instances add -proxy and -cors). */
export const STATE = `.wrangler/e2e-${E2E_PORT}`;

const google = ['authorize', 'token', 'userinfo']
  .map(
    (step) =>
      `--var GOOGLE_${step === 'authorize' ? 'AUTH' : step.toUpperCase()}_URL:http://127.0.0.1:${OIDC_PORT}/${step}`,
  )
  .join(' ');

// Local development mode (as .dev.vars sets it; wrangler.toml deploys as production), and the limits
// raised: suites sign in and sign up many times from one address (worker tests check the real values).
const testVars = [
  'APP_ENV:development',
  'EMAIL_PROVIDER:mailbox',
  ...[
    'LOGIN_MAX_FAILURES_PER_PAIR',
    'LOGIN_MAX_FAILURES_PER_ADDRESS',
    'LOGIN_SLOWDOWN_AFTER',
    'FLOOD_MAX_PER_ADDRESS',
    'ACCOUNT_MAILS_PER_HOUR',
  ].map((name) => `${name}:1000`),
]
  .map((value) => `--var ${value}`)
  .join(' ');

const migrate = (state: string) => `wrangler d1 migrations apply DB --local --persist-to ${state}`;
const serve = (port: number, state: string, vars: string) =>
  `wrangler dev --ip 127.0.0.1 --port ${port} --persist-to ${state} --inspector-port 0 ${testVars} ${vars}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A test is judged by what it asserts: on a shared 2-core machine a ten-step journey can take
  // 30 s of waiting for the CPU alone (journeys that need more set their own).
  timeout: 60_000,
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Servers start in seconds on a quiet machine; a loaded 2-core one has taken minutes to build
  // and migrate, so starting is bounded generously (it is no measure of speed).
  webServer: [
    {
      command: [
        `rm -rf ${STATE} ${STATE}-proxy ${STATE}-cors`,
        'npm run build',
        migrate(STATE),
        `npx tsx scripts/seed.ts --persist-to ${STATE}`,
        serve(
          E2E_PORT,
          STATE,
          `--var PUBLIC_ORIGIN:${E2E_ORIGIN} --var ACCESS_TOKEN_TTL_SECONDS:${E2E_ACCESS_TOKEN_TTL_SECONDS} ${google}`,
        ),
      ].join(' && '),
      url: `${E2E_ORIGIN}/api/test-redis`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${migrate(`${STATE}-proxy`)} && ${serve(E2E_PORT + 100, `${STATE}-proxy`, `--var PUBLIC_ORIGIN:${PROXY_ORIGIN} --var BACKEND_ORIGIN:${E2E_ORIGIN} ${google}`)}`,
      url: `${PROXY_ORIGIN}/api/test-redis`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // With an admin (admins cannot sign up) and Google sign-in, for the client on the other origin.
      command: [
        migrate(`${STATE}-cors`),
        `npx tsx scripts/admin-create.ts --email ${CORS_ADMIN.email} --name "Cors Admin" --password ${CORS_ADMIN.password} --persist-to ${STATE}-cors`,
        serve(
          E2E_PORT + 200,
          `${STATE}-cors`,
          `--var PUBLIC_ORIGIN:${CORS_API_ORIGIN} --var ALLOWED_ORIGINS:${CORS_CLIENT_ORIGIN} ${google}`,
        ),
      ].join(' && '),
      url: `${CORS_API_ORIGIN}/api/test-redis`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
