import {
  conversationPath,
  EMPLOYER_MESSAGES,
  startOfUtcDay,
  TARGETED_DAILY_CAP,
  TARGETED_MESSAGES,
  TARGETED_POOL_LIMIT,
  type TargetedCandidate,
  type TargetedCandidates,
  type TargetedCandidatesQuery,
  type TargetedOutcome,
  type TargetedSendResult,
} from '../../src/contract';
import { jobProfileOf } from '../alerts';
import { analyzeResume, type JobProfile, rankCandidatesForJob, type Ranked, type ResumeProfile } from '../ats';
import { clock } from '../clock';
import { recruiterContext, recruiterStanding } from '../companies';
import { type EmailStatement, jobSentEmail, queueEmailIf, sendEmails } from '../email';
import type { Bindings } from '../env';
import { ApiFailure, clientOrigin, uuidOf } from '../http';
import { isListed, jobOfRecruiter, type JobRow } from '../jobs';
import { findBySend, openWithMessageStatements } from '../messaging';
import { insertStatementIf } from '../notifications';
import * as store from './store';

async function usage(db: D1Database, recruiterId: string, now: Date) {
  const sentToday = await store.sentSince(db, recruiterId, startOfUtcDay(now));
  return { sentToday, dailyCap: TARGETED_DAILY_CAP, remaining: Math.max(0, TARGETED_DAILY_CAP - sentToday) };
}

/**
 * An open job of the recruiter's company, for a company that is a verified employer: until then
 * nobody who has not applied can be seen or sent a job (403).
 */
async function openJobOf(db: D1Database, recruiterId: string, jobId: string): Promise<JobRow> {
  const job = await jobOfRecruiter(db, recruiterId, jobId);
  if (!(await recruiterStanding(db, recruiterId)).companyVerified)
    throw new ApiFailure(403, EMPLOYER_MESSAGES.companyNotVerified);
  if (!isListed(job)) throw new ApiFailure(409, TARGETED_MESSAGES.jobNotOpen);
  return job;
}

/**
 * A candidate who has not applied is matched on the structured fields of their profile only (their
 * headline, confirmed skills and years), written out as text for the engine: never their resume,
 * so neither the ranking, the search nor the evidence shown can reveal a line of it.
 */
