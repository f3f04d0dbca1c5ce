import {
  applicationAlias,
  type ApplicationStatus,
  type Conversation,
  hiddenStatusSql,
  type Message,
  MESSAGE_PREVIEW_LENGTH,
  roleWord,
} from '../../src/contract';
import { companyVerifiedSql } from '../companies';
import { EMAILS_ON_SQL } from '../notices';

/** The SQL of the conversations and messages tables. */
export type Side = 'candidate' | 'recruiter';

export interface ConversationRow {
  id: string;
  candidate_id: string;
  recruiter_id: string;
  company_id: string;
  job_id: string | null;
  application_id: string | null;
  targeted_send_id: string | null;
  last_seq: number;
  candidate_read_seq: number;
  recruiter_read_seq: number;
  created_at: string;
  last_message_at: string;
}

/** A conversation with what its list entry shows; the names are of both sides. */
interface ConversationViewRow extends ConversationRow {
  candidate_name: string;
  recruiter_name: string;
  company_name: string;
  company_verified: number;
  /** 1 while the company's blind review hides the candidate of this conversation's application. */
  candidate_hidden: number;
  job_title: string | null;
  last_body: string | null;
  last_sender_id: string | null;
  last_created_at: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  body: string;
  created_at: string;
}

// Fixed column names per side: never built from input.
const READ_SEQ = { candidate: 'candidate_read_seq', recruiter: 'recruiter_read_seq' } as const;
const READ_AT = { candidate: 'candidate_last_read_at', recruiter: 'recruiter_last_read_at' } as const;
const PARTY = { candidate: 'candidate_id', recruiter: 'recruiter_id' } as const;

/** Blind review hides an applicant from the recruiter side until interview (needs `co` and `ca`). */
const CANDIDATE_HIDDEN_SQL = `(co.blind_review = 1 AND ca.id IS NOT NULL AND ${hiddenStatusSql('ca')})`;

/** How the recruiter side names the candidate: the person, or the application's alias while hidden. */
export function candidateAsSeen(
  row: { candidate_id: string; candidate_name: string; application_id: string | null; candidate_hidden: number },
  viewer: Side,
) {
  return viewer === 'recruiter' && row.candidate_hidden === 1 && row.application_id
    ? { id: row.application_id, fullName: applicationAlias(row.application_id) }
    : { id: row.candidate_id, fullName: row.candidate_name };
}

const VIEW = `SELECT c.*, cu.full_name AS candidate_name, ru.full_name AS recruiter_name, co.name AS company_name, ${companyVerifiedSql('co')} AS company_verified,
    ${CANDIDATE_HIDDEN_SQL} AS candidate_hidden, j.title AS job_title, substr(m.body, 1, ${MESSAGE_PREVIEW_LENGTH}) AS last_body, m.sender_id AS last_sender_id, m.created_at AS last_created_at
  FROM conversations c
  JOIN users cu ON cu.id = c.candidate_id
  JOIN users ru ON ru.id = c.recruiter_id
  JOIN companies co ON co.id = c.company_id
  LEFT JOIN jobs j ON j.id = c.job_id
  LEFT JOIN applications ca ON ca.id = c.application_id
  LEFT JOIN messages m ON m.conversation_id = c.id AND m.seq = c.last_seq`;

export function toConversation(row: ConversationViewRow, viewer: Side): Conversation {
  const other: Side = viewer === 'candidate' ? 'recruiter' : 'candidate';
  const candidate = candidateAsSeen(row, viewer);
  return {
    id: row.id,
    otherParty:
      other === 'candidate'
        ? { ...candidate, role: roleWord(other) }
        : { id: row.recruiter_id, fullName: row.recruiter_name, role: roleWord(other) },
    companyId: row.company_id,
    companyName: row.company_name,
    companyVerified: row.company_verified === 1,
    job: row.job_id && row.job_title !== null ? { id: row.job_id, title: row.job_title } : null,
    applicationId: row.application_id,
    targetedSendId: row.targeted_send_id,
    lastMessage:
      row.last_body !== null
        ? {
            body: row.last_body,
            senderId: row.last_sender_id === row.candidate_id ? candidate.id : row.last_sender_id!,
            createdAt: row.last_created_at!,
          }
        : null,
    unreadCount: Math.max(0, row.last_seq - row[READ_SEQ[viewer]]),
    lastMessageAt: row.last_message_at,
    createdAt: row.created_at,
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: row.seq,
    senderId: row.sender_id,
    body: row.body,
    createdAt: row.created_at,
  };
}

