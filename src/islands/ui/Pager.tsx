import { useEffect, useRef } from 'react';

import { announce } from '../../client/browser/announce';
import { focusFirst, focusIsLostOrIn } from '../../client/browser/focus';
import { maxPage } from '../../contract';

export interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  /** Rows per page: lists page at most MAX_PAGE_DEPTH rows deep. */
  limit: number;
  /** What is counted, plural: "reports". */
  noun: string;
  onPage: (page: number) => void;
}

/**
 * Previous / next with "Page 2 of 5 · 93 reports"; nothing when everything fits on one page. Past
 * the deepest page a list serves, Next is off and a filter is suggested instead.
 */
export function Pager({ page, totalPages, total, limit, noun, onPage }: PagerProps) {
  const last = Math.min(totalPages, maxPage(limit));
  const status = `Page ${page} of ${totalPages} · ${total.toLocaleString()} ${noun}${page >= last && last < totalPages ? ' · narrow the list with a filter to see further' : ''}`;
  // A new page is said through the page's live region once it has arrived.
  const shown = useRef(page);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    announce(status);
    // Reaching the first or last page disables the button just pressed: focus moves to the other.
    const active = document.activeElement;
    const onPager = active === prev.current || active === next.current;
    if (onPager || focusIsLostOrIn(null))
      focusFirst(onPager ? (active as HTMLElement) : null, next.current, prev.current);
  }, [page, status]);
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={`Pages of ${noun}`}>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        ref={prev}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="pager-status">{status}</span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        ref={next}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
