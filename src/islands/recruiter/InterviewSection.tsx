import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { interviews } from '../../client/api/interviews';
import { announce } from '../../client/browser/announce';
import { validate } from '../../client/browser/forms';
import { timeZones } from '../../client/session/time';
import {
  type Interview,
  INTERVIEW_DETAILS_MAX,
  INTERVIEW_DURATIONS,
  INTERVIEW_EVENT_WORDS,
  INTERVIEW_SLOTS_MAX,
  type InterviewAnswer,
  interviewProposalSchema,
  interviewTimeSchema,
  type RecruiterApplicationDetail,
  slotsProblem,
  zonedTimeToUtc,
  zoneLabel,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Button, FieldFrame, TextAreaField, TextField, useFieldIds } from '../ui';

type Mode = 'idle' | 'propose' | 'move' | 'cancel';

/**
 * The interview schedule in the recruiter's panel: propose up to five times (in a zone chosen in
 * the form, the recruiter's own by default; every time shown is in the reader's zone) for an application at Interview, then move the booked time,
 * propose new times or cancel. Its history sits under it.
 */
export function InterviewSection({
  a,
  panel,
}: {
  a: RecruiterApplicationDetail;
  /** What hangs on the interview once there is one (its panel and scorecards), told the schedule as it is. */
  panel?: (iv: Interview) => ReactNode;
}) {
  const { dateTimeText, slotWords } = useTime();
  const state = useLoad(
    () => interviews.recruiterInterview(a.id),
    `interview-${a.id}-${a.status}`,
    'The interview could not be loaded.',
  );
  const [mode, setMode] = useState<Mode>('idle');
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (state.status !== 'ready') return null;
  const { interview: iv, history } = state.data;
  if (a.status !== 'interview' && !iv) return null;
  const live = iv !== null && iv.state !== 'cancelled';
  const canAct = a.status === 'interview';

  function finished(next: InterviewAnswer, words: string) {
    state.setData(next);
    setMode('idle');
    setDone(words);
    announce(words);
    headingRef.current?.focus();
  }

  return (
    <section className="detail-section" aria-labelledby="interview-h">
      <h3 id="interview-h" ref={headingRef} tabIndex={-1}>
        Interview
      </h3>
      {done && (
        <Alert variant="success" quiet>
          {done}
        </Alert>
      )}
      {iv && <Current iv={iv} />}
      {iv?.request && (
        <Alert variant="warning" title="The candidate asked for other times">
          <span className="interview-request-note">“{iv.request.note}”</span>
          <span className="muted">
            Asked <time dateTime={iv.request.at}>{dateTimeText(iv.request.at)}</time>. Propose new times to answer.
          </span>
        </Alert>
      )}
      {canAct && (!live || mode === 'propose') && (
        <ProposeForm
          id={a.id}
          heading={live ? 'Propose new times' : 'Propose times'}
          hint={
            iv?.state === 'scheduled'
              ? 'The booked time is taken off both calendars until the candidate picks a new one.'
              : undefined
          }
          onDone={(next) => finished(next, 'Times proposed. The candidate was told.')}
          onCancel={live ? () => setMode('idle') : undefined}
        />
      )}
      {canAct && live && mode === 'move' && iv && (
        <MoveForm
          id={a.id}
          iv={iv}
          onDone={(next) => finished(next, 'Interview moved. Both calendars get the new time.')}
          onCancel={() => setMode('idle')}
        />
      )}
      {canAct && live && mode === 'cancel' && (
        <CancelConfirm
          id={a.id}
          onDone={(next) => finished(next, 'Interview cancelled. The candidate was told.')}
          onCancel={() => setMode('idle')}
        />
      )}
      {canAct && live && mode === 'idle' && (
        <div className="form-actions interview-actions">
          {iv?.state === 'scheduled' && (
            <Button size="sm" variant="secondary" onClick={() => (setDone(null), setMode('move'))}>
              Move to a new time
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => (setDone(null), setMode('propose'))}>
            Propose new times
          </Button>
          <Button size="sm" variant="secondary" onClick={() => (setDone(null), setMode('cancel'))}>
            Cancel interview
          </Button>
        </div>
      )}
      {history.length > 0 && (
        <>
          <h4 className="interview-sub">History</h4>
          <ol className="interview-history">
            {history.map((e, i) => (
              <li key={i}>
                <strong>{INTERVIEW_EVENT_WORDS[e.kind]}</strong> by {e.by}
                {e.start && iv ? ` · ${slotWords(e.start)}` : ''} · <time dateTime={e.at}>{dateTimeText(e.at)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
      {iv && panel?.(iv)}
    </section>
  );
}

function Current({ iv }: { iv: Interview }) {
  const { slotWords } = useTime();
  if (iv.state === 'scheduled' && iv.start) {
    return (
      <Alert variant="success" quiet>
        Booked: {slotWords(iv.start)}, {iv.durationMinutes} minutes, organised by {iv.organizer}.
      </Alert>
    );
  }
  if (iv.state === 'cancelled') return <p className="muted">The interview was cancelled.</p>;
  return (
    <div className="interview-current">
      <p>Waiting for the candidate to pick one of these {iv.durationMinutes}-minute times:</p>
      <ul className="interview-slots">
        {iv.slots.map((s) => (
          <li key={s}>{slotWords(s)}</li>
        ))}
      </ul>
    </div>
  );
}

function useFocusOnOpen() {
  const ref = useRef<HTMLFormElement & HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, []);
  return ref;
}

/** A labelled select of plain options (the interview form's, and the offer form's pay). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  render,
}: {
  label: string;
  value: string;
  options: readonly (string | number)[];
  onChange: (v: string) => void;
  render?: (v: string | number) => string;
}) {
  const ids = useFieldIds(undefined);
  return (
    <FieldFrame {...ids} label={label}>
      <select id={ids.inputId} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {render ? render(o) : o}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function ZoneAndDuration({
  zone,
  setZone,
  minutes,
  setMinutes,
}: {
  zone: string;
  setZone: (z: string) => void;
  minutes: number;
  setMinutes: (m: number) => void;
}) {
  const [zones] = useState(() => timeZones(zone));
  return (
    <div className="interview-row">
      <SelectField
        label="Time zone"
        value={zone}
        options={zones}
        onChange={setZone}
        render={(z) => zoneLabel(String(z))}
      />
      <SelectField
        label="Length"
        value={String(minutes)}
        options={INTERVIEW_DURATIONS}
        onChange={(v) => setMinutes(Number(v))}
        render={(m) => `${m} minutes`}
      />
    </div>
  );
}

/** The message of the first problem: the schema's, then the rules of times (past, too far, overlap). */
function problemOf(errors: Record<string, string>): string {
  return Object.values(errors)[0] ?? '';
}

function ProposeForm({
  id,
  heading,
  hint,
  onDone,
  onCancel,
}: {
  id: string;
  heading: string;
  hint?: string;
  onDone: (a: InterviewAnswer) => void;
  onCancel?: () => void;
}) {
  const { zone: readerZone } = useTime();
  const [slots, setSlots] = useState<string[]>(['']);
  const [zone, setZone] = useState(readerZone);
  const [minutes, setMinutes] = useState(45);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useFocusOnOpen();
  const focusSlot = (i: number) =>
    window.setTimeout(
      () => ref.current?.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]')[i]?.focus(),
      0,
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(interviewProposalSchema, { slots, timeZone: zone, durationMinutes: minutes, details });
    const problem = checked.ok
      ? slotsProblem(
          checked.data.slots.map((s) => zonedTimeToUtc(s, zone)),
          minutes,
          Date.now(),
        )
      : problemOf(checked.errors);
    if (!checked.ok || problem) {
      setError(problem);
      focusSlot(0);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onDone(await interviews.propose(id, checked.data));
    } catch (err) {
      setError(failureMessage(err, 'The times could not be proposed. Please try again.'));
      setBusy(false);
    }
  }

  function addSlot() {
    setSlots((s) => [...s, '']);
    focusSlot(slots.length);
  }

  function removeSlot(i: number) {
    setSlots((s) => s.filter((_, n) => n !== i));
    focusSlot(Math.max(0, i - 1));
  }

  return (
    <form ref={ref} className="note-form interview-form" onSubmit={submit} noValidate aria-label={heading}>
      <fieldset className="interview-fieldset">
        <legend>{heading}</legend>
        {hint && <p className="muted">{hint}</p>}
        {slots.map((value, i) => (
          <div className="interview-slot" key={i}>
            <TextField
              type="datetime-local"
              label={`Time ${i + 1}`}
              value={value}
              onChange={(e) => setSlots((s) => s.map((v, n) => (n === i ? e.target.value : v)))}
              aria-describedby={error ? `slots-error-${id}` : undefined}
            />
            {slots.length > 1 && (
              <Button size="sm" variant="ghost" onClick={() => removeSlot(i)} aria-label={`Remove time ${i + 1}`}>
                Remove
              </Button>
            )}
          </div>
        ))}
        {slots.length < INTERVIEW_SLOTS_MAX && (
          <Button size="sm" variant="secondary" onClick={addSlot}>
            Add a time
          </Button>
        )}
        {error && (
          <p className="field-error" id={`slots-error-${id}`} role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <ZoneAndDuration zone={zone} setZone={setZone} minutes={minutes} setMinutes={setMinutes} />
      <TextAreaField
        label="Details"
        markOptional
        rows={2}
        maxLength={INTERVIEW_DETAILS_MAX}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        hint="Where or how: a video link, an address, who joins."
      />
      <div className="form-actions">
        <Button type="submit" size="sm" loading={busy} loadingText="Proposing...">
          Propose {slots.length === 1 ? 'time' : 'times'}
        </Button>
        {onCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
            Back
          </Button>
        )}
      </div>
    </form>
  );
}

function MoveForm({
  id,
  iv,
  onDone,
  onCancel,
}: {
  id: string;
  iv: Interview;
  onDone: (a: InterviewAnswer) => void;
  onCancel: () => void;
}) {
  const [start, setStart] = useState('');
  const [zone, setZone] = useState(iv.timeZone);
  const [minutes, setMinutes] = useState(iv.durationMinutes);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useFocusOnOpen();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(interviewTimeSchema, { start, timeZone: zone, durationMinutes: minutes });
    const problem = checked.ok
      ? slotsProblem([zonedTimeToUtc(checked.data.start, zone)], minutes, Date.now())
      : problemOf(checked.errors);
    if (!checked.ok || problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      onDone(await interviews.moveTime(id, checked.data));
    } catch (err) {
      setError(failureMessage(err, 'The interview could not be moved. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form ref={ref} className="note-form interview-form" onSubmit={submit} noValidate aria-label="Move to a new time">
      <TextField
        type="datetime-local"
        label="New time"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={error}
      />
      <ZoneAndDuration zone={zone} setZone={setZone} minutes={minutes} setMinutes={setMinutes} />
      <div className="form-actions">
        <Button type="submit" size="sm" loading={busy} loadingText="Moving...">
          Move interview
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}

function CancelConfirm({
  id,
  onDone,
  onCancel,
}: {
  id: string;
  onDone: (a: InterviewAnswer) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useFocusOnOpen();
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onDone(await interviews.cancel(id));
    } catch (err) {
      setError(failureMessage(err, 'The interview could not be cancelled. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <div ref={ref} role="group" aria-label="Confirm cancelling the interview" className="interview-form">
      <p>
        <strong>Cancel this interview?</strong> Both sides are told, and a booked time is taken off both calendars.
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      <div className="form-actions">
        <Button size="sm" variant="danger" onClick={confirm} loading={busy} loadingText="Cancelling...">
          Yes, cancel interview
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
