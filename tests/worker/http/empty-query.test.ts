import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { api, createUser, ORIGIN, recruiterWithJob } from '../helpers';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[]; tags?: string[] }>> };

/** Who may call each area of the API. */
const ROLE_OF = (path: string) =>
  path.startsWith('/recruiter') ? 'recruiter' : path.startsWith('/admin') ? 'admin' : 'candidate';

describe('an empty query parameter means no filter', () => {
  it('every GET list of the document answers as without the parameter when each optional one is sent empty', async () => {
    const doc = (await (await SELF.fetch(`${ORIGIN}/api/openapi.json`)).json()) as Doc;
    const { recruiter, job } = await recruiterWithJob();
    const tokens = {
      candidate: (await createUser('candidate')).token,
      recruiter: recruiter.token,
      admin: (await createUser('admin')).token,
    };
    const lists = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const query = (ops.get?.parameters ?? []).filter((p) => p.in === 'query');
      const optional = query.filter((p) => !p.required).map((p) => p.name);
      if (!ops.get || optional.length === 0 || query.some((p) => p.required)) return [];
      // Paths with an id: the recruiter's job is the one id every such list here accepts.
      if (/\{(?!id\})/.test(path) || (path.includes('{id}') && !path.startsWith('/recruiter/jobs/'))) return [];
      return [{ path: path.replace('{id}', job.id), optional }];
    });
    expect(lists.map((l) => l.path)).toEqual(
      expect.arrayContaining([
        '/recruiter/jobs/applications',
        `/recruiter/jobs/${job.id}/applications`,
        '/admin/reports',
        '/candidate/feed',
        '/notifications',
      ]),
    );
    for (const { path, optional } of lists) {
      const token = tokens[ROLE_OF(path)];
      const plain = await api(`/api${path}`, { token });
      const empty = await api(`/api${path}?${optional.map((name) => `${name}=`).join('&')}`, { token });
      expect(empty.status, `${path} ${empty.text.slice(0, 200)}`).toBe(plain.status);
      expect(plain.status, path).toBeLessThan(400);
    }
  });

  it('the issue’s own calls: ?status=&page=1 on recruiter applications and admin reports', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const admin = await createUser('admin');
    for (const path of [
      '/api/recruiter/jobs/applications?status=&sort=&jobId=&atsScore=&page=1',
      `/api/recruiter/jobs/${job.id}/applications?status=&sort=&atsScore=&page=&limit=`,
    ]) {
      const res = await api(path, { token: recruiter.token });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toMatchObject({ page: 1, limit: 20 });
    }
    expect((await api('/api/admin/reports?status=&page=1', { token: admin.token })).status).toBe(200);
  });

  it('an unknown value still answers 400 naming the allowed ones', async () => {
    const { recruiter } = await recruiterWithJob();
    const admin = await createUser('admin');
    const bad = async (path: string, token: string) => (await api(path, { token })).json;
    expect(await bad('/api/recruiter/jobs/applications?status=pending', recruiter.token)).toMatchObject({
      fields: { status: 'Status must be one of: applied, screening, interview, offer, hired, rejected, withdrawn' },
    });
    expect(await bad('/api/recruiter/jobs/applications?sort=date', recruiter.token)).toMatchObject({
      fields: { sort: 'Sort must be one of: createdAt, atsScore' },
    });
    expect(await bad('/api/admin/reports?status=closed', admin.token)).toMatchObject({
      fields: { status: 'Status must be one of: open, dismissed, actioned' },
    });
    expect(await bad('/api/recruiter/jobs?status=archived', recruiter.token)).toMatchObject({
      fields: { status: 'Status must be one of: draft, open, closed' },
    });
  });
});
