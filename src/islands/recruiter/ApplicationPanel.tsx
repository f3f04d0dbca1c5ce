import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

import { recruiter } from '../../client/api/recruiter';
import type { FocusCandidate } from '../../client/browser/focus';
import type { RecruiterApplicationDetail } from '../../contract';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useLoad } from '../hooks/use-load';
import { Button, LoadingState } from '../ui';
import { LoadBoundary } from '../workspace/WorkspacePage';

/**
 * The panel's sections (notes, interviews, offer, scorecards, score breakdown, resume viewer: about 18 KB
 * gzip) load when an application is first opened, not with the list (issue 41's budget).
 */
const loadSections = () => import('./ApplicationSections');
const Sections = lazy(() => loadSections().then((m) => ({ default: m.Detail })));

/**
 * One application in a side panel (full screen on phones): resume link, cover letter, the ATS
 * breakdown, the timeline, and the allowed moves. Focus stays inside while it is open; Esc or
 * Close returns it to the row that opened it, or to `returnTo` when a move took that row away.
 */
export function ApplicationPanel({
  id,
  onClose,
  onMoved,
  returnTo,
}: {
  id: string;
  onClose: () => void;
  onMoved: (a: RecruiterApplicationDetail) => void;
  returnTo?: FocusCandidate[];
}) {
  const detail = useLoad(() => recruiter.application(id), id, 'The application could not be loaded.');
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, { onEscape: onClose, returnTo });
  // The sections' code is fetched alongside the application, not after it.
  useEffect(() => void loadSections().catch(() => undefined), []);

  // A portal keeps the panel above the workspace chrome, whatever the page's stacking.
  return createPortal(
    <>
      <div className="panel-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="panel" role="dialog" aria-modal="true" aria-labelledby="panel-title" tabIndex={-1}>
        <div className="panel-top">
          <h2 id="panel-title" className="panel-title" tabIndex={-1}>
            {detail.status === 'ready' ? detail.data.candidate.fullName : 'Application'}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close application">
            Close
          </Button>
        </div>
        <div className="panel-body">
          <LoadBoundary state={detail} what="the application">
            {(a) => (
              <Suspense fallback={<LoadingState label="Loading the application…" />}>
                <Sections
                  a={a}
                  onMoved={(next) => {
                    detail.setData(next);
                    onMoved(next);
                  }}
                />
              </Suspense>
            )}
          </LoadBoundary>
        </div>
      </div>
    </>,
    document.body,
  );
}
