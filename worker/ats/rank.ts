import type { AtsResult } from '../../src/contract/ats';
import { analyzeJob, engine, type JobProfile, type ResumeProfile } from './read/analyze';
import { ambiguousKeys } from './read/context';
import { normalizeText, STOPWORDS, tokenize } from './read/text';
import { scoreMatchDetailed, type ScoreOptions } from './score';
import { keyOf, lookupSkill } from './taxonomy/taxonomy';

/**
 * Rankings built on the one score, so a list is always ordered the way its scores read.
 * Ties on the rounded score are broken by the exact score, then by input order (stable).
 */

export interface Ranked<T> {
  item: T;
  index: number;
  result: AtsResult;
}

function rank<T>(items: readonly T[], score: (item: T) => ReturnType<typeof scoreMatchDetailed>): Ranked<T>[] {
  const scored = items.map((item, index) => ({ item, index, ...score(item) }));
  scored.sort((a, b) => (b.exact ?? -1) - (a.exact ?? -1) || a.index - b.index);
  return scored.map(({ item, index, result }) => ({ item, index, result }));
}

/** Candidates for a job (applications, targeted job sending), best first; unreadable ones last. */
export function rankCandidatesForJob<T extends { profile: ResumeProfile }>(
  job: JobProfile,
  candidates: readonly T[],
  options?: ScoreOptions,
): Ranked<T>[] {
  return rank(candidates, (c) => scoreMatchDetailed(c.profile, job, options));
}

/** Jobs for a candidate (the feed), best first. */
export function rankJobsForCandidate<T extends { profile: JobProfile }>(
  resume: ResumeProfile,
  jobs: readonly T[],
): Ranked<T>[] {
  return rank(jobs, (j) => scoreMatchDetailed(resume, j.profile));
}

export interface AlertCriteria {
  /** Words or skills the job must mention, e.g. "react, k8s"; matched through the taxonomy. */
  keywords?: string | readonly string[];
  /** With a resume, the least score a job must reach to be sent. */
  minScore?: number;
}

/**
 * Whether a job satisfies a job alert: every keyword appears in the job (as a skill or a word of
 * its title, description or skills), and, when a resume and minScore are given, the score is met.
 */
export function matchesAlert(alert: AlertCriteria, job: JobProfile, resume?: ResumeProfile): boolean {
  const { tax } = engine();
  const list = typeof alert.keywords === 'string' ? alert.keywords.split(/[,;\n]/) : (alert.keywords ?? []);
  const terms = new Set(job.query.map(([t]) => t));
  for (const s of [...job.required, ...job.nice]) if (s.canonical) terms.add(`§${s.canonical}`);
  // The words of the job's skills count too: an alert for "spring" matches a "Spring Boot" job.
  const skillWords = new Set<string>();
  for (const t of terms) if (t.startsWith('§')) for (const w of tokenize(t.slice(1))) skillWords.add(keyOf(w));
  for (const w of skillWords) terms.add(w);
  for (const raw of list) {
    const keyword = raw.trim();
    if (!keyword) continue;
    const id = lookupSkill(tax, keyword);
    if (id !== null && terms.has(`§${tax.skills[id]!.name}`)) continue;
    const keys = tokenize(normalizeText(keyword))
      .filter((t) => !STOPWORDS.has(t))
      .map(keyOf);
    // A skill named by an everyday word ("Clearing") is met by the job's skills ("Spring" by
    // "Spring Boot"), never by the word in its prose ("clear").
    if (id !== null && keys.length === 1 && ambiguousKeys().has(keys[0]!)) {
      if (skillWords.has(keys[0]!)) continue;
      return false;
    }
    if (keys.length === 0 || !keys.every((k) => terms.has(k))) return false;
  }
  if (resume && alert.minScore !== undefined) {
    const { result } = scoreMatchDetailed(resume, job);
    if (result.score === null || result.score < alert.minScore) return false;
  }
  return true;
}

export { analyzeJob };
