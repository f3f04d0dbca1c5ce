import {
  addDays,
  type AiAudit,
  type AiAuditPublication,
  type AiAuditQuery,
  AUDIT_DEFAULT_DAYS,
  AUDIT_DIMENSIONS,
  AUDIT_MAX_DAYS,
  AUDIT_MIN_SHARE,
  AUDIT_SMALL_SAMPLE,
  type AuditDimension,
  type AuditRow,
  daysBetween,
  DECLINED,
  RACE_CATEGORIES,
  type RaceEthnicity,
  type Sex,
  SEX_CATEGORIES,
  utcDay,
} from '../../src/contract';
import { audit as auditLog } from '../audit/store';
import { clock } from '../clock';
import { ApiFailure, notFound } from '../http/errors';
import * as store from './store';

export const COMPANY_NOT_FOUND = 'Company not found';
export const NO_AUDIT_PUBLISHED = 'No audit summary has been published yet';

const known = <T extends string>(v: string | null, list: readonly (readonly [T, string])[]): T | null =>
  v && v !== DECLINED && list.some(([c]) => c === v) ? (v as T) : null;

/** The median of scores given as (score, count) pairs; null without any. */
export function medianOf(scores: ReadonlyArray<{ score: number; n: number }>): number | null {
  const sorted = [...scores].sort((a, b) => a.score - b.score);
  const total = sorted.reduce((s, x) => s + x.n, 0);
  if (total === 0) return null;
  // The k-th smallest score (0-based).
  const at = (k: number) => {
    let seen = 0;
    for (const x of sorted) if ((seen += x.n) > k) return x.score;
    return sorted.at(-1)!.score;
  };
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

interface Tally {
  applicants: number;
  scored: number;
  aboveMedian: number;
  selected: number;
}

/** Rates, impact ratios, exclusions and sample flags of one dimension's categories. */
function rowsOf(categories: Array<[string, string]>, tallies: Map<string, Tally>): AuditRow[] {
  const knownTotal = categories.reduce((s, [c]) => s + (tallies.get(c)?.applicants ?? 0), 0);
  const base = categories.map(([category, label]) => {
    const t = tallies.get(category) ?? { applicants: 0, scored: 0, aboveMedian: 0, selected: 0 };
    return {
      category,
      label,
      ...t,
      scoringRate: t.scored ? t.aboveMedian / t.scored : null,
      selectionRate: t.applicants ? t.selected / t.applicants : null,
      excluded: knownTotal === 0 || t.applicants < AUDIT_MIN_SHARE * knownTotal,
      smallSample: t.applicants < AUDIT_SMALL_SAMPLE,
    };
  });
  const highest = (rate: 'scoringRate' | 'selectionRate') =>
    Math.max(0, ...base.filter((r) => !r.excluded && r[rate] !== null).map((r) => r[rate]!));
  const [topScoring, topSelection] = [highest('scoringRate'), highest('selectionRate')];
  const ratio = (r: (typeof base)[number], rate: 'scoringRate' | 'selectionRate', top: number) =>
    r.excluded || r[rate] === null || top === 0 ? null : r[rate]! / top;
  return base.map((r) => ({
    ...r,
    scoringImpactRatio: ratio(r, 'scoringRate', topScoring),
    selectionImpactRatio: ratio(r, 'selectionRate', topSelection),
  }));
}

/** The audit's figures from the grouped applications of the range (pure: the worker test checks it by hand). */
export function computeAudit(groups: ReadonlyArray<store.AuditGroup>): Pick<AiAudit, 'totals' | 'dimensions'> {
  const median = medianOf(groups.filter((g) => g.score !== null).map((g) => ({ score: g.score!, n: g.n })));
  const sum = (pick: (g: store.AuditGroup) => number) => groups.reduce((s, g) => s + pick(g), 0);
  const totals = {
    applicants: sum((g) => g.n),
    scored: sum((g) => (g.score === null ? 0 : g.n)),
    humanReview: sum((g) => (g.human_review ? g.n : 0)),
    selected: sum((g) => (g.selected ? g.n : 0)),
    medianScore: median,
  };
  const sexes = SEX_CATEGORIES.filter(([c]) => c !== DECLINED).map(([c, l]) => [c, l] as [string, string]);
  const races = RACE_CATEGORIES.filter(([c]) => c !== DECLINED).map(([c, l]) => [c, l] as [string, string]);
  const keyOf: Record<AuditDimension, (g: store.AuditGroup) => string | null> = {
    sex: (g) => known<Sex>(g.sex, SEX_CATEGORIES),
    race: (g) => known<RaceEthnicity>(g.race, RACE_CATEGORIES),
    intersection: (g) => {
      const [s, r] = [known<Sex>(g.sex, SEX_CATEGORIES), known<RaceEthnicity>(g.race, RACE_CATEGORIES)];
      return s && r ? `${s}+${r}` : null;
    },
  };
  const dimensions = AUDIT_DIMENSIONS.map(([key, label]) => {
    const tallies = new Map<string, Tally>();
    let unknown = 0;
    for (const g of groups) {
      const category = keyOf[key](g);
      if (category === null) {
        unknown += g.n;
        continue;
      }
      const t = tallies.get(category) ?? { applicants: 0, scored: 0, aboveMedian: 0, selected: 0 };
      t.applicants += g.n;
      if (g.score !== null) t.scored += g.n;
      if (g.score !== null && median !== null && g.score > median) t.aboveMedian += g.n;
      if (g.selected) t.selected += g.n;
      tallies.set(category, t);
    }
    // Sex and race list every category; the intersection, those with applicants.
    const categories =
      key === 'sex'
        ? sexes
        : key === 'race'
          ? races
          : sexes
              .flatMap(([s, sl]) => races.map(([r, rl]) => [`${s}+${r}`, `${sl}, ${rl}`] as [string, string]))
              .filter(([c]) => tallies.has(c));
    return { key, label, rows: rowsOf(categories, tallies), unknown };
  });
  return { totals, dimensions };
}

function warningsOf(a: Pick<AiAudit, 'totals' | 'dimensions' | 'scorerVersions'>): string[] {
  const out: string[] = [];
  if (a.totals.applicants === 0) return ['No applications in this range: there is nothing to audit.'];
  for (const d of a.dimensions) {
    const small = d.rows.filter((r) => r.applicants > 0 && !r.excluded && r.smallSample);
    if (small.length)
      out.push(
        `${d.label}: small samples (under ${AUDIT_SMALL_SAMPLE} applicants) in ${small.map((r) => `${r.label} (${r.applicants})`).join(', ')}; their rates can swing widely by chance.`,
      );
    if (d.unknown * 2 > a.totals.applicants)
      out.push(
        `${d.label}: ${d.unknown} of ${a.totals.applicants} applicants are of unknown category (no answer or declined); the figures describe only those who answered.`,
      );
  }
  if (a.scorerVersions.length > 1)
    out.push(
      `Scores from ${a.scorerVersions.length} scorer versions (${a.scorerVersions.join(', ')}) are mixed in this range.`,
    );
  return out;
}

/** The range asked for: both ends UTC days, included; by default the last AUDIT_DEFAULT_DAYS days. */
export function auditRange(q: AiAuditQuery, today = utcDay(clock.now())): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, 1 - AUDIT_DEFAULT_DAYS);
  if (from > to)
    throw new ApiFailure(400, 'The start date is after the end date', { from: 'Choose a start on or before the end' });
  if (daysBetween(from, to) > AUDIT_MAX_DAYS)
    throw new ApiFailure(400, `Choose a range of at most ${AUDIT_MAX_DAYS} days`, {
      from: `At most ${AUDIT_MAX_DAYS} days`,
    });
  return { from, to };
}

