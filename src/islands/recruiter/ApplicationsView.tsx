import { Fragment, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import { announce } from '../../client/browser/announce';
import { type FocusCandidate, focusFirst, focusIsLostOrIn } from '../../client/browser/focus';
import {
  APPLICATION_STATUSES,
  type ApplicationPage,
  filtersOf,
  HUMAN_REVIEW,
  isHumanReview,
  type Job,
  type ListAddress,
  RECRUITER_STATUS,
  type RecruiterApplication,
  type RecruiterSettings,
  SCREENING_GROUP,
  SCREENING_MESSAGES,
  type ScreeningQuestion,
  unmetFlag,
} from '../../contract';
import { useResultAnnouncer, useStickyClearance } from '../hooks/use-announce';
import { useInBrowser } from '../hooks/use-in-browser';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Button, EmptyState } from '../ui';
import { Pager } from '../ui/Pager';
import { LoadBoundary } from '../workspace/WorkspacePage';
import { cleared, isFiltered, MIN_SCORES } from './application-filters';
import { ApplicationPanel } from './ApplicationPanel';
import { BulkBar } from './BulkBar';
import { durationSince } from './format';
import { Reasons, ScorePill, StatusBadge } from './parts';

// The parts of every application list (one job's, all jobs'): filters, rows, bulk moves, paging and
// the side panel. The screens own the address state and pass it down.

export type SetAddress = (change: (a: ListAddress) => ListAddress) => void;

/** Where focus goes when the control that had it went away: the list's first box, else the first filter. */
const LIST_START: FocusCandidate[] = [
  '.app-head input[type="checkbox"]',
  '.app-row input[type="checkbox"]',
  '.filters select',
];

/**
 * Clear filters takes itself away: focus moves to the first filter, which stays, before the button
 * goes (afterwards, the reloaded list would race it for the lost focus).
 */
const clearFilters = (set: SetAddress) => {
  focusFirst('.filters select');
  set(cleared);
};

/** A filter change starts again from the first page. */
const filter = (set: SetAddress, patch: Partial<ListAddress>) => set((a) => ({ ...a, ...patch, page: '1' }));

