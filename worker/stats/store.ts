import type { ApplicationStatus } from '../../src/contract';

/**
 * The SQL of the maintained counts: `counters` and `application_stats`, kept by the triggers of
 * migrations/0060_scale.sql (names and keys are listed there). Reading a count is one row or a
 * short range of rows, however many rows were counted.
 */
export type CounterName =
  | 'users'
  | 'users_suspended'
  | 'signups'
  | 'jobs'
  | 'jobs_removed'
  | 'jobs_posted'
  | 'company_jobs'
  | 'company_candidates'
  | 'reports'
  | 'notifications'
  | 'audit_log'
  | 'unread_messages';

/** The counts of one name and owner by key, e.g. users by role. */
export async function counts(db: D1Database, name: CounterName, owner = ''): Promise<Map<string, number>> {
  return (await countsOfNames(db, [name], owner)).get(name)!;
}

/** The counts of several names of one owner in one query: by name, then by key. */
export async function countsOfNames<N extends CounterName>(
  db: D1Database,
  names: readonly N[],
  owner = '',
): Promise<Map<N, Map<string, number>>> {
  const { results } = await db
    .prepare('SELECT name, key, n FROM counters WHERE name IN (SELECT value FROM json_each(?)) AND owner = ?')
    .bind(JSON.stringify(names), owner)
    .all<{ name: N; key: string; n: number }>();
  const byName = new Map(names.map((name) => [name, new Map<string, number>()]));
  for (const r of results) byName.get(r.name)!.set(r.key, r.n);
  return byName;
}

export async function count(db: D1Database, name: CounterName, owner: string, key: string): Promise<number> {
  const row = await db
    .prepare('SELECT n FROM counters WHERE name = ? AND owner = ? AND key = ?')
    .bind(name, owner, key)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Every count of a name, by owner and key (reports: by status and reason). */
export async function countsOf(db: D1Database, name: CounterName) {
  const { results } = await db
    .prepare('SELECT owner, key, n FROM counters WHERE name = ?')
    .bind(name)
    .all<{ owner: string; key: string; n: number }>();
  return results;
}

/** The per-day counts (signups, jobs_posted) of each UTC day from `fromDay` to `toDay`, both included, in one query. */
export async function dayCounts(db: D1Database, fromDay: string, toDay: string) {
  const { results } = await db
    .prepare(
      "SELECT name, key AS day, n FROM counters WHERE name IN ('signups', 'jobs_posted') AND owner = '' AND key BETWEEN ? AND ?",
    )
    .bind(fromDay, toDay)
    .all<{ name: 'signups' | 'jobs_posted'; day: string; n: number }>();
  return results;
}

/**
 * How many applications of a job or a company (its jobs that are not removed) have at least
 * `minScore` (optionally in one status), from the per-score counts: at most 101 rows.
 */
export async function countScoresFrom(
  db: D1Database,
  scope: 'job' | 'company',
  owner: string,
  minScore: number,
  status?: ApplicationStatus,
): Promise<number> {
  const from = String(Math.ceil(minScore)).padStart(3, '0');
  const [name, low, high] = status
    ? [`${scope}_status_scores`, `${status}:${from}`, `${status}:100`]
    : [`${scope}_scores`, from, '100'];
  const row = await db
    .prepare('SELECT COALESCE(SUM(n), 0) AS n FROM counters WHERE name = ? AND owner = ? AND key BETWEEN ? AND ?')
    .bind(name, owner, low, high)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A row of application_stats: the figures of applications of one scope created on one day (or ever). */
export interface ApplicationFigures {
  applications: number;
  applied: number;
  screening: number;
  interview: number;
  offer: number;
  hired: number;
  rejected: number;
  withdrawn: number;
  furthest_applied: number;
  furthest_screening: number;
  furthest_interview: number;
  furthest_offer: number;
  furthest_hired: number;
  unscored: number;
  score_0: number;
  score_1: number;
  score_2: number;
  score_3: number;
  score_4: number;
  score_5: number;
  score_6: number;
  score_7: number;
  score_8: number;
  score_9: number;
  score_sum: number;
  applied_hours: number;
  applied_moves: number;
  screening_hours: number;
  screening_moves: number;
  interview_hours: number;
  interview_moves: number;
  offer_hours: number;
  offer_moves: number;
}

export type StatsScope = 'job' | 'company' | 'all';

/** The figures of every application of the scope, whenever created (null when it has none). */
export function applicationTotals(db: D1Database, scope: StatsScope, scopeId: string) {
  return db
    .prepare("SELECT * FROM application_stats WHERE scope = ? AND scope_id = ? AND day = ''")
    .bind(scope, scopeId)
    .first<ApplicationFigures>();
}

/** The figures per UTC day of creation, from `fromDay` on (to `toDay` when given); days without applications are absent. */
export async function applicationDays(
  db: D1Database,
  scope: StatsScope,
  scopeId: string,
  fromDay: string,
  toDay = '9999-12-31',
) {
  const { results } = await db
    .prepare('SELECT * FROM application_stats WHERE scope = ? AND scope_id = ? AND day BETWEEN ? AND ?')
    .bind(scope, scopeId, fromDay, toDay)
    .all<ApplicationFigures & { day: string }>();
  return results;
}
