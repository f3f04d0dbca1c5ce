/**
 * One outbox for every email the product sends. queueEmail writes a row (or drops product mail to
 * an address nobody verified); the configured provider (provider.ts) delivers it right after the
 * answer of the request that queued it (waitUntil), and the one-minute cron retries what failed,
 * with backoff. With the dev mailbox (the local default) nothing leaves: rows stay for /dev/mailbox.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import { createMiddleware } from 'hono/factory';

import type { DeadLetterList } from '../../src/contract/admin';
import { CONTACT } from '../../src/contract/constants';
import { CONTROL_CHARACTERS } from '../../src/contract/patterns';
import { clock } from '../clock';
import type { AppEnv, Bindings } from '../env';
import { effectId } from '../http/effects';
import { configuredProvider, devMailboxProvider, PermanentEmailFailure } from './provider';

const CONTROL_RUN = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g');
import * as store from './store';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is for, e.g. password_reset; kept for the mailbox and for reporting. */
  kind: string;
  /** Text files sent with it, e.g. a calendar invitation. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Account-flow emails: the only ones an unverified address gets (under the limits of
 * auth/limits.ts), because they are how its owner proves or recovers it (an invitation into a
 * company proves it when accepted).
 */
export const ACCOUNT_EMAIL_KINDS: ReadonlySet<string> = new Set([
  'email_verification',
  'password_reset',
  'company_invite',
  // The last word to someone who deleted their account, whatever its state was.
  'account_deleted',
]);

export interface EmailProvider {
  /**
   * Sends one email (`id` is the idempotency key); throws when the provider refuses, leaving the row
   * for a retry, or PermanentEmailFailure when no retry can help.
   */
  send(email: OutgoingEmail & { id: string }): Promise<{ providerId: string | null }>;
}

/** Attempts per email before it is given up; the wait doubles from one minute, at most six hours. */
export const MAX_ATTEMPTS = 10;
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);
/** A row being sent is not picked again for this long (two deliveries at once). */
const SEND_LEASE_MS = 60_000;

// The request that queued an email, so that its delivery can start right after the answer.
const requestScope = new AsyncLocalStorage<{ env: Bindings; answered: boolean; queued: boolean }>();

function outboxRow(email: OutgoingEmail, now: Date) {
  return {
    id: crypto.randomUUID(),
    kind: email.kind,
    to_address: email.to,
    // A subject is one header line, whatever a stored name or title holds.
    subject: email.subject.replace(CONTROL_RUN, ' '),
    text_body: email.text,
    html_body: email.html,
    attachments: JSON.stringify(email.attachments ?? []),
    created_at: now.toISOString(),
  };
}

/**
 * For a batch that queues an email with the change it reports: the statement that queues it only
 * if `condition` (SQL, with its values) still holds when the batch runs, so two runs at once queue
 * it once. Null when it would be dropped (product mail to an unverified address, as queueEmail).
 * Call deliverSoon once the batch has run.
 */
export async function queueEmailIf(
  db: D1Database,
  email: OutgoingEmail,
  now: Date,
  condition: { sql: string; values: unknown[] },
): Promise<D1PreparedStatement | null> {
  if (!ACCOUNT_EMAIL_KINDS.has(email.kind) && !(await store.isVerifiedRecipient(db, email.to))) return null;
  return store.insertEmailIf(db, outboxRow(email, now), condition);
}

/**
 * The operator's inbox, where the contact form's messages go: CONTACT_TO, or the landing page's
 * address when it is unset. It is exempt from the hold on unverified addresses (it has no account).
 */
export function operatorAddress(env: Partial<Pick<Bindings, 'CONTACT_TO'>>): string {
  return env.CONTACT_TO?.trim() || CONTACT.email;
}

const isOperator = (env: Partial<Pick<Bindings, 'CONTACT_TO'>>, address: string) =>
  address.trim().toLowerCase() === operatorAddress(env).toLowerCase();

/**
 * Queues an email, or drops it (null) when it is product mail to an address that no verified,
 * active account owns: the platform must not be usable to mail strangers. Every email passes here.
 * The operator's own address (operatorAddress) is exempt.
 */
