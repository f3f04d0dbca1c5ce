import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against `wrangler dev`
// serving the built site, with its own local D1/R2 state so a developer's demo data is untouched.
// Separate ports (E2E_PORT) let several checkouts run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const STATE = `.wrangler/e2e-${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
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
  webServer: {
    command: [
      `rm -rf ${STATE}`,
      'npm run build',
      `wrangler d1 migrations apply DB --local --persist-to ${STATE}`,
      `npx tsx scripts/seed.ts --persist-to ${STATE}`,
      `wrangler dev --ip 127.0.0.1 --port ${E2E_PORT} --persist-to ${STATE} --var PUBLIC_ORIGIN:${E2E_ORIGIN}`,
    ].join(' && '),
    url: `${E2E_ORIGIN}/api/test-redis`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