export async function runAudit(db: D1Database, q: AiAuditQuery, now = clock.date()): Promise<AiAudit> {
  const { from, to } = auditRange(q, utcDay(now));
  const companyId = q.companyId ?? null;
  const company = companyId ? await store.companyName(db, companyId) : null;
  if (companyId && !company) throw notFound(COMPANY_NOT_FOUND);
  const end = addDays(to, 1);
  const [groups, versions, overrides] = await Promise.all([
    store.auditGroups(db, from, end, companyId),
    store.scorerVersions(db, from, end, companyId),
    store.overrides(db, from, end, companyId),
  ]);
  const figures = { ...computeAudit(groups), scorerVersions: versions };
  return {
    from,
    to,
    companyId,
    companyName: company?.name ?? null,
    generatedAt: now.toISOString(),
    ...figures,
    overrides: { ...overrides, rate: overrides.forwardMoves ? overrides.count / overrides.forwardMoves : null },
    warnings: warningsOf(figures),
  };
}

/** An admin publishes the audit of a range: the public /ai/audit page shows the latest one. */
export async function publishAudit(
  db: D1Database,
  adminId: string,
  q: AiAuditQuery,
  ip: string | null,
): Promise<AiAuditPublication> {
  const now = clock.date();
  const audit = await runAudit(db, q, now);
  const id = crypto.randomUUID();
  await store.publish(db, { id, publishedAt: now.toISOString(), publishedBy: adminId, audit: JSON.stringify(audit) });
  await auditLog(
    { DB: db },
    {
      actorId: adminId,
      action: 'ai_audit_published',
      targetType: 'ai_audit',
      targetId: id,
      detail: { from: audit.from, to: audit.to, companyId: audit.companyId },
      ip,
    },
    now,
  );
  return { id, publishedAt: now.toISOString(), audit };
}

export async function latestPublication(db: D1Database): Promise<AiAuditPublication | null> {
  const row = await store.latestPublication(db);
  return row && { id: row.id, publishedAt: row.published_at, audit: JSON.parse(row.audit) as AiAudit };
}
