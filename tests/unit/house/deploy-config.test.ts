import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { DEAD_DELIVERY_QUEUE, DELIVERY_QUEUE, DELIVERY_TRIES } from '../../../worker/queue/messages';

// What `wrangler deploy` uploads: the config `astro build` writes from wrangler.toml. Built here
// when missing, so the check never depends on a developer's local .dev.vars.
const DEPLOY_CONFIG = new URL('../../../dist/server/wrangler.json', import.meta.url);

/** The deploy config, built first when missing. */
function deployConfig<T>(): T {
  if (!existsSync(DEPLOY_CONFIG))
    execFileSync('npm', ['run', 'build'], {
      cwd: new URL('../../..', import.meta.url),
      stdio: 'ignore',
      timeout: 300_000,
    });
  return JSON.parse(readFileSync(DEPLOY_CONFIG, 'utf8')) as T;
}

describe('the deploy config', () => {
  it('deploys as production: APP_ENV is "production", so the dev mailbox and other development routes are off', () => {
    const config = deployConfig<{ vars?: Record<string, unknown> }>();
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

  it('sends to and consumes the one delivery queue, with the tries and the dead-letter queue the consumer expects', () => {
    const { queues } = deployConfig<{
      queues?: {
        producers?: Array<{ binding: string; queue: string }>;
        consumers?: Array<{ queue: string; max_retries?: number; dead_letter_queue?: string }>;
      };
    }>();
    expect(queues?.producers).toEqual([{ binding: 'DELIVERIES', queue: DELIVERY_QUEUE }]);
    const deliveries = queues?.consumers?.find((c) => c.queue === DELIVERY_QUEUE);
    // max_retries counts the tries after the first.
    expect(deliveries).toMatchObject({ max_retries: DELIVERY_TRIES - 1, dead_letter_queue: DEAD_DELIVERY_QUEUE });
    expect(queues?.consumers?.map((c) => c.queue).sort()).toEqual([DEAD_DELIVERY_QUEUE, DELIVERY_QUEUE].sort());
  }, 320_000);
});