export async function queueEmail(
  env: Pick<Bindings, 'DB'> & Partial<Pick<Bindings, 'CONTACT_TO'>>,
  email: OutgoingEmail,
  now = clock.date(),
): Promise<string | null> {
  if (
    !ACCOUNT_EMAIL_KINDS.has(email.kind) &&
    !isOperator(env, email.to) &&
    !(await store.isVerifiedRecipient(env.DB, email.to))
  ) {
    console.log(JSON.stringify({ level: 'info', event: 'email_dropped_unverified', kind: email.kind }));
    return null;
  }
  // Queued again by a repeated task (a notice delivered again): the same row, kept once.
  const row = { ...outboxRow(email, now), id: await effectId('email', email.kind, email.to, email.subject) };
  await store.insertEmail(env.DB, row);
  const id = row.id;
  await deliverSoon();
  return id;
}

/**
 * The statement that queues an email to the operator (operatorAddress), for the batch of the change
 * it reports (both land or neither). Call deliverSoon once the batch has run.
 */
export function operatorEmailStatement(
  env: Pick<Bindings, 'DB'> & Partial<Pick<Bindings, 'CONTACT_TO'>>,
  email: Omit<OutgoingEmail, 'to'>,
  now: Date,
): D1PreparedStatement {
  return store.insertEmailStatement(env.DB, outboxRow({ ...email, to: operatorAddress(env) }, now));
}

/**
 * Email was queued: inside a request it goes out right after the answer, or at once when queued by
 * a task that runs after the answer (waitUntil); elsewhere (the cron) the one-minute cron sends it.
 */
export async function deliverSoon(): Promise<void> {
  const scope = requestScope.getStore();
  if (!scope) return;
  scope.queued = true;
  if (scope.answered)
    await deliverQueued(scope.env).catch((err: unknown) =>
      console.error(JSON.stringify({ level: 'error', event: 'email_delivery_failed', error: String(err) })),
    );
}

/**
 * Hands due rows to the provider, oldest first: unsent, not bounced, under MAX_ATTEMPTS and past
 * their retry time. A failure schedules the next attempt with backoff (none after a permanent one).
 * Returns how many were sent.
 */
export async function deliverOutbox(
  env: Pick<Bindings, 'DB'>,
  provider: EmailProvider,
  limit = 50,
  now = () => clock.date(),
): Promise<number> {
  let sent = 0;
  const start = now();
  for (const row of await store.listDue(env.DB, start.toISOString(), MAX_ATTEMPTS, limit)) {
    if (
      !(await store.leaseForSending(
        env.DB,
        row.id,
        start.toISOString(),
        new Date(start.getTime() + SEND_LEASE_MS).toISOString(),
      ))
    )
      continue;
    try {
      const { providerId } = await provider.send({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        kind: row.kind,
        attachments: store.attachmentsOf(row),
      });
      await store.markSent(env.DB, row.id, now().toISOString(), providerId);
      sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const permanent = err instanceof PermanentEmailFailure || attempts >= MAX_ATTEMPTS;
      const nextAt = permanent ? null : new Date(now().getTime() + retryDelayMs(attempts)).toISOString();
      await store.markFailed(env.DB, row.id, {
        attempts: permanent ? MAX_ATTEMPTS : attempts,
        nextAt,
        error: String(err).slice(0, 500),
      });
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'email_send_failed',
          emailId: row.id,
          attempts,
          permanent,
          error: String(err),
        }),
      );
    }
  }
  return sent;
}

/** Delivers what is due through the configured provider; with the dev mailbox, only when its switch is on (provider.ts). */
export async function deliverQueued(env: Bindings, now = () => clock.date()): Promise<number> {
  const provider = configuredProvider(env) ?? (await devMailboxProvider(env));
  return provider ? deliverOutbox(env, provider, 50, now) : 0;
}

/** Middleware: email queued while handling a request is delivered right after its answer (waitUntil). */
export const sendEmailAfterAnswer = createMiddleware<AppEnv>(async (c, next) => {
  const scope = { env: c.env, answered: false, queued: false };
  await requestScope.run(scope, next);
  scope.answered = true;
  if (scope.queued) c.executionCtx.waitUntil(deliverQueued(c.env));
});

/** The dead-letter list: emails given up after MAX_ATTEMPTS (or a permanent refusal), newest first. */
export async function deadLetters(db: D1Database, limit: number): Promise<DeadLetterList> {
  const { rows, total } = await store.listDeadLetters(db, MAX_ATTEMPTS, limit);
  return {
    emails: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at,
    })),
    total,
  };
}

/**
 * An admin's retry of a dead letter: back in line with fresh attempts under the same id (the
 * provider's idempotency key), sent by the next delivery; false when it is no dead letter.
 */
export function retryDeadLetter(db: D1Database, id: string): Promise<boolean> {
  return store.requeueDeadLetter(db, id, MAX_ATTEMPTS);
}
