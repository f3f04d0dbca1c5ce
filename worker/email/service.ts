/**
 * One outbox for every email the product sends. queueEmail only writes a row; nothing is sent from
 * the request that caused it.
 *
 * Delivery seam: production wires an EmailProvider (an HTTP email API called with a secret) and
 * runs deliverOutbox from a scheduled handler or a queue consumer. Development wires none: rows
 * stay in the outbox and the developer reads them at /dev/mailbox, so nothing leaves the machine.
 */
import type { Bindings } from '../env';
import * as store from './store';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is for, e.g. password_reset; kept for the mailbox and for reporting. */
  kind: string;
}

/**
 * Account-flow emails: the only ones an unverified address gets (under the limits of
 * auth/limits.ts), because they are how its owner proves or recovers it.
 */
export const ACCOUNT_EMAIL_KINDS: ReadonlySet<string> = new Set(['email_verification', 'password_reset']);

export interface EmailProvider {
  /** Sends one email; throws when the provider refuses, leaving the row unsent for a retry. */
  send(email: OutgoingEmail & { id: string }): Promise<void>;
}

/**
 * Queues an email, or drops it (null) when it is product mail to an address that no verified,
 * active account owns: the platform must not be usable to mail strangers. Every email passes here.
 */
export async function queueEmail(env: Pick<Bindings, 'DB'>, email: OutgoingEmail, now = new Date()): Promise<string | null> {
  if (!ACCOUNT_EMAIL_KINDS.has(email.kind) && !(await store.isVerifiedRecipient(env.DB, email.to))) {
    console.log(JSON.stringify({ level: 'info', event: 'email_dropped_unverified', kind: email.kind }));
    return null;
  }
  const id = crypto.randomUUID();
  await store.insertEmail(env.DB, {
    id,
    kind: email.kind,
    to_address: email.to,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html,
    created_at: now.toISOString(),
  });
  return id;
}

/** Hands unsent rows to the provider, oldest first; returns how many were sent. */
export async function deliverOutbox(env: Pick<Bindings, 'DB'>, provider: EmailProvider, limit = 50, now = () => new Date()): Promise<number> {
  let sent = 0;
  for (const row of await store.listUnsent(env.DB, limit)) {
    try {
      await provider.send({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, kind: row.kind });
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', event: 'email_send_failed', emailId: row.id, error: String(err) }));
      continue;
    }
    await store.markSent(env.DB, row.id, now().toISOString());
    sent++;
  }
  return sent;
}
