import { useRef, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { failureMessage } from '../../client/api/client';
import type { DeadLetter, DeadLetterList, DeadNotice, DeadNoticeList } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { TimeAgo } from '../hooks/use-time';
import { Alert, Badge, Button, EmptyState } from '../ui';
import { LoadStatus } from '../workspace/WorkspacePage';

/** What a dead notice would have told, in words (a kind added later shows as its name). */
const NOTICE_WORDS: Record<string, string> = {
  application_received: 'New application',
  status_changed: 'Application status change',
  job_published: 'Job alert matches',
  interview_cancelled: 'Interview cancellation',
  interview_changed: 'Interview update',
  message_sent: 'New message',
  account_reclaimed: 'Clearing a reclaimed account',
  note_mention: 'Mention in a note',
  offer_event: 'Offer update',
  panel_added: 'Interview panel invitation',
  scorecard_reminder: 'Scorecard reminder',
  team_event: 'Team change',
};
const noticeWords = (kind: string) => NOTICE_WORDS[kind] ?? kind.replaceAll('_', ' ');

/**
 * The outbox's dead letters: emails given up after their last attempt (or refused for good by the
 * provider), and notices (in-product notifications, alert matches, messages of a change) the
 * delivery queue gave up on. An admin sends one again; the outcome is announced and focus moves to it.
 */
export function EmailDeadLetters({
  initial,
}: {
  initial?: { letters: DeadLetterList; notices: DeadNoticeList } | null;
}) {
  const letters = useLoad(
    () => adminApi.deadLetters(),
    'dead-letters',
    'The undelivered emails could not be loaded.',
    initial?.letters,
  );
  const notices = useLoad(
    () => adminApi.deadNotices(),
    'dead-notices',
    'The undelivered notices could not be loaded.',
    initial?.notices,
  );
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  /** Puts one row back in line; `what` names it in the announced outcome. */
  async function retry(id: string, what: string, send: () => Promise<{ message: string }>, fallback: string) {
    setBusy(id);
    try {
      const { message } = await send();
      setOutcome({ variant: 'success', text: `${what}: ${message}` });
    } catch (err) {
      setOutcome({ variant: 'error', text: failureMessage(err, fallback) });
    } finally {
      letters.reload();
      notices.reload();
      setBusy(null);
      // The row goes from the list: focus lands on the outcome, which is announced.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }
  const retryEmail = (email: DeadLetter) =>
    retry(
      email.id,
      `“${email.subject}” to ${email.to}`,
      () => adminApi.retryEmail(email.id),
      'The email could not be put back in line.',
    );
  const retryNotice = (notice: DeadNotice) =>
    retry(
      notice.id,
      noticeWords(notice.kind),
      () => adminApi.retryNotice(notice.id),
      'The notice could not be put back in line.',
    );

  return (
    <section className="card admin-panel" aria-labelledby="dead-letters-heading">
      <div className="admin-panel-head">
        <h2 id="dead-letters-heading">Undelivered emails</h2>
        {/* A count only when there is one: the empty state says the rest. */}
        {letters.status === 'ready' && letters.data.total > 0 && (
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
                    <TimeAgo at={email.createdAt} exact />
                  </span>
                  {email.lastError && <span className="dead-letter-error muted">Last answer: {email.lastError}</span>}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void retryEmail(email)}
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
      <h3 id="dead-notices-heading" className="dead-notices-heading">
        Notices not delivered
        {notices.status === 'ready' && notices.data.total > 0 && <span className="muted"> · {notices.data.total}</span>}
      </h3>
      <LoadStatus state={notices} what="the undelivered notices" />
      {notices.status === 'ready' &&
        (notices.data.notices.length === 0 ? (
          <p className="muted">Every notice went out.</p>
        ) : (
          <ul className="dead-letter-list" aria-labelledby="dead-notices-heading">
            {notices.data.notices.map((notice) => (
              <li key={notice.id} className="dead-letter">
                <div className="dead-letter-text">
                  <strong>{noticeWords(notice.kind)}</strong>
                  <span className="dead-letter-error muted">about {notice.about}</span>
                  <span className="muted">
                    {notice.attempts} {notice.attempts === 1 ? 'attempt' : 'attempts'} · given up{' '}
                    <TimeAgo at={notice.deadAt} exact />
                  </span>
                  {notice.lastError && <span className="dead-letter-error muted">Last error: {notice.lastError}</span>}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void retryNotice(notice)}
                  loading={busy === notice.id}
                  loadingText="Delivering again…"
                  disabled={busy !== null}
                  aria-label={`Deliver again: ${noticeWords(notice.kind)} about ${notice.about}`}
                >
                  Deliver again
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
