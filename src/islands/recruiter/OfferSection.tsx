import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { offers } from '../../client/api/offers';
import { validate } from '../../client/browser/forms';
import {
  CURRENCIES,
  expiryProblem,
  type Offer,
  OFFER_FILE_MAX_BYTES,
  OFFER_LOCATION_MAX,
  OFFER_MAX,
  OFFER_MESSAGES,
  OFFER_TITLE_MAX,
  offerExpired,
  offerInputSchema,
  type RecruiterApplicationDetail,
  SALARY_PERIODS,
  utcToZonedTime,
  zonedTimeToUtc,
  zoneName,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Button, TextAreaField, TextField } from '../ui';
import { OfferFacts } from '../workspace/OfferFacts';
import { OfferLetter } from '../workspace/OfferLetter';
import { SelectField } from './InterviewSection';

const STATE_TEXT: Record<Offer['state'], string> = {
  sent: 'Sent: waiting for the candidate to accept or decline. The application moves to Hired only once they accept and you confirm.',
  accepted: 'The candidate accepted. Confirm the hire to move the application to Hired.',
  declined: 'The candidate declined.',
  confirmed: 'Accepted and confirmed: hired.',
};

/** The offer of an application in the recruiter's panel: write or revise it in Offer, confirm the hire once accepted. */
export function OfferSection({
  a,
  onMoved,
}: {
  a: RecruiterApplicationDetail;
  onMoved: (a: RecruiterApplicationDetail) => void;
}) {
  const { dateTimeText } = useTime();
  const offer = useLoad(
    () => offers.recruiterOffer(a.id).then((r) => r.offer),
    `offer-${a.id}-${a.status}`,
    'The offer could not be loaded.',
  );
  if (offer.status !== 'ready' || (a.status !== 'offer' && !offer.data)) return null;
  const o = offer.data;
  const expired = o !== null && o.state === 'sent' && offerExpired(o, Date.now());
  return (
    <section className="detail-section" aria-labelledby="offer-h">
      <h3 id="offer-h">Offer</h3>
      {o && (
        <div className="offer-box">
          <p className="muted small">
            {o.sentBy} · {dateTimeText(o.sentAt)}
          </p>
          <OfferFacts offer={o} expired={expired} />
          <p className="offer-text">{o.text}</p>
          {o.fileName && <OfferLetter name={o.fileName} link={() => offers.recruiterFileLink(a.id)} />}
          {expired ? (
            <Alert variant="warning">
              Expired: the candidate can no longer accept it. Send it again with a later expiry to renew it.
            </Alert>
          ) : (
            <Alert variant={o.state === 'declined' ? 'warning' : o.state === 'sent' ? 'info' : 'success'}>
              {STATE_TEXT[o.state]}
              {o.declineReason ? ` Their reason: “${o.declineReason}”` : ''}
            </Alert>
          )}
        </div>
      )}
      {a.status === 'offer' && (!o || o.state === 'sent') && (
        <OfferForm id={a.id} current={o} onSent={(next) => offer.setData(next)} />
      )}
      {a.status === 'offer' && o?.state === 'accepted' && <ConfirmHire id={a.id} onMoved={onMoved} />}
    </section>
  );
}

const PERIOD_WORDS: Record<(typeof SALARY_PERIODS)[number], string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

