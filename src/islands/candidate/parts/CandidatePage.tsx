import type { ReactNode } from 'react';
import type { SessionState } from '../../../client/session';
import { RouteGuard } from '../../auth/RouteGuard';
import { ErrorBoundary } from '../../ui';
import '../../../styles/candidate.css';

/** Every candidate screen: the error screen on a crash, the route guard around the content. */
export function CandidatePage({ children, anyRole = false }: { children: (session: SessionState) => ReactNode; anyRole?: boolean }) {
  return (
    <ErrorBoundary>
      <RouteGuard role={anyRole ? undefined : 'candidate'}>{(session) => <div className="cw-page">{children(session)}</div>}</RouteGuard>
    </ErrorBoundary>
  );
}

/** The title block at the top of a screen. */
export function PageHeader({ title, lead, actions, eyebrow }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="cw-head">
      <div>
        {eyebrow ? <p className="cw-eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="muted cw-lead">{lead}</p> : null}
      </div>
      {actions ? <div className="cw-head-actions">{actions}</div> : null}
    </header>
  );
}
