/**
 * Lists keep their filters, sort and page in the address, so a reload or a shared link lands on the
 * same view: one owner for reading and writing them.
 */

/** A query string of the set values only (empty, null and undefined left out): "?a=1&b=x" or "". */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query string with the keys of `defaults` set to `values`, a value equal to its default left
 * out (so the plain address stays plain) and every other parameter of `search` kept.
 */
export function writeAddress<T extends Record<string, string>>(search: string, values: T, defaults: T): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(defaults)) {
    if (values[key] && values[key] !== defaults[key]) params.set(key, values[key]);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Replaces the address's query (no new history entry: Back leaves the list, as on the feed). */
export function replaceQuery(search: string): void {
  if (search !== window.location.search)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
}
