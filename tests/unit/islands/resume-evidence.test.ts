import { describe, expect, it } from 'vitest';

import { evidencePhrases, findEvidence } from '../../../src/islands/recruiter/resume-evidence';
import { analyzeJob, analyzeResume, scoreMatch } from '../../../worker/ats';

const RESUME = [
  'Asha Rao',
  '• Built REST APIs in TypeScript and Node.js serving two million requests a day.',
  '• Designed PostgreSQL schemas and tuned slow queries for payments.',
  'Skills: TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, REST APIs',
  'Ran services on Kubernetes with Docker images built in CI and mentored two engineers.',
].join('\n');

function breakdown() {
  const job = analyzeJob({
    title: 'Backend Engineer',
    description: 'Build APIs in TypeScript on PostgreSQL.',
    requiredSkills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
    niceToHaveSkills: ['Rust'],
  });
  const result = scoreMatch(analyzeResume(RESUME), job);
  if (!result.breakdown) throw new Error(result.reason ?? 'not scored');
  return result.breakdown;
}

describe('the score evidence in the resume', () => {
  it("finds every found skill's line of the engine's own breakdown in the resume as shown, and no missing skill", () => {
    const b = breakdown();
    const phrases = evidencePhrases(b);
    expect(phrases.map((p) => p.label)).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']));
    expect(phrases.map((p) => p.label)).not.toContain('Rust');
    const lines = RESUME.split('\n');
    const matches = findEvidence(lines, phrases);
    for (const p of phrases)
      expect(
        matches.some((m) => m.labels.includes(p.label)),
        p.label,
      ).toBe(true);
    // Reading order, and the bullet the engine dropped does not stop the match.
    const first = matches.map((m) => m.items[0]!);
    expect(first).toEqual([...first].sort((x, y) => x - y));
    expect(matches.every((m) => m.items.every((i) => i > 0))).toBe(true);
  });

  it('finds a line a PDF split into pieces anywhere, spaces lost or doubled, and covers exactly those pieces', () => {
    const pieces = [
      'Experience',
      'Ran services on Kuber',
      'netes with Docker  images built',
      ' in CI and mentored two engineers.',
      'Education',
    ];
    const matches = findEvidence(pieces, [
      {
        label: 'Kubernetes',
        text: 'Ran services on Kubernetes with Docker images built in CI and mentored two engineers.',
      },
    ]);
    expect(matches).toEqual([{ items: [1, 2, 3], labels: ['Kubernetes'] }]);
  });

  it('merges skills quoting the same line, finds each piece of an excerpt, and ignores pieces too short to mean anything', () => {
    const lines = ['Summary', 'Skills: TypeScript, PostgreSQL', 'Skills: TypeScript, PostgreSQL', 'Go'];
    const matches = findEvidence(lines, [
      { label: 'TypeScript', text: 'Skills: TypeScript, PostgreSQL' },
      { label: 'PostgreSQL', text: 'Skills: TypeScript, PostgreSQL' },
      { label: 'Go', text: '…Go…' },
    ]);
    expect(matches).toEqual([
      { items: [1], labels: ['TypeScript', 'PostgreSQL'] },
      { items: [2], labels: ['TypeScript', 'PostgreSQL'] },
    ]);
    expect(findEvidence(lines, [])).toEqual([]);
    expect(evidencePhrases(null)).toEqual([]);
  });
});
