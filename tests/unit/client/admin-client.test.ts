import { afterEach, describe, expect, it } from 'vitest';

import { adminCalls, memberCalls } from '../../../src/client/api/admin';
import { createApiClient } from '../../../src/client/api/client';
import { type Handler, json, startServer } from '../helpers/http-server';

// The admin calls against a real HTTP server on a local port: what goes out, and what comes back.

let server: Awaited<ReturnType<typeof startServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: Handler = (_req, res) => json(res, 200, { ok: true })) {
  server = await startServer(handler);
  const client = createApiClient({
    baseUrl: server.url,
    getToken: () => 'token-1',
    setToken: () => {},
    endSession: () => {},
    goToLogin: () => {},
  });
  return { admin: adminCalls(client), member: memberCalls(client), seen: server.seen };
}

describe('admin calls', () => {
  it('the admin jobs call resolves an empty list without a request (spec section 7)', async () => {
    const { admin, seen } = await setup();
    await expect(admin.jobs()).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('asks for reports with only the filters given; the server applies the default limit of 20', async () => {
    const { admin, seen } = await setup();
    await admin.reports();
    await admin.reports({ status: 'open', page: 2 });
    await admin.reports({ limit: 50 });
    expect(seen.map((r) => r.path)).toEqual([
      '/api/admin/reports',
      '/api/admin/reports?status=open&page=2',
      '/api/admin/reports?limit=50',
    ]);
  });

  it('PUTs the action with its note, the id escaped', async () => {
    const { admin, seen } = await setup((_req, res) => json(res, 200, { id: 'a/b', status: 'dismissed' }));
    expect(await admin.act('a/b', { action: 'dismiss', note: 'ok' })).toEqual({ id: 'a/b', status: 'dismissed' });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/reports/a%2Fb/action',
      body: '{"action":"dismiss","note":"ok"}',
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('asks for trends by days or by dates, and the other figures at their paths', async () => {
    const { admin, seen } = await setup();
    await admin.trends({ days: 90 });
    await admin.trends({ from: '2026-01-01', to: '2026-01-31' });
    await admin.analyticsSummary();
    await admin.overview();
    await admin.recentActions(3);
    await admin.reportSummary();
    expect(seen.map((r) => r.path)).toEqual([
      '/api/admin/analytics/trends?days=90',
      '/api/admin/analytics/trends?from=2026-01-01&to=2026-01-31',
      '/api/admin/analytics/summary',
      '/api/admin/overview',
      '/api/admin/recent-actions?page=3',
      '/api/admin/reports/summary',
    ]);
  });
});

describe('member calls', () => {
  it('files a report and marks notifications read', async () => {
    const { member, seen } = await setup((_req, res) => json(res, 201, { id: 'r1' }));
    await member.fileReport({ targetType: 'job', targetId: 'j1', reason: 'scam', details: '' });
    await member.markRead({ all: true });
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/reports', '{"targetType":"job","targetId":"j1","reason":"scam","details":""}'],
      ['POST', '/api/notifications/read', '{"all":true}'],
    ]);
  });
});