export function findMessage(db: D1Database, conversationId: string, id: string) {
  return db
    .prepare('SELECT * FROM messages WHERE conversation_id = ? AND id = ?')
    .bind(conversationId, id)
    .first<MessageRow>();
}

export function findConversation(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM conversations WHERE id = ?').bind(id).first<ConversationRow>();
}

export function findConversationView(db: D1Database, id: string) {
  return db.prepare(`${VIEW} WHERE c.id = ?`).bind(id).first<ConversationViewRow>();
}

/** The viewer's conversations, newest activity first, bounded; `before` is a last_message_at cursor. */
export async function listConversations(
  db: D1Database,
  side: Side,
  userId: string,
  opts: { limit: number; before?: string },
) {
  const cursor = opts.before ? 'AND c.last_message_at < ?' : '';
  const params: unknown[] = opts.before ? [userId, opts.before, opts.limit] : [userId, opts.limit];
  const { results } = await db
    .prepare(`${VIEW} WHERE c.${PARTY[side]} = ? ${cursor} ORDER BY c.last_message_at DESC, c.id DESC LIMIT ?`)
    .bind(...params)
    .all<ConversationViewRow>();
  return results;
}

export function findByApplication(db: D1Database, applicationId: string, recruiterId: string) {
  return db
    .prepare('SELECT * FROM conversations WHERE application_id = ? AND recruiter_id = ?')
    .bind(applicationId, recruiterId)
    .first<ConversationRow>();
}

export function findBySend(db: D1Database, targetedSendId: string, recruiterId: string) {
  return db
    .prepare('SELECT * FROM conversations WHERE targeted_send_id = ? AND recruiter_id = ?')
    .bind(targetedSendId, recruiterId)
    .first<ConversationRow>();
}

export interface NewConversation {
  id: string;
  candidateId: string;
  recruiterId: string;
  companyId: string;
  jobId: string;
  applicationId: string | null;
  targetedSendId: string | null;
  now: string;
}

