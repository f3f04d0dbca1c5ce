import { describe, expect, it } from 'vitest';

import {
  PROTECTED_TOPICS,
  protectedQuestionMessage,
  protectedTopic,
  requirementText,
  SCREENING_MESSAGES,
  screeningAnswersSchema,
  screeningQuestionSchema,
  screeningQuestionsSchema,
  screeningRecord,
  unmetAnswers,
  unmetFlag,
} from '../../../src/contract';

describe('the refused (protected) topics', () => {
  it.each([
    ['What is your age?', 'age'],
    ['How old are you?', 'age'],
    ['What is your date of birth?', 'date of birth'],
    ['Which religion do you practise?', 'religion'],
    ['What is your caste?', 'caste'],
    ['What is your marital status?', 'marital status'],
    ['Are you MARRIED?', 'marital status'],
    ['Are you pregnant or planning to be?', 'pregnancy or family plans'],
    ['Do you have children?', 'pregnancy or family plans'],
    ['What is your gender?', 'gender'],
    ['Do you have a disability?', 'disability or health'],
    ['What is your ethnicity?', 'race or ethnicity'],
    ['What is your nationality?', 'national origin'],
    ['What is your sexual  orientation?', 'sexual orientation'],
  ])('refuses %j as %s', (text, topic) => {
    expect(protectedTopic(text)).toBe(topic);
  });

  it.each([
    'Which page builders have you used?',
    'At what stage is your current project?',
    'Do you manage a team?',
    'What is your average deal size?',
    'Have you debugged a race condition?',
    'Have you set up single sign-on?',
    'Have you managed a partner programme?',
    'Do you have a valid work permit?',
    'What is your notice period in days?',
    'Have you used message passing?',
    'Did you work on the language runtime?',
  ])('asks %j freely (whole words only)', (text) => {
    expect(protectedTopic(text)).toBeNull();
  });

  it('every topic has phrases, and each phrase is refused on its own', () => {
    for (const { topic, phrases } of PROTECTED_TOPICS) {
      expect(phrases.length).toBeGreaterThan(0);
      for (const phrase of phrases) expect(protectedTopic(`Tell us: ${phrase}?`)).toBe(topic);
    }
  });

  it('refuses a protected question or option with the reason', () => {
    const question = screeningQuestionSchema.safeParse({ id: 'q', kind: 'text', label: 'What is your religion?' });
    expect(question.success).toBe(false);
    expect(question.error!.issues[0]!.message).toBe(protectedQuestionMessage('religion'));
    const option = screeningQuestionSchema.safeParse({
      id: 'q',
      kind: 'choice',
      label: 'Which applies?',
      options: ['Male', 'Other'],
    });
    expect(option.error!.issues[0]!.message).toBe(protectedQuestionMessage('gender'));
  });
});

describe('screening questions and answers', () => {
  const permit = screeningQuestionSchema.parse({
    id: 'permit',
    kind: 'yes_no',
    label: 'Do you hold a work permit?',
    accepted: ['Yes'],
  });
  const notice = screeningQuestionSchema.parse({ id: 'notice', kind: 'number', label: 'Notice in days' });
  const note = screeningQuestionSchema.parse({ id: 'note', kind: 'text', label: 'Anything else?', required: false });

  it('allows at most ten questions', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: `q${i}`, kind: 'text', label: `Question ${i}` }));
    expect(screeningQuestionsSchema.safeParse(eleven).error!.issues[0]!.message).toBe(SCREENING_MESSAGES.tooMany);
    expect(screeningQuestionsSchema.safeParse(eleven.slice(0, 10)).success).toBe(true);
  });

  it('checks each answer: required, a number, one of the choices, no unknown question', () => {
    const schema = screeningAnswersSchema([permit, notice, note]);
    expect(schema.parse({ permit: 'No', notice: ' 30 ' })).toEqual({ permit: 'No', notice: ' 30 ', note: '' });
    const missing = schema.safeParse({ permit: 'Yes' });
    expect(missing.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['notice', SCREENING_MESSAGES.answerRequired],
    ]);
    expect(schema.safeParse({ permit: 'Perhaps', notice: 'x' }).error!.issues.map((i) => i.message)).toEqual([
      SCREENING_MESSAGES.answerChoice,
      SCREENING_MESSAGES.answerNumber,
    ]);
    expect(schema.safeParse({ permit: 'Yes', notice: '1', other: 'x' }).error!.issues[0]!.message).toBe(
      SCREENING_MESSAGES.unknownQuestion,
    );
  });

  it('keeps the question as asked with each answer, and flags an unmet knockout by its label', () => {
    const record = screeningRecord([permit, notice], { permit: 'No', notice: '30' });
    expect(record.map((a) => a.met)).toEqual([false, null]);
    expect(unmetFlag(unmetAnswers(record).map((a) => a.label))).toBe('Does not meet: Do you hold a work permit?');
    expect(requirementText(permit)).toBe('Do you hold a work permit? Required answer: Yes.');
  });
});
