import {
  type Conversation,
  type ConversationList,
  conversationPath,
  identityVisible,
  type Message,
  MESSAGE_PREVIEW_LENGTH,
  MESSAGING_MESSAGES,
  type SocketEvent,
  type StartConversationInput,
  type Thread,
} from '../../src/contract';
import type { SessionUser } from '../auth';
import { clock } from '../clock';
import { companyIdOfRecruiter, recruiterContext } from '../companies';
import { newMessageEmail, queueEmail } from '../email';
import type { Bindings } from '../env';
import { ApiFailure, clientOrigin, notFound, uuidOf } from '../http';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import { count } from '../stats';
import * as store from './store';

export type Participant = Pick<SessionUser, 'id' | 'role'>;

function sideOf(user: Participant, row: store.ConversationRow): store.Side | null {
  if (user.role === 'candidate' && row.candidate_id === user.id) return 'candidate';
  if (user.role === 'recruiter' && row.recruiter_id === user.id) return 'recruiter';
  return null;
}

/**
 * The conversation and the viewer's side in it; anyone else gets 404, never a hint that it exists.
 * A recruiter's conversations are their company's: one removed from it no longer reads them.
 */
export async function conversationOf(db: D1Database, user: Participant, id: string) {
  const row = await store.findConversation(db, id);
  const side = row && sideOf(user, row);
  if (!row || !side || (side === 'recruiter' && (await companyIdOfRecruiter(db, user.id)) !== row.company_id))
    throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  return { row, side };
}

async function viewOf(db: D1Database, id: string, side: store.Side): Promise<Conversation> {
  return store.toConversation((await store.findConversationView(db, id))!, side);
}

export async function listConversations(
  db: D1Database,
  user: Participant,
  q: { limit: number; before?: string },
): Promise<ConversationList> {
  const side = user.role as store.Side;
  // The unread total is a counter kept by triggers: summing every conversation would read them all.
  const [rows, unreadTotal, companyId] = await Promise.all([
    store.listConversations(db, side, user.id, q),
    count(db, 'unread_messages', user.id, side),
    side === 'recruiter' ? companyIdOfRecruiter(db, user.id) : null,
  ]);
  const next = rows.length === q.limit ? rows[rows.length - 1]!.last_message_at : null;
  // A recruiter sees only the conversations of the company they are in now (filtered after the
  // page is read, so the page stays one index range).
  const mine = side === 'recruiter' ? rows.filter((row) => row.company_id === companyId) : rows;
  return { conversations: mine.map((row) => store.toConversation(row, side)), unreadTotal, next };
}

export async function getThread(
  db: D1Database,
  user: Participant,
  id: string,
  q: { limit: number; before?: number; after?: number },
): Promise<Thread> {
  const { row, side } = await conversationOf(db, user, id);
  const [conversation, page] = await Promise.all([viewOf(db, id, side), store.listMessages(db, id, q)]);
  // The recruiter sees the candidate's messages under the id they know them by (the alias while hidden);
  // the candidate sees their own under their own id.
  const asSeen = (m: Message) =>
    side === 'recruiter' && m.senderId === row.candidate_id ? { ...m, senderId: conversation.otherParty.id } : m;
  return {
    conversation,
    messages: page.rows.map(store.toMessage).map(asSeen),
    hasMore: q.after === undefined && page.hasMore,
  };
}

export async function markConversationRead(db: D1Database, user: Participant, id: string): Promise<Conversation> {
  const { side } = await conversationOf(db, user, id);
  await store.markRead(db, id, side, clock.iso());
  return viewOf(db, id, side);
}

/**
 * Hands a stored message to the conversation's room. A room that cannot be reached only costs live
 * delivery: the message is stored, and clients poll.
 */
async function broadcast(env: Bindings, row: store.ConversationRow, side: store.Side, message: Message): Promise<void> {
  const event = (m: Message) => JSON.stringify({ type: 'message', message: m } satisfies SocketEvent);
  try {
    // While the candidate is hidden, the recruiter's socket gets their message under the alias id.
    const view = side === 'candidate' ? await store.findConversationView(env.DB, row.id) : null;
    const byUser = view
      ? { [row.recruiter_id]: event({ ...message, senderId: store.candidateAsSeen(view, 'recruiter').id }) }
      : {};
    await env.CONVERSATION_ROOMS.get(env.CONVERSATION_ROOMS.idFromName(message.conversationId)).broadcast(
      message.seq,
      event(message),
      byUser,
    );
  } catch (err) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'room_broadcast_failed',
        conversationId: message.conversationId,
        error: String(err),
      }),
    );
  }
}

