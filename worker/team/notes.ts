/**
 * Private notes a company keeps on an application: only the company's current members read or
 * write them (another company, a removed member and the candidate get 404 or nothing), and a
 * mention notifies the colleague in the product. A mention's notice names the candidate as the
 * colleague may see them: the alias while blind review hides them.
 */
import {
  APPLICATION_NOT_FOUND,
  applicationAlias,
  type ApplicationNote,
  identityVisible,
  type NoteInput,
  NOTES_LIMIT,
  TEAM_MESSAGES,
} from '../../src/contract';
import { clock } from '../clock';
import { recruiterContext } from '../companies/store';
import type { Bindings } from '../env';
import { ApiFailure, notFound } from '../http/errors';
import { notifyStatement } from '../notifications/service';
import { findCompanyApplication } from '../pipeline/store';
import * as store from './store';

async function applicationOfCompany(db: D1Database, userId: string, applicationId: string) {
  const ctx = await recruiterContext(db, userId);
  const row = ctx.companyId ? await findCompanyApplication(db, ctx.companyId, applicationId) : null;
  if (!row || !ctx.companyId) throw notFound(APPLICATION_NOT_FOUND);
  return { row, companyId: ctx.companyId, blindReview: ctx.blindReview };
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

/** Adds a note; everyone it mentions (members only, never the author) gets an in-app notice. */
/**
 * Adds a note under `id` and notifies those it mentions, in one batch. Under an Idempotency-Key `id`
 * is the same on every retry: a retry whose first try landed answers the notes as they are.
 */
export async function addNote(
  env: Bindings,
  userId: string,
  applicationId: string,
  input: Required<NoteInput>,
  id: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<ApplicationNote[]> {
  const { row, companyId, blindReview } = await applicationOfCompany(env.DB, userId, applicationId);
  if (await store.hasNote(env.DB, id, applicationId)) return listNotes(env.DB, userId, applicationId);
  const wanted = [...new Set(input.mentions)].filter((id) => id !== userId);
  const members = await store.membersAmong(env.DB, companyId, [...wanted, userId]);
  const author = members.find((m) => m.id === userId);
  const mentioned = members.filter((m) => m.id !== userId);
  if (!author || mentioned.length !== wanted.length)
    throw new ApiFailure(400, TEAM_MESSAGES.mentionNotMember, { mentions: TEAM_MESSAGES.mentionNotMember });
  const candidate = identityVisible(row.status, blindReview) ? row.candidate_name : applicationAlias(row.id);
  const link = `/recruiter/jobs/${encodeURIComponent(row.job_id)}/applications?open=${encodeURIComponent(row.id)}`;
  await env.DB.batch([
    store.insertNote(env.DB, {
      id,
      applicationId,
      companyId,
      authorId: userId,
      body: input.body,
      mentions: wanted,
      now: now.toISOString(),
    }),
    ...mentioned.map((m) =>
      notifyStatement(
        env.DB,
        m.id,
        {
          kind: 'note_mention',
          title: `${author.full_name} mentioned you in a note`,
          body: `${candidate} · ${row.job_title}`,
          link,
        },
        now,
      ),
    ),
  ]);
  return listNotes(env.DB, userId, applicationId);
}
