import type { D1Migration } from 'cloudflare:test';

import type { Bindings } from '../../worker/env';

declare global {
  namespace Cloudflare {
    // `env` of cloudflare:test: the worker's bindings plus the migrations the test setup applies.
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** A second local D1, declared for tests only (vitest.config.ts): a company's shard. */
      SHARD_B: D1Database;
    }
  }
}
