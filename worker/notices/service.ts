import type { Context } from 'hono';

import type { ApplicationStatus, DeadNoticeList } from '../../src/contract';
import { clock } from '../clock';
import type { AppEnv, Bindings } from '../env';
import { asRepeatableTask } from '../http';
import { sendDeliveries } from '../queue';
import { notifyApplicationReceived, notifyStatusChange } from './applications';
import * as store from './store';

/**
 * The one owner of side effects (emails, notifications, alert matching). A change writes a notice
 * intent in the same D1 batch as itself; after the answer the request sends its id to the delivery
 * queue (worker/queue), whose consumer delivers it and owns the retries; the hourly cron sends
 * what never reached the queue, so nothing is lost.
 */
export type NoticeKind = store.NoticeKind;
export type NoticeEnv = Pick<
  Bindings,
  'DB' | 'DELIVERIES' | 'FILES' | 'JWT_SECRET' | 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN' | 'CONVERSATION_ROOMS'
>;
export type NoticeHandler = (
  env: NoticeEnv,
  subjectId: string,
  detail: Record<string, unknown>,
  now: Date,
) => Promise<void>;
/** Handlers of kinds owned by concerns above this one (job alerts), wired in at the worker's root. */
export type NoticeHandlers = Partial<Record<NoticeKind, NoticeHandler>>;

/** How long a delivery holds its intent before another may take it over. */
const CLAIM_MS = 5 * 60_000;
/** An intent never tried this long after it was written was never sent to the delivery queue. */
const LEFT_BEHIND_MS = 5 * 60_000;
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
 * nobody can claim it sooner, and its message to the queue is delayed as long.
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

/** What one delivery of an intent came to: the queue acks, or tries again (after `heldUntil` when held). */
export type NoticeOutcome = 'delivered' | 'gone' | 'failed' | { heldUntil: number };

/**
 * Delivers one intent if it can claim it: `gone` when it is done or dead (a repeated message makes
 * nothing twice), `heldUntil` when an undo window or another delivery holds it, `failed` (logged,
 * the intent freed) when its handler threw.
 */
export async function deliverNotice(
  env: NoticeEnv,
  id: string,
  handlers: NoticeHandlers,
  now = clock.date(),
): Promise<NoticeOutcome> {
  const intent = await store.claim(env.DB, id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
  if (!intent) {
    const heldUntil = await store.heldUntil(env.DB, id);
    return heldUntil && Date.parse(heldUntil) > now.getTime() ? { heldUntil: Date.parse(heldUntil) } : 'gone';
  }
  try {
    const handler = { ...APPLICATION_HANDLERS, ...handlers }[intent.kind];
    if (!handler) throw new Error(`no handler for notice ${intent.kind}`);
    // Delivered again after a failure half way: what the first try made is not made twice.
    await asRepeatableTask(intent.id, () =>
      handler(env, intent.subject_id, JSON.parse(intent.detail) as Record<string, unknown>, now),
    );
    await store.done(env.DB, id);
    return 'delivered';
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
    return 'failed';
  }
}

/** After the delivery queue's last try (its dead-letter queue): kept with its last error, never tried again. */
export function noticeDead(env: Pick<NoticeEnv, 'DB'>, id: string, now = clock.date()) {
  return store.dead(env.DB, id, now.toISOString());
}

/** The dead intents for the admin's undelivered list, newest first. */
export async function deadNotices(db: D1Database, limit: number): Promise<DeadNoticeList> {
  const { rows, total } = await store.listDead(db, limit);
  return {
    notices: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      about: r.subject_id,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at,
      deadAt: r.dead_at,
    })),
    total,
  };
}

/**
 * An admin's retry of a dead intent: alive again under the same id (so its effects are still made
 * once) and on the delivery queue with fresh tries; false when it is not dead.
 */
export async function retryDeadNotice(env: Pick<Bindings, 'DB' | 'DELIVERIES'>, id: string): Promise<boolean> {
  if (!(await store.revive(env.DB, id))) return false;
  await sendDeliveries(env, 'notice', [id]);
  return true;
}

/**
 * The hourly safety net: intents never tried, free, and older than a few minutes were never sent to
 * the delivery queue (the send failed); they are sent now. Returns their ids. Retries are the queue's.
 */
export function leftBehindNotices(env: Pick<NoticeEnv, 'DB'>, now = clock.date()): Promise<string[]> {
  return store.neverTried(env.DB, now.toISOString(), new Date(now.getTime() - LEFT_BEHIND_MS).toISOString(), SWEEP_MAX);
}

/**
 * Hands the request's intents held by the undo window to worker/deliveries.ts, which sends them to
 * the queue delayed until it has passed (what an undo deleted meanwhile is not there to deliver).
 */
export function deliverAfterWindow<E extends AppEnv>(c: Context<E>, ids: readonly string[]) {
  c.set('heldNotices', [...(c.var.heldNotices ?? []), ...ids]);
}

/** Hands the request's intents to worker/deliveries.ts, which sends them to the queue once the answer is out. */
export function deliverAfterAnswer<E extends AppEnv>(c: Context<E>, ids: readonly string[]) {
  c.set('notices', [...(c.var.notices ?? []), ...ids]);
}
