import { useEffect, useState } from 'react';
import { api, failureMessage } from './api';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** GET a path once the island mounts: loading, then the data or a message to show. */
export function useApiGet<T>(path: string, fallbackMessage: string): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.get<T>(path).then(
      (data) => live && setState({ status: 'ready', data }),
      (err: unknown) => live && setState({ status: 'error', message: failureMessage(err, fallbackMessage) }),
    );
    return () => {
      live = false;
    };
  }, [path, fallbackMessage]);
  return state;
}
