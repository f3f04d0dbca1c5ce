import './pager.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted, plural: "reports". */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous / next with "Page 2 of 5 · 93 reports"; nothing when everything fits on one page. */
export function Pager({ page, totalPages, total, noun, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={`Pages of ${noun}`}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager-status" aria-live="polite">
        Page {page} of {totalPages} · {total.toLocaleString()} {noun}
      </span>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
