import { describe, expect, it } from 'vitest';

import { REPORT_ACTION_LABELS, REPORT_ACTIONS, type ReportAction } from '../../../src/contract';
import { act, api, createRecruiter, createUser, postJob } from '../helpers';

/**
 * The moderation table, pinned pair by pair through the API: which actions fit a report on a job
 * and on a user (messages cannot be reported). Written out here so a change to the table fails.
 * "Reinstate" fits both but has nothing to undo on a fresh report.
 */
const FITS: Record<'job' | 'user', ReportAction[]> = {
  job: ['dismiss', 'warn', 'remove_job', 'suspend_user', 'reinstate'],
  user: ['dismiss', 'warn', 'suspend_user', 'reinstate'],
};

async function freshReport(targetType: 'job' | 'user') {
  const recruiter = await createRecruiter('Reported Ltd');
  const reporter = await createUser('candidate');
  const targetId = targetType === 'job' ? (await postJob(recruiter)).id : recruiter.id;
  const filed = await api('/api/reports', { token: reporter.token, body: { targetType, targetId, reason: 'spam' } });
  expect(filed.status, filed.text).toBe(201);
  return filed.json.id as string;
}

describe('moderation actions by target, every pair', { timeout: 120_000 }, () => {
  const admin = createUser('admin');
  for (const target of ['job', 'user'] as const) {
    it(`on a ${target} report: the actions that fit act, the others are refused naming the mismatch`, async () => {
      const outcomes: Record<string, string> = {};
      for (const action of REPORT_ACTIONS) {
        const res = await act(await admin, await freshReport(target), action);
        outcomes[action] =
          res.status === 200
            ? 'acted'
            : res.json.message === `“${REPORT_ACTION_LABELS[action]}” does not apply to a ${target} report`
              ? 'does not fit'
              : res.status === 400 && res.json.message.startsWith('Nothing to reinstate')
                ? 'nothing to undo'
                : `${res.status} ${res.json.message}`;
      }
      expect(outcomes).toEqual(
        Object.fromEntries(
          REPORT_ACTIONS.map((a) => [
            a,
            !FITS[target].includes(a) ? 'does not fit' : a === 'reinstate' ? 'nothing to undo' : 'acted',
          ]),
        ),
      );
    });
  }
});
