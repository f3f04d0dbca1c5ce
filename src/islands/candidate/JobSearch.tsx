import { type FormEvent, useEffect, useRef, useState } from 'react';

import { candidate } from '../../client/api/candidate';
import { failureMessage } from '../../client/api/client';
import { announce } from '../../client/browser/announce';
import { focusAfterRender, focusFirst } from '../../client/browser/focus';
import {
  FEED_SEARCH_DEFAULTS,
  type FeedResponse,
  type FeedSearch,
  JOB_CHOICE_FILTERS,
  JOB_TEXT_FILTERS,
  type JobCard as JobCardData,
  KNOWN_CITIES,
  type User,
} from '../../contract';
import { useAddressState } from '../hooks/use-address';
import { useResultAnnouncer } from '../hooks/use-announce';
import { Alert, Button, EmptyState, LinkButton, TextField } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { JobCard } from './parts/JobBits';
import { SaveSearchAlert } from './parts/SaveSearchAlert';

const KEYWORDS_ID = 'search-keywords';
type Filters = FeedSearch;
const EMPTY = FEED_SEARCH_DEFAULTS;
const KEYS = Object.keys(EMPTY) as (keyof Filters)[];

type Results =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; jobs: JobCardData[]; next: string | null; source: FeedResponse['matchSource'] };

/** The first screen the server rendered: the search its address asked for and the feed's first page for it. */
export interface FeedScreen {
  search: FeedSearch;
  feed: FeedResponse;
}

const ready = (page: FeedResponse): Results => ({
  status: 'ready',
  jobs: page.jobs,
  next: page.nextCursor,
  source: page.matchSource,
});

