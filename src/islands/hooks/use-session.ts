import { useStore } from '@nanostores/react';
import { useEffect } from 'react';

import { ensureSessionChecked } from '../../client/api/account';
import { $session, sessionOfUser, type SessionState } from '../../client/session/session';
import type { User } from '../../contract';

/**
 * The session for an island: starts loading, then the checked state. An island the server rendered
 * for its signed-in `viewer` starts from that user instead, on the server and in hydration alike.
 */
export function useSession(viewer?: User | null): SessionState {
  const session = useStore($session, { ssr: 'initial' });
  useEffect(() => {
    void ensureSessionChecked();
  }, []);
  return viewer && session.status === 'loading' ? sessionOfUser(viewer) : session;
}
