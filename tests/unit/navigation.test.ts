import { describe, expect, it } from 'vitest';

import { activeHref } from '../../src/client/session/navigation';

describe('the workspace sidebar’s current item', () => {
  it('is the section a page sits in', () => {
    expect(activeHref('candidate', '/dashboard')).toBe('/dashboard');
    expect(activeHref('candidate', '/dashboard/jobs/abc')).toBe('/dashboard/jobs');
    expect(activeHref('candidate', '/dashboard/applied-jobs/abc')).toBe('/dashboard/applied-jobs');
    expect(activeHref('recruiter', '/recruiter/jobs/abc/applications')).toBe('/recruiter/jobs');
  });

  it('on the apply page is Find jobs, where the job was found', () => {
    expect(activeHref('candidate', '/dashboard/apply/abc')).toBe('/dashboard/jobs');
    expect(activeHref('candidate', '/dashboard/apply')).toBe('/dashboard/jobs');
  });
});
