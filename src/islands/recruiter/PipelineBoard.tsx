import { type DragEvent, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import {
  APPLICATION_STATUSES,
  type ApplicationPage,
  type ApplicationStatus,
  canRecruiterMove,
  filtersOf,
  type ListAddress,
  RECRUITER_MOVES,
  RECRUITER_STATUS,
  type RecruiterApplication,
  unmetFlag,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Button } from '../ui';
import { Dialog } from '../ui/Dialog';
import { LoadBoundary } from '../workspace/WorkspacePage';
import { durationSince } from './format';
import { ScorePill } from './parts';
import { StatusForm } from './StatusForm';
import { type MoveMade, UndoMove, undoOffer } from './UndoMove';

/** Cards a column shows; the list view pages through the rest. */
const COLUMN_CARDS = 50;
/** How near the board's left or right edge a dragged card scrolls it, and by how much each time it moves there. */
const EDGE_PX = 56;
const EDGE_STEP_PX = 32;

type Columns = Record<ApplicationStatus, ApplicationPage>;
type Moving = { card: RecruiterApplication; to?: ApplicationStatus };

/**
 * One job's pipeline as a board: a column per stage with its count, cards with the score and the
 * time in the stage. A card moves by drag and drop or, from the keyboard, with its "Move" button
 * (a dialog with the same form as the panel); the allowed moves are the list's, a rejection asks for
 * the reason, and the outcome is announced with focus back on the moved card.
 */
export function PipelineBoard({
  jobId,
  address,
  refresh,
  onOpen,
}: {
  jobId: string;
  address: ListAddress;
  refresh: number;
  onOpen: (id: string, el: HTMLElement) => void;
}) {
  const filters = filtersOf({ ...address, jobId: '', status: '', page: '1' });
  const [round, setRound] = useState(0);
  const board = useLoad(
    async () => {
      const pages = await Promise.all(
        APPLICATION_STATUSES.map((status) =>
          recruiter.jobApplications(jobId, { ...filters, status, limit: COLUMN_CARDS }),
        ),
      );
      return Object.fromEntries(APPLICATION_STATUSES.map((s, i) => [s, pages[i]!])) as Columns;
    },
    `${JSON.stringify(filters)}:${refresh}:${round}`,
    'The board could not be loaded.',
  );
  const [moving, setMoving] = useState<Moving | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusOn, setFocusOn] = useState<{ id: string; stage: ApplicationStatus } | null>(null);
  const [dragged, setDragged] = useState<RecruiterApplication | null>(null);
  const [undoable, setUndoable] = useState<MoveMade | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // After a move the board reloads; once the card shows in its new column, focus goes to its Move
  // button (or its name when it can move no further).
  useEffect(() => {
    if (!focusOn || board.status !== 'ready') return;
    const card = root.current?.querySelector<HTMLElement>(
      `[data-stage="${focusOn.stage}"] [data-card="${CSS.escape(focusOn.id)}"]`,
    );
    const target = card?.querySelector<HTMLElement>('.card-move') ?? card?.querySelector<HTMLElement>('button');
    if (target) {
      target.focus();
      setFocusOn(null);
    }
  }, [board, focusOn]);

  async function move(card: RecruiterApplication, to: ApplicationStatus, note?: string, reason?: string) {
    const startedAt = Date.now();
    await recruiter.moveApplication(card.id, to, note, reason);
    setMoving(null);
    const offer = undoOffer(card.id, card.candidate.fullName, to, startedAt);
    setUndoable(offer);
    setAnnouncement(offer ? '' : `${card.candidate.fullName} moved to ${RECRUITER_STATUS[to].label}.`);
    setFocusOn({ id: card.id, stage: to });
    setRound((n) => n + 1);
  }

  // An undone move puts the card back where it was, with focus on it as after any move.
  function undone(a: { id: string; status: ApplicationStatus }) {
    setFocusOn({ id: a.id, stage: a.status });
    setRound((n) => n + 1);
  }

  async function drop(to: ApplicationStatus) {
    const card = dragged;
    setDragged(null);
    if (!card || card.status === to) return;
    if (!canRecruiterMove(card.status, to)) {
      setAnnouncement(
        `${card.candidate.fullName} cannot move from ${RECRUITER_STATUS[card.status].label} to ${RECRUITER_STATUS[to].label}.`,
      );
      return;
    }
    // A rejection needs its reason: the dialog asks for it.
    if (to === 'rejected') return setMoving({ card, to });
    try {
      await move(card, to);
    } catch (err) {
      setAnnouncement(failureMessage(err, 'The application could not be moved. Please try again.'));
      setRound((n) => n + 1);
    }
  }

  return (
    <div ref={root}>
      <p className="board-announce" role="status" aria-live="polite">
        {announcement}
      </p>
      {undoable && (
        <UndoMove
          key={undoable.id + undoable.startedAt}
          move={undoable}
          onUndone={undone}
          onGone={() => setUndoable(null)}
        />
      )}
      <LoadBoundary state={board} what="the board">
        {(columns) => (
          // One row of stages that scrolls sideways on its own; focusable and named so keyboard users can scroll it.
          // A card dragged near its left or right edge scrolls it, so the stages out of sight can take the drop.
          <div
            className="board-columns"
            role="region"
            aria-label="Pipeline stages"
            tabIndex={0}
            onDragOver={(e) => dragged && edgeScroll(e.currentTarget, e.clientX)}
          >
            {APPLICATION_STATUSES.map((status) => (
              <Column
                key={status}
                status={status}
                page={columns[status]}
                dragged={dragged}
                onDragStart={setDragged}
                onDrop={drop}
                onMove={(card) => setMoving({ card })}
                onOpen={onOpen}
              />
            ))}
          </div>
        )}
      </LoadBoundary>
      <Dialog
        open={moving !== null}
        title={moving ? `Move ${moving.card.candidate.fullName}` : 'Move'}
        onClose={() => setMoving(null)}
        footer={
          <Button variant="ghost" onClick={() => setMoving(null)}>
            Cancel
          </Button>
        }
      >
        {moving && (
          <>
            <p className="muted small">Now in {RECRUITER_STATUS[moving.card.status].label}.</p>
            <StatusForm
              key={`${moving.card.id}:${moving.to ?? ''}`}
              moves={moving.to ? [moving.to] : RECRUITER_MOVES[moving.card.status]}
              initial={moving.to}
              submitLabel="Move"
              onSubmit={(to, note, reason) => move(moving.card, to, note, reason)}
            />
          </>
        )}
      </Dialog>
    </div>
  );
}

