import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Two projects: plain unit tests in Node, and worker tests inside workerd with real local D1, R2
// and KV (fresh storage per test file, migrations applied by tests/worker/setup.ts).
export default defineConfig({
  test: {
    // The worker logs one JSON line per request; show logs only for failing tests.
    silent: 'passed-only',
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './tests/worker/entry.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
                PASSWORD_PEPPER: 'test-pepper-0123456789abcdef0123456789abcdef',
                GOOGLE_CLIENT_SECRET: 'test-google-secret',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['./tests/worker/setup.ts'],
        },
      },
    ],
  },
});
