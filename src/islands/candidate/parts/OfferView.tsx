import { useEffect, useRef, useState } from 'react';

import { ApiError, failureMessage } from '../../../client/api/client';
import { offers } from '../../../client/api/offers';
import { schemaOnDemand } from '../../../client/browser/forms';
import { type CandidateApplicationDetail, DECLINE_REASON_MAX, type Offer, offerExpired } from '../../../contract';
import { useTime } from '../../hooks/use-time';
import { Alert, Button, Card, TextAreaField } from '../../ui';
import { OfferFacts } from '../../workspace/OfferFacts';
import { OfferLetter } from '../../workspace/OfferLetter';

const ANSWERED: Record<Exclude<Offer['state'], 'sent'>, string> = {
  accepted: 'You accepted this offer. The recruiter will confirm your hire.',
  declined: 'You declined this offer.',
  confirmed: 'You accepted this offer and your hire is confirmed.',
};

// The decline's check comes with zod when the candidate starts to decline, not with the page.
const declineCheck = schemaOnDemand(() => import('../../../contract/offers').then((m) => m.declineOfferSchema));

export interface OfferViewProps {
  app: CandidateApplicationDetail;
  /** The offer as loaded (`OfferCard`), with its loader's setData and reload. */
  offer: { data: Offer; setData: (offer: Offer) => void; reload: () => void };
  onAnswered: () => void;
}

/** The offer on the candidate's application page: read it, then accept or decline, each after a confirmation. */
export function OfferView({ app, offer, onAnswered }: OfferViewProps) {
  const { dateTimeText } = useTime();
  const [step, setStep] = useState<'read' | 'accept' | 'decline'>('read');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Why the offer shown was read again: it changed (or was answered) after the candidate opened it.
  const [changed, setChanged] = useState<string | null>(null);
  // The version the server refused to accept as past its expiry: shown as expired whatever this
  // device's clock says (a renewed offer has another version).
  const [expiredVersion, setExpiredVersion] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step !== 'read') confirmRef.current?.focus();
  }, [step]);
  const o = offer.data;
  const expired =
    o.state === 'sent' && o.expiresAt !== null && (expiredVersion === o.version || offerExpired(o, Date.now()));

  async function answer(call: () => Promise<{ offer: Offer | null }>) {
    setBusy(true);
    setError(null);
    setChanged(null);
    try {
      const next = await call();
      if (next.offer) offer.setData(next.offer);
      setStep('read');
      onAnswered();
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) {
        // Past its expiry: the card says since when.
        setStep('read');
        setExpiredVersion(o.version);
        offer.reload();
      } else if (err instanceof ApiError && err.status === 409) {
        // The offer is not the one on screen any more: show the current one, and say why.
        setStep('read');
        setChanged(failureMessage(err, 'The offer changed since you opened it.'));
        offer.reload();
      } else setError(failureMessage(err, 'We could not send your answer. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function decline() {
    let checked: Awaited<ReturnType<typeof declineCheck.validate>>;
    try {
      checked = await declineCheck.validate({ reason });
    } catch (err) {
      return setError(failureMessage(err, 'We could not send your answer. Try again.'));
    }
    if (!checked.ok) return setError(checked.errors.reason ?? null);
    return answer(() => offers.decline(app.id, checked.data.reason));
  }

  return (
    <Card title={`Your offer from ${app.companyName}`} titleAs="h2">
      {changed && <Alert variant="warning">{changed}</Alert>}
      <OfferFacts offer={o} expired={expired} />
      <p className="cw-pre">{o.text}</p>
      {o.fileName && <OfferLetter name={o.fileName} link={() => offers.candidateFileLink(app.id)} />}
      {o.state === 'sent' && app.status !== 'offer' ? (
        <p className="muted">This offer is no longer open.</p>
      ) : expired ? (
        <Alert variant="info">
          This offer expired on {dateTimeText(o.expiresAt!)}. Ask the recruiter if it can be renewed.
        </Alert>
      ) : o.state === 'sent' ? (
        step === 'read' ? (
          <div className="cw-row cw-withdraw">
            <Button onClick={() => setStep('accept')}>Accept offer</Button>
            <Button variant="secondary" onClick={() => (declineCheck.preload(), setStep('decline'))}>
              Decline offer
            </Button>
          </div>
        ) : (
          <div
            ref={confirmRef}
            tabIndex={-1}
            className="cw-confirm"
            role="group"
            aria-label={step === 'accept' ? 'Confirm accepting the offer' : 'Confirm declining the offer'}
          >
            {step === 'accept' ? (
              <p>
                <strong>Accept the offer for {app.jobTitle}?</strong> The recruiter is told at once and confirms your
                hire.
              </p>
            ) : (
              <>
                <p>
                  <strong>Decline the offer for {app.jobTitle}?</strong> Your application is withdrawn and the recruiter
                  reads your reason. This cannot be undone.
                </p>
                <TextAreaField
                  label="Reason"
                  rows={2}
                  maxLength={DECLINE_REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  error={error}
                />
              </>
            )}
            {step === 'accept' && error && <Alert variant="error">{error}</Alert>}
            <div className="cw-row">
              {step === 'accept' ? (
                <Button
                  loading={busy}
                  loadingText="Accepting…"
                  onClick={() => answer(() => offers.accept(app.id, o.version))}
                >
                  Yes, accept
                </Button>
              ) : (
                <Button variant="danger" loading={busy} loadingText="Declining…" onClick={decline}>
                  Yes, decline
                </Button>
              )}
              <Button variant="secondary" onClick={() => (setStep('read'), setError(null))} disabled={busy}>
                Not now
              </Button>
            </div>
          </div>
        )
      ) : (
        <Alert variant={o.state === 'declined' ? 'info' : 'success'}>{ANSWERED[o.state]}</Alert>
      )}
    </Card>
  );
}