function edgeScroll(board: HTMLElement, x: number) {
  const { left, right } = board.getBoundingClientRect();
  if (x > right - EDGE_PX) board.scrollLeft += EDGE_STEP_PX;
  else if (x < left + EDGE_PX) board.scrollLeft -= EDGE_STEP_PX;
}

function Column({
  status,
  page,
  dragged,
  onDragStart,
  onDrop,
  onMove,
  onOpen,
}: {
  status: ApplicationStatus;
  page: ApplicationPage;
  dragged: RecruiterApplication | null;
  onDragStart: (card: RecruiterApplication | null) => void;
  onDrop: (to: ApplicationStatus) => void;
  onMove: (card: RecruiterApplication) => void;
  onOpen: (id: string, el: HTMLElement) => void;
}) {
  const [over, setOver] = useState(false);
  const accepts = dragged !== null && dragged.status !== status && canRecruiterMove(dragged.status, status);
  const headingId = `board-${status}`;
  // Every other column takes the drop, so a move the rules refuse is announced rather than ignored;
  // only the columns the card may move to light up.
  const allow = (e: DragEvent) => {
    if (dragged === null || dragged.status === status) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setOver(accepts);
  };
  return (
    <section
      className={['board-column', accepts && 'is-target', over && 'is-over'].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-stage={status}
      onDragOver={allow}
      onDragEnter={allow}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onDrop(status);
      }}
    >
      <h2 className="board-column-title" id={headingId}>
        {RECRUITER_STATUS[status].label} <span className="board-count">{page.total}</span>
      </h2>
      {page.applications.length === 0 ? (
        <p className="muted small">None</p>
      ) : (
        <ul className="board-cards">
          {page.applications.map((card) => (
            <li
              key={card.id}
              className="board-card"
              data-card={card.id}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', card.id);
                onDragStart(card);
              }}
              onDragEnd={() => onDragStart(null)}
            >
              <div className="board-card-head">
                <button type="button" className="link-button" onClick={(e) => onOpen(card.id, e.currentTarget)}>
                  {card.candidate.fullName}
                </button>
                <ScorePill score={card.atsScore} status={card.atsStatus} />
              </div>
              <p className="muted small">
                In {RECRUITER_STATUS[card.status].label} for {durationSince(card.statusChangedAt)}
              </p>
              {card.screeningUnmet.length > 0 && <p className="app-unmet small">{unmetFlag(card.screeningUnmet)}</p>}
              {RECRUITER_MOVES[card.status].length > 0 && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="card-move"
                  aria-haspopup="dialog"
                  aria-label={`Move ${card.candidate.fullName}`}
                  onClick={() => onMove(card)}
                >
                  Move…
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {page.total > page.applications.length && (
        <p className="muted small">
          Showing {page.applications.length} of {page.total}: the list view pages through them all.
        </p>
      )}
    </section>
  );
}
