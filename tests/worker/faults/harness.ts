import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
} from 'cloudflare:test';
import { expect } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { TEST_NOW_HEADER } from '../../../worker/clock';
import { queue } from '../../../worker/deliveries';
import type { Bindings } from '../../../worker/env';
import type { DeliveryMessage } from '../../../worker/env';
import { DELIVERY_QUEUE } from '../../../worker/queue/messages';
import { scheduled } from '../../../worker/scheduled';
import { app } from '../entry';

/**
 * Fault injection over the real bindings: every I/O call to D1, R2, KV or a Durable Object is
 * counted, and the Nth one fails. `throw` fails it before it reaches the binding (the write never
 * happens); `timeout` lets it happen and then fails it (the write landed, the answer was lost).
 */
export type FaultMode = 'throw' | 'timeout';

export class Faults {
  calls: string[] = [];
  /** The call that failed, e.g. "D1.batch", once the fault fired. */
  fired: string | null = null;

  constructor(
    readonly failAt: number,
    readonly mode: FaultMode,
  ) {}

  async call<T>(name: string, run: () => Promise<T>): Promise<T> {
    this.calls.push(name);
    if (this.calls.length !== this.failAt) return run();
    this.fired = `${name} #${this.failAt}`;
    if (this.mode === 'throw') throw new Error(`injected fault: ${name} failed`);
    await run();
    throw new Error(`injected fault: ${name} timed out`);
  }
}

class FaultyStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly faults: Faults,
  ) {}
  bind(...values: unknown[]) {
    return new FaultyStatement(this.real.bind(...values), this.faults);
  }
  first(column?: string) {
    return this.faults.call('D1.first', () => (column === undefined ? this.real.first() : this.real.first(column)));
  }
  run() {
    return this.faults.call('D1.run', () => this.real.run());
  }
  all() {
    return this.faults.call('D1.all', () => this.real.all());
  }
  raw(options?: { columnNames?: boolean }) {
    return this.faults.call('D1.raw', () => this.real.raw(options as { columnNames: true }));
  }
}

function faultyD1(db: D1Database, faults: Faults): D1Database {
  const prepare = (sql: string) => new FaultyStatement(db.prepare(sql), faults);
  const batch = (statements: FaultyStatement[]) =>
    faults.call('D1.batch', () => db.batch(statements.map((s) => s.real)));
  return {
    prepare,
    batch,
    exec: (sql: string) => faults.call('D1.exec', () => db.exec(sql)),
    // A request's session (worker/http/d1-sessions.ts) meets the same faults.
    withSession: () => ({ prepare, batch, getBookmark: () => null }),
    dump: () => db.dump(),
  } as unknown as D1Database;
}

/** Wraps the named methods of `target` as counted calls; everything else passes through. */
function wrapMethods<T extends object>(target: T, binding: string, methods: readonly string[], faults: Faults): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop);
      if (typeof prop !== 'string' || !methods.includes(prop) || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(t) : value;
      return (...args: unknown[]) => faults.call(`${binding}.${prop}`, () => value.apply(t, args));
    },
  });
}

const R2_CALLS = ['put', 'get', 'head', 'delete', 'list', 'createMultipartUpload'] as const;
const KV_CALLS = ['get', 'getWithMetadata', 'put', 'delete', 'list'] as const;

/** A Durable Object stub whose every method (RPC or fetch) is a counted call. */
function faultyRooms(ns: Bindings['CONVERSATION_ROOMS'], faults: Faults): Bindings['CONVERSATION_ROOMS'] {
  return new Proxy(ns, {
    get(t, prop) {
      const value = Reflect.get(t, prop);
      if (prop !== 'get' || typeof value !== 'function') return typeof value === 'function' ? value.bind(t) : value;
      return (...args: unknown[]) => {
        const stub = value.apply(t, args);
        return new Proxy(stub, {
          get(s, method) {
            const member = Reflect.get(s, method);
            if (
              typeof method !== 'string' ||
              method === 'then' ||
              method === 'id' ||
              method === 'name' ||
              typeof member !== 'function'
            )
              return member;
            // Called on the stub itself: an RPC method's own `apply` would be read as a remote method.
            return (...a: unknown[]) =>
              faults.call(`DO.${method}`, () =>
                Promise.resolve((s as unknown as Record<string, (...x: unknown[]) => unknown>)[method]!(...a)),
              );
          },
        });
      };
    },
  });
}

