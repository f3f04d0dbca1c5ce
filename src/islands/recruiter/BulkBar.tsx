import { lazy, type RefObject, Suspense, useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import type { FocusCandidate } from '../../client/browser/focus';
import type { RecruiterApplication } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Button, LoadingState } from '../ui';

/** The move and message forms load when the bar first opens, not with the list (issue 41's budget). */
const BulkActions = lazy(() => import('./BulkForms').then((m) => ({ default: m.BulkActions })));

/**
 * The bar over a selection of the page's applications: one move for all of them (with a message each
 * candidate reads, from a template), or one message to each candidate. The company's templates load
 * when the bar opens; without them both still work, typed by hand.
 */
export function BulkBar({
  barRef,
  rows,
  count,
  focusAfter,
  onClear,
  onDone,
}: {
  barRef: RefObject<HTMLDivElement | null>;
  /** The selected applications on the page; null while the page loads. */
  rows: RecruiterApplication[] | null;
  count: number;
  focusAfter: FocusCandidate[];
  onClear: () => void;
  /** A bulk action landed: the outcome to show, and whether the list must load again. */
  onDone: (text: string, reload: boolean) => void;
}) {
  const templates = useLoad(() => recruiter.templates(), 'templates', 'The message templates could not be loaded.');
  const [writing, setWriting] = useState(false);

  return (
    <div ref={barRef} className="bulk-bar" role="region" aria-label="Bulk actions">
      <p className="bulk-bar-head">
        <strong>{count} selected</strong>{' '}
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        {rows && rows.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
            Message {count}
          </Button>
        )}
      </p>
      {rows && (
        <Suspense fallback={<LoadingState label="Loading the bulk actions…" />}>
          <BulkActions
            rows={rows}
            count={count}
            list={templates.status === 'ready' ? templates.data : null}
            writing={writing}
            onWriting={setWriting}
            focusAfter={focusAfter}
            onDone={onDone}
          />
        </Suspense>
      )}
      {templates.status === 'error' && (
        <p className="muted small">{templates.message} You can still write the message yourself.</p>
      )}
    </div>
  );
}
