import type { ReactNode } from 'react';
import { HUMAN_REVIEW, isHumanReview, type ApplicationStatus, type AtsReasons } from '../../contract';
import type { Loadable } from '../hooks/use-load';
import { RouteGuard } from '../auth/RouteGuard';
import { Alert, Badge, Button, ErrorBoundary, LoadingState } from '../ui';
import { scoreTone, STATUS_BADGE, STATUS_LABEL } from './format';

/** Every recruiter screen: the error screen on a crash, the route guard around the content. */
export function RecruiterPage({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <RouteGuard role="recruiter">{() => <div className="workspace-page rw">{children}</div>}</RouteGuard>
    </ErrorBoundary>
  );
}

export function PageHeader({ title, lead, actions, eyebrow }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="rw-header">
      <div>
        {eyebrow ? <p className="rw-eyebrow">{eyebrow}</p> : null}
        <h1 className="rw-title">{title}</h1>
        {lead ? <p className="rw-lead">{lead}</p> : null}
      </div>
      {actions ? <div className="rw-header-actions">{actions}</div> : null}
    </header>
  );
}

/** Loading, error (with Try again) or the content of a call. */
export function Loaded<T>({ state, label, onRetry, children }: { state: Loadable<T>; label: string; onRetry: () => void; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <LoadingState label={`Loading ${label}...`} />;
  if (state.status === 'error') {
    return (
      <div className="rw-error">
        <Alert variant="error" title={`Could not load ${label}`}>
          {state.message}
        </Alert>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** The ATS score as a coloured pill; "n/a" when the resume could not be scored; the words when the candidate asked for human review. */
export function ScorePill({ score, status, size = 'md' }: { score: number | null; status?: string; size?: 'md' | 'lg' }) {
  if (status && isHumanReview(status)) return <span className={`score score-human score-${size}`}>{HUMAN_REVIEW.label}</span>;
  return (
    <span className={`score score-${scoreTone(score)} score-${size}`} title={score === null ? 'Not scored: the resume text could not be read' : `ATS match ${score} of 100`}>
      {score === null ? 'n/a' : score}
      <span className="visually-hidden">{score === null ? ' (not scored)' : ' of 100'}</span>
    </span>
  );
}

/** Why a score is what it is, in one line: skills found and missing. */
export function Reasons({ reasons }: { reasons: AtsReasons }) {
  return (
    <div className="reasons">
      <span className="reasons-summary">{reasons.summary}</span>
      {reasons.missing.length > 0 && (
        <span className="reasons-missing">
          Missing: {reasons.missing.slice(0, 3).join(', ')}
          {reasons.missing.length > 3 ? ` +${reasons.missing.length - 3}` : ''}
        </span>
      )}
    </div>
  );
}

export function Stat({ label, value, hint, href }: { label: string; value: ReactNode; hint?: ReactNode; href?: string }) {
  const body = (
    <>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
      {hint ? <span className="stat-hint">{hint}</span> : null}
    </>
  );
  return href ? (
    <a className="stat card card-hover" href={href}>
      {body}
    </a>
  ) : (
    <div className="stat card">{body}</div>
  );
}
