import type { ReactNode } from 'react';

import type { SessionState } from '../../client/session/session';
import type { Role, User } from '../../contract';
import { RouteGuard } from '../auth/RouteGuard';
import type { Loadable } from '../hooks/use-load';
import { Alert, Button, ErrorBoundary, LoadingState } from '../ui';
import { OfflineBanner } from './OfflineBanner';

/** How a role's screens lay out their content below the header. */
const LAYOUT: Record<Role, string> = { candidate: 'cw-page', recruiter: 'rw', admin: 'admin-page' };

/**
 * Every signed-in screen: the error screen on a crash, the offline banner, the route guard (the role's area, or any
 * signed-in role when `role` is omitted) and the role's content layout. `viewer`: the user the server rendered the
 * page for, whose screen shows at once.
 */
export function WorkspacePage({
  role,
  layout = role ?? 'candidate',
  viewer,
  children,
}: {
  role?: Role;
  layout?: Role;
  viewer?: User | null;
  children: ReactNode | ((session: SessionState) => ReactNode);
}) {
  return (
    <ErrorBoundary>
      <OfflineBanner />
      <RouteGuard role={role} viewer={viewer}>
        {(session) => (
          <div className={LAYOUT[layout]}>{typeof children === 'function' ? children(session) : children}</div>
        )}
      </RouteGuard>
    </ErrorBoundary>
  );
}

/** The title block at the top of a screen: an optional eyebrow (crumbs, a way back), h1, lead, actions. */
export function PageHeader({
  title,
  lead,
  actions,
  eyebrow,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <header className="page-head">
      <div>
        {eyebrow ? <p className="page-eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}

/** A failed load: what could not be loaded, why, and a way to try again. */
export function LoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <Alert variant="error" title={`Could not load ${what}`}>
      <p className="load-error-text">{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** A call's state as LoadStatus reads it: only whether it is ready, loading or failed (and why). */
type Pending = (
  { status: 'loading' } | { status: 'error'; message: string; notFound?: boolean } | { status: 'ready' }
) & {
  reload?: () => void;
};

/**
 * A call that is not ready yet: the spinner while it loads, the error with Try again if it failed,
 * or `notFound` (a way on instead of a retry) when what it asked for does not exist.
 */
export function LoadStatus({
  state,
  what,
  busy,
  onRetry,
  notFound,
}: {
  state: Pending;
  what: string;
  busy?: string;
  onRetry?: () => void;
  notFound?: ReactNode;
}) {
  if (state.status === 'error' && state.notFound && notFound) return <>{notFound}</>;
  if (state.status === 'error')
    return (
      <LoadError
        what={what}
        message={state.message}
        onRetry={onRetry ?? state.reload ?? (() => window.location.reload())}
      />
    );
  if (state.status === 'loading') return <LoadingState label={busy ?? `Loading ${what}…`} />;
  return null;
}

/** The content of a call once it is ready; until then its LoadStatus. */
export function LoadBoundary<T>({
  state,
  what,
  onRetry,
  children,
}: {
  state: Loadable<T> & { reload?: () => void };
  what: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status !== 'ready') return <LoadStatus state={state} what={what} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}

/** One headline figure; a skeleton while `value` is undefined; a link when it has `href`. */
export function Stat({
  label,
  value,
  note,
  href,
}: {
  label: string;
  value?: ReactNode;
  note?: ReactNode;
  href?: string;
}) {
  const body = (
    <>
      <span className="stat-label">{label}</span>
      <span className="stat-value">
        {value === undefined ? (
          <>
            <span className="figure-skeleton" aria-hidden="true" />
            <span className="visually-hidden">Loading</span>
          </>
        ) : typeof value === 'number' ? (
          value.toLocaleString()
        ) : (
          value
        )}
      </span>
      {note ? <span className="stat-note">{note}</span> : null}
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
