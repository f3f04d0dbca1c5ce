import { useEffect, useState } from 'react';

import { readAddress, replaceQuery, writeAddress } from '../../client/browser/address';

/**
 * State that lives in the address: read from it on the first render, written back (replacing the
 * entry) whenever it changes. Values are strings; `defaults` names the keys and what "unset" is.
 */
export function useAddressState<T extends Record<string, string>>(defaults: T) {
  const [state, setState] = useState<T>(() =>
    typeof window === 'undefined' ? defaults : readAddress(defaults, window.location.search),
  );
  useEffect(() => replaceQuery(writeAddress(window.location.search, state, defaults)), [state, defaults]);
  return [state, setState] as const;
}
