import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

// What `wrangler deploy` uploads: the config `astro build` writes from wrangler.toml. Built here
// when missing, so the check never depends on a developer's local .dev.vars.
const DEPLOY_CONFIG = new URL('../../../dist/server/wrangler.json', import.meta.url);

describe('the deploy config', () => {
  it('deploys as production: APP_ENV is "production", so the dev mailbox and other development routes are off', () => {
    if (!existsSync(DEPLOY_CONFIG))
      execFileSync('npm', ['run', 'build'], {
        cwd: new URL('../../..', import.meta.url),
        stdio: 'ignore',
        timeout: 300_000,
      });
    const config = JSON.parse(readFileSync(DEPLOY_CONFIG, 'utf8')) as { vars?: Record<string, unknown> };
    expect(config.vars?.APP_ENV).toBe('production');
    // No limit is raised, the access token keeps its 15 minutes and no secret is baked in: they come
    // from the defaults and `wrangler secret`.
    for (const name of [
      'ACCESS_TOKEN_TTL_SECONDS',
      'LOGIN_MAX_FAILURES_PER_PAIR',
      'FLOOD_MAX_PER_ADDRESS',
      'JWT_SECRET',
      'PASSWORD_PEPPER',
      'EMAIL_API_KEY',
    ])
      expect(config.vars?.[name], name).toBeUndefined();
  }, 320_000);
});