/**
 * The delivery queue as the runs here meet it: what they send waits in the test (`waiting`) until
 * `deliverWaiting` hands it to the real consumer, as the queue would; what the consumer asks to try
 * again waits again. Under `faults` every send is a counted call (a failed send).
 */
const waiting: DeliveryMessage[] = [];
function keptQueue(faults?: Faults): Bindings['DELIVERIES'] {
  const keep = async (bodies: DeliveryMessage[]) => {
    const store = () => Promise.resolve(void waiting.push(...bodies));
    await (faults ? faults.call('Queue.send', store) : store());
    return { metadata: { metrics: { backlogCount: waiting.length, backlogBytes: 0 } } };
  };
  return {
    send: (body) => keep([body]),
    sendBatch: (messages) => keep([...messages].map((m) => m.body)),
  };
}

/** The real bindings, with the delivery queue kept in the test. */
export const realBindings: Bindings = { ...(env as unknown as Bindings), DELIVERIES: keptQueue() };

/**
 * Hands what waits on the queue to the consumer on `bindings` (a failed consumer, under faults), at
 * test instant `at` when given (an hour on: every hold has passed); keeps what it asks to try again.
 */
export async function deliverWaiting(bindings: Bindings, at?: number) {
  for (let round = 0; waiting.length && round < 5; round++) {
    const bodies = waiting.splice(0).map((body) => (at === undefined ? body : { ...body, at }));
    const batch = createMessageBatch<DeliveryMessage>(
      DELIVERY_QUEUE,
      bodies.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await queue(batch, bindings).catch(() => undefined);
    const retried = (await getQueueResult(batch, ctx)).retryMessages.map((m) => bodies[Number(m.msgId)]!);
    waiting.push(...retried);
    // Tried again only when time moves on (the queue's delay): the next call's.
    if (retried.length) break;
  }
}

/**
 * An hour on: the queue's retries of what failed, then the hourly cron (what never reached the
 * queue), then what that sent; every hold and claim has expired by then.
 */
export async function hourly() {
  const at = Date.now() + 60 * 60 * 1000;
  await deliverWaiting(realBindings, at);
  await scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), realBindings);
  await deliverWaiting(realBindings, at);
}

/** The test environment with D1, R2, KV, the Durable Objects and the delivery queue behind `faults`. */
export function faultyEnv(faults: Faults): Bindings {
  const real = env as unknown as Bindings;
  return {
    ...real,
    DB: faultyD1(real.DB, faults),
    FILES: wrapMethods(real.FILES, 'R2', R2_CALLS, faults),
    KV: wrapMethods(real.KV, 'KV', KV_CALLS, faults),
    CONVERSATION_ROOMS: faultyRooms(real.CONVERSATION_ROOMS, faults),
    DELIVERIES: keptQueue(faults),
  };
}

export interface Answer {
  status: number;
  body: any;
  text: string;
  requestId: string | null;
}

/**
 * Runs a request through the real app on `bindings`, waiting for the work it hands to waitUntil and
 * the deliveries it queued (consumed on the same bindings).
 */
export async function run(request: Request, bindings: Bindings): Promise<Answer> {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => void pending.push(p.catch(() => undefined)),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  const res = await app.fetch(request, bindings, ctx);
  await Promise.all(pending);
  await deliverWaiting(bindings);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, text, requestId: res.headers.get('X-Request-Id') };
}

/**
 * What an injected failure must answer: JSON 5xx with the request id (header and body) and nothing
 * of the inside (no error text, no stack, no SQL).
 */
export function expectCleanFailure(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.text}`).toBeGreaterThanOrEqual(500);
  expect(answer.body, label).toEqual({ message: MESSAGES.internal, requestId: answer.requestId });
  expect(answer.requestId, label).toMatch(/\S/);
  expect(answer.text, label).not.toMatch(/injected|D1|R2|SQL|stack|Error/);
}

export const ORIGIN = 'http://app.test';

/** A request as the site sends it. */
export function request(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    form?: () => FormData;
    headers?: Record<string, string>;
  } = {},
) {
  return () => {
    // At a test instant, as every worker test request (tests/worker/helpers.ts `api`): held notices wait for the cron.
    const headers: Record<string, string> = { Origin: ORIGIN, [TEST_NOW_HEADER]: String(Date.now()), ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.form) body = init.form();
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
  };
}
