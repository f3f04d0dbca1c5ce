import { z } from 'zod';

import { isSingleLine, SINGLE_LINE_MESSAGE } from './auth';
import {
  answerChoices,
  isKnockout,
  requiredAnswer,
  requirementText,
  SCREENING_GROUP,
  SCREENING_KIND_LABELS,
  SCREENING_KINDS,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  type ScreeningKind,
  unmetAnswers,
  unmetFlag,
  unmetSentence,
  YES_NO,
} from './screening-words';

/**
 * Screening questions a job asks on the apply screen, their answers, knockouts and the refused
 * (protected) topics. The job form, the apply form and the worker all validate with these schemas.
 * Answers never reach the matching engine: they are stored beside the score, not in it.
 */

// Their words and the checks that need no schema live apart (screening-words.ts, no zod): the job
// and application pages show them. Importable from here too.
export {
  SCREENING_KINDS,
  type ScreeningKind,
  SCREENING_KIND_LABELS,
  YES_NO,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  SCREENING_GROUP,
  answerChoices,
  isKnockout,
  requiredAnswer,
  requirementText,
  unmetAnswers,
  unmetFlag,
  unmetSentence,
};

/**
 * Topics a question may not ask about: protected characteristics. Reviewed as data: each topic's
 * words and phrases are matched whole (word boundaries, any case, any spacing), so "page" or
 * "stage" never trips "age". Words that are ordinary in job talk ("race condition", "single
 * sign-on", "partner", "in good faith") are deliberately absent.
 */
