import { useRef, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { failureMessage } from '../../client/api/client';
import {
  type ContactMessageList,
  type ContactMessageStatus,
  type ContactMessageView,
  mailtoHref,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { TimeAgo } from '../hooks/use-time';
import { Alert, Badge, Button, EmptyState } from '../ui';
import { Pager } from '../ui/Pager';
import { LoadStatus } from '../workspace/WorkspacePage';

const FILTERS: Array<{ value: ContactMessageStatus | 'all'; label: string }> = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All' },
];

/**
 * "Messages from the site": what visitors wrote with the landing page's contact form (each also
 * mailed to the operator's inbox). An admin replies by email and marks the message answered.
 */
export function ContactMessages({ initial }: { initial?: ContactMessageList }) {
  const [filter, setFilter] = useState<ContactMessageStatus | 'all'>('new');
  const [page, setPage] = useState(1);
  const list = useLoad(
    () => adminApi.contactMessages({ status: filter === 'all' ? undefined : filter, page }),
    `${filter} ${page}`,
    'The messages from the site could not be loaded.',
    initial,
  );
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function mark(m: ContactMessageView, status: ContactMessageStatus) {
    setBusy(m.id);
    try {
      await adminApi.setContactMessageStatus(m.id, status);
      setOutcome({
        variant: 'success',
        text: `The message from ${m.name} is marked ${status === 'answered' ? 'answered' : 'new'}.`,
      });
      list.reload();
    } catch (err) {
      setOutcome({ variant: 'error', text: failureMessage(err, 'The message could not be updated.') });
    } finally {
      setBusy(null);
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  const data = list.status === 'ready' ? list.data : null;
  return (
    <section id="contact-messages" className="card admin-panel" aria-labelledby="contact-messages-heading">
      <div className="admin-panel-head">
        <h2 id="contact-messages-heading">Messages from the site</h2>
        {data && <span className="muted">{data.newCount === 0 ? 'None waiting' : `${data.newCount} new`}</span>}
      </div>
      <p className="muted">
        What visitors wrote with the contact form on the home page. Each one also went to the team’s inbox; reply by
        email, then mark it answered.
      </p>
      <div className="tabs" role="group" aria-label="Filter messages by status">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="tab"
            aria-pressed={filter === f.value}
            onClick={() => {
              setFilter(f.value);
              setPage(1);
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div ref={outcomeRef} tabIndex={-1} className="dead-letter-outcome">
        {outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}
      </div>
      <LoadStatus state={list} what="the messages from the site" />
      {data &&
        (data.messages.length === 0 ? (
          <EmptyState
            titleAs="h3"
            title={filter === 'new' ? 'No new messages' : 'No messages here'}
            description="Messages sent with the contact form on the home page appear here."
          />
        ) : (
          <>
            <ul className="contact-message-list" aria-label="Messages from the site">
              {data.messages.map((m) => (
                <li key={m.id} className="contact-message">
                  <div className="contact-message-head">
                    <span className="contact-message-from">
                      <strong>{m.name}</strong>{' '}
                      <a href={mailtoHref(m.email)} className="muted">
                        {m.email}
                      </a>
                    </span>
                    <Badge variant={m.status === 'new' ? 'warning' : 'success'}>
                      {m.status === 'new' ? 'New' : 'Answered'}
                    </Badge>
                    <TimeAgo className="muted" at={m.createdAt} exact />
                  </div>
                  <p className="contact-message-text">{m.message}</p>
                  <div className="contact-message-actions">
                    <a className="btn btn-sm" href={mailtoHref(m.email)} aria-label={`Reply to ${m.name} by email`}>
                      Reply by email
                    </a>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void mark(m, m.status === 'new' ? 'answered' : 'new')}
                      loading={busy === m.id}
                      loadingText="Saving…"
                      disabled={busy !== null}
                      aria-label={`${m.status === 'new' ? 'Mark answered' : 'Mark as new'}: message from ${m.name}`}
                    >
                      {m.status === 'new' ? 'Mark answered' : 'Mark as new'}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              total={data.total}
              limit={data.limit}
              noun="messages"
              onPage={setPage}
            />
          </>
        ))}
    </section>
  );
}
