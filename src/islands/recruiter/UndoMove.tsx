import { useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import { announce } from '../../client/browser/announce';
import {
  type ApplicationStatus,
  RECRUITER_STATUS,
  type RecruiterApplicationDetail,
  UNDO_WINDOW_MS,
  undoableMove,
} from '../../contract';
import { Button } from '../ui';

/** A move that may still be taken back: which application, whose name, where it went and when it was asked. */
export interface MoveMade {
  id: string;
  name: string;
  to: ApplicationStatus;
  startedAt: number;
}

/**
 * Announces a move that can be undone (`undoableMove`) and returns what <UndoMove> shows; null for
 * any other move, which the candidate is told of at once.
 */
export function undoOffer(id: string, name: string, to: ApplicationStatus, startedAt: number): MoveMade | null {
  if (!undoableMove(to)) return null;
  announce(`Moved ${name} to ${RECRUITER_STATUS[to].label}. Undo is available for 10 seconds.`);
  return { id, name, to, startedAt };
}

/**
 * "Moved <name> to <Stage>." with an Undo button, for the undo window counted from when the move was
 * asked (so it closes here before it closes on the server). Undo restores the stage and the candidate
 * is never told; `onUndone` gets the application as it is again, and puts focus back where it belongs.
 */
export function UndoMove({
  move,
  onUndone,
  onGone,
}: {
  move: MoveMade;
  onUndone: (a: RecruiterApplicationDetail) => void;
  onGone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const gone = useRef(onGone);
  gone.current = onGone;

  useEffect(() => {
    if (failure) return;
    const left = move.startedAt + UNDO_WINDOW_MS - Date.now();
    const timer = window.setTimeout(() => gone.current(), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [move, failure]);

  async function undo() {
    setBusy(true);
    try {
      const a = await recruiter.undoMove(move.id);
      announce(`Move undone: ${move.name} is back in ${RECRUITER_STATUS[a.status].label}.`);
      onUndone(a);
      gone.current();
    } catch (err) {
      const text = failureMessage(err, 'The move could not be undone.');
      setFailure(text);
      announce(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="undo-move" data-testid="undo-move">
      <p>{failure ?? `Moved ${move.name} to ${RECRUITER_STATUS[move.to].label}.`}</p>
      {failure ? (
        <Button variant="ghost" size="sm" onClick={() => gone.current()}>
          Dismiss
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={undo} disabled={busy}>
          Undo
        </Button>
      )}
    </div>
  );
}
