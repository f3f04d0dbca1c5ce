import { type ReactNode, useEffect } from 'react';

import { navigate } from '../../client/browser/navigate';
import { guardDecision, loginUrlFor } from '../../client/session/redirect';
import type { SessionState } from '../../client/session/session';
import type { Role, User } from '../../contract';
import { useSession } from '../hooks/use-session';
import { ScreenZoneProvider } from '../hooks/use-time';
import { LoadingState } from '../ui';

/**
 * Wraps every signed-in island: a spinner while the session loads, /login?redirect=<here> when
 * signed out (login returns there), / for the wrong role. `role` defaults to the path's area. With
 * the server's `viewer` there is no spinner: the server renders the content for them, times in their zone.
 */
export function RouteGuard({
  role,
  viewer,
  children,
}: {
  role?: Role;
  viewer?: User | null;
  children: (session: SessionState) => ReactNode;
}) {
  const session = useSession(viewer);
  const pathname = typeof window === 'undefined' ? null : window.location.pathname;
  // On the server the path's area is unknown here: without a role the guard waits for the browser.
  const decision = pathname === null && !role ? 'wait' : guardDecision(session, pathname ?? '', role);

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
  return <ScreenZoneProvider zone={session.user?.timeZone}>{children(session)}</ScreenZoneProvider>;
}
