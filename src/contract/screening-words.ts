// Screening questions' kinds, limits and words, and the checks that need no schema, apart from
// screening.ts and its schemas: the job page and the candidate's application show them without zod.
import type { ScreeningAnswer, ScreeningQuestion } from './screening';

export const SCREENING_KINDS = ['yes_no', 'choice', 'number', 'text'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = {
  yes_no: 'Yes or no',
  choice: 'One choice',
  number: 'Number',
  text: 'Short text',
};
export const YES_NO = ['Yes', 'No'] as const;

export const SCREENING_LIMITS = {
  questions: 10,
  labelMax: 200,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 80,
  textAnswerMax: 300,
  numberMax: 1_000_000_000,
} as const;

export const SCREENING_MESSAGES = {
  tooMany: `Ask at most ${SCREENING_LIMITS.questions} questions`,
  options: `Give ${SCREENING_LIMITS.optionsMin} to ${SCREENING_LIMITS.optionsMax} different options`,
  accepted: 'Choose the answers that meet the requirement, from the options',
  knockoutKind: 'Only a yes/no or one-choice question can be a knockout',
  knockoutRequired: 'A knockout question must be required',
  answerRequired: 'Answer this question',
  answerChoice: 'Choose one of the options',
  answerNumber: 'Enter a number',
  unknownQuestion: 'This job does not ask that question',
  /** After submitting, under the application. */
  recruiterDecides: 'A recruiter will read your application and decide; it was not rejected automatically.',
  /** The recruiter's flag. */
  flag: 'Does not meet',
} as const;

/** The heading of the flagged group in "best match first" lists (after the scored ones). */
export const SCREENING_GROUP = 'Does not meet a knockout: you decide';

/** One question as the recruiter writes it. `accepted` non-empty makes it a knockout. */
/** The answers a yes/no or choice question takes; null for free answers. */
export function answerChoices(q: Pick<ScreeningQuestion, 'kind' | 'options'>): readonly string[] | null {
  if (q.kind === 'yes_no') return YES_NO;
  if (q.kind === 'choice') return q.options;
  return null;
}

export const isKnockout = (q: Pick<ScreeningQuestion, 'accepted'>) => q.accepted.length > 0;

/** What a knockout's answer must be: "Required answer: Yes." */
export const requiredAnswer = (q: Pick<ScreeningQuestion, 'accepted'>) =>
  `Required answer: ${q.accepted.join(' or ')}.`;

/** The job page's words for a knockout: the question and what the answer must be. */
export const requirementText = (q: ScreeningQuestion) => `${q.label} ${requiredAnswer(q)}`;

/** The questions whose knockout an application's answers do not meet. */
export const unmetAnswers = (answers: readonly ScreeningAnswer[]) => answers.filter((a) => a.met === false);

/** The recruiter's flag: "Does not meet: …". */
export const unmetFlag = (labels: readonly string[]) => `${SCREENING_MESSAGES.flag}: ${labels.join('; ')}`;

/** What the candidate reads after submitting, for one answer that did not meet its requirement. */
export const unmetSentence = (a: ScreeningAnswer) =>
  `Your answer to “${a.label}” (${a.answer}) does not meet this job's requirement (${a.accepted.join(' or ')}).`;
