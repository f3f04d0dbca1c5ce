import { useEffect, useState } from 'react';

/**
 * False on the server and in the hydrating render, true once the island runs in the browser: what only the
 * browser can draw (a portal into its document, a part fetched on demand) waits for it, so the server's HTML
 * and the hydrating render agree.
 */
export function useInBrowser() {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}
