import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../client/api';
import { validate } from '../../client/forms';
import { offers } from '../../client/offers';
import {
  type Offer,
  OFFER_FILE_MAX_BYTES,
  OFFER_MAX,
  OFFER_MESSAGES,
  offerInputSchema,
  type RecruiterApplicationDetail,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, TextAreaField, TextField } from '../ui';
import { OfferLetter } from '../workspace/OfferLetter';
import { formatDateTime } from './format';

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
  const offer = useLoad(
    () => offers.recruiterOffer(a.id).then((r) => r.offer),
    `offer-${a.id}-${a.status}`,
    'The offer could not be loaded.',
  );
  if (offer.status !== 'ready' || (a.status !== 'offer' && !offer.data)) return null;
  const o = offer.data;
  return (
    <section className="detail-section" aria-labelledby="offer-h">
      <h3 id="offer-h">Offer</h3>
      {o && (
        <div className="offer-box">
          <p className="muted small">
            {o.sentBy} · {formatDateTime(o.sentAt)}
          </p>
          <p className="offer-text">{o.text}</p>
          {o.fileName && <OfferLetter name={o.fileName} link={() => offers.recruiterFileLink(a.id)} />}
          <Alert variant={o.state === 'declined' ? 'warning' : o.state === 'sent' ? 'info' : 'success'}>
            {STATE_TEXT[o.state]}
            {o.declineReason ? ` Their reason: “${o.declineReason}”` : ''}
          </Alert>
        </div>
      )}
      {a.status === 'offer' && (!o || o.state === 'sent') && (
        <OfferForm id={a.id} current={o?.text ?? ''} onSent={(next) => offer.setData(next)} />
      )}
      {a.status === 'offer' && o?.state === 'accepted' && <ConfirmHire id={a.id} onMoved={onMoved} />}
    </section>
  );
}

function OfferForm({ id, current, onSent }: { id: string; current: string; onSent: (o: Offer | null) => void }) {
  const [text, setText] = useState(current);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const checked = validate(offerInputSchema, { text });
    if (!checked.ok) return setError(checked.errors.text ?? null);
    setError(null);
    setFileError(null);
    if (file && file.size > OFFER_FILE_MAX_BYTES) return setFileError(OFFER_MESSAGES.fileTooLarge);
    setBusy(true);
    try {
      onSent((await offers.send(id, checked.data.text)).offer);
      if (file) onSent((await offers.attachFile(id, file)).offer);
      setDone(current ? 'Offer updated. The candidate was told.' : 'Offer sent. The candidate was told.');
    } catch (err) {
      setError(failureMessage(err, 'The offer could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="note-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={current ? 'Revise the offer' : 'Offer'}
        rows={4}
        maxLength={OFFER_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        hint="Salary, start date, place and anything the candidate must know. They accept or decline it on their application page."
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
          {current ? 'Update offer' : 'Send offer'}
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
