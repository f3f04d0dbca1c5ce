import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { type FieldErrors, schemaOnDemand } from '../../client/browser/forms';
import {
  CURRENCIES,
  deadlineBlocksOpening,
  EMPLOYMENT_TYPES,
  type Job,
  JOB_DEADLINE_PASSED_MESSAGE,
  JOB_LIMITS,
  type JobInput,
  type JobStatus,
  SALARY_PERIODS,
  salaryText,
  WORKPLACE_TYPES,
} from '../../contract';
import { Alert, Button, TextAreaField, TextField } from '../ui';
import { JobPreview } from './JobPreview';
import {
  type QuestionDraft,
  questionDraftOf,
  questionInputOf,
  ScreeningQuestionsField,
} from './ScreeningQuestionsField';

/** The form's values as typed: numbers stay text until they are checked. */
export interface JobDraft {
  title: string;
  description: string;
  city: string;
  country: string;
  workplaceType: string;
  employmentType: string;
  minYears: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  showSalary: boolean;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  openings: string;
  deadline: string;
  screeningQuestions: QuestionDraft[];
}

export const EMPTY_DRAFT: JobDraft = {
  title: '',
  description: '',
  city: '',
  country: '',
  workplaceType: 'hybrid',
  employmentType: 'full-time',
  minYears: '0',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'INR',
  salaryPeriod: 'year',
  showSalary: true,
  requiredSkills: [],
  niceToHaveSkills: [],
  openings: '1',
  deadline: '',
  screeningQuestions: [],
};

export function draftOf(job: Job): JobDraft {
  return {
    title: job.title,
    description: job.description,
    city: job.city,
    country: job.country,
    workplaceType: job.workplaceType,
    employmentType: job.employmentType,
    minYears: String(job.minYears),
    salaryMin: job.salary?.min?.toString() ?? '',
    salaryMax: job.salary?.max?.toString() ?? '',
    salaryCurrency: job.salary?.currency ?? 'INR',
    salaryPeriod: job.salary?.period ?? 'year',
    showSalary: job.showSalary,
    requiredSkills: job.requiredSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    openings: String(job.openings),
    deadline: job.deadline ?? '',
    screeningQuestions: job.screeningQuestions.map(questionDraftOf),
  };
}

/** The payload the API takes: empty numbers become null (salary) or their default. */
export function inputOf(d: JobDraft, status: JobStatus) {
  const num = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    ...d,
    minYears: num(d.minYears) ?? 0,
    salaryMin: num(d.salaryMin),
    salaryMax: num(d.salaryMax),
    openings: num(d.openings) ?? 1,
    deadline: d.deadline || null,
    status,
    screeningQuestions: d.screeningQuestions.map(questionInputOf),
  };
}

/**
 * The job's schema (and zod with it) loads when the form is first used, not with the page (issue 41's
 * budget); from then on the form checks as it is typed.
 */
const loadJobSchema = () => import('../../contract/jobs').then((m) => m.jobInputSchema);
const jobCheck = schemaOnDemand(loadJobSchema);

/** A saved job's whole input with another status, checked with its schema (the jobs list closes and reopens with it). */
export const withStatus = async (job: Job, status: JobStatus) =>
  (await loadJobSchema()).parse(inputOf(draftOf(job), status));

const TITLE_CASE = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace('-', ' ');

export interface JobFormProps {
  initial: JobDraft;
  companyName: string;
  /** The buttons: each saves the job with its status. */
  actions: { label: string; status: JobStatus; variant: 'primary' | 'secondary' }[];
  onSave: (input: JobInput) => Promise<void>;
  /** The job as saved before (null for a new one): publishing or reopening checks its deadline against it. */
  previous?: Pick<Job, 'status' | 'deadline'> | null;
}

