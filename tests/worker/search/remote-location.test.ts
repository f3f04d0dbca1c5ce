import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { boardQuerySchema } from '../../../src/contract';
import { alertWantsJob } from '../../../worker/alerts/match';
import type { AlertRow } from '../../../worker/alerts/store';
import type { JobProfile } from '../../../worker/ats';
import { findJob } from '../../../worker/jobs/store';
import { publicBoard } from '../../../worker/public-jobs/service';
import { api, createRecruiter, createUser, jobWithRecruiter } from '../helpers';

/**
 * Locations the way people write them: "Remote", "Anywhere" and "Work from home" as a location ask
 * for remote jobs, on the public board, in a candidate's Find jobs and in job alerts alike; with a
 * place beside them ("Remote, India") the place must match too.
 */
const word = () => `zr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

async function world() {
  const tag = word();
  const recruiter = await createRecruiter(`Remote Co ${tag}`);
  const { job: remote } = await jobWithRecruiter(
    { title: `Remote Engineer ${tag}`, workplaceType: 'remote', city: 'Bengaluru', country: 'India' },
    recruiter,
  );
  const { job: abroad } = await jobWithRecruiter(
    { title: `Remote Writer ${tag}`, workplaceType: 'remote', city: 'Berlin', country: 'Germany' },
    recruiter,
  );
  const { job: office } = await jobWithRecruiter(
    { title: `Office Engineer ${tag}`, workplaceType: 'onsite', city: 'Bengaluru', country: 'India' },
    recruiter,
  );
  return { tag, remote: remote.id, abroad: abroad.id, office: office.id };
}

const REMOTE_WORDS = ['Remote', 'remote', 'Anywhere', 'Work from home', ' work  from HOME ', 'WFH'];

describe('a remote location', { timeout: 60_000 }, () => {
  it('finds remote jobs on the public board, alone or beside a place', async () => {
    const w = await world();
    const board = async (location: string) =>
      (await publicBoard(env.DB, boardQuerySchema.parse({ q: w.tag, location }))).jobs.map((j) => j.id).sort();
    for (const location of REMOTE_WORDS) expect(await board(location), location).toEqual([w.remote, w.abroad].sort());
    expect(await board('Remote, India')).toEqual([w.remote]);
    expect(await board('Bengaluru')).toEqual([w.remote, w.office].sort());
  });

  it('finds remote jobs in a candidate’s Find jobs, with the same filters', async () => {
    const w = await world();
    const candidate = await createUser('candidate');
    const feed = async (query: string) => {
      const res = await api(`/api/candidate/feed?q=${w.tag}&sort=newest&${query}`, { token: candidate.token });
      expect(res.status, res.text).toBe(200);
      return (res.json.jobs as Array<{ id: string }>).map((j) => j.id).sort();
    };
    expect(await feed('location=Remote')).toEqual([w.remote, w.abroad].sort());
    expect(await feed('location=Anywhere')).toEqual([w.remote, w.abroad].sort());
    expect(await feed(`location=${encodeURIComponent('Work from home, Germany')}`)).toEqual([w.abroad]);
    // A remote location and another workplace ask for nothing at once.
    expect(await feed('location=Remote&workplaceType=onsite')).toEqual([]);
  });

  it('matches job alerts whose location is Remote', async () => {
    const w = await world();
    const alert = (location: string): AlertRow => ({
      id: 'a',
      candidate_id: 'c',
      name: 'Remote',
      keywords: '',
      location,
      workplace_type: null,
      employment_type: null,
      min_salary: null,
      frequency: 'daily',
      active: 1,
      last_viewed_at: '2000-01-01T00:00:00.000Z',
      created_at: '2000-01-01T00:00:00.000Z',
      updated_at: '2000-01-01T00:00:00.000Z',
    });
    const wants = async (location: string, id: string) =>
      alertWantsJob(alert(location), (await findJob(env.DB, id))!, {} as JobProfile);
    expect(await wants('Remote', w.remote)).toBe(true);
    expect(await wants('Work from home', w.abroad)).toBe(true);
    expect(await wants('Remote', w.office)).toBe(false);
    expect(await wants('Remote, India', w.abroad)).toBe(false);
  });
});
