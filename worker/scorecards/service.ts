/**
 * Interview scorecards. A job's attributes are edited by any member of its company (audited); the
 * organiser of an application's interview adds colleagues to its panel (each told by a notice);
 * each panelist submits one scorecard, locked once sent. A member reads the others' scorecards and
 * the summary only once they have submitted their own: the worker leaves them out of the answer
 * before then, so no client can anchor on them. Candidates have no route here.
 */
import {
  APPLICATION_NOT_FOUND,
  applicationAlias,
  identityVisible,
  type JobScorecard,
  type JobScorecardInput,
  type PanelAnswer,
  RECOMMENDATION_WORDS,
  type Scorecard,
  SCORECARD_LIMITS,
  SCORECARD_MESSAGES,
  SCORECARD_REMINDER_HOURS,
  type ScorecardAttribute,
  type ScorecardInput,
  type ScorecardRating,
  scorecardSummary,
} from '../../src/contract';
import { auditStatement } from '../audit';
import { clock } from '../clock';
import { recruiterContext } from '../companies';
import type { Bindings } from '../env';
import { ApiFailure, notFound, uuidOf } from '../http';
import { jobOfRecruiter } from '../jobs';
import { noticeIntent } from '../notices';
import { notify } from '../notifications';
import { sendDeliveries } from '../queue';
import * as store from './store';

const HOUR = 3_600_000;
/** A reminder missed this long (the cron down) is not sent any more: a week after it was due. */
const REMINDER_GRACE_MS = 7 * 24 * HOUR;
const REMINDERS_PER_RUN = 200;

const attributesOf = (row: store.JobScorecardRow | null): ScorecardAttribute[] =>
  row ? (JSON.parse(row.attributes) as ScorecardAttribute[]) : [];

const toJobScorecard = (row: store.JobScorecardRow | null): JobScorecard => ({
  attributes: attributesOf(row),
  updatedAt: row?.updated_at ?? null,
  updatedBy: row ? (row.updated_by_name ?? 'A former member') : null,
});

/** The job's scorecard, for a member of its company (another company's job is not found). */
export async function jobScorecard(db: D1Database, userId: string, jobId: string): Promise<JobScorecard> {
  await jobOfRecruiter(db, userId, jobId);
  return toJobScorecard(await store.jobScorecard(db, jobId));
}

/**
 * Saves the job's attributes (audited with their names). Scorecards already submitted keep their
 * ratings as rated; the summary averages only the attributes the job has now.
 */
export async function saveJobScorecard(
  db: D1Database,
  userId: string,
  jobId: string,
  input: JobScorecardInput,
  now = clock.date(),
): Promise<JobScorecard> {
  await jobOfRecruiter(db, userId, jobId);
  const attributes = JSON.stringify(input.attributes);
  if ((await store.jobScorecard(db, jobId))?.attributes !== attributes)
    await db.batch([
      store.saveJobScorecard(db, jobId, attributes, userId, now.toISOString()),
      auditStatement(
        db,
        {
          actorId: userId,
          action: 'job_scorecard_changed',
          targetType: 'job',
          targetId: jobId,
          detail: { attributes: input.attributes.map((a) => a.name) },
        },
        now,
      ),
    ]);
  return toJobScorecard(await store.jobScorecard(db, jobId));
}

/** The application of the reader's company, or not found (another company's, or no company). */
async function companyApplication(db: D1Database, userId: string, id: string) {
  const { companyId } = await recruiterContext(db, userId);
  const app = companyId ? await store.companyApplication(db, companyId, id) : null;
  if (!app || !companyId) throw notFound(APPLICATION_NOT_FOUND);
  return { app, companyId };
}

const toScorecard = (row: store.ScorecardRow, userId: string): Scorecard => ({
  author: row.author_name,
  you: row.author_id === userId,
  ratings: JSON.parse(row.ratings) as ScorecardRating[],
  recommendation: row.recommendation,
  submittedAt: row.submitted_at,
});

/**
 * The panel as `userId` reads it. Everyone of the company sees who is on it and who has
 * submitted; the scorecards and their summary only a member who has submitted their own.
 */
export async function panelOf(db: D1Database, userId: string, id: string): Promise<PanelAnswer> {
  const { app, companyId } = await companyApplication(db, userId, id);
  const [job, panel, rows] = await Promise.all([
    store.jobScorecard(db, app.job_id),
    app.organizer_id ? store.panel(db, companyId, id, app.organizer_id) : Promise.resolve([]),
    store.scorecards(db, companyId, id),
  ]);
  const attributes = attributesOf(job);
  const authors = new Set(rows.map((r) => r.author_id));
  const canManage = app.organizer_id === userId;
  const youSubmitted = authors.has(userId);
  const onPanel = new Set(panel.map((p) => p.id));
  const pending = panel.filter((p) => !authors.has(p.id)).map((p) => p.full_name);
  const scorecards = youSubmitted ? rows.map((r) => toScorecard(r, userId)) : [];
  return {
    attributes,
    hasInterview: app.organizer_id !== null,
    canManage,
    panel: panel.map((p) => ({
      id: p.id,
      fullName: p.full_name,
      you: p.id === userId,
      organizer: p.id === app.organizer_id,
      submitted: authors.has(p.id),
    })),
    members: canManage
      ? (await store.members(db, companyId))
          .filter((m) => !onPanel.has(m.id))
          .map((m) => ({ id: m.id, fullName: m.full_name }))
      : [],
    youOnPanel: onPanel.has(userId),
    youSubmitted,
    scorecards,
    summary: youSubmitted ? scorecardSummary(attributes, scorecards, pending) : null,
  };
}

