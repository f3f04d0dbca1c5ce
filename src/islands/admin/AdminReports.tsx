import { useEffect, useRef, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { announce } from '../../client/browser/announce';
import { focusFirst, focusIsLostOrIn } from '../../client/browser/focus';
import {
  type Report,
  REPORT_ACTION_LABELS,
  REPORT_REASON_LABELS,
  REPORT_STATUS,
  type ReportAction,
  type ReportList,
  type ReportStatus,
  type ReportSummary,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, EmptyState } from '../ui';
import { Pager } from '../ui/Pager';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { StatusBadge } from './parts';
import { ReportDetail } from './ReportDetail';
import { VerificationQueue } from './VerificationQueue';

type Filter = ReportStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  ...(['open', 'actioned', 'dismissed'] as const).map((value) => ({ value, label: REPORT_STATUS[value].label })),
  { value: 'all', label: 'All' },
];

const TARGET_WORDS: Record<Report['targetType'], string> = {
  job: 'Job',
  user: 'User',
  message: 'Message',
  company: 'Company',
};

function targetLine(r: Report): string {
  if (r.target?.type === 'job') return `${r.target.title} · ${r.target.companyName}`;
  if (r.target?.type === 'user') return `${r.target.fullName} · ${r.target.role}`;
  if (r.target?.type === 'message') return `From ${r.target.sender.fullName}: ${r.target.excerpt.slice(0, 60)}`;
  if (r.target?.type === 'company') return r.target.name;
  return `Deleted ${r.targetType}`;
}

/** /admin/reports: the queue by status, a report in context, and the actions on it. */
export default function AdminReports() {
  const { agoExact, dateTimeText } = useTime();
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const summary = useLoad<ReportSummary>(() => adminApi.reportSummary(), 'summary', 'The counts could not be loaded.');
  const list = useLoad<ReportList>(
    () => adminApi.reports({ status: filter === 'all' ? undefined : filter, page }),
    `${filter}:${page}`,
    'The reports could not be loaded. Try again in a moment.',
  );

  // A notification links to /admin/reports?report=<id>: open it when it is on the page.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('report');
    if (wanted) setSelectedId(wanted);
  }, []);

  const reports = list.status === 'ready' ? list.data.reports : [];
  const selected = reports.find((r) => r.id === selectedId) ?? null;

  function choose(next: Filter) {
    setFilter(next);
    setPage(1);
    setSelectedId(null);
  }

  function open(id: string) {
    setSelectedId(id);
    setDone(null);
    // On one column the detail sits under the list: bring it into view.
    if (window.matchMedia('(max-width: 860px)').matches)
      requestAnimationFrame(() => document.querySelector('.queue-detail')?.scrollIntoView({ block: 'start' }));
  }

  // After an action the queue reloads: the acted-on report may change or leave this list, taking
  // the focused button with it. Focus goes to its next action, else its heading, else the queue.
  const refocus = useRef(false);
  const loaded = list.status === 'ready' ? list.data : null;
  useEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    if (focusIsLostOrIn(null))
      focusFirst('.report-detail .action-bar button', '.report-detail h2', '.queue-item', '.tab[aria-pressed="true"]');
  }, [loaded]);

  function acted(updated: Report, action: ReportAction) {
    refocus.current = true;
    const text = `${REPORT_ACTION_LABELS[action]}: done. The reporter has been told the outcome.`;
    setDone(text);
    announce(text);
    setSelectedId(updated.id);
    list.reload();
    summary.reload();
  }

  const counts = summary.status === 'ready' ? summary.data : null;
  return (
    <WorkspacePage role="admin">
      <PageHeader
        title="Reports"
        lead="What people have reported. Review each in context, then dismiss, warn, remove or suspend. Below: companies waiting for employer verification."
      />
      <div className="tabs" role="group" aria-label="Filter by status">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="tab"
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
          >
            {f.label}
            {counts && (
              <span className="tab-count">
                {(f.value === 'all' ? counts.total : counts.byStatus[f.value]).toLocaleString()}
              </span>
            )}
          </button>
        ))}
      </div>
      {counts && counts.byStatus.open > 0 && (
        <p className="muted reason-line">
          Open by reason:{' '}
          {Object.entries(counts.openByReason)
            .filter(([, n]) => n > 0)
            .map(([reason, n]) => `${REPORT_REASON_LABELS[reason as keyof typeof REPORT_REASON_LABELS]} ${n}`)
            .join(' · ')}
        </p>
      )}
      {done && (
        <Alert variant="success" quiet>
          {done}
        </Alert>
      )}

      <LoadStatus state={list} what="reports" />
      {list.status === 'ready' && list.data.total === 0 && (
        <EmptyState
          title={filter === 'open' ? 'No open reports' : 'Nothing here'}
          description={
            filter === 'open'
              ? 'The queue is clear. New reports appear here and in your notifications.'
              : 'No reports have this status yet.'
          }
        />
      )}
      {list.status === 'ready' && list.data.total > 0 && (
        <div className="queue">
          <div className="queue-list">
            <ul aria-label="Reports">
              {reports.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className="queue-item"
                    aria-current={r.id === selectedId || undefined}
                    onClick={() => open(r.id)}
                  >
                    <span className="queue-item-top">
                      <strong>{REPORT_REASON_LABELS[r.reason]}</strong>
                      <StatusBadge status={r.status} />
                    </span>
                    <span className="queue-item-target">
                      <span className="muted">{TARGET_WORDS[r.targetType]}:</span> {targetLine(r)}
                    </span>
                    <span className="muted queue-item-meta">
                      by {r.reporter.fullName} ·{' '}
                      <time dateTime={r.createdAt} title={dateTimeText(r.createdAt)}>
                        {agoExact(r.createdAt)}
                      </time>
                      {r.openReportsOnTarget > 1 && r.status === 'open'
                        ? ` · ${r.openReportsOnTarget} open on this ${r.targetType}`
                        : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              page={list.data.page}
              totalPages={list.data.totalPages}
              total={list.data.total}
              limit={list.data.limit}
              noun="reports"
              onPage={(p) => {
                setPage(p);
                setSelectedId(null);
              }}
            />
          </div>
          <div className="card queue-detail">
            {selected ? (
              <ReportDetail key={selected.id + selected.status} report={selected} onActed={acted} />
            ) : (
              <p className="muted queue-hint">
                Select a report to see what was reported, by whom, and what you can do about it.
              </p>
            )}
          </div>
        </div>
      )}
      <VerificationQueue />
    </WorkspacePage>
  );
}