/** Whether the user is reading the conversation live; a room that cannot be reached says no. */
async function watching(env: NoticeEnv, conversationId: string, userId: string): Promise<boolean> {
  try {
    return await env.CONVERSATION_ROOMS.get(env.CONVERSATION_ROOMS.idFromName(conversationId)).watching(userId);
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'room_unreachable', conversationId, error: String(err) }));
    return false;
  }
}

/** The notification and email that tell the other side about a new message. */
async function announce(
  env: NoticeEnv,
  row: store.ConversationRow,
  sender: store.Side,
  message: Message,
  now: Date,
): Promise<void> {
  const p = await store.participants(env.DB, row.id);
  if (!p) return;
  const recipient: store.Side = sender === 'candidate' ? 'recruiter' : 'candidate';
  const senderName =
    sender === 'candidate' ? store.candidateAsSeen(p, 'recruiter').fullName : `${p.recruiter_name} (${p.company_name})`;
  const path = conversationPath(recipient, row.id);
  const preview =
    message.body.length > MESSAGE_PREVIEW_LENGTH
      ? `${message.body.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`
      : message.body;
  await notify(
    env,
    recipient === 'candidate' ? row.candidate_id : row.recruiter_id,
    { kind: 'message', title: `New message from ${senderName}`, body: preview, link: path },
    now,
  );
  if (recipient === 'candidate' && !p.candidate_emails) return;
  const email = newMessageEmail({
    recipientName: recipient === 'candidate' ? p.candidate_name : p.recruiter_name,
    senderName,
    companyName: p.company_name,
    jobTitle: p.job_title,
    body: message.body,
    link: `${clientOrigin(env)}${path}`,
  });
  await queueEmail(
    env,
    { to: recipient === 'candidate' ? p.candidate_email : p.recruiter_email, ...email, kind: 'new_message' },
    now,
  );
}

/**
 * The `message_sent` notice: tells the other side about a new message, in the product and by email,
 * once per burst. The message's batch writes the intent only when they had nothing unread before
 * it; delivery skips it when they have read it by then or are reading the conversation live.
 */
export async function announceMessage(env: NoticeEnv, messageId: string, now: Date): Promise<void> {
  const found = await store.findMessageById(env.DB, messageId);
  const row = found && (await store.findConversation(env.DB, found.conversation_id));
  if (!found || !row) return;
  const sender: store.Side = found.sender_id === row.candidate_id ? 'candidate' : 'recruiter';
  const recipient: store.Side = sender === 'candidate' ? 'recruiter' : 'candidate';
  if (store.hasRead(row, recipient, found.seq)) return;
  if (await watching(env, row.id, recipient === 'candidate' ? row.candidate_id : row.recruiter_id)) return;
  await announce(env, row, sender, store.toMessage(found), now);
}

/** The id of the intent announcing message `messageId`: drawn from it, so a keyed retry finds it again. */
const announcementId = (messageId: string) => uuidOf(`message_sent\n${messageId}`);

/** Stores the message with the intent to announce it (one batch), then hands it to the room. */
async function append(
  env: Bindings,
  row: store.ConversationRow,
  side: store.Side,
  senderId: string,
  body: string,
  id: string = crypto.randomUUID(),
) {
  const m: store.NewMessage = { id, conversationId: row.id, sender: side, senderId, body, now: clock.iso() };
  const notice = noticeIntent(env.DB, 'message_sent', id, new Date(m.now), undefined, {
    id: await announcementId(id),
    condition: store.firstUnreadCondition(m),
  });
  const message = await store.appendMessage(env.DB, m, [notice.statement]);
  await broadcast(env, row, side, message);
  return { message, notices: [notice.id] };
}

/**
 * Either participant writes; `body` is already trimmed and bounded by the contract schema.
 * `messageId` is the new message's (the same on a keyed retry: one that landed is answered as is,
 * and its announcement, if still waiting, is delivered). `notices` go out after the answer.
 */
