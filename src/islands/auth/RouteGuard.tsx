import { type ReactNode, useEffect } from 'react';

import { navigate } from '../../client/navigate';
import { guardDecision, loginUrlFor } from '../../client/redirect';
import type { SessionState } from '../../client/session';
import type { Role } from '../../contract';
import { useSession } from '../hooks/use-session';
import { LoadingState } from '../ui';

/**
 * Wraps every signed-in island: a spinner while the session loads, /login?redirect=<here> when
 * signed out (login returns there), / for the wrong role. `role` defaults to the path's area.
 */
export function RouteGuard({ role, children }: { role?: Role; children: (session: SessionState) => ReactNode }) {
  const session = useSession();
  const decision = typeof window === 'undefined' ? 'wait' : guardDecision(session, window.location.pathname, role);

  useEffect(() => {
    if (decision === 'login')
      navigate(loginUrlFor(window.location.pathname + window.location.search), { replace: true });
    if (decision === 'home') navigate('/', { replace: true });
  }, [decision]);

  if (decision !== 'show') {
    return (
      <LoadingState
        className="guard-wait"
        label={decision === 'wait' ? 'Checking your session...' : 'Redirecting...'}
      />
    );
  }
  return <>{children(session)}</>;
}