function Search({ initial }: { initial?: FeedScreen | null }) {
  // Filters live in the address, so a reload or a shared link lands on the same search.
  const [applied, setApplied] = useAddressState(EMPTY, initial?.search);
  const [draft, setDraft] = useState<Filters>(applied);
  const [results, setResults] = useState<Results>(initial ? ready(initial.feed) : { status: 'loading' });
  // The server's first page is the answer to the first search: it is not asked for again.
  const served = useRef(Boolean(initial));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // On phones the filters fold away behind a button; on wide screens they are always shown.
  const [showFilters, setShowFilters] = useState(false);
  const announceResult = useResultAnnouncer();

  useEffect(() => {
    const filtered = KEYS.some((k) => k !== 'sort' && applied[k]);
    // What a screen reader hears once a search's first page is in, from the server or from the API.
    const heard = (page: FeedResponse) => {
      const count = `${page.jobs.length}${page.nextCursor ? ' or more' : ''} ${page.jobs.length === 1 ? 'job' : 'jobs'}`;
      announceResult(
        `${JSON.stringify(applied)}#${round}`,
        page.jobs.length === 0 ? (filtered ? 'No jobs match these filters.' : 'No open jobs yet.') : `${count} found.`,
      );
    };
    if (served.current) {
      served.current = false;
      if (initial) heard(initial.feed);
      return;
    }
    let live = true;
    setResults({ status: 'loading' });
    candidate.feed(applied).then(
      (page) => {
        if (!live) return;
        setResults(ready(page));
        heard(page);
      },
      (err: unknown) =>
        live && setResults({ status: 'error', message: failureMessage(err, 'We could not load jobs. Try again.') }),
    );
    return () => {
      live = false;
    };
  }, [applied, round, announceResult]);

  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  // Selects apply at once; typed fields apply on submit.
  const choose = (key: keyof Filters) => (value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    setApplied(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ ...draft });
  };
  const clear = () => {
    // Clear filters goes away with the filters: focus moves to the search box before it goes.
    focusFirst(() => document.getElementById(KEYWORDS_ID));
    setDraft(EMPTY);
    setApplied(EMPTY);
  };

  async function loadMore() {
    if (results.status !== 'ready' || !results.next) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await candidate.feed({ ...applied, cursor: results.next });
      setResults({ ...results, jobs: [...results.jobs, ...page.jobs], next: page.nextCursor });
      announce(`${page.jobs.length} more ${page.jobs.length === 1 ? 'job' : 'jobs'} loaded.`);
      // The last page takes "Show more jobs" away: focus goes to the first job it added.
      if (!page.nextCursor) focusAfterRender(`.cw-list > li:nth-child(${results.jobs.length + 1}) a`);
    } catch (err) {
      setMoreError(failureMessage(err, 'We could not load more jobs.'));
    } finally {
      setLoadingMore(false);
    }
  }

  const filtered = KEYS.some((k) => k !== 'sort' && applied[k]);
  return (
    <>
      <PageHeader title="Find jobs" lead="Search open roles and see how well each one matches your resume." />
      <form className="card cw-filters" role="search" onSubmit={submit}>
        <div className="cw-search-row">
          <TextField
            id={KEYWORDS_ID}
            label={JOB_TEXT_FILTERS.q.label}
            placeholder={JOB_TEXT_FILTERS.q.placeholder}
            value={draft.q}
            onChange={(e) => set('q')(e.target.value)}
            type="search"
          />
          <TextField
            label={JOB_TEXT_FILTERS.location.label}
            placeholder={JOB_TEXT_FILTERS.location.placeholder}
            value={draft.location}
            onChange={(e) => set('location')(e.target.value)}
            list="known-cities"
            autoComplete="off"
          />
          <datalist id="known-cities">
            {KNOWN_CITIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Button type="submit">Search</Button>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="cw-filter-toggle"
          aria-expanded={showFilters}
          aria-controls="job-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          {showFilters ? 'Hide filters' : 'Filters and sort'}
        </Button>
        <div className={`cw-filter-row${showFilters ? ' cw-filter-open' : ''}`} id="job-filters">
          {JOB_CHOICE_FILTERS.map((f) => (
            <Select
              key={f.name}
              label={f.label}
              value={draft[f.name]}
              onChange={choose(f.name)}
              options={f.options}
              any={f.any}
            />
          ))}
          <TextField
            label={JOB_TEXT_FILTERS.minSalary.label}
            inputMode="numeric"
            placeholder={JOB_TEXT_FILTERS.minSalary.placeholder}
            value={draft.minSalary}
            onChange={(e) => set('minSalary')(e.target.value.replace(/\D/g, ''))}
          />
          <Select
            label="Sort by"
            value={draft.sort}
            onChange={choose('sort')}
            options={[
              ['match', 'Best match'],
              ['newest', 'Newest'],
            ]}
          />
        </div>
      </form>

      <LoadStatus state={results} what="jobs" busy="Finding jobs…" onRetry={() => setRound((r) => r + 1)} />
      {results.status === 'ready' && (
        <>
          <div className="cw-results-bar">
            <span>
              {results.jobs.length}
              {results.next ? '+' : ''} {results.jobs.length === 1 ? 'job' : 'jobs'}
              {applied.sort === 'match' && results.source ? ' · ranked by your match' : ' · newest first'}
            </span>
            {filtered && (
              <span className="cw-results-actions">
                {results.jobs.length > 0 && <SaveSearchAlert search={applied} />}
                <Button size="sm" variant="ghost" onClick={clear}>
                  Clear filters
                </Button>
              </span>
            )}
          </div>
          {!results.source && (
            <Alert variant="info" title="See your match on every job">
              Upload a resume on your <a href="/dashboard/profile">profile</a> and each job shows how well you fit, with
              the skills you have and the ones you are missing.
            </Alert>
          )}
          {results.jobs.length === 0 ? (
            <EmptyState
              title={filtered ? 'No jobs match these filters' : 'No open jobs yet'}
              description={
                filtered
                  ? 'Try fewer keywords, another location or a wider date range. You can also save this search as an alert.'
                  : 'New roles appear here as soon as recruiters publish them.'
              }
              action={
                filtered ? (
                  <div className="cw-empty-actions">
                    <SaveSearchAlert search={applied} />
                    <Button variant="ghost" onClick={clear}>
                      Clear filters
                    </Button>
                  </div>
                ) : (
                  <LinkButton href="/dashboard/job-alerts" variant="secondary">
                    Create a job alert
                  </LinkButton>
                )
              }
            />
          ) : (
            <ul className="cw-list">
              {results.jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
          )}
          {moreError && <Alert variant="error">{moreError}</Alert>}
          {results.next && (
            <div className="cw-more">
              <Button variant="secondary" loading={loadingMore} loadingText="Loading…" onClick={loadMore}>
                Show more jobs
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
  any,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
  any?: string;
}) {
  const id = `f-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /dashboard/jobs; `viewer` and `initial` when the server rendered it for them. */
export default function JobSearch({ viewer, initial }: { viewer?: User | null; initial?: FeedScreen | null }) {
  return (
    <WorkspacePage role="candidate" viewer={viewer}>
      {() => <Search initial={initial} />}
    </WorkspacePage>
  );
}
