import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';

/** A failed load says whether the thing asked for does not exist (404), which no retry can fix. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string; notFound?: boolean };

/**
 * Runs `load` when the island mounts and whenever `key` changes, and again on `reload()`: loading,
 * then the data or the message to show. A stale answer never overwrites a newer one. With `initial`
 * (the first screen the server read) it starts ready and skips the first load.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  fallbackMessage: string,
  initial?: T | null,
): Loadable<T> & { reload: () => void; setData: (data: T) => void } {
  const [state, setState] = useState<Loadable<T>>(
    initial === undefined || initial === null ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  const [round, setRound] = useState(0);
  const served = useRef(state.status === 'ready');
  useEffect(() => {
    if (served.current) {
      served.current = false;
      return;
    }
    let live = true;
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (err: unknown) =>
        live &&
        setState({
          status: 'error',
          message: failureMessage(err, fallbackMessage),
          notFound: err instanceof ApiError && err.status === 404,
        }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function every render; `key` says when its inputs changed.
  }, [key, round, fallbackMessage]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** Shows what a change answered (a saved form, a moved application) without loading again. */
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, setData };
}
