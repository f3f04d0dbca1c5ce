import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AtsBreakdownView } from '../../../src/islands/recruiter/AtsBreakdownView';
import { analyzeJob, analyzeResume, scoreMatch } from '../../../worker/ats/index';

const RESUME = [
  'EXPERIENCE',
  'Frontend Engineer - Example Labs, Pune',
  'April 2021 - Present',
  'Built the checkout screens in React and TypeScript; wrote unit tests with Jest.',
  'Kept the bundle small with code splitting and lazy loading of routes for the merchant dashboard.',
  'Worked with designers on accessible forms, keyboard navigation and colour contrast across the product.',
  'Reviewed pull requests and wrote the guide for the component library used by three product teams.',
  'SKILLS',
  'React, TypeScript, Jest, CSS, Git',
].join('\n');

describe('the breakdown chips', () => {
  it('renders the job’s words as chips that read as text, with spaces', () => {
    const job = analyzeJob({
      title: 'Frontend Developer',
      description: 'Build the checkout in React with TypeScript and Storybook.',
      requiredSkills: ['React'],
      niceToHaveSkills: [],
      minYears: 0,
    });
    const r = scoreMatch(analyzeResume(RESUME), job);
    const html = renderToString(createElement(AtsBreakdownView, { breakdown: r.breakdown, score: r.score }));
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
    expect(text).not.toMatch(/[\p{L}”](?:from|missing:)/u);
    expect(text).toMatch(/React from “/);
  });
});
