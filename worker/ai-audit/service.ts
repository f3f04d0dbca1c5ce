import {
  addDays,
  type AiAudit,
  type AiAuditPublication,
  type AiAuditQuery,
  AUDIT_COMPANY_MIN_APPLICANTS,
  AUDIT_DEFAULT_DAYS,
  AUDIT_MAX_DAYS,
  AUDIT_MIN_CELL,
  AUDIT_MIN_SHARE,
  AUDIT_PUBLISH_MESSAGES,
  AUDIT_SMALL_SAMPLE,
  AUDIT_SUPPRESSED,
  AUDIT_WITHHELD,
  type AuditCell,
  type AuditDimension,
  type AuditRow,
  daysBetween,
  DECLINED,
  type PublicAudit,
  SELF_ID_SET_KEYS,
  SELF_ID_SETS,
  utcDay,
} from '../../src/contract';
import { audit as auditLog } from '../audit';
import { clock } from '../clock';
import { ApiFailure, notFound } from '../http';
import * as store from './store';

export const COMPANY_NOT_FOUND = 'Company not found';
export const NO_AUDIT_PUBLISHED = 'No audit summary has been published yet';

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
  const dimensions = SELF_ID_SET_KEYS.flatMap((set) => {
    const { questions, audit } = SELF_ID_SETS[set];
    // A group's known answer to a question of this set: none when its company asks another set.
    const answersOf = new Map(
      groups.map((g) => [g, g.id_set === set && g.answers ? (JSON.parse(g.answers) as Record<string, string>) : null]),
    );
    const known = (g: store.AuditGroup, i: 0 | 1) => {
      const v = answersOf.get(g)?.[questions[i].key];
      return v && v !== DECLINED && questions[i].options.some(([c]) => c === v) ? v : null;
    };
    const [firsts, seconds] = questions.map((q) =>
      q.options.filter(([c]) => c !== DECLINED).map(([c, l]) => [c, l] as [string, string]),
    ) as [Array<[string, string]>, Array<[string, string]>];
    const keyOf = [
      (g: store.AuditGroup) => known(g, 0),
      (g: store.AuditGroup) => known(g, 1),
      (g: store.AuditGroup) => {
        const [a, b] = [known(g, 0), known(g, 1)];
        return a && b ? `${a}+${b}` : null;
      },
    ];
    return audit.map(([key, label], i) => {
      const tallies = new Map<string, Tally>();
      let unknown = 0;
      for (const g of groups) {
        const category = keyOf[i]!(g);
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
      // Each question lists every category; the intersection, those with applicants.
      const categories =
        i === 0
          ? firsts
          : i === 1
            ? seconds
            : firsts
                .flatMap(([a, al]) => seconds.map(([b, bl]) => [`${a}+${b}`, `${al}, ${bl}`] as [string, string]))
                .filter(([c]) => tallies.has(c));
      return { set, key, label, rows: rowsOf(categories, tallies), unknown };
    });
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
        `${d.label}: ${d.unknown} of ${a.totals.applicants} applicants are of unknown category (no answer, declined, or applied where these questions are not asked); the figures describe only those who answered.`,
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

// The public summary: whole months, big enough companies, no count that names anyone.

/** The 400 for a range that is not whole calendar months that have ended (today is a UTC day). */
export function publishablePeriod(from: string, to: string, today: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  if (!from.endsWith('-01')) fields.from = AUDIT_PUBLISH_MESSAGES.fromFirst;
  if (!addDays(to, 1).endsWith('-01') || to >= today) fields.to = AUDIT_PUBLISH_MESSAGES.toLast;
  return Object.keys(fields).length ? fields : null;
}

/** Whether a stored summary may be served: its period whole months, a company's with enough applicants. */
function publishable(a: AiAudit | PublicAudit): boolean {
  const applicants = typeof a.totals.applicants === 'number' ? a.totals.applicants : 0;
  return (
    a.from.endsWith('-01') &&
    addDays(a.to, 1).endsWith('-01') &&
    (a.companyId === null || applicants >= AUDIT_COMPANY_MIN_APPLICANTS)
  );
}

/**
 * One count as published, with what a reader can tell of it: a shown number is exact; a
 * suppressed one is 1 to 4; a withheld one (a second cell, always one that is not small) is 5 or
 * more; a count the summary never shows is anything from 0 up to `max`.
 */
interface Cell {
  value: number;
  state: 'shown' | 'suppressed' | 'withheld' | 'unpublished';
  max?: number;
}
const rangeOf = (c: Cell): [number, number] =>
  c.state === 'shown'
    ? [c.value, c.value]
    : c.state === 'suppressed'
      ? [1, AUDIT_MIN_CELL - 1]
      : c.state === 'withheld'
        ? [AUDIT_MIN_CELL, Infinity]
        : [0, c.max ?? Infinity];
const hidden = (c: Cell) => c.state === 'suppressed' || c.state === 'withheld';

/** A published identity: the parts add up to the whole. */
interface Line {
  parts: Cell[];
  whole: Cell;
}

/** Whether the line gives a hidden cell (a part or the whole) away: the others leave it one value. */
function givesAway(line: Line): boolean {
  const all = [...line.parts, line.whole];
  for (const c of all.filter(hidden)) {
    const [lo, hi] = rangeOf(c);
    let from: number;
    let to: number;
    if (c === line.whole) {
      from = line.parts.reduce((s, p) => s + rangeOf(p)[0], 0);
      to = line.parts.reduce((s, p) => s + rangeOf(p)[1], 0);
    } else {
      const others = line.parts.filter((p) => p !== c);
      const [wLo, wHi] = rangeOf(line.whole);
      from = wLo - others.reduce((s, p) => s + rangeOf(p)[1], 0);
      to = wHi - others.reduce((s, p) => s + rangeOf(p)[0], 0);
    }
    if (Math.max(lo, from) >= Math.min(hi, to)) return true;
  }
  return false;
}

/**
 * Primary suppression (every count of 1 to 4 people) then secondary: while a line would give a
 * hidden cell away, the smallest shown count above zero among its parts (else its whole) is
 * withheld too. Each line is checked on its own (not a full linear-programming audit across them).
 */
function suppress(cells: Cell[], lines: Line[]) {
  for (const c of cells) if (c.state === 'shown' && c.value > 0 && c.value < AUDIT_MIN_CELL) c.state = 'suppressed';
  for (let changed = true; changed;) {
    changed = false;
    for (const line of lines) {
      if (!givesAway(line)) continue;
      const candidate =
        line.parts.filter((p) => p.state === 'shown' && p.value > 0).sort((a, b) => a.value - b.value)[0] ??
        (line.whole.state === 'shown' && line.whole.value > 0 ? line.whole : undefined);
      if (!candidate) continue;
      candidate.state = 'withheld';
      changed = true;
    }
  }
}

const shownAs = (c: Cell): AuditCell =>
  c.state === 'suppressed' ? AUDIT_SUPPRESSED : c.state === 'withheld' ? AUDIT_WITHHELD : c.value;

const COUNTS = ['applicants', 'scored', 'aboveMedian', 'selected'] as const;

/**
 * The audit as the public summary shows it: counts of 1 to 4 people suppressed, a second count
 * withheld where a total (a dimension's rows and unknown against the totals, or an intersection's
 * cells against their sex or race row) would give one away, and no rate or impact ratio that a
 * hidden count goes into. The warnings are written again from what is shown.
 */
export function publicSummary(a: AiAudit): PublicAudit {
  const cell = (value: number): Cell => ({ value, state: 'shown' });
  const totals = {
    applicants: cell(a.totals.applicants),
    scored: cell(a.totals.scored),
    humanReview: cell(a.totals.humanReview),
    selected: cell(a.totals.selected),
  };
  const dims = a.dimensions.map((d) => ({
    d,
    unknown: cell(d.unknown),
    rows: d.rows.map((r) => ({
      r,
      counts: Object.fromEntries(COUNTS.map((k) => [k, cell(r[k])])) as Record<(typeof COUNTS)[number], Cell>,
    })),
  }));
  const cells: Cell[] = [
    ...Object.values(totals),
    ...dims.flatMap((d) => [d.unknown, ...d.rows.flatMap((r) => Object.values(r.counts))]),
  ];
  const lines: Line[] = [];
  for (const d of dims) {
    // Applicants: the rows and the unknown make the total.
    lines.push({ parts: [...d.rows.map((r) => r.counts.applicants), d.unknown], whole: totals.applicants });
    // Scored and selected: the unknown's share is never shown (at most the unknown's applicants).
    for (const k of ['scored', 'selected'] as const)
      lines.push({
        parts: [...d.rows.map((r) => r.counts[k]), { value: 0, state: 'unpublished', max: d.unknown.value }],
        whole: totals[k],
      });
    // Within a row: scored, above the median and selected are each at most its applicants.
    for (const r of d.rows)
      for (const k of ['scored', 'selected'] as const)
        lines.push({
          parts: [r.counts[k], { value: 0, state: 'unpublished', max: r.counts.applicants.value }],
          whole: r.counts.applicants,
        });
  }
  // In each set, an intersection's cells and the people of unknown second (or first) answer make
  // each first (or second) question's row.
  const dim = (key: AuditDimension) => dims.find((x) => x.d.key === key);
  for (const set of SELF_ID_SET_KEYS) {
    const [first, second, both] = SELF_ID_SETS[set].audit.map(([key]) => dim(key));
    for (const [marginal, at] of [
      [first, 0],
      [second, 1],
    ] as const) {
      if (!both || !marginal) continue;
      for (const m of marginal.rows)
        for (const k of COUNTS)
          lines.push({
            parts: [
              ...both.rows.filter((r) => r.r.category.split('+')[at] === m.r.category).map((r) => r.counts[k]),
              { value: 0, state: 'unpublished', max: both.unknown.value },
            ],
            whole: m.counts[k],
          });
    }
  }
  suppress(cells, lines);

  const dimensions = dims.map(({ d, unknown, rows }) => {
    const shownRows = rows.map(({ r, counts }) => {
      const exact = (k: (typeof COUNTS)[number]) => counts[k].state === 'shown';
      return {
        ...r,
        ...Object.fromEntries(COUNTS.map((k) => [k, shownAs(counts[k])])),
        scoringRate: exact('scored') && exact('aboveMedian') ? r.scoringRate : null,
        selectionRate: exact('applicants') && exact('selected') ? r.selectionRate : null,
      } as PublicAudit['dimensions'][number]['rows'][number];
    });
    // A ratio is a rate over the highest rate: both must be shown.
    const top = (rate: 'scoringRate' | 'selectionRate') => {
      const best = r0(
        rows.filter(({ r }) => !r.excluded && r[rate] !== null),
        rate,
      );
      return best === undefined || shownRows[rows.indexOf(best)]![rate] !== null;
    };
    const [scoringTop, selectionTop] = [top('scoringRate'), top('selectionRate')];
    return {
      ...d,
      unknown: shownAs(unknown),
      rows: shownRows.map((r) => ({
        ...r,
        scoringImpactRatio: scoringTop && r.scoringRate !== null ? r.scoringImpactRatio : null,
        selectionImpactRatio: selectionTop && r.selectionRate !== null ? r.selectionImpactRatio : null,
      })),
    };
  });
  const shownTotals = {
    ...a.totals,
    applicants: shownAs(totals.applicants),
    scored: shownAs(totals.scored),
    humanReview: shownAs(totals.humanReview),
    selected: shownAs(totals.selected),
  };
  return { ...a, totals: shownTotals, dimensions, warnings: publicWarnings({ ...a, dimensions }) };
}

/** The row with the highest `rate` (the one the impact ratios divide by). */
function r0<T extends { r: AuditRow }>(rows: T[], rate: 'scoringRate' | 'selectionRate'): T | undefined {
  return rows.reduce<T | undefined>((best, x) => (best && best.r[rate]! >= x.r[rate]! ? best : x), undefined);
}

/** The warnings of the public summary, from its shown cells. */
function publicWarnings(a: Pick<PublicAudit, 'totals' | 'dimensions' | 'scorerVersions'>): string[] {
  const out: string[] = [];
  if (a.totals.applicants === 0) return ['No applications in this range: there is nothing to audit.'];
  for (const d of a.dimensions) {
    const small = d.rows.filter((r) => r.applicants !== 0 && !r.excluded && r.smallSample);
    if (small.length)
      out.push(
        `${d.label}: small samples (under ${AUDIT_SMALL_SAMPLE} applicants) in ${small.map((r) => `${r.label} (${r.applicants})`).join(', ')}; their rates can swing widely by chance.`,
      );
    if (typeof d.unknown === 'number' && typeof a.totals.applicants === 'number' && d.unknown * 2 > a.totals.applicants)
      out.push(
        `${d.label}: ${d.unknown} of ${a.totals.applicants} applicants are of unknown category (no answer, declined, or applied where these questions are not asked); the figures describe only those who answered.`,
      );
  }
  if (a.scorerVersions.length > 1)
    out.push(
      `Scores from ${a.scorerVersions.length} scorer versions (${a.scorerVersions.join(', ')}) are mixed in this range.`,
    );
  return out;
}

/**
 * An admin publishes the audit of whole calendar months that have ended (400 otherwise); a
 * company's only with at least AUDIT_COMPANY_MIN_APPLICANTS applicants (409). The public
 * /ai/audit page shows the latest, as `publicSummary` makes it.
 */
export async function publishAudit(
  db: D1Database,
  adminId: string,
  q: AiAuditQuery,
  ip: string | null,
): Promise<AiAuditPublication> {
  const now = clock.date();
  const { from, to } = auditRange(q, utcDay(now));
  const fields = publishablePeriod(from, to, utcDay(now));
  if (fields) throw new ApiFailure(400, AUDIT_PUBLISH_MESSAGES.wholeMonths, fields);
  const audit = await runAudit(db, { ...q, from, to }, now);
  if (audit.companyId && audit.totals.applicants < AUDIT_COMPANY_MIN_APPLICANTS)
    throw new ApiFailure(409, AUDIT_PUBLISH_MESSAGES.companyTooSmall(audit.totals.applicants));
  const summary = publicSummary(audit);
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
  return { id, publishedAt: now.toISOString(), audit: summary };
}

/**
 * The latest summary that may be published, always through `publicSummary`: one stored before
 * these rules (a day range, a small company) is passed over rather than shown.
 */
export async function latestPublication(db: D1Database): Promise<AiAuditPublication | null> {
  for (const row of await store.latestPublications(db, 20)) {
    const audit = JSON.parse(row.audit) as AiAudit;
    if (publishable(audit)) return { id: row.id, publishedAt: row.published_at, audit: publicSummary(audit) };
  }
  return null;
}