export function profileText(row: Pick<store.PoolRow, 'headline' | 'skills' | 'years'>): string {
  const skills = JSON.parse(row.skills) as string[];
  return [
    row.headline,
    skills.length ? `Skills: ${skills.join(', ')}` : '',
    row.years !== null ? `${row.years} years of experience` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** What the recruiter's words are matched against: the name shown in the list and the same structured fields. */
const searchable = (row: store.PoolRow) => [
  row.full_name,
  row.headline,
  row.city,
  row.location,
  ...(JSON.parse(row.skills) as string[]),
];

type Scored = { row: store.PoolRow; source: 'profile'; text: string; profile: ResumeProfile };

function explain(r: Ranked<Scored>): TargetedCandidate {
  const b = r.result.breakdown!;
  const found = (items: typeof b.requiredSkills.items, required: boolean) =>
    items.filter((i) => i.found).map((i) => ({ skill: i.skill, evidence: i.evidence, required }));
  const matchedSkills = [...found(b.requiredSkills.items, true), ...found(b.niceToHaveSkills.items, false)];
  const required = b.requiredSkills.items;
  const sources = b.relevance.termSources ?? {};
  const have = required.filter((i) => i.found).map((i) => i.skill);
  const parts = [
    required.length
      ? have.length
        ? `Has ${have.join(', ')} (${have.length} of ${required.length} required)`
        : `None of the ${required.length} required skills`
      : null,
    b.niceToHaveSkills.items.some((i) => i.found)
      ? `also ${b.niceToHaveSkills.items
          .filter((i) => i.found)
          .map((i) => i.skill)
          .join(', ')}`
      : null,
    b.experience.resumeYears !== null
      ? `${b.experience.resumeYears} years' experience${b.experience.minYears ? ` (${b.experience.minYears} asked)` : ''}`
      : null,
    // Each word is shown with the phrase of the job it comes from (breakdowns before ats-2 have none).
    b.relevance.matchedTerms.length
      ? `mentions ${b.relevance.matchedTerms
          .slice(0, 3)
          .map((t) => (sources[t] ? `${t} (job: “${sources[t]}”)` : t))
          .join(', ')}`
      : null,
  ].filter((p): p is string => p !== null);
  return {
    candidateId: r.item.row.id,
    fullName: r.item.row.full_name,
    location: r.item.row.city || r.item.row.location,
    score: r.result.score,
    source: r.item.source,
    matchedSkills,
    missingSkills: [...required, ...b.niceToHaveSkills.items].filter((i) => !i.found).map((i) => i.skill),
    reason: parts.join('; '),
  };
}

/**
 * A profile too short for the engine to score (most structured profiles are: a headline, skills
 * and years) still shows when it lists skills the job asks for: after the scored ones, unscored,
 * with those skills and the years the candidate gave.
 */
function explainUnscored(item: Scored, job: JobProfile, minYears: number): TargetedCandidate | null {
  const has = (s: JobProfile['required'][number]) => (s.canonical ? item.profile.skills[s.canonical] : undefined);
  const matchedSkills = [
    ...job.required.map((s) => [s, true] as const),
    ...job.nice.map((s) => [s, false] as const),
  ].flatMap(([s, required]) => (has(s) ? [{ skill: s.label, evidence: has(s)!.evidence, required }] : []));
  if (matchedSkills.length === 0) return null;
  const required = matchedSkills.filter((m) => m.required).map((m) => m.skill);
  const nice = matchedSkills.filter((m) => !m.required).map((m) => m.skill);
  const years = item.row.years;
  const reason = [
    required.length
      ? `Lists ${required.join(', ')} (${required.length} of ${job.required.length} required)`
      : `Lists ${nice.join(', ')}`,
    required.length && nice.length ? `also ${nice.join(', ')}` : null,
    years !== null ? `${years} years' experience${minYears ? ` (${minYears} asked)` : ''}` : null,
  ].filter((p): p is string => p !== null);
  return {
    candidateId: item.row.id,
    fullName: item.row.full_name,
    location: item.row.city || item.row.location,
    score: null,
    source: item.source,
    matchedSkills,
    missingSkills: [...job.required, ...job.nice].filter((s) => !has(s)).map((s) => s.label),
    reason: reason.join('; '),
  };
}

const requiredCount = (c: TargetedCandidate) => c.matchedSkills.filter((m) => m.required).length;

/**
 * Candidates for one of the recruiter's open jobs, best match first, each with the reason. Those
 * the engine cannot score follow when they list some of the job's skills (not with a minimum score).
 */
export async function rankForJob(
  db: D1Database,
  recruiterId: string,
  q: TargetedCandidatesQuery,
  now = clock.date(),
): Promise<TargetedCandidates> {
  const job = await openJobOf(db, recruiterId, q.jobId);
  const needle = q.q?.toLowerCase();
  const pool: Scored[] = [];
  const { blindReview } = await recruiterContext(db, recruiterId);
  for (const row of await store.candidatePool(db, job.id, TARGETED_POOL_LIMIT, blindReview)) {
    const text = profileText(row);
    if (!text.trim()) continue;
    if (needle && !searchable(row).some((field) => field.toLowerCase().includes(needle))) continue;
    pool.push({ row, source: 'profile', text, profile: analyzeResume(text) });
  }
  const profile = jobProfileOf(job);
  const ranked = rankCandidatesForJob(profile, pool);
  const scored = ranked
    .filter((r) => r.result.score !== null && r.result.breakdown && r.result.score >= (q.minScore ?? 0))
    .map(explain);
  const unscored = q.minScore
    ? []
    : ranked
        .filter((r) => r.result.score === null)
        .flatMap((r) => explainUnscored(r.item, profile, job.min_years) ?? [])
        .sort((a, b) => requiredCount(b) - requiredCount(a) || b.matchedSkills.length - a.matchedSkills.length);
  const candidates = [...scored, ...unscored].slice(0, q.limit);
  return { job: { id: job.id, title: job.title }, candidates, usage: await usage(db, recruiterId, now) };
}

const defaultNote = (candidateName: string, job: JobRow) =>
  `Hi ${candidateName}, I think you would be a great fit for our ${job.title} role at ${job.company_name}. Have a look, and apply if it interests you.`;

type Recipient = { id: string; full_name: string; email: string; emails: number };

/**
 * Records the send and delivers it, all or nothing (one D1 batch): its own conversation opened with
 * the note, a notification and an email. Answers the conversation's id, or null when the send was
 * not recorded (already sent, or the daily cap reached meanwhile).
 */
async function deliver(
  env: Bindings,
  job: JobRow,
  recruiter: { id: string; fullName: string },
  c: Recipient,
  send: store.NewSend,
  now: Date,
): Promise<string | null> {
  const recorded = store.sendRecorded(send.id);
  const conversationId = crypto.randomUUID();
  const note = send.note;
  const statements = [
    store.insertSendStatement(env.DB, send),
    ...openWithMessageStatements(
      env.DB,
      {
        id: conversationId,
        candidateId: c.id,
        recruiterId: recruiter.id,
        companyId: job.company_id,
        jobId: job.id,
        applicationId: null,
        targetedSendId: send.id,
        now: send.now,
      },
      {
        id: crypto.randomUUID(),
        sender: 'recruiter',
        senderId: recruiter.id,
        body: note || defaultNote(c.full_name, job),
      },
      recorded,
    ),
    insertStatementIf(
      env.DB,
      c.id,
      {
        kind: 'job_sent',
        title: `${job.company_name} sent you a job: ${job.title}`,
        body: note || `${recruiter.fullName} thinks you would be a fit.`,
        link: conversationPath('candidate', conversationId),
      },
      send.now,
      crypto.randomUUID(),
      recorded,
    ),
  ];
  let queued: EmailStatement | null = null;
  if (c.emails) {
    const jobPath = `/dashboard/jobs/${encodeURIComponent(job.id)}`;
    const email = jobSentEmail({
      candidateName: c.full_name,
      recruiterName: recruiter.fullName,
      companyName: job.company_name,
      jobTitle: job.title,
      note,
      link: `${clientOrigin(env)}${jobPath}`,
    });
    queued = await queueEmailIf(env.DB, { to: c.email, ...email, kind: 'job_sent' }, now, recorded);
    if (queued) statements.push(queued.statement);
  }
  const [stored] = await env.DB.batch(statements);
  if (!stored?.meta.changes) return null;
  if (queued) await sendEmails(env, [queued.id]);
  return conversationId;
}

/**
 * The id of a send: under an Idempotency-Key drawn from the key's id and the candidate, so a retry
 * whose first try landed finds its send; else a fresh one.
 */
const sendIdOf = (keyId: string | undefined, candidateId: string) =>
  keyId ? uuidOf(`${keyId}\n${candidateId}`) : crypto.randomUUID();

type Eligible = Awaited<ReturnType<typeof store.eligibility>>[number];

/**
 * Unknown ids and non-candidates read as opted out: the answer never confirms who exists. Under
 * blind review an applicant the company knows only by an alias is not refused as "applied" (that
 * would name them): see `recordOnly`.
 */
function refusal(c: Eligible | undefined, blind: boolean): TargetedOutcome | null {
  if (!c || !c.accepts) return 'opted_out';
  if (c.sent) return 'already_sent';
  if (c.applied && !(blind && c.hidden)) return 'applied';
  return null;
}

/**
 * A send to an applicant still hidden by blind review: a neutral no-op that nobody hears of. It is
 * recorded as a send (so it counts against the daily cap and takes them out of this job's pool like
 * any send) and answers as for a candidate the job already reached; false when it was not recorded
 * (the cap reached, or sent meanwhile), which answers as a send that was not recorded.
 */
async function recordOnly(db: D1Database, send: store.NewSend): Promise<boolean> {
  return ((await store.insertSendStatement(db, send).run()).meta.changes ?? 0) > 0;
}

/**
 * Sends the job to each chosen candidate, in order, and answers per candidate. A candidate who
 * already got this job is refused (already_sent); the daily cap stops the rest (daily_cap). When
 * the cap was already reached, nothing is tried: 429 until the next UTC day.
 */
export async function sendJob(
  env: Bindings,
  recruiter: { id: string; fullName: string },
  input: { jobId: string; candidateIds: string[]; note: string },
  keyId?: string,
  now = clock.date(),
): Promise<TargetedSendResult> {
  const job = await openJobOf(env.DB, recruiter.id, input.jobId);
  const dayStart = startOfUtcDay(now);
  if ((await usage(env.DB, recruiter.id, now)).remaining === 0) {
    const retryAfter = Math.ceil((Date.parse(dayStart) + 86_400_000 - now.getTime()) / 1000);
    throw new ApiFailure(429, TARGETED_MESSAGES.dailyCapReached, undefined, { 'Retry-After': String(retryAfter) });
  }
  const { blindReview } = await recruiterContext(env.DB, recruiter.id);
  const ids = [...new Set(input.candidateIds)];
  const known = new Map((await store.eligibility(env.DB, job.id, ids)).map((c) => [c.id, c]));
  const results: TargetedSendResult['results'] = [];
  for (const candidateId of ids) {
    const c = known.get(candidateId);
    const sendId = await sendIdOf(keyId, candidateId);
    // A retry of a send that landed before its answer was lost: the same outcome.
    const landed = c?.sent && keyId ? await findBySend(env.DB, sendId, recruiter.id) : null;
    if (landed) {
      results.push({ candidateId, outcome: 'sent', conversationId: landed.id });
      continue;
    }
    const refused = refusal(c, blindReview);
    if (!c || refused) {
      results.push({ candidateId, outcome: refused ?? 'opted_out', conversationId: null });
      continue;
    }
    const send = {
      id: sendId,
      jobId: job.id,
      companyId: job.company_id,
      recruiterId: recruiter.id,
      candidateId,
      note: input.note,
      now: now.toISOString(),
      dayStart,
      cap: TARGETED_DAILY_CAP,
    };
    const conversationId = c.applied ? null : await deliver(env, job, recruiter, c, send, now);
    if (!conversationId) {
      if (c.applied && (await recordOnly(env.DB, send))) {
        results.push({ candidateId, outcome: 'already_sent', conversationId: null });
        continue;
      }
      const capped = (await usage(env.DB, recruiter.id, now)).remaining === 0;
      results.push({ candidateId, outcome: capped ? 'daily_cap' : 'already_sent', conversationId: null });
      continue;
    }
    results.push({ candidateId, outcome: 'sent', conversationId });
  }
  return {
    results,
    sent: results.filter((r) => r.outcome === 'sent').length,
    usage: await usage(env.DB, recruiter.id, now),
  };
}
