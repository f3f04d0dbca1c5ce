import { useCallback, useRef, useState, type RefObject } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus, type RecruiterApplication } from '../../contract';
import { failureMessage } from '../../client/api';
import { queryParam } from '../../client/forms';
import { recruiter, type ApplicationFilters } from '../../client/recruiter';
import { Alert, Button, EmptyState, LinkButton } from '../ui';
import { ApplicationPanel } from './ApplicationPanel';
import { durationSince, formatDate, JOB_STATUS_LABEL, STATUS_LABEL } from './format';
import { Pager } from '../ui/Pager';
import { Reasons, ScorePill, StatusBadge } from './parts';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { StatusForm } from './StatusForm';
import { useLoad } from '../hooks/use-load';
import { useResultAnnouncer, useStickyClearance } from '../hooks/use-announce';
import { announce } from '../../client/announce';
import { focusAfterRender } from '../../client/focus';

const BULK_MOVES: ApplicationStatus[] = ['screening', 'interview', 'offer', 'hired', 'rejected'];
const MIN_SCORES = [50, 60, 70, 80, 90];
const PAGE_SIZE = 20;

/** /recruiter/jobs/{jobId}/applications: the job's pipeline. */
export default function JobApplications({ jobId }: { jobId: string }) {
  return (
    <WorkspacePage role="recruiter">
      <Pipeline jobId={jobId} />
    </WorkspacePage>
  );
}

