import { type FormEvent, useState } from 'react';

import { type AlertBody, candidate } from '../../client/api/candidate';
import { ApiError, failureMessage } from '../../client/api/client';
import { schemaOnDemand } from '../../client/browser/forms';
import {
  type Alert as AlertData,
  ALERT_FREQUENCIES,
  EMPLOYMENT_TYPES,
  type JobCard as JobCardData,
  WORKPLACE_TYPES,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Badge, Button, Card, EmptyState, TextField } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { EMPLOYMENT_LABELS, WORKPLACE_LABELS } from './parts/format';
import { JobCard } from './parts/JobBits';

type Draft = {
  name: string;
  keywords: string;
  location: string;
  workplaceType: string;
  employmentType: string;
  minSalary: string;
  frequency: AlertData['frequency'];
  active: boolean;
};
const BLANK: Draft = {
  name: '',
  keywords: '',
  location: '',
  workplaceType: '',
  employmentType: '',
  minSalary: '',
  frequency: 'daily',
  active: true,
};
const FREQ_LABELS = { instant: 'As soon as posted', daily: 'Daily digest', weekly: 'Weekly digest' } as const;

const toDraft = (a: AlertData): Draft => ({
  name: a.name,
  keywords: a.keywords,
  location: a.location,
  workplaceType: a.workplaceType ?? '',
  employmentType: a.employmentType ?? '',
  minSalary: a.minSalary === null ? '' : String(a.minSalary),
  frequency: a.frequency,
  active: a.active,
});
const toInput = (d: Draft): AlertBody => ({
  ...d,
  workplaceType: (d.workplaceType || null) as AlertBody['workplaceType'],
  employmentType: (d.employmentType || null) as AlertBody['employmentType'],
  minSalary: d.minSalary ? Number(d.minSalary) : null,
});

