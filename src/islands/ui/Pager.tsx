import { maxPage } from '../../contract';
import './pager.css';

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
  if (totalPages <= 1) return null;
  const last = Math.min(totalPages, maxPage(limit));
  return (
    <nav className="pager" aria-label={`Pages of ${noun}`}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager-status" aria-live="polite">
        Page {page} of {totalPages} · {total.toLocaleString()} {noun}
        {page >= last && last < totalPages ? ' · narrow the list with a filter to see further' : ''}
      </span>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
