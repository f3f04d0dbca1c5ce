import { describe, expect, it } from 'vitest';

import type { Job } from '../../../src/contract';
import { jobProfile, prepareCandidate, scoreJob } from '../../../worker/matching/engine';

const job = {
  id: 'job-1',
  title: 'Backend Engineer',
  description: 'Design REST APIs in TypeScript on Node.js with PostgreSQL; run them on AWS.',
  requiredSkills: ['TypeScript', 'PostgreSQL'],
  niceToHaveSkills: ['Kubernetes'],
  minYears: 3,
} as Job;
const candidate = prepareCandidate({
  source: 'resume',
  resumeName: null,
  text: [
    'Backend engineer, Acme Payments, 2019 - 2025.',
    'Designed and ran REST APIs in TypeScript on Node.js, with PostgreSQL schemas and Redis caches, deployed on AWS.',
    'Led the move of six services to Kubernetes and mentored three engineers on testing and code review.',
    'Owned on-call for the billing platform, cut p99 latency of the ledger API by half, and wrote the runbooks.',
    'Earlier: software developer at Brightpath, 2016 - 2019, building internal tools in Python and Django.',
  ].join('\n'),
});

describe('job analyses kept by the matching engine', () => {
  it('reuses the analysis of an unchanged job', () => {
    expect(jobProfile({ ...job })).toBe(jobProfile({ ...job }));
  });

  it('analyses an edited job afresh, so its score follows the edit', () => {
    const before = scoreJob(candidate, job).score;
    const edited = { ...job, requiredSkills: ['Rust', 'Erlang'] };
    expect(jobProfile(edited)).not.toBe(jobProfile(job));
    expect(scoreJob(candidate, edited).score).toBeLessThan(before!);
    // The original is still scored as before.
    expect(scoreJob(candidate, job).score).toBe(before);
  });
});
