/**
 * Lists keep their filters, sort and page in the address. Reading it is one rule for the island's
 * first render and the server's first screen, so both show the same view of the same address.
 */

/** The keys of `defaults` read from a query string; a missing or empty one keeps its default. */
export function readAddress<T extends Record<string, string>>(defaults: T, search: string): T {
  const params = new URLSearchParams(search);
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, params.get(key) || defaults[key]])) as T;
}
