import { describe, it } from 'vitest';
import { exercise, MODES, type PathName } from './paths';

const PATHS: PathName[] = ['message send', 'alert delivery', 'report action'];

describe.each(PATHS)('fault injection: %s', (name) => {
  it.each(MODES)('the Nth call of D1, R2, KV or a Durable Object fails (%s), for N = 1, 2, 3… until it completes', async (mode) => {
    await exercise(name, mode);
  }, 600_000);
});

/**
 * Write paths the harness finds broken and that are not fixed yet; each fails today, and the
 * expectation flips (this test then fails) the day it is fixed:
 * - targeted send stores the send, then writes its conversation, message, notification and email
 *   one by one: a failure between leaves a send nobody received, and its retry answers
 *   already_sent;
 */
const BROKEN: PathName[] = ['targeted send'];

describe.each(BROKEN)('fault injection, known broken: %s', (name) => {
  it.fails.each(MODES)('the Nth call fails (%s): a retry does not complete it exactly once', async (mode) => {
    await exercise(name, mode);
  }, 600_000);
});