/** The organiser's application: refused to anyone else, and before there is an interview. */
async function organizersApplication(db: D1Database, userId: string, id: string) {
  const found = await companyApplication(db, userId, id);
  if (!found.app.organizer_id) throw new ApiFailure(409, SCORECARD_MESSAGES.noInterview);
  if (found.app.organizer_id !== userId) throw new ApiFailure(403, SCORECARD_MESSAGES.notOrganizer);
  return found;
}

const panelAudit = (db: D1Database, userId: string, id: string, detail: Record<string, unknown>, now: Date) =>
  auditStatement(
    db,
    { actorId: userId, action: 'interview_panel_changed', targetType: 'application', targetId: id, detail },
    now,
  );

/** The organiser adds a colleague to the panel; the colleague is told (a notice after the answer). */
export async function addPanelist(
  db: D1Database,
  userId: string,
  id: string,
  memberId: string,
  keyId?: string,
): Promise<{ answer: PanelAnswer; notices: string[] }> {
  const now = clock.date();
  const { companyId } = await organizersApplication(db, userId, id);
  const colleague = await store.member(db, companyId, memberId);
  if (!colleague) throw new ApiFailure(400, SCORECARD_MESSAGES.notMember, { memberId: SCORECARD_MESSAGES.notMember });
  // Under an Idempotency-Key the notice's id is drawn from the key: a retry whose first try landed
  // answers the panel, and its notice, if still waiting, is delivered.
  const noticeId = keyId ? await uuidOf(`panel_added\n${keyId}`) : crypto.randomUUID();
  const added = memberId !== userId && (await store.isAdded(db, id, memberId));
  if (added && keyId) return { answer: await panelOf(db, userId, id), notices: [noticeId] };
  if (memberId === userId || added) throw new ApiFailure(409, SCORECARD_MESSAGES.alreadyOnPanel);
  if ((await store.addedCount(db, id)) >= SCORECARD_LIMITS.panelMax)
    throw new ApiFailure(409, SCORECARD_MESSAGES.panelFull);
  const at = now.toISOString();
  const notice = noticeIntent(
    db,
    'panel_added',
    id,
    now,
    { userId: memberId, by: userId },
    { id: noticeId, condition: store.panelistAdded(id, memberId, at) },
  );
  await db.batch([
    store.addPanelist(db, id, memberId, userId, at),
    notice.statement,
    panelAudit(db, userId, id, { added: colleague.full_name }, now),
  ]);
  return { answer: await panelOf(db, userId, id), notices: [notice.id] };
}

/** The organiser takes a colleague off the panel, unless they have submitted. */
export async function removePanelist(
  db: D1Database,
  userId: string,
  id: string,
  memberId: string,
  now = clock.date(),
): Promise<PanelAnswer> {
  await organizersApplication(db, userId, id);
  if (memberId === userId) throw new ApiFailure(409, SCORECARD_MESSAGES.removeOrganizer);
  if (!(await store.isAdded(db, id, memberId))) throw notFound('Not on the panel');
  const name = (await store.userName(db, memberId))?.full_name ?? '';
  if (!(await store.removePanelist(db, id, memberId, [panelAudit(db, userId, id, { removed: name }, now)])))
    throw new ApiFailure(409, SCORECARD_MESSAGES.removeSubmitted);
  return panelOf(db, userId, id);
}

/**
 * A panelist's scorecard: every attribute the job has now, rated once; refused to anyone not on
 * the panel, a second time, or when the job's attributes changed since the form was opened.
 * `scorecardId` is the submission's (the same on a keyed retry, whose first try is answered as is).
 */
