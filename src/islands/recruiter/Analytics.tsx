import { useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import {
  type Analytics as Data,
  ANALYTICS_RANGES,
  analyticsDaysOf,
  type Job,
  plural,
  RECRUITER_STATUS,
  shortDayText,
  type User,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { CsvButton, EmptyState, LinkButton } from '../ui';
import { BarList, ColumnChart } from '../ui/charts';
import { LoadBoundary, PageHeader, Stat, WorkspacePage } from '../workspace/WorkspacePage';
import { formatHours, percent } from './format';

/** What each column of "By job" counts (views are all-time; the rest are this period's applications). */
const BY_JOB_COLUMNS = [
  'Job',
  'Page views (all time)',
  'Applications received',
  'New (last 7 days)',
  'Average match score',
  'In interview now',
  'Hired',
];

/** The first screen as the server reads it: the period of the address, the recruiter's jobs and that period's figures. */
export interface AnalyticsScreen {
  days: number;
  jobs: { jobs: Job[] };
  analytics: Data;
}

/**
 * /recruiter/analytics: where applications come from and how they move; `viewer` and `initial` when the server
 * rendered it for them.
 */
export default function Analytics({ viewer, initial }: { viewer?: User | null; initial?: AnalyticsScreen | null }) {
  return (
    <WorkspacePage role="recruiter" viewer={viewer}>
      <Report initial={initial} />
    </WorkspacePage>
  );
}

function Report({ initial }: { initial?: AnalyticsScreen | null }) {
  const [days, setDays] = useState(
    () => initial?.days ?? analyticsDaysOf(typeof window === 'undefined' ? '' : window.location.search),
  );
  const [jobId, setJobId] = useState('');
  const jobs = useLoad(() => recruiter.jobs(), 'jobs', 'Your jobs could not be loaded.', initial?.jobs);
  const data = useLoad(
    () => recruiter.analytics(days, jobId || undefined),
    `${days}:${jobId}`,
    'Analytics could not be loaded.',
    initial?.analytics,
  );

  return (
    <>
      <PageHeader
        title="Analytics"
        lead="Applications over time, how they move through your pipeline, and how well they match."
      />
      <div className="filters" role="search" aria-label="Choose what to analyse">
        <label className="filter">
          <span className="label">Job</span>
          <select className="select" value={jobId} onChange={(e) => setJobId(e.target.value)}>
            <option value="">All jobs</option>
            {jobs.status === 'ready' &&
              jobs.data.jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title}
                </option>
              ))}
          </select>
        </label>
        <div className="filter filter-wide">
          <span className="label" id="range-label">
            Period
          </span>
          <div className="segmented" role="group" aria-labelledby="range-label">
            {ANALYTICS_RANGES.map((r) => (
              <button
                key={r}
                type="button"
                className={r === days ? 'is-active' : undefined}
                aria-pressed={r === days}
                onClick={() => setDays(r)}
              >
                {r === 365 ? '1 year' : `${r} days`}
              </button>
            ))}
          </div>
        </div>
      </div>
      <LoadBoundary state={data} what="analytics">
        {(a) => <Charts a={a} />}
      </LoadBoundary>
    </>
  );
}

