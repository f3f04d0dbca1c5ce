/**
 * Private notes a company keeps on an application: only the company's current members read or
 * write them (another company, a removed member and the candidate get 404 or nothing). An
 * `@Full Name` of a member in the text mentions them: a notice intent written with the note tells
 * them after the answer, in the product and, if they keep it on, by email, naming the candidate as
 * the colleague may see them: the alias while blind review hides them.
 */
import {
  APPLICATION_NOT_FOUND,
  applicationAlias,
  type ApplicationNote,
  identityVisible,
  mentionsIn,
  type NoteInput,
  NOTES_LIMIT,
} from '../../src/contract';
import { findCompanyApplication } from '../applications';
import { clock } from '../clock';
import { recruiterContext } from '../companies';
import { noteMentionEmail, queueEmail } from '../email';
import { clientOrigin, notFound } from '../http';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import * as store from './store';

async function applicationOfCompany(db: D1Database, userId: string, applicationId: string) {
  const ctx = await recruiterContext(db, userId);
  const row = ctx.companyId ? await findCompanyApplication(db, ctx.companyId, applicationId) : null;
  if (!row || !ctx.companyId) throw notFound(APPLICATION_NOT_FOUND);
  return { row, companyId: ctx.companyId };
}

const parseIds = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

export async function listNotes(db: D1Database, userId: string, applicationId: string): Promise<ApplicationNote[]> {
  const { companyId } = await applicationOfCompany(db, userId, applicationId);
  const rows = await store.listNotes(db, companyId, applicationId, NOTES_LIMIT);
  const names = await store.namesOf(db, [...new Set(rows.flatMap((r) => parseIds(r.mentions)))]);
  return rows.map((r) => ({
    id: r.id,
    authorId: r.author_id,
    authorName: r.author_name,
    body: r.body,
    mentions: parseIds(r.mentions).map((id) => ({ id, fullName: names.get(id) ?? '' })),
    createdAt: r.created_at,
  }));
}

/**
 * Adds a note under `id`, with the notice intent of the members it mentions (never the author) in
 * the same batch; answers the notes and the intents to deliver after the answer. Under an
 * Idempotency-Key `id` is the same on every retry: a retry whose first try landed answers the
 * notes as they are and announces nothing again.
 */
export async function addNote(
  db: D1Database,
  userId: string,
  applicationId: string,
  input: NoteInput,
  id: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<{ notes: ApplicationNote[]; notices: string[] }> {
  const { companyId } = await applicationOfCompany(db, userId, applicationId);
  if (await store.hasNote(db, id, applicationId))
    return { notes: await listNotes(db, userId, applicationId), notices: [] };
  const members = (await store.listMembers(db, companyId)).map((m) => ({ id: m.id, fullName: m.full_name }));
  const mentioned = mentionsIn(
    input.body,
    members.filter((m) => m.id !== userId),
  ).map((m) => m.id);
  const intent = mentioned.length > 0 ? noticeIntent(db, 'note_mention', id, now) : null;
  await db.batch([
    store.insertNote(db, {
      id,
      applicationId,
      companyId,
      authorId: userId,
      body: input.body,
      mentions: mentioned,
      now: now.toISOString(),
    }),
    ...(intent ? [intent.statement] : []),
  ]);
  return { notes: await listNotes(db, userId, applicationId), notices: intent ? [intent.id] : [] };
}

/**
 * The `note_mention` notice: each mentioned colleague still a member when it is delivered gets a
 * notification, and an email unless they turned mention emails off. Nothing when the application
 * is no longer the company's.
 */
export async function announceMention(env: NoticeEnv, noteId: string, now: Date): Promise<void> {
  const note = await store.noteToAnnounce(env.DB, noteId);
  const row = note && (await findCompanyApplication(env.DB, note.company_id, note.application_id));
  if (!note || !row) return;
  const candidate = identityVisible(row.status, note.blind_review === 1)
    ? row.candidate_name
    : applicationAlias(row.id);
  const about = `${candidate} · ${row.job_title}`;
  const link = `/recruiter/jobs/${encodeURIComponent(row.job_id)}/applications?open=${encodeURIComponent(row.id)}`;
  const title = `${note.author_name} mentioned you in a note`;
  for (const m of await store.membersAmong(env.DB, note.company_id, parseIds(note.mentions))) {
    await notify(env, m.id, { kind: 'note_mention', title, body: about, link }, now);
    if (m.notify_mention === 0) continue;
    const email = noteMentionEmail({
      authorName: note.author_name,
      recipientName: m.full_name,
      about,
      link: `${clientOrigin(env)}${link}`,
    });
    await queueEmail(env, { to: m.email, kind: 'note_mention', ...email }, now);
  }
}
