import {
  answerChoices,
  isKnockout,
  requiredAnswer,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  type ScreeningAnswer,
  type ScreeningQuestion,
  unmetAnswers,
  unmetSentence,
} from '../../../contract';
import { Alert, TextField } from '../../ui';

/** The apply screen's answers to the job's screening questions; errors keyed `screeningAnswers.<id>`. */
export function ScreeningAnswersField({
  questions,
  answers,
  onChange,
  errors,
}: {
  questions: readonly ScreeningQuestion[];
  answers: Record<string, string>;
  onChange: (id: string, value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="cw-screening">
      <p className="muted cw-small">
        Your answers cannot be changed after you submit. They are never part of the score.
      </p>
      {questions.map((q) => {
        const error = errors[`screeningAnswers.${q.id}`];
        const hint = isKnockout(q) ? requiredAnswer(q) : undefined;
        const choices = answerChoices(q);
        const errorId = `answer-${q.id}-error`;
        const hintId = `answer-${q.id}-hint`;
        const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
        if (choices)
          return (
            <fieldset key={q.id} className="cw-plain-fieldset cw-screening-question" aria-describedby={describedBy}>
              <legend className="label">
                {q.label}
                {q.required ? null : <span className="muted"> (optional)</span>}
              </legend>
              {hint ? (
                <p className="field-hint" id={hintId}>
                  {hint}
                </p>
              ) : null}
              <ul className="cw-choices cw-screening-choices">
                {choices.map((c) => (
                  <li key={c}>
                    <label className="cw-choice">
                      <input
                        type="radio"
                        name={`answer-${q.id}`}
                        value={c}
                        checked={answers[q.id] === c}
                        onChange={() => onChange(q.id, c)}
                        aria-invalid={error ? true : undefined}
                      />
                      <span className="cw-choice-name">{c}</span>
                    </label>
                  </li>
                ))}
              </ul>
              {error ? (
                <p className="field-error" id={errorId}>
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        return (
          <TextField
            key={q.id}
            label={q.label}
            required={q.required}
            markOptional
            inputMode={q.kind === 'number' ? 'decimal' : undefined}
            maxLength={q.kind === 'text' ? SCREENING_LIMITS.textAnswerMax : undefined}
            value={answers[q.id] ?? ''}
            onChange={(e) => onChange(q.id, e.target.value)}
            error={error}
          />
        );
      })}
    </div>
  );
}

/** After submitting: which answers did not meet the job's requirement, and that a recruiter decides. */
export function UnmetNotice({ answers }: { answers: readonly ScreeningAnswer[] }) {
  const unmet = unmetAnswers(answers);
  if (unmet.length === 0) return null;
  return (
    <Alert variant="warning" title="An answer does not meet this job's requirement">
      {unmet.map((a) => (
        <span key={a.questionId}>{unmetSentence(a)} </span>
      ))}
      {SCREENING_MESSAGES.recruiterDecides}
    </Alert>
  );
}

/** The answers as sent (they cannot be changed). */
export function ScreeningAnswersList({ answers }: { answers: readonly ScreeningAnswer[] }) {
  return (
    <dl className="cw-screening-answers">
      {answers.map((a) => (
        <div key={a.questionId}>
          <dt>{a.label}</dt>
          <dd>{a.answer || 'Not answered'}</dd>
        </div>
      ))}
    </dl>
  );
}
