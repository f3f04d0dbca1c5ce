import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, createUser } from '../helpers';

afterEach(() => vi.restoreAllMocks());

/** The JSON log lines the worker wrote while `run` ran. */
async function logLines(run: () => Promise<unknown>) {
  const log = vi.spyOn(console, 'log');
  await run();
  return log.mock.calls.flatMap(([line]) => {
    try {
      return typeof line === 'string' ? [JSON.parse(line) as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

describe('request log', () => {
  it('writes one JSON line per API request with the request id the response carries', async () => {
    const candidate = await createUser('candidate');
    const answers: Awaited<ReturnType<typeof api>>[] = [];
    const lines = await logLines(async () => {
      answers.push(await api('/api/candidate/feed?q=engineer', { token: candidate.token }));
      answers.push(
        await api('/api/auth/login', { body: { email: 'nobody@example.com', password: 'Wrong-Password-1' } }),
      );
      answers.push(await api('/api/no-such-route'));
    });
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const line = lines.find((l) => l.requestId === id);
      expect(line).toMatchObject({
        level: 'info',
        method: expect.any(String),
        path: expect.stringMatching(/^\/api\//),
        status: answer.status,
        ms: expect.any(Number),
      });
    }
    // Ids are unique per request, and the log never carries the query string (it may hold search terms).
    expect(new Set(answers.map((a) => a.headers.get('x-request-id'))).size).toBe(3);
    expect(JSON.stringify(lines)).not.toContain('engineer');
  });

  it("takes Cloudflare's ray id as the request id when there is one", async () => {
    const lines = await logLines(() => api('/api/test-redis', { headers: { 'cf-ray': '8c1f2e3d4b5a6978-BOM' } }));
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: '8c1f2e3d4b5a6978-BOM', path: '/api/test-redis', status: 200 }),
    );
  });
});