export async function submitScorecard(
  db: D1Database,
  userId: string,
  id: string,
  input: ScorecardInput,
  scorecardId: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<PanelAnswer> {
  const { app, companyId } = await companyApplication(db, userId, id);
  const landed = await store.findScorecard(db, scorecardId);
  if (landed && landed.application_id === id && landed.author_id === userId) return panelOf(db, userId, id);
  const panel = app.organizer_id ? await store.panel(db, companyId, id, app.organizer_id) : [];
  if (!panel.some((p) => p.id === userId)) throw new ApiFailure(403, SCORECARD_MESSAGES.notOnPanel);
  const attributes = attributesOf(await store.jobScorecard(db, app.job_id));
  if (attributes.length === 0) throw new ApiFailure(409, SCORECARD_MESSAGES.noScorecard);
  const rated = new Map(input.ratings.map((r) => [r.attributeId, r]));
  if (
    rated.size !== input.ratings.length ||
    rated.size !== attributes.length ||
    attributes.some((a) => !rated.has(a.id))
  )
    throw new ApiFailure(409, SCORECARD_MESSAGES.attributesChanged);
  const ratings: ScorecardRating[] = attributes.map((a) => ({
    attributeId: a.id,
    name: a.name,
    rating: rated.get(a.id)!.rating,
    note: rated.get(a.id)!.note,
  }));
  if ((await store.scorecards(db, companyId, id)).some((r) => r.author_id === userId))
    throw new ApiFailure(409, SCORECARD_MESSAGES.alreadySubmitted);
  try {
    await store.insertScorecard(
      db,
      {
        id: scorecardId,
        applicationId: id,
        companyId,
        authorId: userId,
        ratings: JSON.stringify(ratings),
        recommendation: input.recommendation,
        now: now.toISOString(),
      },
      [
        auditStatement(
          db,
          {
            actorId: userId,
            action: 'scorecard_submitted',
            targetType: 'application',
            targetId: id,
            detail: { recommendation: RECOMMENDATION_WORDS[input.recommendation] },
          },
          now,
        ),
      ],
    );
  } catch (err) {
    // Two submissions at once: the UNIQUE pair lets one in.
    if (String(err).includes('UNIQUE')) throw new ApiFailure(409, SCORECARD_MESSAGES.alreadySubmitted);
    throw err;
  }
  return panelOf(db, userId, id);
}

type NoticeEnv = Pick<Bindings, 'DB' | 'DELIVERIES'>;

/** The application's words and link, the candidate named as the company may see them (blind review keeps the alias). */
async function aboutApplication(db: D1Database, id: string) {
  const row = await store.noticeContext(db, id);
  if (!row) return null;
  const candidate = identityVisible(row.status, row.blind_review === 1) ? row.candidate_name : applicationAlias(row.id);
  return {
    companyId: row.company_id,
    about: `${candidate} · ${row.job_title}`,
    link: `/recruiter/jobs/${encodeURIComponent(row.job_id)}/applications?open=${encodeURIComponent(row.id)}`,
  };
}

/** `panel_added`: tells the colleague in the product, while they are still on the panel. */
export async function announcePanelist(
  env: NoticeEnv,
  applicationId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const userId = String(detail.userId);
  const [about, by, added] = await Promise.all([
    aboutApplication(env.DB, applicationId),
    store.userName(env.DB, String(detail.by)),
    store.isAdded(env.DB, applicationId, userId),
  ]);
  if (!about || !added || !(await store.member(env.DB, about.companyId, userId))) return;
  await notify(
    env,
    userId,
    {
      kind: 'interview_panel',
      title: `${by?.full_name ?? 'A colleague'} added you to an interview panel`,
      body: `${about.about}. Submit your scorecard after the interview.`,
      link: about.link,
    },
    now,
  );
}

/** `scorecard_reminder`: reminds a panelist who still owes their scorecard. */
export async function remindPanelist(
  env: NoticeEnv,
  applicationId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const userId = String(detail.userId);
  const about = await aboutApplication(env.DB, applicationId);
  if (!about || !(await store.stillOwes(env.DB, applicationId, userId))) return;
  await notify(
    env,
    userId,
    {
      kind: 'scorecard_reminder',
      title: 'Your interview scorecard is due',
      body: `${about.about}. The interview was ${SCORECARD_REMINDER_HOURS} hours ago; the panel waits for your scorecard.`,
      link: about.link,
    },
    now,
  );
}

/**
 * The cron: each panelist of an interview booked for a day ago who has not submitted gets one
 * reminder for that interview (the reminder row and its notice in one batch, the notice written
 * only by the run whose row it is), sent to the delivery queue once written, which delivers
 * and retries them. Returns how many were written.
 */
export async function remindDuePanelists(env: NoticeEnv, now = clock.date()): Promise<number> {
  const until = new Date(now.getTime() - SCORECARD_REMINDER_HOURS * HOUR);
  const from = new Date(until.getTime() - REMINDER_GRACE_MS);
  const due = await store.dueReminders(env.DB, from.toISOString(), until.toISOString(), REMINDERS_PER_RUN);
  const runId = crypto.randomUUID();
  const ids: string[] = [];
  for (const r of due) {
    const notice = noticeIntent(
      env.DB,
      'scorecard_reminder',
      r.application_id,
      now,
      { userId: r.user_id },
      { condition: store.remindedBy(r, runId) },
    );
    await env.DB.batch([store.reminded(env.DB, r, runId, now.toISOString()), notice.statement]);
    ids.push(notice.id);
  }
  await sendDeliveries(env, 'notice', ids);
  return ids.length;
}
