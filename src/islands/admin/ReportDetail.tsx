import { useRef, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { failureMessage } from '../../client/api/client';
import {
  ACTIONS_BY_TARGET,
  type Report,
  REPORT_ACTION_LABELS,
  REPORT_REASON_LABELS,
  type ReportAction,
} from '../../contract';
import { useTime } from '../hooks/use-time';
import { Alert, Badge, Button, EmployerBadge, TextAreaField } from '../ui';
import { Dialog } from '../ui/Dialog';
import { AsReported } from './AsReported';
import { StatusBadge } from './parts';

/** What each action will do, said before the admin confirms it. */
const CONSEQUENCE: Record<ReportAction, (r: Report) => string> = {
  dismiss: () => 'The report is closed with no action. The reporter is told nothing was found.',
  warn: (r) => `${subjectName(r)} gets a warning notification. The report is closed as actioned.`,
  remove_job: () => 'The job is closed and hidden from candidates, search and its page. Its recruiter is told.',
  suspend_user: (r) =>
    `${subjectName(r)} is signed out everywhere and cannot sign in; their open jobs are closed. You can reinstate them later.`,
  reinstate: () => 'The removal or suspension is lifted. A reinstated job stays closed until its recruiter reopens it.',
};

function subjectName(r: Report): string {
  if (r.target?.type === 'job') return r.target.recruiter.fullName;
  if (r.target?.type === 'user') return r.target.fullName;
  return 'The account';
}

/** The actions this report allows now: fitting its target, and only the undo once resolved. */
export function availableActions(r: Report): ReportAction[] {
  const fits = ACTIONS_BY_TARGET[r.targetType];
  if (r.status === 'open') return fits.filter((a) => a !== 'reinstate' || targetIsDown(r));
  return r.action === 'remove_job' || r.action === 'suspend_user' ? (targetIsDown(r) ? ['reinstate'] : []) : [];
}

function targetIsDown(r: Report): boolean {
  if (r.target?.type === 'job') return r.target.removed || r.target.recruiter.suspended;
  if (r.target?.type === 'user') return r.target.suspended;
  if (r.target?.type === 'message') return r.target.sender.suspended;
  return false;
}

function Target({ report }: { report: Report }) {
  const { dateText } = useTime();
  const t = report.target;
  if (!t) return <p className="muted">The reported {report.targetType} no longer exists.</p>;
  if (t.type === 'job') {
    return (
      <div className="target">
        <p className="target-title">
          <strong>{t.title}</strong> · {t.companyName}
        </p>
        <p className="muted">
          {t.location || 'No location'} ·{' '}
          <Badge variant={t.status === 'open' ? 'success' : 'neutral'}>{t.status}</Badge>{' '}
          {t.removed && <Badge variant="danger">Removed</Badge>}
        </p>
        {t.excerpt && (
          <blockquote className="target-excerpt">
            {t.excerpt}
            {t.excerpt.length >= 400 ? '…' : ''}
          </blockquote>
        )}
        <p className="muted">
          Posted by {t.recruiter.fullName} ({t.recruiter.email}){' '}
          {t.recruiter.suspended && <Badge variant="danger">Suspended</Badge>}
        </p>
      </div>
    );
  }
  if (t.type === 'user') {
    return (
      <div className="target">
        <p className="target-title">
          <strong>{t.fullName}</strong> <Badge variant="neutral">{t.role}</Badge>{' '}
          {t.suspended && <Badge variant="danger">Suspended</Badge>}
        </p>
        <p className="muted">
          {t.email} · joined {dateText(t.joinedAt)}
        </p>
      </div>
    );
  }
  if (t.type === 'company') {
    return (
      <div className="target">
        <p className="target-title">
          <strong>{t.name}</strong> <EmployerBadge verified={t.verified} />
        </p>
        <p className="muted">
          {t.website || 'No website given'} · warning or suspending applies to each of its recruiters
        </p>
      </div>
    );
  }
  return (
    <div className="target">
      <blockquote className="target-excerpt">{t.excerpt}</blockquote>
      <p className="muted">
        Sent by {t.sender.fullName} {t.sender.suspended && <Badge variant="danger">Suspended</Badge>}
      </p>
    </div>
  );
}

/** One report in context, with the actions that fit it behind a confirmation. */
export function ReportDetail({
  report,
  onActed,
}: {
  report: Report;
  onActed: (r: Report, action: ReportAction) => void;
}) {
  const { dateTimeText } = useTime();
  const [pending, setPending] = useState<ReportAction | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = availableActions(report);
  const article = useRef<HTMLElement>(null);
  // What to focus once an action has taken its own button away: the next action, else the report.
  const nextFocus = () =>
    article.current?.querySelector<HTMLElement>('.action-bar button') ??
    article.current?.querySelector<HTMLElement>('h2');

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await adminApi.act(report.id, { action: pending, ...(note.trim() ? { note: note.trim() } : {}) });
      setPending(null);
      setNote('');
      onActed(updated, pending);
    } catch (err) {
      setError(failureMessage(err, 'The action failed. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article ref={article} className="report-detail" aria-labelledby={`report-${report.id}`}>
      <header className="report-detail-head">
        <h2 id={`report-${report.id}`} tabIndex={-1}>
          {REPORT_REASON_LABELS[report.reason]}
        </h2>
        <StatusBadge status={report.status} />
      </header>
      <p className="muted">
        Reported by <strong>{report.reporter.fullName}</strong> on {dateTimeText(report.createdAt)}
      </p>
      {report.details && <blockquote className="report-quote">{report.details}</blockquote>}

      {report.asReported && (
        <>
          <h3 className="detail-label">As reported</h3>
          <AsReported snapshot={report.asReported} report={report} />
        </>
      )}
      <h3 className="detail-label">
        {report.asReported ? `The ${report.targetType} now` : `Reported ${report.targetType}`}
      </h3>
      <Target report={report} />
      {report.openReportsOnTarget > 1 && (
        <Alert variant="warning">
          {report.openReportsOnTarget} open reports about this {report.targetType}, this one included.
        </Alert>
      )}

      {report.resolvedAt && (
        <>
          <h3 className="detail-label">Outcome</h3>
          <p>
            {report.action ? REPORT_ACTION_LABELS[report.action] : 'Resolved'} by{' '}
            {report.resolvedBy?.fullName ?? 'an admin'} on {dateTimeText(report.resolvedAt)}
          </p>
          {report.note && <blockquote className="report-quote">{report.note}</blockquote>}
        </>
      )}

      {actions.length > 0 && (
        <div className="action-bar" role="group" aria-label="Actions">
          {actions.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'suspend_user' || a === 'remove_job' ? 'danger' : a === 'dismiss' ? 'ghost' : 'secondary'}
              onClick={() => setPending(a)}
            >
              {REPORT_ACTION_LABELS[a]}
            </Button>
          ))}
        </div>
      )}

      <Dialog
        open={pending !== null}
        title={pending ? `${REPORT_ACTION_LABELS[pending]}?` : ''}
        onClose={() => !busy && setPending(null)}
        returnTo={[nextFocus]}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant={pending === 'suspend_user' || pending === 'remove_job' ? 'danger' : 'primary'}
              loading={busy}
              onClick={confirm}
            >
              {pending ? `Confirm: ${REPORT_ACTION_LABELS[pending].toLowerCase()}` : 'Confirm'}
            </Button>
          </>
        }
      >
        {pending && <p>{CONSEQUENCE[pending](report)}</p>}
        <TextAreaField
          label="Note"
          markOptional
          hint="Kept in the audit log and shown to the account concerned."
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={2000}
        />
        {error && <Alert variant="error">{error}</Alert>}
      </Dialog>
    </article>
  );
}