/** The offer's form: the text and its structured fields, each but the text optional, and the letter. */
function OfferForm({ id, current, onSent }: { id: string; current: Offer | null; onSent: (o: Offer | null) => void }) {
  const { zone } = useTime();
  const [text, setText] = useState(current?.text ?? '');
  const [title, setTitle] = useState(current?.title ?? '');
  const [amount, setAmount] = useState(current?.pay ? String(current.pay.amount) : '');
  const [currency, setCurrency] = useState<string>(current?.pay?.currency ?? 'INR');
  const [period, setPeriod] = useState<string>(current?.pay?.period ?? 'year');
  const [joiningDate, setJoiningDate] = useState(current?.joiningDate ?? '');
  const [location, setLocation] = useState(current?.location ?? '');
  // The expiry is picked as a day: the offer stays open to the end of it in the recruiter's zone.
  const [expiresOn, setExpiresOn] = useState(
    current?.expiresAt ? utcToZonedTime(current.expiresAt, zone).slice(0, 10) : '',
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revising = current !== null;
  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const expiresAt = expiresOn ? new Date(zonedTimeToUtc(`${expiresOn}T23:59`, zone)).toISOString() : null;
    const checked = validate(offerInputSchema, {
      text,
      title,
      pay: amount.trim() ? { amount: Number(amount), currency, period } : null,
      joiningDate: joiningDate || null,
      location,
      expiresAt,
    });
    const expiry = expiresAt && expiryProblem(expiresAt, Date.now());
    if (!checked.ok || expiry) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...(expiry ? { expiresAt: expiry } : {}) });
      return;
    }
    setErrors({});
    setError(null);
    setFileError(null);
    if (file && file.size > OFFER_FILE_MAX_BYTES) return setFileError(OFFER_MESSAGES.fileTooLarge);
    setBusy(true);
    try {
      onSent((await offers.send(id, checked.data)).offer);
      if (file) onSent((await offers.attachFile(id, file)).offer);
      setDone(revising ? 'Offer updated. The candidate was told.' : 'Offer sent. The candidate was told.');
    } catch (err) {
      setError(failureMessage(err, 'The offer could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="note-form"
      onSubmit={submit}
      noValidate
      aria-label={revising ? 'Revise the offer' : 'Write the offer'}
    >
      <TextField
        label="Job title"
        markOptional
        maxLength={OFFER_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <fieldset className="offer-pay">
        <legend>
          Pay <span className="muted">(optional)</span>
        </legend>
        <TextField
          label="Amount"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors['pay.amount']}
          hint="The whole amount: 1800000 for 18 LPA."
        />
        <SelectField label="Currency" value={currency} options={CURRENCIES} onChange={setCurrency} />
        <SelectField
          label="Per"
          value={period}
          options={SALARY_PERIODS}
          onChange={setPeriod}
          render={(p) => PERIOD_WORDS[p as (typeof SALARY_PERIODS)[number]]}
        />
      </fieldset>
      <div className="offer-row">
        <TextField
          label="Joining date"
          type="date"
          markOptional
          value={joiningDate}
          onChange={(e) => setJoiningDate(e.target.value)}
          error={errors.joiningDate}
        />
        <TextField
          label="Location"
          markOptional
          maxLength={OFFER_LOCATION_MAX}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          error={errors.location}
        />
      </div>
      <TextField
        label="Offer expires on"
        type="date"
        markOptional
        value={expiresOn}
        onChange={(e) => setExpiresOn(e.target.value)}
        error={errors.expiresAt}
        hint={`The candidate can accept until the end of this day, ${zoneName(zone)}.`}
      />
      <TextAreaField
        label={revising ? 'Revise the offer' : 'Offer'}
        rows={4}
        maxLength={OFFER_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text ?? error}
        hint="Anything else the candidate must know. They accept or decline it on their application page."
      />
      <TextField
        type="file"
        accept="application/pdf"
        label="Offer letter"
        markOptional
        hint="A PDF of at most 5 MB; only the candidate and your company can open it."
        error={fileError}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <div className="form-actions">
        <Button type="submit" size="sm" loading={busy} loadingText="Sending...">
          {revising ? 'Update offer' : 'Send offer'}
        </Button>
      </div>
      {done && <Alert variant="success">{done}</Alert>}
    </form>
  );
}

function ConfirmHire({ id, onMoved }: { id: string; onMoved: (a: RecruiterApplicationDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onMoved(await offers.confirmHire(id));
    } catch (err) {
      setError(failureMessage(err, 'The hire could not be confirmed. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <div className="form-actions">
      <Button onClick={confirm} loading={busy} loadingText="Confirming...">
        Confirm hire
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