function summary(a: AlertData): string {
  return [
    a.keywords && `“${a.keywords}”`,
    a.location,
    a.workplaceType && WORKPLACE_LABELS[a.workplaceType as keyof typeof WORKPLACE_LABELS],
    a.employmentType && EMPLOYMENT_LABELS[a.employmentType as keyof typeof EMPLOYMENT_LABELS],
    a.minSalary !== null && `from ${a.minSalary.toLocaleString('en-IN')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

// The form's schema (with zod) comes when the form is first used, not with the page (issue 41's budget).
const alertCheck = schemaOnDemand(() => import('../../contract/alerts').then((m) => m.alertInputSchema));

function AlertForm({
  initial,
  onSaved,
  onCancel,
  narrow = false,
}: {
  initial?: AlertData;
  onSaved: (a: AlertData) => void;
  onCancel?: () => void;
  narrow?: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(initial ? toDraft(initial) : BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const input = toInput(draft);
    try {
      const checked = await alertCheck.validate(input);
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      setBusy(true);
      onSaved(initial ? await candidate.updateAlert(initial.id, input) : await candidate.createAlert(input));
      if (!initial) setDraft(BLANK);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setError(failureMessage(err, 'We could not save this alert.'));
    } finally {
      setBusy(false);
    }
  }

  const select = (
    key: 'workplaceType' | 'employmentType' | 'frequency',
    label: string,
    options: [string, string][],
    any?: string,
  ) => (
    <div className="field">
      <label className="label" htmlFor={`alert-${key}-${initial?.id ?? 'new'}`}>
        {label}
      </label>
      <select
        id={`alert-${key}-${initial?.id ?? 'new'}`}
        className="select"
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value)}
      >
        {any && <option value="">{any}</option>}
        {options.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
      {errors[key] && <p className="field-error">{errors[key]}</p>}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      onFocus={alertCheck.preload}
      noValidate
      className={`cw-form-grid${narrow ? ' cw-form-1' : ''}`}
    >
      <TextField
        label="Keywords"
        value={draft.keywords}
        onChange={(e) => set('keywords')(e.target.value)}
        error={errors.keywords}
        placeholder="e.g. react developer"
      />
      <TextField
        label="Location"
        markOptional
        value={draft.location}
        onChange={(e) => set('location')(e.target.value)}
        error={errors.location}
        placeholder="City or country"
      />
      {select(
        'workplaceType',
        'Workplace',
        WORKPLACE_TYPES.map((v) => [v, WORKPLACE_LABELS[v]]),
        'Any workplace',
      )}
      {select(
        'employmentType',
        'Job type',
        EMPLOYMENT_TYPES.map((v) => [v, EMPLOYMENT_LABELS[v]]),
        'Any type',
      )}
      <TextField
        label="Minimum salary"
        markOptional
        inputMode="numeric"
        value={draft.minSalary}
        onChange={(e) => set('minSalary')(e.target.value.replace(/\D/g, ''))}
        error={errors.minSalary}
      />
      {select(
        'frequency',
        'How often',
        ALERT_FREQUENCIES.map((f) => [f, FREQ_LABELS[f]]),
      )}
      <TextField
        label="Name"
        markOptional
        fieldClassName="cw-full"
        value={draft.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        placeholder="e.g. Remote frontend roles"
      />
      {error && (
        <div className="cw-full">
          <Alert variant="error">{error}</Alert>
        </div>
      )}
      <div className="cw-row cw-full">
        <Button type="submit" loading={busy} loadingText="Saving…">
          {initial ? 'Save changes' : 'Create alert'}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function Matches({ id }: { id: string }) {
  const state = useLoad(() => candidate.alertMatches(id), id, 'We could not load the matches.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="matching jobs" busy="Finding matching jobs…" />;
  const jobs: JobCardData[] = state.data.jobs;
  if (jobs.length === 0)
    return <p className="muted">No open jobs match this alert right now. We will tell you when one does.</p>;
  return (
    <ul className="cw-list">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} showExcerpt={false} />
      ))}
    </ul>
  );
}

/** One alert; any change reloads the list (counts of new matches change with it). */
function AlertItem({ alert, onChange }: { alert: AlertData; onChange: () => void }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'matches' | 'delete'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureMessage(err, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  }
  const toggle = () =>
    run(
      async () => (
        await candidate.updateAlert(alert.id, { ...toInput(toDraft(alert)), active: !alert.active }),
        onChange()
      ),
    );
  return (
    <Card as="li">
      <div className="cw-spread">
        <div>
          <h3 className="cw-job-title">{alert.name || alert.keywords || 'Job alert'}</h3>
          <p className="muted cw-small">
            {summary(alert)} · {FREQ_LABELS[alert.frequency]}
          </p>
        </div>
        <div className="cw-row">
          {!alert.active ? (
            <Badge variant="neutral">Paused</Badge>
          ) : alert.newMatches > 0 ? (
            <Badge variant="success">{alert.newMatches >= 100 ? '99+' : alert.newMatches} new</Badge>
          ) : null}
        </div>
      </div>
      <div className="cw-row">
        <Button
          size="sm"
          variant={mode === 'matches' ? 'primary' : 'secondary'}
          onClick={() => setMode(mode === 'matches' ? 'view' : 'matches')}
          aria-expanded={mode === 'matches'}
        >
          {mode === 'matches' ? 'Hide matches' : 'See matches'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMode('edit')}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" loading={busy && mode !== 'delete'} onClick={toggle}>
          {alert.active ? 'Pause' : 'Resume'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMode('delete')}>
          Delete
        </Button>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      {mode === 'edit' && (
        <div className="cw-gap-top">
          <AlertForm initial={alert} onSaved={() => (setMode('view'), onChange())} onCancel={() => setMode('view')} />
        </div>
      )}
      {mode === 'matches' && (
        <div className="cw-gap-top">
          <Matches id={alert.id} />
        </div>
      )}
      {mode === 'delete' && (
        <div className="cw-confirm">
          <p>Delete this alert? You will stop hearing about jobs that match it.</p>
          <div className="cw-row">
            <Button
              variant="danger"
              size="sm"
              loading={busy}
              onClick={() => run(async () => (await candidate.deleteAlert(alert.id), onChange()))}
            >
              Delete alert
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

function Alerts() {
  const state = useLoad(() => candidate.alerts(), 'alerts', 'We could not load your alerts.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="your alerts" />;
  const alerts = state.data.alerts;
  return (
    <div className="cw-grid cw-grid-2">
      <section aria-labelledby="alerts-title">
        <h2 id="alerts-title" className="visually-hidden">
          Your alerts
        </h2>
        {alerts.length === 0 ? (
          <EmptyState
            title="No job alerts yet"
            description="Save a search and we will tell you about new jobs that match it, as often as you like."
          />
        ) : (
          <ul className="cw-list">
            {alerts.map((a) => (
              <AlertItem key={a.id} alert={a} onChange={state.reload} />
            ))}
          </ul>
        )}
      </section>
      <Card title="New alert" titleAs="h2" className="cw-sticky">
        <AlertForm narrow onSaved={state.reload} />
      </Card>
    </div>
  );
}

/** /dashboard/job-alerts */
export default function JobAlerts() {
  return (
    <WorkspacePage role="candidate">
      {() => (
        <>
          <PageHeader title="Job alerts" lead="Saved searches that tell you when a matching job is posted." />
          <Alerts />
        </>
      )}
    </WorkspacePage>
  );
}
