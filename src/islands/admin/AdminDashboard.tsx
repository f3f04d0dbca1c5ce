import { type FormEvent, useEffect, useRef, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { announce } from '../../client/browser/announce';
import {
  type AdminOverview,
  AUDIT_SEARCH_MAX,
  type ContactMessageList,
  type DeadLetterList,
  type DeadNoticeList,
  plural,
  type RecentActions,
  type User,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { TimeAgo } from '../hooks/use-time';
import { Badge, Button, EmptyState, TextField } from '../ui';
import { Pager } from '../ui/Pager';
import { LoadStatus, PageHeader, Stat, WorkspacePage } from '../workspace/WorkspacePage';
import { ContactMessages } from './ContactMessages';
import { EmailDeadLetters } from './EmailDeadLetters';
import { describeAction } from './parts';

/** "12,480 candidates", "1 recruiter". */
const countOf = (n: number, one: string) => plural(n, one).replace(String(n), n.toLocaleString());

/** The first answer of each panel, as the server reads them for the signed-in admin. */
export interface AdminDashboardScreen {
  overview: AdminOverview;
  messages: ContactMessageList;
  letters: DeadLetterList;
  notices: DeadNoticeList;
  actions: RecentActions;
}

/**
 * /admin/dashboard: the headline figures, the newest accounts and the audit log; `viewer` and `initial` when the
 * server rendered it for them.
 */
export default function AdminDashboard({
  viewer,
  initial,
}: {
  viewer?: User | null;
  initial?: AdminDashboardScreen | null;
}) {
  return (
    <WorkspacePage role="admin" viewer={viewer}>
      <PageHeader
        title="Dashboard"
        lead="The platform at a glance, and every admin and security action as it happens."
      />
      <Overview initial={initial?.overview} />
      <ContactMessages initial={initial?.messages} />
      <EmailDeadLetters initial={initial} />
      <RecentActionsPanel initial={initial?.actions} />
    </WorkspacePage>
  );
}

function Overview({ initial }: { initial?: AdminOverview }) {
  const overview = useLoad(
    () => adminApi.overview(),
    'overview',
    'The figures could not be loaded. Try again in a moment.',
    initial,
  );
  if (overview.status === 'error') return <LoadStatus state={overview} what="the figures" />;
  const data = overview.status === 'ready' ? overview.data : null;
  return (
    <>
      <section aria-labelledby="overview-heading" aria-busy={!data}>
        <h2 id="overview-heading" className="visually-hidden">
          Headline figures
        </h2>
        <div className="stat-grid">
          <Stat
            label="Users"
            value={data?.totalUsers}
            note={data ? `${data.signupsThisWeek.toLocaleString()} joined this week` : undefined}
          />
          <Stat label="Open jobs" value={data?.openJobs} />
          <Stat label="Applications this week" value={data?.applicationsThisWeek} />
          <Stat
            label="Open reports"
            value={data?.openReports}
            href="/admin/reports"
            note={data ? (data.openReports > 0 ? 'Review the queue →' : 'Queue is clear') : undefined}
          />
        </div>
      </section>
      {data && (
        <section className="card admin-panel" aria-labelledby="signups-heading">
          <div className="admin-panel-head">
            <h2 id="signups-heading">Recent sign-ups</h2>
            <span className="muted">
              {countOf(data.users.candidate, 'candidate')} · {countOf(data.users.recruiter, 'recruiter')} ·{' '}
              {data.suspendedUsers.toLocaleString()} suspended
            </span>
          </div>
          {data.recentSignups.length === 0 ? (
            <p className="muted">Nobody has signed up yet.</p>
          ) : (
            <ul className="people-list">
              {data.recentSignups.map((u) => (
                <li key={u.id}>
                  <span className="people-list-name">
                    <strong>{u.fullName}</strong>
                    <span className="muted">{u.email}</span>
                  </span>
                  <Badge variant="neutral">{u.role}</Badge>
                  <TimeAgo className="muted" at={u.createdAt} exact />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

function RecentActionsPanel({ initial }: { initial?: RecentActions }) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const searched = useRef(false);
  const actions = useLoad<RecentActions>(
    () => adminApi.recentActions(page, q),
    JSON.stringify([page, q]),
    'Recent actions could not be loaded.',
    initial,
  );
  const data = actions.status === 'ready' ? actions.data : null;
  // A search says what it found; the list itself is not a live region.
  useEffect(() => {
    if (!data || !searched.current) return;
    searched.current = false;
    announce(data.total === 0 ? 'No actions match this search.' : `${countOf(data.total, 'action')} found.`);
  }, [data]);

  function search(event: FormEvent) {
    event.preventDefault();
    searched.current = true;
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <section className="card admin-panel" aria-labelledby="actions-heading">
      <div className="admin-panel-head">
        <h2 id="actions-heading">Recent actions</h2>
        <span className="muted">Append-only audit log</span>
      </div>
      <form className="audit-search" role="search" aria-label="Recent actions" onSubmit={search}>
        <TextField
          label="Search by person or action"
          hint="A name or email of who acted or who it concerned, or an action such as suspended."
          type="search"
          value={draft}
          maxLength={AUDIT_SEARCH_MAX}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <LoadStatus state={actions} what="recent actions" />
      {data &&
        (data.total === 0 ? (
          <EmptyState
            titleAs="h3"
            title={q ? 'No actions match' : 'No actions yet'}
            description={
              q
                ? 'Nothing in the audit log matches this name, email or action. Check the spelling, or search for less.'
                : 'Admin actions, sign-ins and security events are recorded here as they happen.'
            }
          />
        ) : (
          <>
            <ol className="audit-list" aria-label="Audit log">
              {data.actions.map((a) => (
                <li key={a.id}>
                  <span className="audit-text">
                    {describeAction(a)}
                    {a.targetName ? (
                      <>
                        : <strong dir="auto">{a.targetName}</strong>
                      </>
                    ) : null}
                    {typeof a.detail.note === 'string' && a.detail.note ? (
                      <span className="muted"> — “{a.detail.note}”</span>
                    ) : null}
                  </span>
                  <span className="audit-meta muted">
                    {a.targetType && !a.targetName ? (
                      <span className="audit-target">{`${a.targetType} ${a.targetId ?? ''}`}</span>
                    ) : null}
                    <TimeAgo at={a.createdAt} exact />
                  </span>
                </li>
              ))}
            </ol>
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              total={data.total}
              limit={data.limit}
              noun="actions"
              onPage={setPage}
            />
          </>
        ))}
    </section>
  );
}
