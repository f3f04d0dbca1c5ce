import type { Context } from 'hono';

import type { ApplicationStatus } from '../../src/contract';
import { clock } from '../clock';
import type { AppEnv, Bindings } from '../env';
import { asRepeatableTask } from '../http/effects';
import { notifyApplicationReceived, notifyStatusChange } from './applications';
import * as store from './store';

/**
 * The one owner of side effects (emails, notifications, alert matching). A change writes a notice
 * intent in the same D1 batch as itself; the request delivers it right after the answer
 * (`waitUntil`), and the cron sweeps whatever was left behind, so a failed delivery is tried again
 * and never lost.
 */
export type NoticeKind = store.NoticeKind;
export type NoticeEnv = Pick<
  Bindings,
  'DB' | 'FILES' | 'JWT_SECRET' | 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN' | 'CONVERSATION_ROOMS'
>;
export type NoticeHandler = (
  env: NoticeEnv,
  subjectId: string,
  detail: Record<string, unknown>,
  now: Date,
) => Promise<void>;
/** Handlers of kinds owned by concerns above this one (job alerts), wired in at the worker's root. */
export type NoticeHandlers = Partial<Record<NoticeKind, NoticeHandler>>;

/** How long a delivery holds its intent before the cron may take it over. */
const CLAIM_MS = 5 * 60_000;
/** An intent that failed this often stays for inspection and is not tried again. */
export const NOTICE_ATTEMPTS_MAX = 5;
const SWEEP_MAX = 200;

const APPLICATION_HANDLERS: NoticeHandlers = {
  application_received: (env, id, _detail, now) => notifyApplicationReceived(env, { id }, now),
  status_changed: (env, id, detail, now) =>
    notifyStatusChange(
      env,
      { id },
      detail.from as ApplicationStatus,
      detail.to as ApplicationStatus,
      now,
      typeof detail.message === 'string' ? detail.message : '',
    ),
};

/**
 * A new intent: its id (to deliver after the answer) and the statement to run in the change's batch.
 * `id` when a retry must find it again; `condition` (SQL, with its values) when the change decides
 * as it runs whether there is anything to announce; `notBefore` when it must wait (an undo window):
 * the delivery after the answer cannot claim it, the minute sweep delivers it once its time passed.
 */
export function noticeIntent(
  db: D1Database,
  kind: NoticeKind,
  subjectId: string,
  now: Date,
  detail?: Record<string, unknown>,
  opts: { id?: string; condition?: { sql: string; values: unknown[] }; notBefore?: Date } = {},
) {
  const id = opts.id ?? crypto.randomUUID();
  return {
    id,
    statement: store.intentStatement(
      db,
      { id, kind, subjectId, detail, now: now.toISOString(), notBefore: opts.notBefore?.toISOString() },
      opts.condition,
    ),
  };
}

/** Delivers the intents it can claim; a failure is logged and left for the sweep. Returns how many went out. */
export async function deliverNotices(
  env: NoticeEnv,
  ids: readonly string[],
  handlers: NoticeHandlers,
  now = clock.date(),
): Promise<number> {
  const all = { ...APPLICATION_HANDLERS, ...handlers };
  let delivered = 0;
  for (const id of ids) {
    const intent = await store.claim(env.DB, id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
    if (!intent) continue;
    try {
      const handler = all[intent.kind];
      if (!handler) throw new Error(`no handler for notice ${intent.kind}`);
      // Delivered again after a failure half way: what the first try made is not made twice.
      await asRepeatableTask(intent.id, () =>
        handler(env, intent.subject_id, JSON.parse(intent.detail) as Record<string, unknown>, now),
      );
      await store.done(env.DB, id);
      delivered++;
    } catch (err) {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'notice_failed',
          id,
          kind: intent.kind,
          attempt: intent.attempts,
          error: String(err),
        }),
      );
      await store.failed(env.DB, id, String(err));
    }
  }
  return delivered;
}

/**
 * The cron: every intent nobody holds (left behind by a failed or lost delivery, or a delayed one
 * whose time has come). The minute cron passes `maxAttempts` 1: only intents never tried (delayed
 * ones above all), so failures keep their hourly pace.
 */
export async function sweepNotices(
  env: NoticeEnv,
  handlers: NoticeHandlers,
  now = clock.date(),
  maxAttempts = NOTICE_ATTEMPTS_MAX,
): Promise<number> {
  return deliverNotices(env, await store.dueIntents(env.DB, now.toISOString(), maxAttempts, SWEEP_MAX), handlers, now);
}

/**
 * Hands the request's intents held by the undo window to worker/deliveries.ts, which delivers them
 * once it has passed (what an undo deleted meanwhile is not there to deliver).
 */
export function deliverAfterWindow<E extends AppEnv>(c: Context<E>, ids: readonly string[]) {
  c.set('heldNotices', [...(c.var.heldNotices ?? []), ...ids]);
}

/** Hands the request's intents to worker/deliveries.ts, which delivers them once the answer is out. */
export function deliverAfterAnswer<E extends AppEnv>(c: Context<E>, ids: readonly string[]) {
  c.set('notices', [...(c.var.notices ?? []), ...ids]);
}
