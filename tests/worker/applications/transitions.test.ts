import { beforeAll, describe, expect, it } from 'vitest';

import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../src/contract';
import { api, createRecruiter, createUser, SAMPLE_JOB, uploadResume } from '../helpers';

/**
 * The pipeline's rule table, pinned pair by pair through the API: every (from, to) a recruiter
 * may ask for, allowed or refused, and every status a candidate may withdraw from. Written out
 * here, not read from the contract, so a change to the table fails a test.
 */
const RECRUITER_MAY: Record<ApplicationStatus, ApplicationStatus[]> = {
  applied: ['screening', 'interview', 'offer', 'rejected'],
  screening: ['interview', 'offer', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
};
const CANDIDATE_MAY_WITHDRAW: ApplicationStatus[] = ['applied', 'screening', 'interview', 'offer'];

/** Legal ways to reach each status, through the recruiter's moves (withdrawn: the candidate's). */
const PATH: Record<ApplicationStatus, ApplicationStatus[]> = {
  applied: [],
  screening: ['screening'],
  interview: ['interview'],
  offer: ['offer'],
  hired: ['offer', 'hired'],
  rejected: ['rejected'],
  withdrawn: ['withdrawn'],
};

let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let candidate: Awaited<ReturnType<typeof createUser>>;
let resumeName: string;

beforeAll(async () => {
  recruiter = await createRecruiter('Pipeline Rules Ltd');
  candidate = await createUser('candidate');
  resumeName = (await uploadResume(candidate.token, 'cv.pdf')).json.name;
}, 30_000);

const move = (id: string, status: ApplicationStatus) =>
  api(`/api/recruiter/applications/${id}/status`, {
    method: 'PUT',
    token: recruiter.token,
    body: status === 'rejected' ? { status, reason: 'Not the right fit' } : { status },
  });

/** A new application (to a new job) brought to `status` by legal moves. */
async function applicationIn(status: ApplicationStatus): Promise<string> {
  const job = await api('/api/recruiter/jobs', {
    token: recruiter.token,
    body: { ...SAMPLE_JOB, title: `Role ${crypto.randomUUID().slice(0, 8)}` },
  });
  const applied = await api(`/api/candidate/jobs/${job.json.id}/apply`, {
    token: candidate.token,
    body: { resumeName },
  });
  expect(applied.status, applied.text).toBe(201);
  for (const step of PATH[status]) {
    const res =
      step === 'withdrawn'
        ? await api(`/api/candidate/applications/${applied.json.id}/withdraw`, { token: candidate.token, body: {} })
        : await move(applied.json.id, step);
    expect(res.status, res.text).toBe(200);
  }
  return applied.json.id;
}

describe('the pipeline moves, every pair', { timeout: 180_000 }, () => {
  it.each(APPLICATION_STATUSES)('a recruiter moves an application in %s only where the table allows', async (from) => {
    const outcomes: Record<string, number> = {};
    for (const to of APPLICATION_STATUSES) {
      const id = await applicationIn(from);
      const res = await move(id, to);
      outcomes[to] = res.status;
      const detail = await api(`/api/recruiter/applications/${id}`, { token: recruiter.token });
      expect(detail.json.status, `${from} → ${to}`).toBe(res.status === 200 ? to : from);
    }
    expect(outcomes).toEqual(
      Object.fromEntries(APPLICATION_STATUSES.map((to) => [to, RECRUITER_MAY[from].includes(to) ? 200 : 409])),
    );
  });

  it('a candidate withdraws from an open stage only', async () => {
    const outcomes: Record<string, number> = {};
    for (const from of APPLICATION_STATUSES) {
      const id = await applicationIn(from);
      outcomes[from] = (
        await api(`/api/candidate/applications/${id}/withdraw`, { token: candidate.token, body: {} })
      ).status;
    }
    expect(outcomes).toEqual(
      Object.fromEntries(APPLICATION_STATUSES.map((from) => [from, CANDIDATE_MAY_WITHDRAW.includes(from) ? 200 : 409])),
    );
  });
});
