import { AsyncLocalStorage } from 'node:async_hooks';

import type { MiddlewareHandler } from 'hono';

import type { Bindings } from './env';

/**
 * The worker's one clock: every rule that depends on the time reads it here. In production it is
 * the wall clock. In local development and tests (APP_ENV "development") a request may carry
 * `X-Test-Now: <ms since the epoch>`, and everything that request does (and the work it leaves to
 * `waitUntil`) sees that instant, so tests can let tokens and deadlines expire without waiting and
 * compute "today" from the same instant as the server; other requests keep the wall clock.
 */
export const TEST_NOW_HEADER = 'X-Test-Now';

const pinned = new AsyncLocalStorage<number>();

export const clock = {
  /** Milliseconds since the epoch. */
  now: (): number => pinned.getStore() ?? Date.now(),
  date: (): Date => new Date(clock.now()),
  iso: (): string => clock.date().toISOString(),
  /** True under a test's instant: time then passes only when the test says so (a later instant). */
  pinned: (): boolean => pinned.getStore() !== undefined,
};

/** The instant a request asks for, or null: only in development (never in production), whole ms only. */
export function testNow(env: Pick<Bindings, 'APP_ENV'>, header: string | null | undefined): number | null {
  if (env.APP_ENV !== 'development' || !header || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Outermost middleware: a request's test instant applies to everything it runs. */
export const testClock: MiddlewareHandler<{ Bindings: Bindings }> = (c, next) => {
  const at = testNow(c.env, c.req.header(TEST_NOW_HEADER));
  return at === null ? next() : pinned.run(at, next);
};

/**
 * Runs work queued by a request at a test instant (a delivery's `at`) at that instant, in
 * development only; elsewhere, and without an instant, on the wall clock.
 */
export function atInstant<T>(
  env: Pick<Bindings, 'APP_ENV'>,
  at: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return env.APP_ENV === 'development' && typeof at === 'number' && Number.isSafeInteger(at)
    ? pinned.run(at, work)
    : work();
}
