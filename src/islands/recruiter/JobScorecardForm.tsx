import { type FormEvent, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { scorecards } from '../../client/api/scorecards';
import { announce } from '../../client/browser/announce';
import { focusAfterRender } from '../../client/browser/focus';
import { type FieldErrors, schemaOnDemand } from '../../client/browser/forms';
import { SCORECARD_LIMITS, type ScorecardAttribute } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, TextField } from '../ui';
import { LoadBoundary } from '../workspace/WorkspacePage';

const scorecardCheck = schemaOnDemand(() => import('../../contract/scorecards').then((m) => m.jobScorecardInputSchema));

const newAttribute = (): ScorecardAttribute => ({ id: crypto.randomUUID().slice(0, 8), name: '', description: '' });

/**
 * The job's interview scorecard, under the job form of a saved job: 3 to 8 attributes the panel
 * rates 1–4 (none for no scorecard). Saved on its own; candidates never see it.
 */
export function JobScorecardForm({ jobId }: { jobId: string }) {
  const state = useLoad(
    () => scorecards.jobScorecard(jobId),
    `scorecard-${jobId}`,
    'The scorecard could not be loaded.',
  );
  return (
    <section className="job-form card job-scorecard" aria-labelledby="scorecard-h">
      <h2 id="scorecard-h" className="job-scorecard-title">
        Interview scorecard
      </h2>
      <LoadBoundary state={state} what="the scorecard" onRetry={state.reload}>
        {(saved) => <Attributes jobId={jobId} initial={saved.attributes} />}
      </LoadBoundary>
    </section>
  );
}

function Attributes({ jobId, initial }: { jobId: string; initial: ScorecardAttribute[] }) {
  const [attributes, setAttributes] = useState<ScorecardAttribute[]>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const full = attributes.length >= SCORECARD_LIMITS.attributesMax;
  const update = (i: number, patch: Partial<ScorecardAttribute>) =>
    setAttributes((all) => all.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const nameInput = (i: number) => () => document.getElementById(`attribute-${jobId}-${i}`);

  async function save(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setFailure(null);
    const checked = await scorecardCheck
      .validate({ attributes })
      .catch((err: unknown) => setFailure(failureMessage(err, 'The scorecard could not be saved. Please try again.')));
    if (!checked) return;
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await scorecards.saveJobScorecard(jobId, checked.data);
      setAttributes(next.attributes);
      const words = next.attributes.length ? 'Scorecard saved.' : 'Scorecard removed: this job has none.';
      setDone(words);
      announce(words);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(failureMessage(err, 'The scorecard could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="job-scorecard-form"
      onSubmit={save}
      onFocus={scorecardCheck.preload}
      noValidate
      aria-labelledby="scorecard-h"
    >
      <fieldset className="screening-questions scorecard-attributes">
        <legend className="visually-hidden">Scorecard attributes</legend>
        <p className="field-hint">
          What the interview panel rates, each from 1 to 4, for example “React depth” or “Communication”. Give{' '}
          {SCORECARD_LIMITS.attributesMin} to {SCORECARD_LIMITS.attributesMax}, or none. Candidates never see them.
        </p>
        {attributes.map((a, i) => (
          <fieldset className="screening-question" key={a.id}>
            <legend className="screening-question-title">Attribute {i + 1}</legend>
            <TextField
              id={`attribute-${jobId}-${i}`}
              label={`Attribute ${i + 1} name`}
              required
              maxLength={SCORECARD_LIMITS.nameMax}
              value={a.name}
              onChange={(e) => update(i, { name: e.target.value })}
              error={errors[`attributes.${i}.name`]}
            />
            <TextField
              label={`Attribute ${i + 1} description`}
              markOptional
              maxLength={SCORECARD_LIMITS.descriptionMax}
              value={a.description}
              onChange={(e) => update(i, { description: e.target.value })}
              error={errors[`attributes.${i}.description`]}
            />
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Remove attribute ${i + 1}`}
                onClick={() => {
                  setAttributes((all) => all.filter((_, j) => j !== i));
                  focusAfterRender(nameInput(Math.max(0, i - 1)));
                }}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        ))}
        {errors.attributes ? (
          <p className="field-error" role="alert">
            {errors.attributes}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={full}
            onClick={() => {
              setAttributes((all) => [...all, newAttribute()]);
              focusAfterRender(nameInput(attributes.length));
            }}
          >
            Add an attribute
          </Button>
          {full ? (
            <p className="field-hint">A scorecard has at most {SCORECARD_LIMITS.attributesMax} attributes.</p>
          ) : null}
        </div>
      </fieldset>
      {failure && <Alert variant="error">{failure}</Alert>}
      {done && (
        <Alert variant="success" quiet>
          {done}
        </Alert>
      )}
      <div className="form-actions">
        <Button type="submit" loading={busy} loadingText="Saving...">
          Save scorecard
        </Button>
      </div>
    </form>
  );
}