export async function sendMessage(
  env: Bindings,
  user: Participant,
  id: string,
  body: string,
  messageId: string = crypto.randomUUID(),
): Promise<{ message: Message; notices: string[] }> {
  const { row, side } = await conversationOf(env.DB, user, id);
  const landed = await store.findMessage(env.DB, row.id, messageId);
  if (landed) return { message: store.toMessage(landed), notices: [await announcementId(messageId)] };
  return append(env, row, side, user.id, body, messageId);
}

export type Anchor = { candidateId: string; recruiterId: string; companyId: string; jobId: string } & (
  { applicationId: string; targetedSendId: null } | { applicationId: null; targetedSendId: string }
);

/** The anchor's conversation for this recruiter, made on first use (under `id`); `created` says which. */
export async function ensureConversation(
  db: D1Database,
  a: Anchor,
  id: string = crypto.randomUUID(),
): Promise<{ row: store.ConversationRow; created: boolean }> {
  const find = () =>
    a.applicationId
      ? store.findByApplication(db, a.applicationId, a.recruiterId)
      : store.findBySend(db, a.targetedSendId!, a.recruiterId);
  const existing = await find();
  if (existing) return { row: existing, created: false };
  const created = await store.insertConversation(db, { id, ...a, now: clock.iso() });
  return { row: (await find())!, created };
}

/** A recruiter may start with a candidate who applied to, or was sent a job by, their company. */
async function recruiterAnchor(db: D1Database, recruiterId: string, input: StartConversationInput): Promise<Anchor> {
  const companyId = await companyIdOfRecruiter(db, recruiterId);
  if (!companyId) throw new ApiFailure(409, MESSAGING_MESSAGES.noCompany);
  const refused = new ApiFailure(403, MESSAGING_MESSAGES.recruiterNotAllowed);
  if (input.applicationId) {
    const app = await store.applicationWithJob(db, input.applicationId);
    if (!app || app.company_id !== companyId || (input.candidateId && input.candidateId !== app.candidate_id))
      throw refused;
    return {
      candidateId: app.candidate_id,
      recruiterId,
      companyId,
      jobId: app.job_id,
      applicationId: app.id,
      targetedSendId: null,
    };
  }
  const { application, send } = await store.anchorsForCandidate(db, companyId, input.candidateId!);
  const base = { candidateId: input.candidateId!, recruiterId, companyId };
  // Naming a hidden applicant by their real id would link their alias to them: only the application opens it.
  if (application && !identityVisible(application.status, (await recruiterContext(db, recruiterId)).blindReview))
    throw refused;
  if (application) return { ...base, jobId: application.job_id, applicationId: application.id, targetedSendId: null };
  if (send) return { ...base, jobId: send.job_id, applicationId: null, targetedSendId: send.id };
  throw refused;
}

/** A candidate may start a conversation about their own application, with the job's recruiter. */
async function candidateAnchor(db: D1Database, candidateId: string, input: StartConversationInput): Promise<Anchor> {
  const app = input.applicationId ? await store.applicationWithJob(db, input.applicationId) : null;
  if (!app || app.candidate_id !== candidateId) throw new ApiFailure(403, MESSAGING_MESSAGES.candidateNeedsApplication);
  return {
    candidateId,
    recruiterId: app.recruiter_id,
    companyId: app.company_id,
    jobId: app.job_id,
    applicationId: app.id,
    targetedSendId: null,
  };
}

/**
 * Opens (or reopens) the anchor's conversation, with the first words if given. Under an
 * Idempotency-Key, `keyId` is the id of the conversation it may make and of its message, so a retry
 * whose first try landed answers as that try did and writes nothing again.
 */
export async function startConversation(
  env: Bindings,
  user: Participant,
  input: StartConversationInput,
  keyId?: string,
) {
  const anchor =
    user.role === 'recruiter'
      ? await recruiterAnchor(env.DB, user.id, input)
      : await candidateAnchor(env.DB, user.id, input);
  const { row, created } = await ensureConversation(env.DB, anchor, keyId);
  const side = user.role as store.Side;
  const landed = input.body && keyId ? await store.findMessage(env.DB, row.id, keyId) : null;
  const notices = !input.body
    ? []
    : landed
      ? [await announcementId(landed.id)]
      : (await append(env, row, side, user.id, input.body, keyId)).notices;
  return { conversation: await viewOf(env.DB, row.id, side), created: created || row.id === keyId, notices };
}
