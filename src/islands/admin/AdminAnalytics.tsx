import { useState } from 'react';

import { adminApi, type TrendRange } from '../../client/api/admin';
import {
  type AnalyticsSummary,
  APPLICATION_STATUSES,
  dayText,
  JOB_STATUS,
  JOB_STATUSES,
  type PeriodChange,
  plural,
  RECRUITER_STATUS,
  ROLES,
  shortDayText,
  type Trends,
  TRENDS_MAX_DAYS,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Button } from '../ui';
import { BarList, ColumnChart } from '../ui/charts';
import { LoadStatus, PageHeader, Stat, WorkspacePage } from '../workspace/WorkspacePage';

const PRESETS = [7, 30, 90, 365] as const;
const title = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const sum = (days: Trends['days'], key: 'signups' | 'jobsPosted' | 'applications') =>
  days.reduce((n, d) => n + d[key], 0);

/** /admin/analytics: totals and change, daily trends over a chosen range, and the distributions. */
export default function AdminAnalytics() {
  const [range, setRange] = useState<TrendRange>({ days: 30 });
  return (
    <WorkspacePage role="admin">
      <PageHeader
        title="Analytics"
        lead="Who is using Hireloop, what they post and apply to, and how that changes over time."
      />
      <Summary />
      <section className="card admin-panel" aria-labelledby="trends-heading">
        <div className="admin-panel-head">
          <h2 id="trends-heading">Daily activity</h2>
          <RangePicker range={range} onChange={setRange} />
        </div>
        <TrendCharts range={range} />
      </section>
    </WorkspacePage>
  );
}

function changeNote(c: PeriodChange, days: number) {
  if (c.changePct === null) return `${c.current.toLocaleString()} in the last ${days} days`;
  const arrow = c.changePct > 0 ? '▲' : c.changePct < 0 ? '▼' : '■';
  return (
    <span className={c.changePct > 0 ? 'trend-up' : c.changePct < 0 ? 'trend-down' : undefined}>
      <span aria-hidden="true">{arrow}</span> {Math.abs(c.changePct)}%{' '}
      <span className="muted">
        ({c.current.toLocaleString()} vs {c.previous.toLocaleString()}, last {days} days vs the {days} before)
      </span>
    </span>
  );
}

function Summary() {
  const summary = useLoad<AnalyticsSummary>(
    () => adminApi.analyticsSummary(),
    'summary',
    'The summary could not be loaded.',
  );
  if (summary.status === 'error') return <LoadStatus state={summary} what="the figures" />;
  const s = summary.status === 'ready' ? summary.data : null;
  const days = s?.period.days ?? 30;
  return (
    <>
      <div className="stat-grid">
        <Stat label="Users" value={s?.users.total} note={s && changeNote(s.change.signups, days)} />
        <Stat label="Jobs" value={s?.jobs.total} note={s && changeNote(s.change.jobsPosted, days)} />
        <Stat label="Applications" value={s?.applications.total} note={s && changeNote(s.change.applications, days)} />
      </div>
      {s && (
        <div className="chart-cards">
          <section className="card admin-panel">
            <BarList
              title="Users by role"
              summary={ROLES.map((r) => plural(s.users.byRole[r], r)).join(', ') + `; ${s.users.suspended} suspended.`}
              valueHeader="Users"
              data={[
                ...ROLES.map((r) => ({ label: `${title(r)}s`, value: s.users.byRole[r] })),
                { label: 'Suspended', value: s.users.suspended },
              ]}
            />
          </section>
          <section className="card admin-panel">
            <BarList
              title="Jobs by status"
              summary={
                JOB_STATUSES.map((st) => `${s.jobs.byStatus[st]} ${JOB_STATUS[st].label.toLowerCase()}`).join(', ') +
                `; ${s.jobs.removed} removed by admins.`
              }
              valueHeader="Jobs"
              data={[
                ...JOB_STATUSES.map((st) => ({ label: JOB_STATUS[st].label, value: s.jobs.byStatus[st] })),
                { label: 'Removed', value: s.jobs.removed },
              ]}
            />
          </section>
          <section className="card admin-panel">
            <BarList
              title="Applications by status"
              summary={
                APPLICATION_STATUSES.map(
                  (st) => `${s.applications.byStatus[st]} ${RECRUITER_STATUS[st].label.toLowerCase()}`,
                ).join(', ') + '.'
              }
              valueHeader="Applications"
              data={APPLICATION_STATUSES.map((st) => ({
                label: RECRUITER_STATUS[st].label,
                value: s.applications.byStatus[st],
              }))}
            />
          </section>
        </div>
      )}
    </>
  );
}

function RangePicker({ range, onChange }: { range: TrendRange; onChange: (r: TrendRange) => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const custom = 'from' in range;
  return (
    <div className="range-picker">
      <div className="range-presets" role="group" aria-label="Range">
        {PRESETS.map((d) => (
          <button
            key={d}
            type="button"
            className="range-preset"
            aria-pressed={!custom && range.days === d}
            onClick={() => onChange({ days: d })}
          >
            {d === 365 ? '1 year' : `${d} days`}
          </button>
        ))}
      </div>
      <form
        className="range-custom"
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to) onChange({ from, to });
        }}
      >
        <label>
          <span className="visually-hidden">From</span>
          <input
            className="input input-sm"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="visually-hidden">To</span>
          <input
            className="input input-sm"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            required
          />
        </label>
        <Button type="submit" variant={custom ? 'primary' : 'secondary'} size="sm">
          Apply
        </Button>
      </form>
    </div>
  );
}

function TrendCharts({ range }: { range: TrendRange }) {
  const trends = useLoad<Trends>(
    () => adminApi.trends(range),
    JSON.stringify(range),
    `Choose a range of at most ${TRENDS_MAX_DAYS} days.`,
  );
  if (trends.status !== 'ready') return <LoadStatus state={trends} what="trends" />;
  const { days, from, to } = trends.data;
  const span = `${dayText(from)} to ${dayText(to)}`;
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const series = [
    { key: 'signups', name: 'Sign-ups', header: 'Sign-ups' },
    { key: 'jobsPosted', name: 'Jobs posted', header: 'Jobs posted' },
    { key: 'applications', name: 'Applications', header: 'Applications' },
  ] as const;
  return (
    <div className="trend-grid" aria-live="polite">
      {series.map((s) => {
        const total = sum(days, s.key);
        const peak = days.reduce((best, d) => (d[s.key] > best[s.key] ? d : best), days[0]!);
        return (
          <ColumnChart
            key={s.key}
            title={`${s.name} per day · ${total.toLocaleString()} in all`}
            summary={`${total} ${s.name.toLowerCase()} from ${span}${total > 0 ? `; the busiest day was ${dayText(peak.date)} with ${peak[s.key]}` : ''}.`}
            valueHeader={s.header}
            labelEvery={labelEvery}
            data={days.map((d) => ({ label: shortDayText(d.date), value: d[s.key] }))}
          />
        );
      })}
    </div>
  );
}
