import { describe, expect, it } from 'vitest';

import { schemaOnDemand, validate } from '../../../src/client/browser/forms';
import { inviteInputSchema, reportInputSchema } from '../../../src/contract';

// The invite form and the report dialog fetch their schema on first use: the answers must be the
// ones the page's own check gave before, message for message.
describe('schemaOnDemand', () => {
  const invite = schemaOnDemand(() => import('../../../src/contract/team').then((m) => m.inviteInputSchema));
  const report = schemaOnDemand(() => import('../../../src/contract/reports').then((m) => m.reportInputSchema));

  it.each(['', '  ', 'not-an-email', 'a@b', 'colleague@example.com', ' Colleague@Example.com '])(
    'checks an invitation of %j as validate() does',
    async (email) => {
      expect(await invite.validate({ email })).toEqual(validate(inviteInputSchema, { email }));
    },
  );

  it.each([
    { reason: '', details: '' },
    { reason: 'other', details: '   ' },
    { reason: 'spam', details: 'x'.repeat(2_001) },
    { reason: 'scam', details: 'asks for a fee' },
  ])('checks a report of %j as validate() does', async ({ reason, details }) => {
    const values = { targetType: 'job', targetId: 'job-1', reason, details };
    expect(await report.validate(values)).toEqual(validate(reportInputSchema, values));
  });

  it('loads the schema once, and again after a failed fetch', async () => {
    let calls = 0;
    const flaky = schemaOnDemand(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return inviteInputSchema;
    });
    flaky.preload(); // a failed preload is silent: the submit tries again
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(flaky.validate({ email: '' })).resolves.toEqual({
      ok: false,
      errors: expect.objectContaining({ email: expect.any(String) }),
    });
    await flaky.validate({ email: 'colleague@example.com' });
    expect(calls).toBe(2);
  });
});
