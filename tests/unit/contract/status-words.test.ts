import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_STATUS,
  ACCOUNT_STATUSES,
  APPLICATION_STATUSES,
  BADGE_TONES,
  CANDIDATE_STATUS,
  JOB_STATUS,
  JOB_STATUSES,
  RECRUITER_STATUS,
  REPORT_STATUS,
  REPORT_STATUSES,
  type StatusWord,
} from '../../../src/contract';
import { StatusBadge as ReportBadge } from '../../../src/islands/admin/parts';
import { StatusBadge as CandidateBadge } from '../../../src/islands/candidate/parts/JobBits';
import { StatusBadge as RecruiterBadge } from '../../../src/islands/recruiter/parts';

const tables: [name: string, codes: readonly string[], table: Record<string, StatusWord>][] = [
  ['candidate', APPLICATION_STATUSES, CANDIDATE_STATUS],
  ['recruiter', APPLICATION_STATUSES, RECRUITER_STATUS],
  ['job', JOB_STATUSES, JOB_STATUS],
  ['report', REPORT_STATUSES, REPORT_STATUS],
  ['account', ACCOUNT_STATUSES, ACCOUNT_STATUS],
];

describe('the status words table', () => {
  it.each(tables)('%s: every status has its own word and a badge tone', (_, codes, table) => {
    expect(Object.keys(table).sort()).toEqual([...codes].sort());
    const labels = codes.map((c) => table[c]!.label);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(new Set(labels).size).toBe(codes.length);
    for (const c of codes) expect(BADGE_TONES).toContain(table[c]!.tone);
  });

  it('recruiters, admins and job lists use the pipeline’s own names (PRODUCT.md); candidates read theirs', () => {
    for (const s of APPLICATION_STATUSES) expect(RECRUITER_STATUS[s].label.toLowerCase()).toBe(s);
    for (const s of JOB_STATUSES) expect(JOB_STATUS[s].label.toLowerCase()).toBe(s);
    expect(CANDIDATE_STATUS.rejected.label).toBe('Not selected');
    expect(CANDIDATE_STATUS.screening.label).toBe('In screening');
    for (const s of APPLICATION_STATUSES.filter((s) => s !== 'applied'))
      expect(CANDIDATE_STATUS[s].detail).not.toBe('');
  });

  it('every tone but the plain pill has its class in global.css', () => {
    const css = readFileSync(join(__dirname, '../../../src/styles/global.css'), 'utf8');
    for (const tone of BADGE_TONES.filter((t) => t !== 'primary'))
      expect(css).toMatch(new RegExp(`\\.tone-${tone} \\{`));
  });

  it('the badges of every workspace take word and colour from the table', () => {
    const badge = ({ label, tone }: StatusWord) =>
      `<span class="badge${tone === 'primary' ? '' : ` tone-${tone}`}">${label}</span>`;
    for (const status of APPLICATION_STATUSES) {
      expect(renderToStaticMarkup(h(CandidateBadge, { status }))).toBe(badge(CANDIDATE_STATUS[status]));
      expect(renderToStaticMarkup(h(RecruiterBadge, { status }))).toBe(badge(RECRUITER_STATUS[status]));
    }
    for (const status of REPORT_STATUSES) {
      expect(renderToStaticMarkup(h(ReportBadge, { status }))).toBe(badge(REPORT_STATUS[status]));
    }
  });
});
