/**
 * Every page change the client asks for goes through here, and the first one wins: once Sign out
 * has set off for /, the route guard reacting to the cleared session cannot send the user to
 * /login instead.
 */
let pending: string | null = null;

export function navigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (pending !== null) return;
  pending = url;
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

// A page restored from the back/forward cache starts afresh.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) pending = null;
  });
}
