import { useId } from 'react';

import {
  answerChoices,
  SCREENING_KIND_LABELS,
  SCREENING_KINDS,
  SCREENING_LIMITS,
  type ScreeningKind,
  type ScreeningQuestion,
  YES_NO,
} from '../../contract';
import { Button, TextAreaField, TextField } from '../ui';

/** A question as the form holds it: the options as typed, one a line. */
export interface QuestionDraft {
  id: string;
  kind: ScreeningKind;
  label: string;
  required: boolean;
  optionsText: string;
  knockout: boolean;
  accepted: string[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

export const questionDraftOf = (q: ScreeningQuestion): QuestionDraft => ({
  id: q.id,
  kind: q.kind,
  label: q.label,
  required: q.required,
  optionsText: q.options.join('\n'),
  knockout: q.accepted.length > 0,
  accepted: q.accepted,
});

/** The question as the API takes it (screeningQuestionSchema checks it in the form and the worker). */
export function questionInputOf(d: QuestionDraft) {
  const options = d.kind === 'choice' ? lines(d.optionsText) : [];
  const choices = answerChoices({ kind: d.kind, options });
  return {
    id: d.id,
    kind: d.kind,
    label: d.label,
    required: d.knockout || d.required,
    options,
    accepted: d.knockout && choices ? d.accepted.filter((a) => choices.includes(a)) : [],
  };
}

const newQuestion = (): QuestionDraft => ({
  id: crypto.randomUUID().slice(0, 8),
  kind: 'yes_no',
  label: '',
  required: true,
  optionsText: '',
  knockout: false,
  accepted: ['Yes'],
});

/**
 * The job form's screening questions: up to SCREENING_LIMITS.questions, each yes/no, one choice,
 * number or short text, required or optional; a yes/no or choice question may be a knockout.
 * A knockout only flags an application for the recruiter; it never rejects it.
 */
export function ScreeningQuestionsField({
  questions,
  onChange,
  error,
}: {
  questions: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** The form's messages, keyed `screeningQuestions.<index>.<field>`. */
  error: (field: string) => string | undefined;
}) {
  const full = questions.length >= SCREENING_LIMITS.questions;
  const update = (i: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  return (
    <fieldset className="screening-questions">
      <legend>Screening questions</legend>
      <p className="field-hint">
        Ask candidates up to {SCREENING_LIMITS.questions} questions when they apply. A knockout never rejects anyone:
        the application is flagged and you decide. Questions about protected characteristics (age, religion, caste,
        marital status, pregnancy, gender, disability…) are refused.
      </p>
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.id}
          index={i}
          question={q}
          onChange={(patch) => update(i, patch)}
          onRemove={() => onChange(questions.filter((_, j) => j !== i))}
          error={(field) => error(`screeningQuestions.${i}.${field}`)}
        />
      ))}
      {error('screeningQuestions') ? <p className="field-error">{error('screeningQuestions')}</p> : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={full}
          onClick={() => onChange([...questions, newQuestion()])}
        >
          Add a question
        </Button>
        {full ? <p className="field-hint">A job asks at most {SCREENING_LIMITS.questions} questions.</p> : null}
      </div>
    </fieldset>
  );
}

function QuestionEditor({
  index,
  question: q,
  onChange,
  onRemove,
  error,
}: {
  index: number;
  question: QuestionDraft;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
  error: (field: string) => string | undefined;
}) {
  const id = useId();
  const n = index + 1;
  const choices = answerChoices({ kind: q.kind, options: lines(q.optionsText) });
  const toggleAccepted = (option: string, on: boolean) =>
    onChange({ accepted: on ? [...q.accepted, option] : q.accepted.filter((a) => a !== option) });
  return (
    <fieldset className="screening-question">
      <legend className="screening-question-title">Question {n}</legend>
      <TextField
        label={`Question ${n} text`}
        required
        maxLength={SCREENING_LIMITS.labelMax}
        placeholder="e.g. Do you hold a valid work permit for India?"
        value={q.label}
        onChange={(e) => onChange({ label: e.target.value })}
        error={error('label')}
      />
      <div className="form-row">
        <div className="field">
          <label className="label" htmlFor={`${id}-kind`}>
            Answer type
          </label>
          <select
            id={`${id}-kind`}
            className="select"
            value={q.kind}
            onChange={(e) => {
              const kind = e.target.value as ScreeningKind;
              onChange({
                kind,
                knockout: kind === 'yes_no' || kind === 'choice' ? q.knockout : false,
                accepted: kind === 'yes_no' ? ['Yes'] : [],
              });
            }}
          >
            {SCREENING_KINDS.map((k) => (
              <option key={k} value={k}>
                {SCREENING_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <label className="check-line">
          <input
            type="checkbox"
            checked={q.knockout || q.required}
            disabled={q.knockout}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          Required
        </label>
      </div>
      {q.kind === 'choice' ? (
        <TextAreaField
          label="Options, one a line"
          rows={3}
          value={q.optionsText}
          onChange={(e) => onChange({ optionsText: e.target.value })}
          hint={`${SCREENING_LIMITS.optionsMin} to ${SCREENING_LIMITS.optionsMax} options.`}
          error={error('options')}
        />
      ) : null}
      {choices ? (
        <label className="check-line">
          <input
            type="checkbox"
            checked={q.knockout}
            onChange={(e) => onChange({ knockout: e.target.checked, accepted: q.kind === 'yes_no' ? ['Yes'] : [] })}
          />
          Knockout: flag applications whose answer does not meet it
        </label>
      ) : null}
      {q.knockout && q.kind === 'yes_no' ? (
        <div className="field">
          <label className="label" htmlFor={`${id}-must`}>
            The answer must be
          </label>
          <select
            id={`${id}-must`}
            className="select"
            value={q.accepted[0] ?? 'Yes'}
            onChange={(e) => onChange({ accepted: [e.target.value] })}
          >
            {YES_NO.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {q.knockout && q.kind === 'choice' && choices ? (
        <fieldset className="screening-accepted">
          <legend>Answers that meet it</legend>
          {choices.map((option) => (
            <label key={option} className="check-line">
              <input
                type="checkbox"
                checked={q.accepted.includes(option)}
                onChange={(e) => toggleAccepted(option, e.target.checked)}
              />
              {option}
            </label>
          ))}
          {error('accepted') ? (
            <p className="field-error">{error('accepted')}</p>
          ) : q.accepted.length === 0 ? (
            <p className="field-hint">Choose at least one answer, or this question is no knockout.</p>
          ) : null}
        </fieldset>
      ) : q.knockout && error('accepted') ? (
        <p className="field-error">{error('accepted')}</p>
      ) : null}
      {error('required') ? <p className="field-error">{error('required')}</p> : null}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove question ${n}`}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
