import { type FormEvent, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../../client/api/client';
import { interviews } from '../../../client/api/interviews';
import { announce } from '../../../client/browser/announce';
import { schemaOnDemand } from '../../../client/browser/forms';
import {
  type CandidateApplicationDetail,
  type Interview,
  INTERVIEW_EVENT_WORDS,
  INTERVIEW_REQUEST_NOTE_MAX,
  type InterviewAnswer,
  zoneName,
} from '../../../contract';
import { useTime } from '../../hooks/use-time';
import { Alert, Button, Card, TextAreaField } from '../../ui';

/**
 * The interview on the candidate's application page: the proposed times in the candidate's own
 * zone (their account's, named as people say it), one picked after a confirmation; then the booked time, or its cancellation, and
 * the schedule's history.
 */
export function InterviewView({
  app,
  state,
}: {
  app: CandidateApplicationDetail;
  /** The interview as loaded (`InterviewCard`), with its loader's setData. */
  state: { data: InterviewAnswer & { interview: Interview }; setData: (next: InterviewAnswer) => void };
}) {
  const { dateTimeText, slotWords, zone } = useTime();
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const { interview: iv, history } = state.data;
  const open = iv.state === 'proposed' && app.status === 'interview';

  function ask() {
    if (!choice) return setError('Choose one of the times first.');
    setError(null);
    setConfirming(true);
  }

  async function book() {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const next = await interviews.pick(app.id, choice);
      state.setData(next);
      setConfirming(false);
      announce(`Interview booked for ${slotWords(choice)}. A calendar invitation is on its way by email.`);
      headingRef.current?.focus();
    } catch (err) {
      setError(failureMessage(err, 'We could not book this time. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title={
        <span ref={headingRef} tabIndex={-1}>
          Interview
        </span>
      }
      titleAs="h2"
    >
      {iv.state === 'scheduled' && iv.start ? (
        <Alert variant="success" quiet>
          Booked: <strong>{slotWords(iv.start)}</strong>, {iv.durationMinutes} minutes with {iv.organizer}. The calendar
          invitation was emailed to you.
        </Alert>
      ) : iv.state === 'cancelled' ? (
        <p className="muted">This interview was cancelled.</p>
      ) : !open ? (
        <p className="muted">These times are no longer open.</p>
      ) : (
        <>
          <fieldset className="cw-plain-fieldset">
            <legend>
              {iv.organizer} proposed {iv.slots.length === 1 ? 'a time' : `${iv.slots.length} times`} of{' '}
              {iv.durationMinutes} minutes. Pick the one that suits you. Times are in your time zone,{' '}
              {zoneName(zone, iv.slots[0])}.
            </legend>
            <ul className="cw-choices">
              {iv.slots.map((s) => (
                <li key={s}>
                  <label className="cw-choice">
                    <input
                      type="radio"
                      name={`slot-${app.id}`}
                      value={s}
                      checked={choice === s}
                      onChange={() => (setChoice(s), setConfirming(false))}
                    />
                    <span className="cw-choice-name">{slotWords(s)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {iv.details && <p className="cw-pre">{iv.details}</p>}
          {!confirming ? (
            <>
              {error && <Alert variant="error">{error}</Alert>}
              <div className="cw-row">
                <Button onClick={ask}>Book this time</Button>
              </div>
            </>
          ) : (
            <div
              ref={confirmRef}
              tabIndex={-1}
              className="cw-confirm cw-confirm-calm"
              role="group"
              aria-label="Confirm the interview time"
            >
              <p>
                <strong>Book {slotWords(choice!)}?</strong> The recruiter is told at once and you both get a calendar
                invitation. Only the recruiter can change it afterwards.
              </p>
              {error && <Alert variant="error">{error}</Alert>}
              <div className="cw-row">
                <Button loading={busy} loadingText="Booking…" onClick={book}>
                  Yes, book it
                </Button>
                <Button variant="secondary" onClick={() => (setConfirming(false), setError(null))} disabled={busy}>
                  Not now
                </Button>
              </div>
            </div>
          )}
        </>
      )}
      {app.status === 'interview' && (
        <OtherTimes
          appId={app.id}
          iv={iv}
          onAsked={(next) => {
            state.setData(next);
            announce('Your request for other times was sent. The recruiter was told.');
          }}
        />
      )}
      {history.length > 0 && (
        <>
          <h3 className="cw-sub">Interview history</h3>
          <ol className="cw-timeline">
            {history.map((e, i) => (
              <li key={i}>
                <strong>
                  {INTERVIEW_EVENT_WORDS[e.kind]} by {e.by}
                </strong>
                {e.start && <span> · {slotWords(e.start)}</span>}
                <time dateTime={e.at}>{dateTimeText(e.at)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

// The request's check comes with zod when the candidate opens the request, not with the page.
const requestCheck = schemaOnDemand(() => import('../../../contract/interviews').then((m) => m.interviewRequestSchema));

/**
 * Asking for other times: the open request as sent, or (while the times are proposed, or the booked
 * one is still ahead) a short note to the recruiter behind a button.
 */
function OtherTimes({
  appId,
  iv,
  onAsked,
}: {
  appId: string;
  iv: Interview;
  onAsked: (next: InterviewAnswer) => void;
}) {
  const { dateTimeText } = useTime();
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (writing) formRef.current?.querySelector('textarea')?.focus();
  }, [writing]);
  if (iv.request) {
    return (
      <Alert variant="info" quiet title="You asked for other times" className="cw-other-times">
        <span className="cw-pre">“{iv.request.note}”</span> Sent{' '}
        <time dateTime={iv.request.at}>{dateTimeText(iv.request.at)}</time>. The recruiter will propose new times.
      </Alert>
    );
  }
  const open =
    iv.state === 'proposed' || (iv.state === 'scheduled' && iv.start !== null && Date.parse(iv.start) > Date.now());
  if (!open) return null;
  if (!writing)
    return (
      <div className="cw-row cw-other-times">
        <Button variant="secondary" onClick={() => (requestCheck.preload(), setWriting(true))}>
          Ask for other times
        </Button>
      </div>
    );

  async function send(e: FormEvent) {
    e.preventDefault();
    let checked: Awaited<ReturnType<typeof requestCheck.validate>>;
    try {
      checked = await requestCheck.validate({ note });
    } catch (err) {
      return setError(failureMessage(err, 'We could not send your request. Try again.'));
    }
    if (!checked.ok) return setError(checked.errors.note ?? null);
    setError(null);
    setBusy(true);
    try {
      onAsked(await interviews.requestTimes(appId, checked.data.note));
    } catch (err) {
      setError(failureMessage(err, 'We could not send your request. Try again.'));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="cw-other-times" onSubmit={send} noValidate aria-label="Ask for other times">
      <TextAreaField
        label="Which times would suit you?"
        rows={3}
        maxLength={INTERVIEW_REQUEST_NOTE_MAX}
        value={note}
        onChange={(e) => (setNote(e.target.value), setError(null))}
        error={error}
        hint={`The recruiter is told and can propose new times. Up to ${INTERVIEW_REQUEST_NOTE_MAX} characters.`}
      />
      <div className="cw-row">
        <Button type="submit" loading={busy} loadingText="Sending…">
          Send request
        </Button>
        <Button variant="secondary" onClick={() => (setWriting(false), setError(null))} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
