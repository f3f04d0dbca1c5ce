import type { ReactNode } from 'react';
import type { AuditEntryView, ReportStatus } from '../../contract';
import { RouteGuard } from '../auth/RouteGuard';
import { Alert, Badge, Button, ErrorBoundary, type BadgeVariant } from '../ui';

/** Every admin screen: the route guard, a crash boundary and the page heading. */
export function AdminPage({ title, lead, actions, children }: { title: string; lead: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <RouteGuard role="admin">
        {() => (
          <div className="admin-page">
            <header className="admin-head">
              <div>
                <h1>{title}</h1>
                <p className="muted">{lead}</p>
              </div>
              {actions}
            </header>
            {children}
          </div>
        )}
      </RouteGuard>
    </ErrorBoundary>
  );
}

/** A failed load: what happened and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="error" title="Could not load this">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** One headline figure; `value` undefined shows a skeleton while loading. */
export function Stat({ label, value, note, href }: { label: string; value?: number; note?: ReactNode; href?: string }) {
  const body = (
    <>
      <dt>{label}</dt>
      <dd className="stat-value">
        {value === undefined ? (
          <>
            <span className="figure-skeleton" aria-hidden="true" />
            <span className="visually-hidden">Loading</span>
          </>
        ) : (
          value.toLocaleString()
        )}
      </dd>
      {note ? <dd className="stat-note">{note}</dd> : null}
    </>
  );
  return <div className={href ? 'card stat stat-link' : 'card stat'}>{href ? <a href={href}>{body}</a> : body}</div>;
}

export const STATUS_BADGE: Record<ReportStatus, BadgeVariant> = { open: 'warning', dismissed: 'neutral', actioned: 'success' };

export function StatusBadge({ status }: { status: ReportStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{status[0]!.toUpperCase() + status.slice(1)}</Badge>;
}

export { agoExact as ago, dateText as formatDate, dateTimeText as formatDateTime } from '../../contract';

const ACTION_WORDS: Record<string, string> = {
  report_dismissed: 'dismissed a report',
  user_warned: 'warned a user',
  job_removed: 'removed a job',
  user_suspended: 'suspended a user',
  job_reinstated: 'reinstated a job',
  user_reinstated: 'reinstated a user',
  company_verified: 'approved a company as a verified employer',
  company_verification_refused: 'refused to verify a company',
  admin_sign_in: 'signed in',
  password_reset: 'reset their password',
  login_lockout: 'Sign-ins locked after repeated failures',
  refresh_token_reuse: 'A reused session token was detected; that session was ended',
};

/** An audit entry in words: "Ada Admin removed a job". */
export function describeAction(entry: AuditEntryView): string {
  const words = ACTION_WORDS[entry.action] ?? entry.action.replaceAll('_', ' ');
  if (!entry.actor) return words[0]!.toUpperCase() + words.slice(1);
  return `${entry.actor.fullName} ${words}`;
}