/** Job (on the all-applications list), stage (on the list view), minimum score, days applied and sort. */
export function FilterBar({
  address,
  set,
  jobs,
  stage = true,
  questions = [],
}: {
  address: ListAddress;
  set: SetAddress;
  jobs?: Job[];
  stage?: boolean;
  /** The job's screening questions: its yes/no ones are filters ("answered Yes to …"). */
  questions?: ScreeningQuestion[];
}) {
  const screening = address.screening === 'unmet' ? 'unmet' : address.answeredYes ? `yes:${address.answeredYes}` : '';
  return (
    <div className="filters" role="search" aria-label="Filter applications">
      {jobs && (
        <label className="filter filter-wide">
          <span className="label">Job</span>
          <select className="select" value={address.jobId} onChange={(e) => filter(set, { jobId: e.target.value })}>
            <option value="">All jobs</option>
            {jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {stage && (
        <label className="filter">
          <span className="label">Stage</span>
          <select className="select" value={address.status} onChange={(e) => filter(set, { status: e.target.value })}>
            <option value="">All stages</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RECRUITER_STATUS[s].label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="filter">
        <span className="label">Minimum score</span>
        <select className="select" value={address.atsScore} onChange={(e) => filter(set, { atsScore: e.target.value })}>
          <option value="">Any score</option>
          {MIN_SCORES.map((s) => (
            <option key={s} value={s}>
              {s} or more
            </option>
          ))}
        </select>
      </label>
      <label className="filter">
        <span className="label">Screening answers</span>
        <select
          className="select"
          value={screening}
          onChange={(e) => {
            const v = e.target.value;
            filter(set, {
              screening: v === 'unmet' ? 'unmet' : '',
              answeredYes: v.startsWith('yes:') ? v.slice(4) : '',
            });
          }}
        >
          <option value="">Any answers</option>
          <option value="unmet">{SCREENING_MESSAGES.flag} a knockout</option>
          {questions
            .filter((q) => q.kind === 'yes_no')
            .map((q) => (
              <option key={q.id} value={`yes:${q.id}`}>
                Answered Yes to “{q.label}”
              </option>
            ))}
        </select>
      </label>
      <label className="filter">
        <span className="label">Applied from</span>
        <input
          className="input"
          type="date"
          value={address.from}
          max={address.to || undefined}
          onChange={(e) => filter(set, { from: e.target.value })}
        />
      </label>
      <label className="filter">
        <span className="label">Applied to</span>
        <input
          className="input"
          type="date"
          value={address.to}
          min={address.from || undefined}
          onChange={(e) => filter(set, { to: e.target.value })}
        />
      </label>
      <label className="filter">
        <span className="label">Sort by</span>
        <select
          className="select"
          value={address.sort}
          onChange={(e) => set((a) => ({ ...a, sort: e.target.value, page: '1' }))}
        >
          <option value="createdAt">Newest first</option>
          <option value="atsScore">Best match first</option>
        </select>
      </label>
      {isFiltered(address) && (
        <Button variant="ghost" size="sm" className="filters-clear" onClick={() => clearFilters(set)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

/**
 * The side panel of the application named by `open` in the address (a notification links there);
 * closing it returns focus to the control that opened it, or to the list when a move took that away.
 */
export function usePanel(address: ListAddress, set: SetAddress, onMoved: () => void) {
  const open = useCallback((id: string) => set((a) => ({ ...a, open: id })), [set]);
  const close = useCallback(() => set((a) => ({ ...a, open: '' })), [set]);
  // The panel is a portal into the browser's document: a page the server renders with `?open=` shows it once the
  // island runs (the server's HTML and the hydrating render are both without it).
  const inBrowser = useInBrowser();
  const panel =
    inBrowser && address.open ? (
      <ApplicationPanel id={address.open} onClose={close} onMoved={onMoved} returnTo={LIST_START} />
    ) : null;
  return { open, panel };
}

/**
 * What the server read for an applications page's first screen: the address it read the list from, the company's
 * blind-review setting, and the list's page (null when the API would refuse the filters, or on the board view).
 */
export interface ApplicationsScreen {
  address: ListAddress;
  settings: RecruiterSettings;
  list: ApplicationPage | null;
}

/** The list view: rows with select boxes, the bulk bar, paging and the empty states. */
export function ApplicationList({
  address,
  set,
  jobId,
  refresh,
  onOpen,
  initial,
}: {
  address: ListAddress;
  set: SetAddress;
  /** One job's list; without it, every job's (rows then name their job). */
  jobId?: string;
  /** Changes when the list must load again (a move in the panel, blind review switched). */
  refresh: number;
  onOpen: (id: string) => void;
  /** The first screen's page, for the address the list starts on. */
  initial?: ApplicationPage | null;
}) {
  const filters = filtersOf(jobId ? { ...address, jobId: '' } : address);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const key = JSON.stringify(filters);
  const filtered = isFiltered(jobId ? { ...address, jobId: '' } : address);
  const announceResult = useResultAnnouncer();
  const bulkBar = useRef<HTMLDivElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  // What a screen reader hears once a page of the list is in, from the server or from the API.
  const heard = (page: ApplicationPage) =>
    announceResult(
      key,
      page.total === 0
        ? filtered
          ? 'No applications match these filters.'
          : 'No applications yet.'
        : `${page.total} ${page.total === 1 ? 'application' : 'applications'}.`,
    );
  const list = useLoad(
    () =>
      (jobId ? recruiter.jobApplications(jobId, filters) : recruiter.allApplications(filters)).then((page) => {
        heard(page);
        return page;
      }),
    `${key}:${refresh}`,
    'The applications could not be loaded.',
    initial,
  );
  // The server's first page is heard once the island runs, as a loaded one would be.
  const served = useRef(initial);
  useEffect(() => {
    if (served.current) heard(served.current);
    served.current = null;
    // Once, on mount: later pages are heard as they load.
  }, []);
  useStickyClearance(bulkBar, selected.size > 0);
  // A reload after a move can take away the row that held focus (the panel gave focus back to it
  // before the new page came in): focus the list then, never <body>. Not on the first load.
  const page = list.status === 'ready' ? list.data : null;
  // The selection lives on the page shown (a new query clears it): the bar offers only the moves every
  // selected application can make, else names each one that cannot move at all (the worker refuses the same).
  const selectedRows = page?.applications.filter((a) => selected.has(a.id)) ?? [];
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!page) return;
    if (shownOnce.current && focusIsLostOrIn(null) && !document.querySelector('[role="dialog"]'))
      focusFirst(...LIST_START);
    shownOnce.current = true;
  }, [page]);
  // A new query (filters, sort, page) starts with nothing selected.
  const [selectionKey, setSelectionKey] = useState(key);
  if (selectionKey !== key) {
    setSelectionKey(key);
    setSelected(new Set());
  }

  return (
    <>
      {notice && (
        <Alert variant={notice.variant} quiet={notice.variant === 'success'}>
          {notice.text}
        </Alert>
      )}
      {selected.size > 0 && (
        <BulkBar
          barRef={bulkBar}
          rows={page ? selectedRows : null}
          count={selected.size}
          focusAfter={LIST_START}
          onClear={() => setSelected(new Set())}
          onDone={(text, reload) => {
            setSelected(new Set());
            setNotice({ variant: 'success', text });
            announce(text);
            if (reload) list.reload();
          }}
        />
      )}

      <LoadBoundary state={list} what="applications">
        {(page) =>
          page.total === 0 ? (
            <EmptyState
              title={filtered ? 'No applications match these filters' : 'No applications yet'}
              description={
                filtered
                  ? 'Try another job or stage, a lower minimum score or wider dates.'
                  : 'When candidates apply, they appear here with their match score and why.'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => clearFilters(set)}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ApplicationRows
                selectAllRef={selectAll}
                rows={page.applications}
                bestMatch={address.sort === 'atsScore'}
                showJob={!jobId}
                selected={selected}
                onSelect={(ids, on) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
                    return next;
                  })
                }
                onOpen={onOpen}
              />
              <Pager
                page={page.page}
                totalPages={page.totalPages}
                total={page.total}
                limit={page.limit}
                noun="applications"
                onPage={(p) => set((a) => ({ ...a, page: String(p) }))}
              />
            </>
          )
        }
      </LoadBoundary>
    </>
  );
}

function ApplicationRows({
  rows,
  bestMatch,
  showJob,
  selected,
  onSelect,
  onOpen,
  selectAllRef,
}: {
  rows: RecruiterApplication[];
  /** Sorted by best match: human review comes first, as its own group under a heading. */
  bestMatch: boolean;
  showJob: boolean;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (id: string) => void;
  selectAllRef: RefObject<HTMLInputElement | null>;
}) {
  const { dateText } = useTime();
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className="app-list">
      <div className="app-head">
        <label className="check">
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={all}
            onChange={(e) =>
              onSelect(
                rows.map((r) => r.id),
                e.target.checked,
              )
            }
          />
          <span className="visually-hidden">Select every application on this page</span>
        </label>
        <span>{showJob ? 'Candidate and job' : 'Candidate'}</span>
        <span>Match</span>
        <span>Stage</span>
        <span>Applied</span>
      </div>
      <ul className="app-rows">
        {bestMatch && rows.some((a) => isHumanReview(a.atsStatus) && a.screeningUnmet.length === 0) && (
          <li className="app-group">
            <h3 className="app-group-title">{HUMAN_REVIEW.group}</h3>
          </li>
        )}
        {rows.map((a, i) => (
          <Fragment key={a.id}>
            {/* Best match: the flagged form their own group, after the scored ones. */}
            {bestMatch && a.screeningUnmet.length > 0 && (i === 0 || rows[i - 1]!.screeningUnmet.length === 0) && (
              <li className="app-group">
                <h3 className="app-group-title">{SCREENING_GROUP}</h3>
              </li>
            )}
            <li className={selected.has(a.id) ? 'app-row is-selected' : 'app-row'}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={selected.has(a.id)}
                  onChange={(e) => onSelect([a.id], e.target.checked)}
                />
                <span className="visually-hidden">Select {a.candidate.fullName}</span>
              </label>
              <div className="app-who">
                <button type="button" className="link-button" onClick={() => onOpen(a.id)}>
                  {a.candidate.fullName}
                </button>
                <span className="muted small">{a.candidate.email ?? 'Hidden until interview'}</span>
                {showJob && <JobLink id={a.jobId}>{a.jobTitle}</JobLink>}
              </div>
              <div className="app-match">
                <ScorePill score={a.atsScore} status={a.atsStatus} />
                {/* The pill already says "Human review requested": the words once. */}
                {!isHumanReview(a.atsStatus) && <Reasons reasons={a.reasons} />}
                {a.screeningUnmet.length > 0 && <span className="app-unmet small">{unmetFlag(a.screeningUnmet)}</span>}
              </div>
              <div className="app-stage">
                <StatusBadge status={a.status} />
                <span className="muted small">for {durationSince(a.statusChangedAt)}</span>
              </div>
              <span className="app-date muted small">{dateText(a.createdAt)}</span>
            </li>
          </Fragment>
        ))}
      </ul>
    </div>
  );
}

function JobLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a className="app-job small" href={`/recruiter/jobs/${encodeURIComponent(id)}/applications`}>
      {children}
    </a>
  );
}
