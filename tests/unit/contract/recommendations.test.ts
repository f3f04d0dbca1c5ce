import { describe, expect, it } from 'vitest';

import { RECOMMEND_MIN_SCORE, recommendedJobs } from '../../../src/contract';

const job = (id: string, matchScore: number | null, applied = false) => ({ id, matchScore, applied });

describe('dashboard recommendations', () => {
  it('never recommends a weak match or a job already applied to', () => {
    const jobs = [job('a', 11), job('b', RECOMMEND_MIN_SCORE), job('c', 90, true), job('d', 72), job('e', null)];
    expect(recommendedJobs(jobs, true).map((j) => j.id)).toEqual(['b', 'd']);
  });

  it('shows the latest jobs (at most four) when there is nothing to match on', () => {
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((id) => job(id, null));
    expect(recommendedJobs(jobs, false).map((j) => j.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(recommendedJobs([job('x', null, true)], false)).toEqual([]);
  });
});
