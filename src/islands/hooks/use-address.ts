import { useEffect, useState } from 'react';

import { replaceQuery, writeAddress } from '../../client/browser/address';
import { readAddress } from '../../contract/address';

/**
 * State that lives in the address: read from it on the first render, written back (replacing the
 * entry) whenever it changes. Values are strings; `defaults` names the keys and what "unset" is.
 * On the server there is no window: a page that renders its first screen there passes the state it
 * read from the request's address (`served`), so the server and the hydrating browser agree.
 */
export function useAddressState<T extends Record<string, string>>(defaults: T, served?: T) {
  const [state, setState] = useState<T>(() =>
    typeof window === 'undefined' ? (served ?? defaults) : readAddress(defaults, window.location.search),
  );
  useEffect(() => replaceQuery(writeAddress(window.location.search, state, defaults)), [state, defaults]);
  return [state, setState] as const;
}
