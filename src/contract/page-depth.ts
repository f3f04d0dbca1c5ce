/**
 * Page-number lists reach at most this many rows deep. A page is read by skipping every row before
 * it in an index, so the cap keeps the deepest page as cheap as a thousand index entries; past it a
 * filter or the other sort order finds the rest. Apart from paging.ts so that the pager does not bring zod.
 */
export const MAX_PAGE_DEPTH = 1_000;
export const PAGE_TOO_DEEP = `Only the first ${MAX_PAGE_DEPTH.toLocaleString('en-US')} results can be paged through. Narrow the list with a filter to see the others.`;

/** The last page a list of `limit` rows per page can reach. */
export const maxPage = (limit: number) => Math.floor(MAX_PAGE_DEPTH / limit);
