import { useStore } from '@nanostores/react';
import { useEffect } from 'react';

import { ensureSessionChecked } from '../../client/account';
import { $session, type SessionState } from '../../client/session';

/** The session for an island: starts loading, then the checked state. */
export function useSession(): SessionState {
  const session = useStore($session, { ssr: 'initial' });
  useEffect(() => {
    void ensureSessionChecked();
  }, []);
  return session;
}