/** Every job field with live validation from jobInputSchema once it is used, and a preview as candidates will see it. */
export function JobForm({ initial, companyName, actions, onSave, previous = null }: JobFormProps) {
  const [d, setD] = useState<JobDraft>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<JobStatus | null>(null);
  // The live check, once the form is first used (focus, or a save).
  const [used, setUsed] = useState(false);
  const [check, setCheck] = useState<{ ok: true } | { ok: false; errors: FieldErrors }>({ ok: true });
  useEffect(() => {
    if (!used) return;
    let current = true;
    jobCheck.validate(inputOf(d, 'draft')).then(
      (checked) => current && setCheck(checked),
      () => undefined, // without the schema, a save says the job could not be saved
    );
    return () => {
      current = false;
    };
  }, [used, d]);
  // The pay as candidates will read it (lakhs per annum for INR a year), from what is typed so far.
  const amount = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);
  const payPreview = salaryText({
    min: amount(d.salaryMin),
    max: amount(d.salaryMax),
    currency: d.salaryCurrency,
    period: d.salaryPeriod as NonNullable<Job['salary']>['period'],
  });
  const errors: FieldErrors = check.ok ? serverErrors : { ...serverErrors, ...check.errors };
  const shown = (field: string) => (submitted || touched.has(field) ? errors[field] : undefined);

  const set = <K extends keyof JobDraft>(key: K, value: JobDraft[K]) => {
    setD((prev) => ({ ...prev, [key]: value }));
    setServerErrors(({ [key]: _, ...rest }) => rest);
  };
  const touch = (field: string) => setTouched((t) => new Set(t).add(field));
  const text = (key: keyof JobDraft) => ({
    value: d[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    onBlur: () => touch(key),
    error: shown(key),
  });

  async function save(e: FormEvent | null, status: JobStatus) {
    e?.preventDefault();
    setSubmitted(true);
    setUsed(true);
    setFailure(null);
    const result = await jobCheck
      .validate(inputOf(d, status))
      .catch((err: unknown) => setFailure(failureMessage(err, 'The job could not be saved. Please try again.')));
    if (!result) return;
    if (!result.ok) {
      setFailure('Some fields need attention before saving.');
      return;
    }
    if (deadlineBlocksOpening(result.data, previous)) {
      setServerErrors({ deadline: JOB_DEADLINE_PASSED_MESSAGE });
      setFailure(JOB_DEADLINE_PASSED_MESSAGE);
      return;
    }
    setBusy(status);
    try {
      await onSave(result.data);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setServerErrors(err.fields);
      setFailure(failureMessage(err, 'The job could not be saved. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="job-editor">
      <form
        className="job-form card"
        onSubmit={(e) => save(e, actions[0]!.status)}
        onFocus={() => setUsed(true)}
        noValidate
      >
        <fieldset>
          <legend>The role</legend>
          <TextField
            label="Job title"
            required
            maxLength={JOB_LIMITS.titleMax}
            placeholder="e.g. Senior Backend Engineer"
            {...text('title')}
          />
          <TextAreaField
            label="Description"
            required
            rows={9}
            hint={`What the person will do, the team, and what good looks like. ${d.description.trim().length} / at least ${JOB_LIMITS.descriptionMin} characters.`}
            {...text('description')}
          />
          <div className="form-row">
            <Choice
              label="Workplace"
              value={d.workplaceType}
              options={WORKPLACE_TYPES}
              onChange={(v) => set('workplaceType', v)}
              error={shown('workplaceType')}
            />
            <Choice
              label="Employment type"
              value={d.employmentType}
              options={EMPLOYMENT_TYPES}
              onChange={(v) => set('employmentType', v)}
              error={shown('employmentType')}
            />
          </div>
          <div className="form-row">
            <TextField label="City" markOptional={d.workplaceType === 'remote'} {...text('city')} />
            <TextField label="Country" markOptional {...text('country')} />
          </div>
        </fieldset>
        <fieldset>
          <legend>Requirements</legend>
          <SkillsField
            label="Required skills"
            hint="Press Enter or comma after each skill. The match score checks each one."
            values={d.requiredSkills}
            onChange={(v) => {
              set('requiredSkills', v);
              touch('requiredSkills');
            }}
            error={shown('requiredSkills')}
          />
          <SkillsField
            label="Nice-to-have skills"
            optional
            values={d.niceToHaveSkills}
            onChange={(v) => set('niceToHaveSkills', v)}
            error={shown('niceToHaveSkills')}
          />
          <div className="form-row">
            <TextField
              label="Minimum years of experience"
              type="number"
              inputMode="numeric"
              min={0}
              max={JOB_LIMITS.yearsMax}
              {...text('minYears')}
            />
            <TextField
              label="Openings"
              type="number"
              inputMode="numeric"
              min={1}
              max={JOB_LIMITS.openingsMax}
              {...text('openings')}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Pay and deadline</legend>
          <div className="form-row form-row-3">
            <TextField label="Salary from" type="number" inputMode="numeric" min={0} {...text('salaryMin')} />
            <TextField label="Salary to" type="number" inputMode="numeric" min={0} {...text('salaryMax')} />
            <Choice
              label="Currency"
              value={d.salaryCurrency}
              options={CURRENCIES}
              onChange={(v) => set('salaryCurrency', v)}
              plain
            />
          </div>
          <div className="form-row">
            <Choice
              label="Per"
              value={d.salaryPeriod}
              options={SALARY_PERIODS}
              onChange={(v) => set('salaryPeriod', v)}
            />
            <TextField label="Application deadline" type="date" markOptional {...text('deadline')} />
          </div>
          <label className="check-line">
            <input type="checkbox" checked={d.showSalary} onChange={(e) => set('showSalary', e.target.checked)} />
            Show the salary to candidates
          </label>
          <p className="field-hint" aria-live="polite">
            {payPreview
              ? `Candidates see it as ${payPreview}${d.showSalary ? '' : ' once you show it'}.`
              : 'Salary is optional. Jobs that show a range get more applications.'}
          </p>
        </fieldset>
        <ScreeningQuestionsField
          questions={d.screeningQuestions}
          onChange={(v) => {
            set('screeningQuestions', v);
            touch('screeningQuestions');
          }}
          error={(field) => (submitted || touched.has('screeningQuestions') ? errors[field] : undefined)}
        />
        {failure && <Alert variant="error">{failure}</Alert>}
        <div className="form-actions">
          {actions.map((a) => (
            <Button
              key={a.status + a.label}
              type={a === actions[0] ? 'submit' : 'button'}
              variant={a.variant}
              loading={busy === a.status}
              disabled={busy !== null}
              onClick={a === actions[0] ? undefined : () => save(null, a.status)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      </form>
      <aside className="job-preview-wrap" aria-label="Preview">
        <p className="preview-label">Preview: what candidates see</p>
        <JobPreview draft={d} companyName={companyName} />
      </aside>
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
  error,
  plain,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  error?: string;
  plain?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {plain ? o : TITLE_CASE(o)}
          </option>
        ))}
      </select>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

/** Skills as removable chips; typing a comma or Enter adds one. */
function SkillsField({
  label,
  hint,
  values,
  onChange,
  error,
  optional,
}: {
  label: string;
  hint?: string;
  values: string[];
  onChange: (v: string[]) => void;
  error?: string;
  optional?: boolean;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = (raw: string) => {
    const skills = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const next = [...values];
    for (const s of skills) if (!next.some((v) => v.toLowerCase() === s.toLowerCase())) next.push(s);
    onChange(next);
    setTyped('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || e.key === ',') && typed.trim()) {
      e.preventDefault();
      add(typed);
    } else if (e.key === 'Backspace' && !typed && values.length > 0) onChange(values.slice(0, -1));
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
        {optional ? <span className="muted"> (optional)</span> : null}
      </label>
      <div className={error ? 'chips-input is-invalid' : 'chips-input'}>
        {values.map((s) => (
          <span key={s} className="chip">
            {s}
            <button
              type="button"
              className="chip-remove"
              onClick={() => onChange(values.filter((v) => v !== s))}
              aria-label={`Remove ${s}`}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          className="chips-field"
          value={typed}
          onChange={(e) => (e.target.value.includes(',') ? add(e.target.value) : setTyped(e.target.value))}
          onKeyDown={onKey}
          onBlur={() => typed.trim() && add(typed)}
          placeholder={values.length === 0 ? 'e.g. TypeScript, PostgreSQL' : 'Add another'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
      </div>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
