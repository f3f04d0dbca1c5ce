/**
 * One outbox for every email the product sends. queueEmail writes a row (or drops product mail to
 * an address nobody verified) and queues its id on the delivery queue (worker/queue), sent when the
 * request (or the task) that wrote it ends; the queue's consumer hands it to the configured provider
 * (provider.ts) and owns the retries. With the dev mailbox (the local default) nothing leaves: rows
 * stay for /dev/mailbox.
 */
import type { DeadLetterList } from '../../src/contract/admin';
import { CONTACT } from '../../src/contract/constants';
import { CONTROL_CHARACTERS } from '../../src/contract/patterns';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { effectId } from '../http';
import { DELIVERY_TRIES, sendDeliveries } from '../queue';
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

/** Tries per email before it is given up (the delivery queue's, with its backoff). */
export const MAX_ATTEMPTS = DELIVERY_TRIES;
/** A row being sent is not picked again for this long (two deliveries at once). */
export const SEND_LEASE_MS = 60_000;
/** A row never tried this long after it was written was never sent to the delivery queue. */
const LEFT_BEHIND_MS = 5 * 60_000;

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

/** An email row for a batch: the statement that writes it, and its id, to send once the batch has run. */
export interface EmailStatement {
  statement: D1PreparedStatement;
  id: string;
}

/**
 * For a batch that queues an email with the change it reports: the statement that queues it only
 * if `condition` (SQL, with its values) still holds when the batch runs, so two runs at once queue
 * it once. Null when it would be dropped (product mail to an unverified address, as queueEmail).
 * The caller sends it (`sendEmails`) after the batch; a message for a row the batch did not write
 * finds nothing to send.
 */
export async function queueEmailIf(
  db: D1Database,
  email: OutgoingEmail,
  now: Date,
  condition: { sql: string; values: unknown[] },
): Promise<EmailStatement | null> {
  if (!ACCOUNT_EMAIL_KINDS.has(email.kind) && !(await store.isVerifiedRecipient(db, email.to))) return null;
  const row = outboxRow(email, now);
  return { statement: store.insertEmailIf(db, row, condition), id: row.id };
}

/** Sends emails whose rows a batch wrote to the delivery queue. */
export const sendEmails = (env: Pick<Bindings, 'DELIVERIES'>, ids: readonly string[]) =>
  sendDeliveries(env, 'email', ids);

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
 * The operator's own address (operatorAddress) is exempt. The row is written, then sent to the
 * delivery queue at once.
 */
export async function queueEmail(
  env: Pick<Bindings, 'DB' | 'DELIVERIES'> & Partial<Pick<Bindings, 'CONTACT_TO'>>,
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
  await sendEmails(env, [row.id]);
  return row.id;
}

/**
 * The statement that queues an email to the operator (operatorAddress), for the batch of the change
 * it reports (both land or neither); sent as queueEmailIf's, after the batch.
 */
export function operatorEmailStatement(
  env: Pick<Bindings, 'DB'> & Partial<Pick<Bindings, 'CONTACT_TO'>>,
  email: Omit<OutgoingEmail, 'to'>,
  now: Date,
): EmailStatement {
  const row = outboxRow({ ...email, to: operatorAddress(env) }, now);
  return { statement: store.insertEmailStatement(env.DB, row), id: row.id };
}

/** What one delivery of an email came to: the queue acks all but `failed` and `busy`, which it tries again. */
export type EmailOutcome = 'sent' | 'kept' | 'gone' | 'dead' | 'failed' | 'busy';

/**
 * Hands one row to the provider (the delivery queue's consumer). `gone` when it is sent, bounced,
 * or given up (a repeated message sends nothing twice); `busy` while another delivery holds it;
 * `kept` when no provider sends (the dev mailbox keeps it); `dead` when the provider refused it for
 * good; `failed` (counted, the error kept) when a later try may help.
 */
export async function deliverEmail(env: Bindings, id: string, now = () => clock.date()): Promise<EmailOutcome> {
  const provider = configuredProvider(env) ?? (await devMailboxProvider(env));
  if (!provider) return 'kept';
  const row = await store.findEmail(env.DB, id);
  if (!row || row.sent_at || row.bounced_at || row.attempts >= MAX_ATTEMPTS) return 'gone';
  const start = now();
  const until = new Date(start.getTime() + SEND_LEASE_MS);
  if (!(await store.leaseForSending(env.DB, row.id, start.toISOString(), until.toISOString()))) return 'busy';
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
    return 'sent';
  } catch (err) {
    const permanent = err instanceof PermanentEmailFailure;
    const attempts = permanent ? MAX_ATTEMPTS : row.attempts + 1;
    await store.markFailed(env.DB, row.id, { attempts, nextAt: null, error: String(err).slice(0, 500) });
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
    return permanent ? 'dead' : 'failed';
  }
}

/** After the delivery queue's last try (its dead-letter queue): a dead letter, listed with a retry button. */
export function emailDead(db: D1Database, id: string): Promise<void> {
  return store.markDead(db, id, MAX_ATTEMPTS);
}

/**
 * The hourly safety net: rows never tried, older than a few minutes, were never sent to the
 * delivery queue (the send failed); their ids are sent now. None without a provider (the dev
 * mailbox keeps its rows).
 */
export async function leftBehindEmails(env: Bindings, now = clock.date()): Promise<string[]> {
  if (!(configuredProvider(env) ?? (await devMailboxProvider(env)))) return [];
  return store.neverTried(env.DB, new Date(now.getTime() - LEFT_BEHIND_MS).toISOString(), 200);
}

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
 * An admin's retry of a dead letter: back in line with fresh tries under the same id (the
 * provider's idempotency key) and on the delivery queue again; false when it is no dead letter.
 */
export async function retryDeadLetter(env: Pick<Bindings, 'DB' | 'DELIVERIES'>, id: string): Promise<boolean> {
  if (!(await store.requeueDeadLetter(env.DB, id, MAX_ATTEMPTS))) return false;
  await sendEmails(env, [id]);
  return true;
}
