import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file starts from a database with every migration applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
