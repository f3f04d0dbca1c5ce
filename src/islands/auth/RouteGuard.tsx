import { useEffect, type ReactNode } from 'react';
import type { Role } from '../../contract';
import { useSession } from '../../client/account';
import { guardDecision, loginUrlFor } from '../../client/redirect';
import type { SessionState } from '../../client/session';

/**
 * Wraps every signed-in island: a spinner while the session loads, /login?redirect=<here> when
 * signed out (login returns there), / for the wrong role. `role` defaults to the path's area.
 */
export function RouteGuard({ role, children }: { role?: Role; children: (session: SessionState) => ReactNode }) {
  const session = useSession();
  const decision = typeof window === 'undefined' ? 'wait' : guardDecision(session, window.location.pathname, role);

  useEffect(() => {
    if (decision === 'login') window.location.replace(loginUrlFor(window.location.pathname + window.location.search));
    if (decision === 'home') window.location.replace('/');
  }, [decision]);

  if (decision !== 'show') {
    return (
      <div className="guard-wait" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{decision === 'wait' ? 'Checking your session...' : 'Redirecting...'}</span>
      </div>
    );
  }
  return <>{children(session)}</>;
}
