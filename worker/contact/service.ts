/**
 * The landing page's contact form reaches a person (a deliberate departure from spec section 2,
 * decided in PRODUCT.md and listed in docs/decisions.md): each message is kept for the admins'
 * "Messages from the site" list and mailed through the outbox to the operator's address
 * (CONTACT_TO), in one batch. A filled honeypot is answered as if sent and kept nowhere; the flood
 * limit per client address (auth/limits.ts) holds the rest of the spam back.
 */
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactMessageInput,
  type ContactMessageList,
  type ContactMessageListQuery,
  type ContactMessageStatus,
  type ContactMessageView,
  pageInfo,
  pageOffset,
} from '../../src/contract';
import { auditStatement } from '../audit';
import { assertFloodAllowed } from '../auth';
import { clock } from '../clock';
import { contactMessageEmail, operatorEmailStatement, sendEmails } from '../email';
import type { Bindings } from '../env';
import { clientOrigin } from '../http';
import * as store from './store';

/** Where the operator's email links to: the admin dashboard's list. */
const LIST_PATH = '/admin/dashboard#contact-messages';

const toView = (r: store.ContactMessageRow): ContactMessageView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  status: r.status,
  createdAt: r.created_at,
  answeredAt: r.answered_at,
});

/**
 * Takes a message from the form: counted against the address's flood limit (429 beyond it), then,
 * unless the honeypot is filled, kept and queued to the operator together. True when it was kept.
 */
export async function receiveMessage(env: Bindings, input: ContactMessageInput, address: string): Promise<boolean> {
  const now = clock.date();
  await assertFloodAllowed(env, 'contact', address, now.getTime());
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) {
    console.log(JSON.stringify({ level: 'info', event: 'contact_honeypot' }));
    return false;
  }
  const row = {
    id: crypto.randomUUID(),
    name: input.name,
    email: input.email,
    message: input.message,
    created_at: now.toISOString(),
  };
  const email = contactMessageEmail({ ...row, listLink: `${clientOrigin(env)}${LIST_PATH}` });
  const mail = operatorEmailStatement(env, { ...email, kind: 'contact_message' }, now);
  await env.DB.batch([store.insertMessageStatement(env.DB, row), mail.statement]);
  await sendEmails(env, [mail.id]);
  return true;
}

export async function listMessages(db: D1Database, q: ContactMessageListQuery): Promise<ContactMessageList> {
  const { rows, total, newCount } = await store.listMessages(db, {
    status: q.status,
    limit: q.limit,
    offset: pageOffset(q.page, q.limit),
  });
  return { ...pageInfo(total, q.page, q.limit), messages: rows.map(toView), newCount };
}

/** An admin marks a message answered (or new again), audited with it; null when there is no such message. */
export async function setStatus(
  env: Pick<Bindings, 'DB'>,
  admin: { id: string },
  id: string,
  status: ContactMessageStatus,
  ip: string | null,
): Promise<ContactMessageView | null> {
  const now = clock.date();
  const row = await store.setStatus(env.DB, id, status, admin.id, now.toISOString());
  if (!row) return null;
  await auditStatement(
    env.DB,
    { actorId: admin.id, action: `contact_message_${status}`, targetType: 'contact_message', targetId: id, ip },
    now,
  ).run();
  return toView(row);
}
