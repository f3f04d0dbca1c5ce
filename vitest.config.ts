import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

import { createEmailProviderApp, EMAIL_PROVIDER_HOST } from './tests/fixtures/email-provider';
import { createOidcApp } from './tests/fixtures/oidc-app';

const GOOGLE_CLIENT_SECRET = 'test-google-secret';
// The test OpenID provider at the GOOGLE_* URLs of wrangler.toml (127.0.0.1:9400): every outbound
// fetch of the worker under test is answered here, in Node, so no port is opened.
const oidc = createOidcApp({ clientId: 'hireloop-local', clientSecret: GOOGLE_CLIENT_SECRET });
const OIDC_HOST = '127.0.0.1:9400';
// A stand-in for the email provider's HTTP API, answered the same way (tests/worker/email-outbox.test.ts).
const emailProvider = createEmailProviderApp();
const RAISED_LIMITS = {
  LOGIN_MAX_FAILURES_PER_PAIR: '1000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  LOGIN_SLOWDOWN_AFTER: '1000',
  FLOOD_MAX_PER_ADDRESS: '1000',
  ACCOUNT_MAILS_PER_HOUR: '1000',
};

// The seed of every property test (tests/seed.ts): fixed unless FC_SEED asks for another, and
// FC_SEED=random draws one and prints it so a failure can be replayed.
const FIXED_SEED = 20_261_126;
const fcSeed =
  process.env.FC_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FC_SEED ?? FIXED_SEED);
if (!Number.isSafeInteger(fcSeed))
  throw new Error(`FC_SEED must be an integer or "random", not ${process.env.FC_SEED}`);
if (fcSeed !== FIXED_SEED) console.log(`fast-check seed: FC_SEED=${fcSeed}`);

// Two projects: plain unit tests in Node, and worker tests inside workerd with real local D1, R2
// and KV (fresh storage per test file, migrations applied by tests/worker/setup.ts).
export default defineConfig({
  test: {
    // The worker logs one JSON line per request; show logs only for failing tests.
    silent: 'passed-only',
    provide: { fcSeed },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/seed.ts'],
        },
        // The API types' drift check reads the worker's routers in Node (tests/unit/scripts/api-types.test.ts).
        resolve: {
          alias: {
            'cloudflare:workers': new URL('./scripts/lib/cloudflare-workers-stub.ts', import.meta.url).pathname,
          },
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './tests/worker/entry.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // A second database, for tests only: the shard simulation (tests/worker/scale/shards.test.ts).
              d1Databases: ['SHARD_B'],
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                // wrangler.toml deploys as production; tests run as local development does (.dev.vars).
                APP_ENV: 'development',
                EMAIL_PROVIDER: 'mailbox',
                JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
                PASSWORD_PEPPER: 'test-pepper-0123456789abcdef0123456789abcdef',
                GOOGLE_CLIENT_SECRET,
                // Suites sign in many times from one address: raised here, tested at their real
                // values in tests/worker/auth (throttle and flood tests).
                ...RAISED_LIMITS,
              },
              outboundService: (request: Request) => {
                const url = new URL(request.url);
                if (url.host === OIDC_HOST) return oidc.fetch(request);
                if (url.host === EMAIL_PROVIDER_HOST) return emailProvider.fetch(request);
                return new Response(`no network in tests: ${url.host}`, { status: 502 });
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // workerd tests share a busy machine: a test is judged by what it asserts, not by the 5 s default.
          testTimeout: 30_000,
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['./tests/seed.ts', './tests/worker/setup.ts'],
        },
      },
    ],
  },
});
