import { IDEMPOTENCY_KEY_HEADER } from '../../contract';

/**
 * How the API client rides out a blip. A call is sent again only when sending it twice cannot do
 * twice the work: GET, HEAD, PUT and DELETE by their nature, a POST because it carries an
 * Idempotency-Key that the server answers once. It is sent again only when no answer came (a
 * network error) or a gateway said the worker was unreachable (502, 503, 504); every other status,
 * 4xx above all, is the answer. At most `tries` sends in all, waiting longer each time, with jitter
 * so that clients cut off together do not come back together. A 503 or 429 that says when to come
 * back (Retry-After) is sent again then, if that is within MAX_RETRY_AFTER_MS; a longer wait is
 * given up at once (its answer stands), since nobody watches a spinner that long.
 */
export interface RetryPolicy {
  /** Sends in all, the first one included. */
  tries: number;
  /** The wait before the second send; each later wait doubles it. */
  baseDelayMs: number;
  /** A number in [0, 1); Math.random in the browser. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { tries: 3, baseDelayMs: 400, random: Math.random };

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const RETRY_AFTER_STATUSES = new Set([429, 503]);
/** The longest Retry-After the client waits for. */
export const MAX_RETRY_AFTER_MS = 5_000;

/** A Retry-After value (seconds, or an HTTP date) as a wait in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A fresh key for one user action (one request() call), reused by every send of it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Whether sending this call twice does the work once. */
export function mayRepeat(method: string, headers: Headers): boolean {
  return IDEMPOTENT_METHODS.has(method) || headers.has(IDEMPOTENCY_KEY_HEADER);
}

/** The wait before send number `attempt + 1` (attempt 1 = the first retry): half fixed, half random. */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  const span = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.round(span / 2 + (policy.random() * span) / 2);
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends with `send` until an answer that is not a gateway failure, or until the tries run out (then
 * the last answer, or the last network error, is the outcome). A call that may not be repeated, or
 * whose signal was aborted, is sent once.
 */
export async function sendWithRetries(
  send: () => Promise<Response>,
  { retriable, signal, policy }: { retriable: boolean; signal?: AbortSignal; policy: RetryPolicy },
): Promise<Response> {
  const tries = retriable ? Math.max(1, policy.tries) : 1;
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= tries;
    try {
      const res = await send();
      if (last) return res;
      const asked = RETRY_AFTER_STATUSES.has(res.status) ? retryAfterMs(res.headers.get('Retry-After')) : null;
      if (asked === null ? !GATEWAY_STATUSES.has(res.status) : asked > MAX_RETRY_AFTER_MS) return res;
      // Let the connection go before waiting.
      await res.body?.cancel().catch(() => undefined);
      if (asked !== null) {
        await wait(asked, signal);
        continue;
      }
    } catch (err) {
      if (last || signal?.aborted) throw err;
    }
    await wait(retryDelayMs(attempt, policy), signal);
  }
}
