import './charts.css';

import type { ReactNode } from 'react';

import { CsvButton } from '../CsvButton';

/**
 * Small accessible charts drawn as SVG: no chart library (the figures are few and simple, and the
 * recruiter analytics made the same choice), no inline styles (the CSP forbids them). Each chart
 * has a title, a sentence read out instead of the picture, and its numbers under "Show data"
 * (with a CSV download of them).
 */
export interface Datum {
  label: string;
  value: number;
  /** How the value reads in the table, tooltip and bar list ("24 h"); the number by default. */
  display?: string;
  /** A second line under a bar list's value ("30% of previous"). */
  note?: string;
}

const shown = (d: Datum) => d.display ?? d.value.toLocaleString();

/** A round axis maximum at or above `max`, so gridlines fall on readable values. */
export function niceMax(max: number): number {
  if (max <= 4) return Math.max(1, Math.ceil(max));
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = ([1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max / 4) ?? 10) * magnitude;
  return Math.ceil(max / step) * step;
}

function DataTable({ title, data, valueHeader }: { title: string; data: Datum[]; valueHeader: string }) {
  return (
    <details className="chart-data">
      <summary>Show data</summary>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{data.length > 12 ? 'Day' : 'Label'}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={i}>
                <td>{d.label}</td>
                <td>{shown(d)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CsvButton
        title={title}
        rows={() => [[data.length > 12 ? 'Day' : 'Label', valueHeader], ...data.map((d) => [d.label, d.value])]}
      />
    </details>
  );
}

export interface ColumnChartProps {
  title: string;
  /** One sentence that says what the chart shows. */
  summary: string;
  data: Datum[];
  valueHeader: string;
  /** Label every n-th column (dense series). */
  labelEvery?: number;
  height?: number;
  /** A line under the chart, e.g. what it leaves out. */
  footer?: ReactNode;
}

/** Vertical columns over gridlines: a value per day. Positions are percentages so it fits any width. */
export function ColumnChart({
  title,
  summary,
  data,
  valueHeader,
  labelEvery = 1,
  height = 180,
  footer,
}: ColumnChartProps) {
  const top = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const ticks = [0, 0.5, 1].map((f) => Math.round(top * f));
  const plot = height - 24;
  const slot = 100 / Math.max(1, data.length);
  const gap = data.length > 60 ? 0.1 : 0.25;
  return (
    <figure className="chart">
      <figcaption className="chart-title">{title}</figcaption>
      <div className="chart-body">
        {/* The axis is SVG too, so each number sits exactly on its gridline. */}
        <svg className="chart-axis" height={height} aria-hidden="true" focusable="false">
          {ticks.map((t) => (
            <text key={t} x="100%" y={plot - (t / top) * plot + 8} textAnchor="end">
              {t}
            </text>
          ))}
        </svg>
        <svg className="chart-svg" width="100%" height={height} role="img" aria-label={`${title}. ${summary}`}>
          {ticks.map((t) => {
            const y = plot - (t / top) * plot + 4;
            return <line key={t} className="chart-grid" x1="0" x2="100%" y1={y} y2={y} />;
          })}
          {data.map((d, i) => {
            const h = (d.value / top) * plot;
            return (
              <rect
                key={i}
                className="chart-bar"
                x={`${i * slot + (slot * gap) / 2}%`}
                width={`${slot * (1 - gap)}%`}
                y={plot - h + 4}
                height={d.value > 0 ? Math.max(h, 2) : 0}
                rx="2"
              >
                <title>{`${d.label}: ${shown(d)}`}</title>
              </rect>
            );
          })}
          {data.map((d, i) =>
            i % labelEvery === 0 ? (
              <text
                key={i}
                className={i % (labelEvery * 2) === 0 ? 'chart-label' : 'chart-label chart-label-minor'}
                x={`${i * slot + slot / 2}%`}
                y={height - 4}
                textAnchor="middle"
              >
                {d.label}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {footer}
      <DataTable title={title} data={data} valueHeader={valueHeader} />
    </figure>
  );
}

export interface BarListProps {
  title: string;
  summary: string;
  data: Datum[];
  valueHeader: string;
  /** The bars' colour (accent by default). */
  tone?: 'accent' | 'primary';
}

/** Labelled horizontal bars: a distribution (users by role, jobs by status). */
export function BarList({ title, summary, data, valueHeader, tone = 'accent' }: BarListProps) {
  const top = Math.max(0, ...data.map((d) => d.value));
  return (
    <figure className="chart">
      <figcaption className="chart-title">{title}</figcaption>
      <p className="visually-hidden">{summary}</p>
      <ul className="bar-list" aria-hidden="true">
        {data.map((d) => (
          <li key={d.label}>
            <span className="bar-list-label">{d.label}</span>
            <svg className="bar-list-track" width="100%" height="10" focusable="false">
              <rect className="bar-list-bg" x="0" y="0" width="100%" height="10" rx="5" />
              {d.value > 0 && (
                <rect
                  className={`bar-list-bar bar-list-${tone}`}
                  x="0"
                  y="0"
                  width={`${Math.max(2, (d.value / (top || 1)) * 100)}%`}
                  height="10"
                  rx="5"
                />
              )}
            </svg>
            <span className="bar-list-value">
              {shown(d)}
              {d.note ? <span className="bar-list-note">{d.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <DataTable title={title} data={data} valueHeader={valueHeader} />
    </figure>
  );
}
