import { AI_NOTICE, aiNoticeLines } from './ai-notice';
import type { AiAudit } from './ai-schemas';
import { csvCell } from './csv';
import { canRequestHumanReview, HUMAN_REVIEW, isHumanReview } from './human-review';

/**
 * Accountable AI: the human alternative to the score, voluntary self-identification (walled off
 * from recruiters, companies and the engine), the bias audit and its public summary.
 */

// Human review's words live apart (human-review.ts): every candidate page shows them, not the audit's.
export { canRequestHumanReview, HUMAN_REVIEW, isHumanReview };
// So does the scoring notice (ai-notice.ts), which the job and apply pages show.
export { AI_NOTICE, aiNoticeLines };

// The bias audit (New York City Local Law 144 style): per self-identification set, each question and their intersection.

/** A category with fewer applicants than this share of those whose category is known is left out of impact ratios. */
export const AUDIT_MIN_SHARE = 0.02;
/** Fewer applicants than this in a category: its rates are marked as a small sample. */
export const AUDIT_SMALL_SAMPLE = 30;
/** Statuses at or beyond interview: "selected". */
export const AUDIT_SELECTED_STAGE = 'interview';
export const AUDIT_DEFAULT_DAYS = 365;
export const AUDIT_MAX_DAYS = 3 * 366;

// The public summary (what /ai/audit publishes) re-identifies nobody.
/** A published count of 1 to AUDIT_MIN_CELL - 1 people is shown as AUDIT_SUPPRESSED instead. */
export const AUDIT_MIN_CELL = 5;
export const AUDIT_SUPPRESSED = 'fewer than 5';
/** A second cell hidden so that the totals cannot give a suppressed one away. */
export const AUDIT_WITHHELD = 'withheld';
/** A company's own summary is published only with at least this many applicants in the period. */
export const AUDIT_COMPANY_MIN_APPLICANTS = 50;
export const AUDIT_PUBLISH_MESSAGES = {
  wholeMonths: 'Publish whole calendar months: from the 1st of a month to the last day of a month',
  monthNotOver: 'Publish months that have ended',
  fromFirst: 'Start on the 1st of a month',
  toLast: 'End on the last day of a month that has ended',
  companyTooSmall: (n: number) =>
    `A company's summary is published only with at least ${AUDIT_COMPANY_MIN_APPLICANTS} applicants in the period; this one has ${n}`,
} as const;

/** How the audit is computed, as the screen, the CSV and the public summary state it. */
export const AUDIT_METHOD = [
  'Applicants: every application created in the date range (UTC days, both ends included), for all companies or for the one chosen. A candidate who applied to several jobs counts once per application, since each application is a separate decision.',
  'Categories: the candidate’s own voluntary self-identification, in the set of questions the job’s company asks for its country: India (gender, including transgender persons, and disability under the RPwD Act 2016) or the United States (EEOC sex and race/ethnicity). Each set’s categories are audited on their own, over the applications to companies that ask it; every other application, and candidates who did not answer or declined, are counted as unknown and are left out of the rates and ratios.',
  'Scoring rate: among applicants with a score, the share scoring above the median score of all scored applicants in the range. Applicants who asked for human review and resumes that could not be read have no score and are not in the scoring rate.',
  'Selection rate: the share of applicants advanced to interview or beyond (interview, offer or hired) at any time.',
  'Impact ratio: a category’s rate divided by the rate of the category with the highest rate, for the scoring rate and the selection rate separately.',
  `Excluded: a category with fewer than ${AUDIT_MIN_SHARE * 100}% of the applicants whose category is known has its rates shown but no impact ratio, and does not set the highest rate.`,
  `Small samples: a category with fewer than ${AUDIT_SMALL_SAMPLE} applicants is flagged: its rates can swing widely by chance.`,
  `Privacy of the public summary: it covers whole calendar months that have ended, and a company's own summary at least ${AUDIT_COMPANY_MIN_APPLICANTS} applicants. A count of 1 to ${AUDIT_MIN_CELL - 1} people is shown as “${AUDIT_SUPPRESSED}”; where the totals would give such a count away, a second count is “${AUDIT_WITHHELD}”. A rate or impact ratio that a hidden count goes into is not shown.`,
  'Overrides: a move of an application to a later stage while another application of the same job, scored by the same scorer version with a higher score, was still open at an earlier stage. Counted, never blocked.',
] as const;

const pct = (x: number | null) => (x === null ? '' : x.toFixed(4));

/** The audit as CSV: one line per category and dimension, then the totals and the method. */
export function auditCsv(a: AiAudit): string {
  const lines = [
    [
      'dimension',
      'category',
      'applicants',
      'scored',
      'above_median',
      'scoring_rate',
      'scoring_impact_ratio',
      'selected',
      'selection_rate',
      'selection_impact_ratio',
      'excluded_under_2pct',
      'small_sample',
    ],
  ];
  for (const d of a.dimensions) {
    for (const r of d.rows)
      lines.push([
        d.label,
        r.label,
        String(r.applicants),
        String(r.scored),
        String(r.aboveMedian),
        pct(r.scoringRate),
        pct(r.scoringImpactRatio),
        String(r.selected),
        pct(r.selectionRate),
        pct(r.selectionImpactRatio),
        String(r.excluded),
        String(r.smallSample),
      ]);
    lines.push([d.label, 'Unknown', String(d.unknown), '', '', '', '', '', '', '', '', '']);
  }
  const footer = [
    [
      `# range ${a.from} to ${a.to}${a.companyName ? `, company ${a.companyName}` : ', all companies'}; generated ${a.generatedAt}; scorer versions ${a.scorerVersions.join(' ') || 'none'}`,
    ],
    [
      `# applicants ${a.totals.applicants}; scored ${a.totals.scored}; human review ${a.totals.humanReview}; selected ${a.totals.selected}; median score ${a.totals.medianScore ?? 'n/a'}`,
    ],
    [`# overrides ${a.overrides.count} of ${a.overrides.forwardMoves} forward moves`],
    ...a.warnings.map((w) => [`# warning: ${w}`]),
    ...AUDIT_METHOD.map((m) => [`# method: ${m}`]),
  ];
  return [...lines.map((l) => l.map(csvCell).join(',')), ...footer.map((l) => csvCell(l[0]!))].join('\n') + '\n';
}

// The notice where the score is used: job pages, the apply screen and the application receipt.

/** What each part of the score assesses; a part without a sentence here is still listed, by its name. */
export const ATS_PART_ASSESSES: Record<string, string> = {
  requiredSkills: 'the job’s required skills found on the resume (synonyms count: “JS” is JavaScript)',
  niceToHaveSkills: 'the job’s nice-to-have skills found on the resume',
  relevance: 'how much of the job description’s informative wording and skill areas the resume covers',
  title: 'whether the resume names a role like the job title',
  role: 'whether the skills the resume centres on are the ones that define the job',
  experience: 'years of experience shown on the resume against the job’s minimum (more is never penalised)',
};