function Pipeline({ jobId }: { jobId: string }) {
  const [filters, setFilters] = useState<ApplicationFilters>({ page: 1, limit: PAGE_SIZE, sort: 'createdAt' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // ?open=<id> (links from the dashboard and candidates) opens that application at once.
  const [openId, setOpenId] = useState<string | null>(() => (typeof window === 'undefined' ? null : queryParam(window.location.search, 'open')));
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const bulkBar = useRef<HTMLDivElement>(null);
  const stageFilter = useRef<HTMLSelectElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const filtered = Boolean(filters.status || filters.atsScore !== undefined);
  const announceResult = useResultAnnouncer();
  const job = useLoad(() => recruiter.job(jobId), jobId, 'The job could not be loaded.');
  const listKey = JSON.stringify(filters);
  const list = useLoad(
    () =>
      recruiter.jobApplications(jobId, filters).then((page) => {
        announceResult(listKey, page.total === 0 ? (filtered ? 'No applications match these filters.' : 'No applications yet.') : `${page.total} ${page.total === 1 ? 'application' : 'applications'}.`);
        return page;
      }),
    listKey,
    'The applications could not be loaded.',
  );
  useStickyClearance(bulkBar, selected.size > 0);
  // The top of the list, for focus whose control went away: "select all" (wide screens), else the first row's box.
  const listStart = [() => selectAll.current, '.app-row input[type="checkbox"]'];
  const settings = useLoad(() => recruiter.settings(), 'settings', 'Your settings could not be loaded.');

  const change = (patch: Partial<ApplicationFilters>) => {
    setSelected(new Set());
    setFilters((f) => ({ ...f, page: 1, ...patch }));
  };
  const close = useCallback(() => setOpenId(null), []);

  async function toggleBlind(enabled: boolean) {
    if (settings.status !== 'ready') return;
    const before = settings.data;
    // The switch moves at once; it moves back if the server refuses.
    settings.setData({ ...before, blindReview: enabled });
    try {
      settings.setData(await recruiter.setBlindReview(enabled));
      setNotice(null);
      list.reload();
    } catch (err) {
      settings.setData(before);
      setNotice({ variant: 'error', text: failureMessage(err, 'Blind review could not be changed. Please try again.') });
    }
  }

  const title = job.status === 'ready' ? job.data.title : 'Applications';
  const blind = settings.status === 'ready' && settings.data.blindReview;
  return (
    <>
      <PageHeader
        eyebrow={
          <a href="/recruiter/jobs" className="crumb">
            Jobs
          </a>
        }
        title={title}
        lead={job.status === 'ready' ? `${JOB_STATUS_LABEL[job.data.status]} · ${job.data.applicationCount} applications · posted ${job.data.postedAt ? formatDate(job.data.postedAt) : 'not yet'}` : undefined}
        actions={
          <>
            <label className="switch">
              <input type="checkbox" role="switch" checked={blind} disabled={settings.status !== 'ready'} onChange={(e) => void toggleBlind(e.target.checked)} />
              <span className="switch-track" aria-hidden="true" />
              <span>Blind review</span>
            </label>
            <LinkButton variant="secondary" size="sm" href={`/recruiter/jobs/${jobId}/edit`}>
              Edit job
            </LinkButton>
          </>
        }
      />
      {blind && <p className="blind-note">Blind review is on: names, emails and resume files stay hidden until a candidate reaches Interview.</p>}

      <div className="filters" role="search" aria-label="Filter applications">
        <label className="filter">
          <span className="label">Stage</span>
          <select ref={stageFilter} className="select" value={filters.status ?? ''} onChange={(e) => change({ status: (e.target.value || undefined) as ApplicationStatus | undefined })}>
            <option value="">All stages</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          <span className="label">Minimum score</span>
          <select className="select" value={filters.atsScore ?? ''} onChange={(e) => change({ atsScore: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">Any score</option>
            {MIN_SCORES.map((s) => (
              <option key={s} value={s}>
                {s} or more
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          <span className="label">Sort by</span>
          <select className="select" value={filters.sort} onChange={(e) => change({ sort: e.target.value as ApplicationFilters['sort'] })}>
            <option value="createdAt">Newest first</option>
            <option value="atsScore">Best match first</option>
          </select>
        </label>
      </div>

      {notice && (
        <Alert variant={notice.variant} quiet={notice.variant === 'success'}>
          {notice.text}
        </Alert>
      )}
      {selected.size > 0 && (
        <div ref={bulkBar} className="bulk-bar" role="region" aria-label="Bulk actions">
          <p>
            <strong>{selected.size} selected</strong>{' '}
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </p>
          <StatusForm
            compact
            moves={BULK_MOVES}
            submitLabel={`Move ${selected.size}`}
            focusAfter={listStart}
            onSubmit={async (status, note, reason) => {
              const result = await recruiter.bulkMove([...selected], status, note, reason);
              const text = `${result.updated} applications moved to ${STATUS_LABEL[status]}.`;
              setSelected(new Set());
              setNotice({ variant: 'success', text });
              announce(text);
              list.reload();
            }}
          />
        </div>
      )}

      <LoadBoundary state={list} what="applications">
        {(page) =>
          page.total === 0 ? (
            <EmptyState
              title={filtered ? 'No applications match these filters' : 'No applications yet'}
              description={filtered ? 'Try another stage or a lower minimum score.' : 'When candidates apply, they appear here with their match score and why.'}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      change({ status: undefined, atsScore: undefined });
                      // The button goes with the empty state: focus returns to the first filter.
                      focusAfterRender(stageFilter.current);
                    }}
                  >
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
                selected={selected}
                onSelect={(ids, on) => setSelected((s) => {
                  const next = new Set(s);
                  ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
                  return next;
                })}
                onOpen={setOpenId}
              />
              <Pager page={page.page} totalPages={page.totalPages} total={page.total} limit={page.limit} noun="applications" onPage={(p) => setFilters((f) => ({ ...f, page: p }))} />
            </>
          )
        }
      </LoadBoundary>
      {openId && <ApplicationPanel id={openId} onClose={close} onMoved={() => list.reload()} returnTo={[...listStart, () => stageFilter.current]} />}
    </>
  );
}

function ApplicationRows({
  rows,
  selected,
  onSelect,
  onOpen,
  selectAllRef,
}: {
  rows: RecruiterApplication[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (id: string) => void;
  selectAllRef: RefObject<HTMLInputElement | null>;
}) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className="app-list">
      <div className="app-head">
        <label className="check">
          <input ref={selectAllRef} type="checkbox" checked={all} onChange={(e) => onSelect(rows.map((r) => r.id), e.target.checked)} />
          <span className="visually-hidden">Select every application on this page</span>
        </label>
        <span>Candidate</span>
        <span>Match</span>
        <span>Stage</span>
        <span>Applied</span>
      </div>
      <ul className="app-rows">
        {rows.map((a) => (
          <li key={a.id} className={selected.has(a.id) ? 'app-row is-selected' : 'app-row'}>
            <label className="check">
              <input type="checkbox" checked={selected.has(a.id)} onChange={(e) => onSelect([a.id], e.target.checked)} />
              <span className="visually-hidden">Select {a.candidate.fullName}</span>
            </label>
            <div className="app-who">
              <button type="button" className="link-button" onClick={() => onOpen(a.id)}>
                {a.candidate.fullName}
              </button>
              <span className="muted small">{a.candidate.email ?? 'Hidden until interview'}</span>
            </div>
            <div className="app-match">
              <ScorePill score={a.atsScore} status={a.atsStatus} />
              <Reasons reasons={a.reasons} />
            </div>
            <div className="app-stage">
              <StatusBadge status={a.status} />
              <span className="muted small">for {durationSince(a.statusChangedAt)}</span>
            </div>
            <span className="app-date muted small">{formatDate(a.createdAt)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
