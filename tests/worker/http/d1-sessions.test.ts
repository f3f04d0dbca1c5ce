import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { D1_BOOKMARK_HEADER } from '../../../src/contract';
import type { AppEnv, Bindings } from '../../../worker/env';
import { D1_BOOKMARK_COOKIE, d1Sessions, sessionStart } from '../../../worker/http/d1-sessions';
import { api, createUser } from '../helpers';

// Reads may go to a replica, and a user still reads their own writes: every request works through
// one D1 session, which starts from the bookmark the browser sends back, else from a replica for
// reads that may be a moment behind, else from the primary; a write answers its bookmark.

const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The real local binding, with a record of where each session started. */
function recordingDatabase() {
  const starts: (string | undefined)[] = [];
  const db = new Proxy(env.DB, {
    get(target, name) {
      if (name === 'withSession')
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, starts };
}

/** A small app behind the middleware: a write, then reads of what it wrote. */
function notesApp() {
  const app = new Hono<AppEnv>();
  app.use('*', d1Sessions);
  app.post('/api/notes', async (c) => {
    await c.env.DB.prepare('CREATE TABLE IF NOT EXISTS session_notes (body TEXT)').run();
    await c.env.DB.prepare('INSERT INTO session_notes (body) VALUES (?)').bind('written').run();
    return c.json({ ok: true }, 201);
  });
  app.get('*', async (c) => {
    const row = await c.env.DB.prepare("SELECT COUNT(*) AS n FROM session_notes WHERE body = 'written'").first();
    return c.json(row);
  });
  return app;
}

describe('D1 sessions', () => {
  it('starts each request where it should', () => {
    const bookmark = '00000000-00000025-00000000-0123456789abcdef0123456789abcdef';
    expect(sessionStart('GET', '/api/candidate/feed', undefined)).toBe('first-unconstrained');
    expect(sessionStart('GET', '/jobs/abc', undefined)).toBe('first-unconstrained');
    expect(sessionStart('GET', '/api/recruiter/analytics', undefined)).toBe('first-unconstrained');
    expect(sessionStart('GET', '/api/candidate/applications', undefined)).toBe('first-primary');
    expect(sessionStart('POST', '/api/candidate/feed', undefined)).toBe('first-primary');
    expect(sessionStart('GET', '/api/candidate/feed', bookmark)).toBe(bookmark);
    expect(sessionStart('PUT', '/api/auth/time-zone', bookmark)).toBe(bookmark);
    // Anything that is not a bookmark is never handed to D1.
    expect(sessionStart('GET', '/api/candidate/applications', 'first-unconstrained')).toBe('first-primary');
    expect(sessionStart('GET', '/api/candidate/feed', `${bookmark}; DROP`)).toBe('first-unconstrained');
  });

  it('answers a write with its bookmark, in the header and a cookie, and the next request starts from it', async () => {
    const { db, starts } = recordingDatabase();
    const bindings = { ...env, DB: db } as Bindings;
    const app = notesApp();

    const wrote = await app.request('/api/notes', { method: 'POST' }, bindings);
    expect(wrote.status).toBe(201);
    const bookmark = wrote.headers.get(D1_BOOKMARK_HEADER)!;
    expect(bookmark).toMatch(BOOKMARK_SHAPE);
    const cookie = wrote.headers.getSetCookie().find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`))!;
    expect(cookie).toContain(`${D1_BOOKMARK_COOKIE}=${bookmark}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // The client's header, and a page load's cookie, each read the write.
    const byHeader = await app.request('/api/notes', { headers: { [D1_BOOKMARK_HEADER]: bookmark } }, bindings);
    const byCookie = await app.request(
      '/dashboard',
      { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` } },
      bindings,
    );
    const count = async (res: Response) => ((await res.json()) as { n: number }).n;
    expect([await count(byHeader), await count(byCookie)]).toEqual([1, 1]);
    // Reads answer no bookmark: only writes move it.
    expect(byHeader.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    expect(starts).toEqual(['first-primary', bookmark, bookmark]);

    await app.request('/jobs', {}, bindings);
    await app.request('/api/somewhere-private', {}, bindings);
    expect(starts.slice(3)).toEqual(['first-unconstrained', 'first-primary']);
  });

  it('is what the real API does: a write answers a bookmark, a read or a refused write none', async () => {
    const user = await createUser('candidate');
    const saved = await api('/api/auth/time-zone', {
      method: 'PUT',
      token: user.token,
      body: { timeZone: 'Asia/Kolkata' },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK_SHAPE);
    const read = await api('/api/candidate/profile', { token: user.token });
    expect(read.status).toBe(200);
    expect(read.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    const refused = await api('/api/auth/time-zone', {
      method: 'PUT',
      token: user.token,
      body: { timeZone: 'Mars/Base' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
  });
});
