import { type FormEvent, useId, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { scorecards } from '../../client/api/scorecards';
import { announce } from '../../client/browser/announce';
import { focusAfterRender } from '../../client/browser/focus';
import { type FieldErrors, validate } from '../../client/browser/forms';
import {
  type PanelAnswer,
  RATING_WORDS,
  RATINGS,
  type Recommendation,
  RECOMMENDATION_WORDS,
  RECOMMENDATIONS,
  type Scorecard,
  SCORECARD_LIMITS,
  SCORECARD_MESSAGES,
  scorecardInputSchema,
  type ScorecardSummary,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Badge, Button, TextAreaField } from '../ui';
import { SelectField } from './InterviewSection';

/**
 * The interview's panel and its scorecards, in the application panel under the schedule. The
 * organiser adds colleagues; each panelist writes one scorecard. The worker sends the others'
 * scorecards and the summary only once the reader has submitted their own.
 */
export function ScorecardSection({
  applicationId,
  jobId,
  version,
}: {
  applicationId: string;
  jobId: string;
  version: string;
}) {
  const state = useLoad(
    () => scorecards.panel(applicationId),
    `panel-${applicationId}-${version}`,
    'The interview panel could not be loaded.',
  );
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (state.status === 'error')
    return (
      <Alert variant="error" title="Interview panel">
        {state.message}
      </Alert>
    );
  if (state.status !== 'ready' || !state.data.hasInterview) return null;
  const p = state.data;

  function changed(next: PanelAnswer, words: string) {
    state.setData(next);
    setDone(words);
    announce(words);
    focusAfterRender(() => headingRef.current);
  }

  return (
    <div className="scorecards" aria-labelledby={`panel-h-${applicationId}`} role="group">
      <h4 className="interview-sub" id={`panel-h-${applicationId}`} ref={headingRef} tabIndex={-1}>
        Panel and scorecards
      </h4>
      {done && (
        <Alert variant="success" quiet>
          {done}
        </Alert>
      )}
      <PanelList p={p} applicationId={applicationId} onChanged={changed} />
      {p.canManage && p.members.length > 0 && <AddPanelist p={p} applicationId={applicationId} onChanged={changed} />}
      {p.attributes.length === 0 ? (
        <p className="muted">
          This job has no scorecard yet.{' '}
          <a href={`/recruiter/jobs/${encodeURIComponent(jobId)}/edit#scorecard-h`}>Add its attributes</a> so the panel
          can rate the same things.
        </p>
      ) : p.youSubmitted ? null : p.youOnPanel ? (
        <ScorecardForm p={p} applicationId={applicationId} onDone={(next) => changed(next, 'Scorecard submitted.')} />
      ) : (
        <p className="muted">
          Scorecards show to the panel: each panelist reads the others once they submit their own.
        </p>
      )}
      {p.summary && <Summary summary={p.summary} />}
      {p.scorecards.length > 0 && (
        <ul className="scorecard-list" aria-label="Scorecards">
          {p.scorecards.map((s, i) => (
            <ScorecardView key={i} s={s} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PanelList({
  p,
  applicationId,
  onChanged,
}: {
  p: PanelAnswer;
  applicationId: string;
  onChanged: (next: PanelAnswer, words: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  async function remove(id: string, name: string) {
    setError(null);
    try {
      onChanged(await scorecards.removePanelist(applicationId, id), `${name} is off the panel.`);
    } catch (err) {
      setError(failureMessage(err, 'The panel could not be changed. Please try again.'));
    }
  }
  return (
    <>
      <ul className="panel-list" aria-label="Panel">
        {p.panel.map((m) => (
          <li key={m.id}>
            <span className="panel-name">
              {m.fullName}
              {m.you ? ' (you)' : ''}
              {m.organizer ? <span className="muted"> · organiser</span> : null}
            </span>
            <Badge variant={m.submitted ? 'success' : 'neutral'}>
              {m.submitted ? 'Submitted' : 'Not submitted yet'}
            </Badge>
            {p.canManage && !m.organizer && !m.submitted && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove(m.id, m.fullName)}
                aria-label={`Remove ${m.fullName} from the panel`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && <Alert variant="error">{error}</Alert>}
    </>
  );
}

function AddPanelist({
  p,
  applicationId,
  onChanged,
}: {
  p: PanelAnswer;
  applicationId: string;
  onChanged: (next: PanelAnswer, words: string) => void;
}) {
  const [memberId, setMemberId] = useState(p.members[0]!.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = p.members.find((m) => m.id === memberId) ?? p.members[0]!;
  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onChanged(
        await scorecards.addPanelist(applicationId, chosen.id),
        `${chosen.fullName} is on the panel and was told.`,
      );
    } catch (err) {
      setError(failureMessage(err, 'The colleague could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="panel-add" onSubmit={add} aria-label="Add a colleague to the panel">
      <SelectField
        label="Add a colleague"
        value={chosen.id}
        options={p.members.map((m) => m.id)}
        onChange={setMemberId}
        render={(id) => p.members.find((m) => m.id === id)?.fullName ?? ''}
      />
      <Button type="submit" size="sm" variant="secondary" loading={busy} loadingText="Adding...">
        Add to panel
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </form>
  );
}

type Draft = Record<string, { rating: number | null; note: string }>;

function ScorecardForm({
  p,
  applicationId,
  onDone,
}: {
  p: PanelAnswer;
  applicationId: string;
  onDone: (next: PanelAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(p.attributes.map((a) => [a.id, { rating: null, note: '' }])),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  /** A choice made answers its field's message. */
  const settle = (field: string) =>
    setErrors((e) => {
      const { [field]: _answered, ...rest } = e;
      return rest;
    });

  if (!open)
    return (
      <div className="scorecard-start">
        <p className="muted">{SCORECARD_MESSAGES.hiddenUntilSubmitted}</p>
        <Button
          size="sm"
          onClick={() => {
            setOpen(true);
            focusAfterRender(() => formRef.current?.querySelector<HTMLElement>('input'));
          }}
        >
          Write your scorecard
        </Button>
      </div>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const checked = validate(scorecardInputSchema, {
      ratings: p.attributes.map((a) => ({
        attributeId: a.id,
        rating: draft[a.id]?.rating ?? undefined,
        note: draft[a.id]?.note ?? '',
      })),
      recommendation: recommendation ?? undefined,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusAfterRender(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]'),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onDone(await scorecards.submit(applicationId, checked.data));
    } catch (err) {
      setFailure(failureMessage(err, 'The scorecard could not be submitted. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="note-form scorecard-form" onSubmit={submit} noValidate aria-label="Your scorecard">
      <p className="muted small">Rate each from 1 (poor) to 4 (excellent). Once submitted, it cannot be changed.</p>
      {p.attributes.map((a, i) => {
        const error = errors[`ratings.${i}.rating`];
        return (
          <fieldset
            key={a.id}
            className="scorecard-attribute"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${i}-error` : undefined}
          >
            <legend>{a.name}</legend>
            {a.description && <p className="muted small">{a.description}</p>}
            <div className="rating-choices">
              {RATINGS.map((r) => (
                <label key={r} className="rating-choice">
                  <input
                    type="radio"
                    name={`${id}-${a.id}`}
                    value={r}
                    checked={draft[a.id]?.rating === r}
                    onChange={() => {
                      setDraft((d) => ({ ...d, [a.id]: { ...d[a.id]!, rating: r } }));
                      settle(`ratings.${i}.rating`);
                    }}
                  />
                  {r} · {RATING_WORDS[r]}
                </label>
              ))}
            </div>
            {error && (
              <p className="field-error" id={`${id}-${i}-error`}>
                {error}
              </p>
            )}
            <TextAreaField
              label={`Note on ${a.name}`}
              markOptional
              rows={2}
              maxLength={SCORECARD_LIMITS.noteMax}
              value={draft[a.id]?.note ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [a.id]: { ...d[a.id]!, note: e.target.value } }))}
              error={errors[`ratings.${i}.note`]}
            />
          </fieldset>
        );
      })}
      <fieldset
        className="scorecard-attribute"
        aria-invalid={errors.recommendation ? true : undefined}
        aria-describedby={errors.recommendation ? `${id}-rec-error` : undefined}
      >
        <legend>Your recommendation</legend>
        <div className="rating-choices">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="rating-choice">
              <input
                type="radio"
                name={`${id}-recommendation`}
                value={r}
                checked={recommendation === r}
                onChange={() => {
                  setRecommendation(r);
                  settle('recommendation');
                }}
              />
              {RECOMMENDATION_WORDS[r]}
            </label>
          ))}
        </div>
        {errors.recommendation && (
          <p className="field-error" id={`${id}-rec-error`}>
            {errors.recommendation}
          </p>
        )}
      </fieldset>
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="form-actions">
        <Button type="submit" size="sm" loading={busy} loadingText="Submitting...">
          Submit scorecard
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          Not now
        </Button>
      </div>
    </form>
  );
}

function Summary({ summary }: { summary: ScorecardSummary }) {
  const r = summary.recommendations;
  return (
    <div className="scorecard-summary">
      <table className="scorecard-averages">
        <caption>Summary: average rating of 4</caption>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Average</th>
          </tr>
        </thead>
        <tbody>
          {summary.averages.map((a) => (
            <tr key={a.attributeId}>
              <th scope="row">{a.name}</th>
              <td>{a.average === null ? '–' : `${a.average.toFixed(1)} (${a.count})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>Recommendations:</strong>{' '}
        {RECOMMENDATIONS.filter((k) => r[k] > 0)
          .map((k) => `${RECOMMENDATION_WORDS[k]} ${r[k]}`)
          .join(' · ')}
      </p>
      <p className="muted">
        {summary.pending.length
          ? `Not submitted yet: ${summary.pending.join(', ')}.`
          : 'Everyone on the panel has submitted.'}
      </p>
    </div>
  );
}

function ScorecardView({ s }: { s: Scorecard }) {
  const { dateTimeText } = useTime();
  return (
    <li className="scorecard">
      <p>
        <strong>{s.you ? 'You' : (s.author ?? 'A former member')}</strong>: {RECOMMENDATION_WORDS[s.recommendation]}{' '}
        <span className="muted small">
          · <time dateTime={s.submittedAt}>{dateTimeText(s.submittedAt)}</time>
        </span>
      </p>
      <dl className="scorecard-ratings">
        {s.ratings.map((r) => (
          <div key={r.attributeId}>
            <dt>{r.name}</dt>
            <dd>
              {r.rating} · {RATING_WORDS[r.rating as (typeof RATINGS)[number]]}
              {r.note ? <span className="scorecard-note"> · {r.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