/** Inserts unless the anchor already has its conversation (a race of two starts): false then. */
export async function insertConversation(db: D1Database, c: NewConversation): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO conversations (id, candidate_id, recruiter_id, company_id, job_id, application_id, targeted_send_id, created_at, last_message_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(c.id, c.candidateId, c.recruiterId, c.companyId, c.jobId, c.applicationId, c.targetedSendId, c.now, c.now)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export type NewMessage = {
  id: string;
  conversationId: string;
  sender: Side;
  senderId: string;
  body: string;
  now: string;
};

/**
 * The statements that append a message, for one batch: the conversation's seq moves on, the sender
 * has read up to their own message, the message takes the new seq, and the last reads it back.
 * A conversation that does not exist takes none.
 */
function appendStatements(db: D1Database, m: NewMessage) {
  return [
    db
      .prepare(
        `UPDATE conversations SET last_seq = last_seq + 1, ${READ_SEQ[m.sender]} = last_seq + 1, last_message_at = ? WHERE id = ?`,
      )
      .bind(m.now, m.conversationId),
    db
      .prepare(
        'INSERT INTO messages (id, conversation_id, seq, sender_id, body, created_at) SELECT ?, id, last_seq, ?, ?, ? FROM conversations WHERE id = ?',
      )
      .bind(m.id, m.senderId, m.body, m.now, m.conversationId),
    db.prepare('SELECT * FROM messages WHERE id = ?').bind(m.id),
  ] as const;
}

/**
 * Appends a message in one transaction with `also` (statements of the same change, run after the
 * message is in); returns the message.
 */
export async function appendMessage(db: D1Database, m: NewMessage, also: D1PreparedStatement[] = []) {
  const [bump, insert, read] = appendStatements(db, m);
  const results = await db.batch([bump, insert, ...also, read]);
  const row = results.at(-1)?.results?.[0] as MessageRow | undefined;
  if (!row) throw new Error('message was not stored');
  return toMessage(row);
}

/** SQL (with its values) that holds, in the batch that appends `m`, when the other side had nothing unread before it. */
export function firstUnreadCondition(m: Pick<NewMessage, 'id' | 'sender'>) {
  const other: Side = m.sender === 'candidate' ? 'recruiter' : 'candidate';
  return {
    sql: `EXISTS (SELECT 1 FROM messages msg JOIN conversations c ON c.id = msg.conversation_id WHERE msg.id = ? AND msg.seq - 1 <= c.${READ_SEQ[other]})`,
    values: [m.id],
  };
}

/** Whether `side` has read the conversation up to `seq`. */
export const hasRead = (row: ConversationRow, side: Side, seq: number) => row[READ_SEQ[side]] >= seq;

export function findMessageById(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM messages WHERE id = ?').bind(id).first<MessageRow>();
}

/**
 * For a batch: a new conversation with its first message, both written only when `condition`
 * (SQL, with its values) holds as the batch runs.
 */
export function openWithMessageStatements(
  db: D1Database,
  c: NewConversation,
  m: Omit<NewMessage, 'conversationId' | 'now'>,
  condition: { sql: string; values: unknown[] },
) {
  const [bump, insert] = appendStatements(db, { ...m, conversationId: c.id, now: c.now });
  return [
    db
      .prepare(
        `INSERT INTO conversations (id, candidate_id, recruiter_id, company_id, job_id, application_id, targeted_send_id, created_at, last_message_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${condition.sql}`,
      )
      .bind(
        c.id,
        c.candidateId,
        c.recruiterId,
        c.companyId,
        c.jobId,
        c.applicationId,
        c.targetedSendId,
        c.now,
        c.now,
        ...condition.values,
      ),
    bump,
    insert,
  ];
}

/** A page of the thread in ascending order: after `after`, or the newest before `before`. */
export async function listMessages(
  db: D1Database,
  conversationId: string,
  q: { limit: number; before?: number; after?: number },
) {
  if (q.after !== undefined) {
    const { results } = await db
      .prepare('SELECT * FROM messages WHERE conversation_id = ? AND seq > ? ORDER BY seq LIMIT ?')
      .bind(conversationId, q.after, q.limit + 1)
      .all<MessageRow>();
    return { rows: results.slice(0, q.limit), hasMore: results.length > q.limit };
  }
  const { results } = await db
    .prepare('SELECT * FROM messages WHERE conversation_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?')
    .bind(conversationId, q.before ?? Number.MAX_SAFE_INTEGER, q.limit + 1)
    .all<MessageRow>();
  return { rows: results.slice(0, q.limit).reverse(), hasMore: results.length > q.limit };
}

/** The viewer has read everything up to the newest message. */
export async function markRead(db: D1Database, conversationId: string, side: Side, now: string) {
  await db
    .prepare(`UPDATE conversations SET ${READ_SEQ[side]} = last_seq, ${READ_AT[side]} = ? WHERE id = ?`)
    .bind(now, conversationId)
    .run();
}

/** Names and addresses of both sides, for notifications and emails. */
export function participants(db: D1Database, conversationId: string) {
  return db
    .prepare(
      `SELECT c.candidate_id, c.application_id, cu.full_name AS candidate_name, cu.email AS candidate_email, ${EMAILS_ON_SQL} AS candidate_emails,
         ru.full_name AS recruiter_name, ru.email AS recruiter_email, co.name AS company_name, j.title AS job_title, ${CANDIDATE_HIDDEN_SQL} AS candidate_hidden
       FROM conversations c
       JOIN users cu ON cu.id = c.candidate_id
       JOIN users ru ON ru.id = c.recruiter_id
       JOIN companies co ON co.id = c.company_id
       LEFT JOIN candidate_profiles cp ON cp.user_id = c.candidate_id
       LEFT JOIN jobs j ON j.id = c.job_id
       LEFT JOIN applications ca ON ca.id = c.application_id
       WHERE c.id = ?`,
    )
    .bind(conversationId)
    .first<{
      candidate_id: string;
      application_id: string | null;
      candidate_hidden: number;
      candidate_name: string;
      candidate_email: string;
      candidate_emails: number;
      recruiter_name: string;
      recruiter_email: string;
      company_name: string;
      job_title: string | null;
    }>();
}

/** What a recruiter's company has to do with a candidate: their newest application or targeted send. */
export async function anchorsForCandidate(db: D1Database, companyId: string, candidateId: string) {
  const [application, send] = await Promise.all([
    db
      .prepare(
        `SELECT a.id, a.job_id, a.status FROM applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.candidate_id = ? AND j.company_id = ? ORDER BY a.created_at DESC LIMIT 1`,
      )
      .bind(candidateId, companyId)
      .first<{ id: string; job_id: string; status: ApplicationStatus }>(),
    db
      .prepare(
        'SELECT id, job_id FROM targeted_sends WHERE candidate_id = ? AND company_id = ? ORDER BY created_at DESC LIMIT 1',
      )
      .bind(candidateId, companyId)
      .first<{ id: string; job_id: string }>(),
  ]);
  return { application, send };
}

/** An application with the company and the recruiter who posted its job. */
export function applicationWithJob(db: D1Database, applicationId: string) {
  return db
    .prepare(
      'SELECT a.id, a.candidate_id, a.job_id, j.company_id, j.recruiter_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = ?',
    )
    .bind(applicationId)
    .first<{ id: string; candidate_id: string; job_id: string; company_id: string; recruiter_id: string }>();
}

/** A user who may still act (exists, not suspended), for the socket, which has no bearer token. */
export function activeUser(db: D1Database, id: string) {
  return db
    .prepare('SELECT id, role, session_version FROM users WHERE id = ? AND suspended_at IS NULL')
    .bind(id)
    .first<{ id: string; role: 'candidate' | 'recruiter' | 'admin'; session_version: number }>();
}

/** Uses up a socket ticket: true the first time, false ever after (expired ids are swept on the way). */
export async function claimTicket(db: D1Database, ticketId: string, expiresAt: string, now: string) {
  const [, claimed] = await db.batch([
    db.prepare('DELETE FROM socket_tickets_used WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO socket_tickets_used (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING')
      .bind(ticketId, expiresAt),
  ]);
  return claimed!.meta.changes === 1;
}

/**
 * Who may read the conversation now, with their session version: the candidate, and the recruiter
 * while still in its company; neither when suspended (the room's check on every delivery).
 */
export async function readersOf(db: D1Database, conversationId: string) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.session_version FROM conversations c JOIN users u ON u.id = c.candidate_id
       WHERE c.id = ?1 AND u.suspended_at IS NULL
       UNION ALL
       SELECT u.id, u.session_version FROM conversations c JOIN users u ON u.id = c.recruiter_id
       JOIN recruiter_profiles rp ON rp.user_id = u.id AND rp.company_id = c.company_id
       WHERE c.id = ?1 AND u.suspended_at IS NULL`,
    )
    .bind(conversationId)
    .all<{ id: string; session_version: number }>();
  return new Map(results.map((r) => [r.id, r.session_version]));
}

/** The `count` messages of a thread up to and including `messageId`, oldest first, with their senders' names. */
export async function messagesUpTo(db: D1Database, messageId: string, count: number) {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.body, m.created_at, u.full_name AS sender_name
       FROM messages r JOIN messages m ON m.conversation_id = r.conversation_id AND m.seq <= r.seq
       JOIN users u ON u.id = m.sender_id
       WHERE r.id = ? ORDER BY m.seq DESC LIMIT ?`,
    )
    .bind(messageId, count)
    .all<{ id: string; body: string; created_at: string; sender_name: string }>();
  return results.reverse();
}

/** A message with its conversation's two sides and its sender's name (what a report of it checks). */
export function findMessageWithParties(db: D1Database, messageId: string) {
  return db
    .prepare(
      `SELECT m.id, m.sender_id, u.full_name AS sender_name, c.candidate_id, c.recruiter_id
       FROM messages m JOIN conversations c ON c.id = m.conversation_id JOIN users u ON u.id = m.sender_id WHERE m.id = ?`,
    )
    .bind(messageId)
    .first<{ id: string; sender_id: string; sender_name: string; candidate_id: string; recruiter_id: string }>();
}

/** Deletes the candidate's conversations (those opened by `upTo` when given) with their messages, in this order (worker/privacy). */
export function deleteCandidateConversations(
  db: D1Database,
  userId: string,
  upTo: string | null,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `DELETE FROM messages WHERE conversation_id IN (SELECT id FROM conversations WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2))`,
      )
      .bind(userId, upTo),
    db
      .prepare(`DELETE FROM conversations WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`)
      .bind(userId, upTo),
  ];
}