export const PROTECTED_TOPICS: readonly { topic: string; phrases: readonly string[] }[] = [
  { topic: 'age', phrases: ['age', 'ages', 'how old', 'years old', 'your generation'] },
  { topic: 'date of birth', phrases: ['date of birth', 'birth date', 'birthdate', 'birthday', 'year of birth', 'dob'] },
  { topic: 'religion', phrases: ['religion', 'religious', 'church', 'mosque', 'synagogue', 'worship', 'pray'] },
  { topic: 'caste', phrases: ['caste', 'castes', 'jati', 'scheduled tribe'] },
  {
    topic: 'marital status',
    phrases: ['marital', 'married', 'marry', 'spouse', 'husband', 'wife', 'divorced', 'widowed', 'fiance', 'fiancee'],
  },
  {
    topic: 'pregnancy or family plans',
    phrases: ['pregnant', 'pregnancy', 'maternity', 'paternity', 'children', 'kids', 'family planning', 'have a baby'],
  },
  { topic: 'gender', phrases: ['gender', 'sex', 'male', 'female', 'man or woman', 'woman or man'] },
  { topic: 'sexual orientation', phrases: ['sexual orientation', 'gay', 'lesbian', 'bisexual', 'heterosexual'] },
  {
    topic: 'disability or health',
    phrases: ['disability', 'disabilities', 'disabled', 'handicap', 'handicapped', 'medical condition', 'illness'],
  },
  { topic: 'race or ethnicity', phrases: ['racial', 'your race', 'ethnicity', 'ethnic', 'skin colour', 'skin color'] },
  { topic: 'national origin', phrases: ['nationality', 'national origin', 'where were you born', 'born in'] },
  { topic: 'political or union membership', phrases: ['political party', 'political views', 'trade union'] },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROTECTED_MATCHERS = PROTECTED_TOPICS.map((t) => ({
  topic: t.topic,
  re: new RegExp(`\\b(?:${t.phrases.map((p) => p.split(' ').map(escape).join('\\s+')).join('|')})\\b`, 'i'),
}));

/** The protected topic a text asks about, or null. */
export function protectedTopic(text: string): string | null {
  return PROTECTED_MATCHERS.find((m) => m.re.test(text))?.topic ?? null;
}

export const protectedQuestionMessage = (topic: string) =>
  `Questions cannot ask about ${topic}: it is a protected characteristic. Ask only what the job needs.`;

const notProtected = (text: string, ctx: z.RefinementCtx) => {
  const topic = protectedTopic(text);
  if (topic) ctx.addIssue({ code: 'custom', message: protectedQuestionMessage(topic) });
};

const line = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} must be at most ${max} characters` })
    .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE });

export const screeningQuestionSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    kind: z.enum(SCREENING_KINDS, { error: 'Choose a question type' }),
    label: line(SCREENING_LIMITS.labelMax, 'The question').superRefine(notProtected),
    required: z.boolean().default(true),
    /** The choices of a one-choice question (empty otherwise). */
    options: z.array(line(SCREENING_LIMITS.optionMax, 'An option').superRefine(notProtected)).default([]),
    /** Knockout: the answers that meet the requirement (Yes for "must be Yes"); empty for none. */
    accepted: z.array(z.string().trim()).default([]),
  })
  .superRefine((q, ctx) => {
    const choices = answerChoices(q);
    if (q.kind === 'choice') {
      const distinct = new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length;
      if (!distinct || q.options.length < SCREENING_LIMITS.optionsMin || q.options.length > SCREENING_LIMITS.optionsMax)
        ctx.addIssue({ code: 'custom', path: ['options'], message: SCREENING_MESSAGES.options });
    }
    if (q.accepted.length === 0) return;
    if (!choices) ctx.addIssue({ code: 'custom', path: ['accepted'], message: SCREENING_MESSAGES.knockoutKind });
    else if (q.accepted.some((a) => !choices.includes(a)) || q.accepted.length >= choices.length)
      ctx.addIssue({ code: 'custom', path: ['accepted'], message: SCREENING_MESSAGES.accepted });
    if (!q.required) ctx.addIssue({ code: 'custom', path: ['required'], message: SCREENING_MESSAGES.knockoutRequired });
  });
export type ScreeningQuestion = z.output<typeof screeningQuestionSchema>;

/** A question as the API answers it. */
export const screeningQuestionOutSchema = z.object({
  id: z.string(),
  kind: z.enum(SCREENING_KINDS),
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  accepted: z.array(z.string()),
});

export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema)
  .max(SCREENING_LIMITS.questions, { error: SCREENING_MESSAGES.tooMany })
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, { error: 'Each question needs its own id' });

/** The candidate's answers as sent: question id → the answer as typed or chosen ('' for none). */
export const screeningAnswersInputSchema = z
  .record(z.string().max(64), z.string().max(SCREENING_LIMITS.textAnswerMax + 100))
  .default({});

function answerSchema(q: ScreeningQuestion) {
  const empty = (v: string) => v.trim() === '';
  const choices = answerChoices(q);
  return z.string().superRefine((raw, ctx) => {
    const v = raw.trim();
    if (empty(v)) {
      if (q.required) ctx.addIssue({ code: 'custom', message: SCREENING_MESSAGES.answerRequired });
      return;
    }
    if (choices && !choices.includes(v)) ctx.addIssue({ code: 'custom', message: SCREENING_MESSAGES.answerChoice });
    if (q.kind === 'number') {
      const n = Number(v);
      if (!/^-?\d+(\.\d+)?$/.test(v) || Math.abs(n) > SCREENING_LIMITS.numberMax)
        ctx.addIssue({ code: 'custom', message: SCREENING_MESSAGES.answerNumber });
    }
    if (q.kind === 'text') {
      if (v.length > SCREENING_LIMITS.textAnswerMax)
        ctx.addIssue({
          code: 'custom',
          message: `Answer in at most ${SCREENING_LIMITS.textAnswerMax} characters`,
        });
      if (!isSingleLine(v)) ctx.addIssue({ code: 'custom', message: SINGLE_LINE_MESSAGE });
    }
  });
}

/**
 * The answers to a job's questions, checked as the apply form and the worker both check them:
 * each question's answer, keyed by its id; an answer to a question the job does not ask is refused.
 */
export function screeningAnswersSchema(questions: readonly ScreeningQuestion[]) {
  return z.strictObject(Object.fromEntries(questions.map((q) => [q.id, answerSchema(q).prefault('')])), {
    error: SCREENING_MESSAGES.unknownQuestion,
  });
}

/** An answer kept with the application: the question as it was asked, so later edits change nothing. */
export const screeningAnswerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: z.enum(SCREENING_KINDS),
  answer: z.string(),
  /** The required answers of a knockout (empty otherwise). */
  accepted: z.array(z.string()),
  /** False when a knockout's answer does not meet it; null for a question that is no knockout. */
  met: z.boolean().nullable(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** The stored answers of an application to `questions` (answered or not, in the job's order). */
export function screeningRecord(questions: readonly ScreeningQuestion[], answers: Record<string, string>) {
  return questions.map((q): ScreeningAnswer => ({
    questionId: q.id,
    label: q.label,
    kind: q.kind,
    answer: (answers[q.id] ?? '').trim(),
    accepted: q.accepted,
    met: isKnockout(q) ? q.accepted.includes((answers[q.id] ?? '').trim()) : null,
  }));
}
