import { type AiNotice, ATS_PART_ASSESSES, ATS_PART_NAMES } from '../../src/contract';
import { ATS_SCORER_VERSION, ATS_WEIGHTS } from '../ats';

const named = (key: string) =>
  (ATS_PART_NAMES as Record<string, string>)[key] ??
  key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * The notice where the score is used, generated from the scorer's own parts and weights: a part the
 * engine adds shows up here (by its key's words until it has a name) without anyone editing the notice.
 */
export function aiNotice(): AiNotice {
  return {
    version: ATS_SCORER_VERSION,
    parts: Object.entries(ATS_WEIGHTS)
      .filter(([, weight]) => weight > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([key, weight]) => ({ key, name: named(key), weight, assesses: ATS_PART_ASSESSES[key] ?? null })),
  };
}