function Charts({ a }: { a: Data }) {
  const total = a.overTime.reduce((s, d) => s + d.count, 0);
  if (total === 0 && a.jobs.every((j) => j.applications === 0)) {
    return (
      <EmptyState
        title="No applications in this period"
        description="Once candidates apply, you will see them over time, through your stages and by match score."
        action={
          <LinkButton href="/recruiter/jobs" variant="secondary">
            See your jobs
          </LinkButton>
        }
      />
    );
  }
  const hired = a.funnel.at(-1)!.reached;
  const scored = a.scoreDistribution.reduce((s, b) => s + b.count, 0);
  const perDay = a.overTime.map((d) => ({
    label: shortDayText(d.date),
    value: d.count,
    display: `${d.count} application${d.count === 1 ? '' : 's'}`,
  }));
  const busiest = a.overTime.reduce((m, d) => (d.count > m.count ? d : m), a.overTime[0]!);
  return (
    <div className="charts">
      <div className="stats">
        <Stat label="Applications received" value={total} note={`${shortDayText(a.from)} – ${shortDayText(a.to)}`} />
        <Stat
          label="Reached interview"
          value={a.funnel[2]!.reached}
          note={`${percent(total ? a.funnel[2]!.reached / total : null)} of them got to interview or further, at any time`}
        />
        <Stat label="Hired" value={hired} note="of this period's applications" />
        <Stat
          label="Rejected"
          value={a.rejected}
          note={
            a.withdrawn ? `of this period's applications; ${a.withdrawn} withdrew` : "of this period's applications"
          }
        />
      </div>
      <section className="card chart-card chart-wide">
        <ColumnChart
          title="Applications per day"
          summary={`${plural(total, 'application')} in ${plural(a.days, 'day')}; the busiest day was ${busiest.date} with ${busiest.count}.`}
          data={perDay}
          valueHeader="Applications"
          labelEvery={Math.max(1, Math.ceil(perDay.length / 8))}
        />
      </section>
      <section className="card chart-card">
        <BarList
          title="How far applications got"
          tone="primary"
          summary={`Applications of this period that reached each stage or a later one: ${a.funnel.map((f) => `${RECRUITER_STATUS[f.stage].label} ${f.reached}`).join(', ')}`}
          valueHeader="Reached this stage or later"
          data={a.funnel.map((f) => ({
            label: RECRUITER_STATUS[f.stage].label,
            value: f.reached,
            note: f.conversion === null ? undefined : `${percent(f.conversion)} of previous`,
          }))}
        />
      </section>
      <section className="card chart-card">
        <BarList
          title="Average time in stage"
          summary={`Average time an application spent in each stage before moving on: ${a.timeInStage.map((t) => `${RECRUITER_STATUS[t.stage].label} ${formatHours(t.averageHours)}`).join(', ')}`}
          valueHeader="Average time"
          tone="accent"
          data={a.timeInStage.map((t) => ({
            label: RECRUITER_STATUS[t.stage].label,
            value: t.averageHours ?? 0,
            display: formatHours(t.averageHours),
            note: t.moves ? `${t.moves} moves` : 'no moves yet',
          }))}
        />
      </section>
      <section className="card chart-card chart-wide">
        <ColumnChart
          title="Match scores"
          summary={`${scored} scored applications in buckets of 10; ${a.unscored} could not be scored; ${a.humanReview} asked for human review.`}
          data={a.scoreDistribution.map((b) => ({ label: `${b.from}–${b.to}`, value: b.count }))}
          valueHeader="Applications"
          footer={
            a.unscored > 0 || a.humanReview > 0 ? (
              <>
                {a.humanReview > 0 && <p className="muted small">{a.humanReview} human review requested (no score)</p>}
                {a.unscored > 0 && <p className="muted small">{a.unscored} not scored (resume text unreadable)</p>}
              </>
            ) : null
          }
        />
      </section>
      <section className="card chart-card chart-wide" aria-labelledby="per-job-h">
        <div className="chart-head">
          <h2 id="per-job-h" className="chart-title">
            By job
          </h2>
          <CsvButton
            title="By job"
            rows={() => [
              BY_JOB_COLUMNS,
              ...a.jobs.map((j) => [
                j.title,
                j.views,
                j.applications,
                j.newApplications,
                j.averageScore,
                j.interviews,
                j.hired,
              ]),
            ]}
          />
        </div>
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                {BY_JOB_COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {a.jobs.map((j) => (
                <tr key={j.jobId}>
                  <th scope="row">
                    <a href={`/recruiter/jobs/${j.jobId}/applications`}>{j.title}</a>
                  </th>
                  <td>{j.views}</td>
                  <td>{j.applications}</td>
                  <td>{j.newApplications}</td>
                  <td>{j.averageScore ?? '—'}</td>
                  <td>{j.interviews}</td>
                  <td>{j.hired}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
