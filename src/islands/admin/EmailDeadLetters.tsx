import { useRef, useState } from 'react';

import { adminApi } from '../../client/admin';
import { failureMessage } from '../../client/api';
import type { DeadLetter } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Badge, Button, EmptyState } from '../ui';
import { LoadStatus } from '../workspace/WorkspacePage';
import { ago, formatDateTime } from './parts';

/**
 * The outbox's dead letters: emails given up after their last attempt (or refused for good by the
 * provider). An admin sends one again; the outcome is announced and focus moves to it.
 */
export function EmailDeadLetters() {
  const letters = useLoad(() => adminApi.deadLetters(), 'dead-letters', 'The undelivered emails could not be loaded.');
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function retry(email: DeadLetter) {
    setBusy(email.id);
    try {
      const { message } = await adminApi.retryEmail(email.id);
      setOutcome({ variant: 'success', text: `“${email.subject}” to ${email.to}: ${message}` });
      letters.reload();
    } catch (err) {
      setOutcome({ variant: 'error', text: failureMessage(err, 'The email could not be put back in line.') });
    } finally {
      setBusy(null);
      // The row goes from the list: focus lands on the outcome, which is announced.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  return (
    <section className="card admin-panel" aria-labelledby="dead-letters-heading">
      <div className="admin-panel-head">
        <h2 id="dead-letters-heading">Undelivered emails</h2>
        {letters.status === 'ready' && (
          <span className="muted">
            {letters.data.total === 1 ? '1 email' : `${letters.data.total} emails`} given up
          </span>
        )}
      </div>
      <p className="muted">
        Emails the provider would not take after every retry. Fix the cause (an address, the provider’s settings), then
        send them again.
      </p>
      <div ref={outcomeRef} tabIndex={-1} className="dead-letter-outcome">
        {outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}
      </div>
      <LoadStatus state={letters} what="the undelivered emails" />
      {letters.status === 'ready' &&
        (letters.data.emails.length === 0 ? (
          <EmptyState
            titleAs="h3"
            title="Every email went out"
            description="Emails the outbox gives up on appear here, to be sent again."
          />
        ) : (
          <ul className="dead-letter-list" aria-label="Undelivered emails">
            {letters.data.emails.map((email) => (
              <li key={email.id} className="dead-letter">
                <div className="dead-letter-text">
                  <strong>{email.subject}</strong>
                  <span>
                    to {email.to} <Badge variant="neutral">{email.kind.replaceAll('_', ' ')}</Badge>
                  </span>
                  <span className="muted">
                    {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'} · queued{' '}
                    <time dateTime={email.createdAt} title={formatDateTime(email.createdAt)}>
                      {ago(email.createdAt)}
                    </time>
                  </span>
                  {email.lastError && <span className="dead-letter-error muted">Last answer: {email.lastError}</span>}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void retry(email)}
                  loading={busy === email.id}
                  loadingText="Sending again…"
                  disabled={busy !== null}
                  aria-label={`Send again: ${email.subject} to ${email.to}`}
                >
                  Send again
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
