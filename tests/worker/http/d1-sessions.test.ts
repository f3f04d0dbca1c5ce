import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { D1_BOOKMARK_HEADER } from '../../../src/contract';
import { ACCESS_COOKIE } from '../../../worker/auth/cookies';
import { D1_BOOKMARK_COOKIE, newestBookmark, onlyReads, sessionStart } from '../../../worker/http/d1-sessions';
import { signupCandidate, uniqueEmail, verifyLinkParts, waitForEmail } from '../auth/helpers';
import { app } from '../entry';
import { createUser, ORIGIN } from '../helpers';

// Reads may go to a replica, and a user still reads their own writes: every request works through
// one D1 session, which starts from the bookmark the browser sends back, else from a replica for
// reads that may be a moment behind, else from the primary; a request that wrote answers its bookmark.

/** What local D1 gives: the second field counts every statement run (reads too); the rest are zeros. */
const LOCAL_BOOKMARK = /^00000000-[0-9a-f]{8}-00000000-0{32}$/;

/**
 * The real app over the real local binding, wrapped thinly: each session starts where the app asks,
 * and the wrapper writes down where that was.
 */
function recordingApp() {
  const starts: (string | undefined)[] = [];
  const DB = new Proxy(env.DB, {
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
  const call = async (path: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const headers = new Headers(init.headers);
    if (init.body) headers.set('Content-Type', 'application/json');
    const res = await app.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), { ...env, DB }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
  /** Where the last request's session started. */
  const lastStart = () => starts.at(-1);
  return { call, lastStart };
}

const PROFILE = { fullName: 'Asha Verma', skills: ['TypeScript'], location: 'Gurugram' };

const bookmarkCookie = (res: Response) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${D1_BOOKMARK_COOKIE}=`));

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
    // The newer of the header's and the cookie's; anything that is not a bookmark is never handed to D1.
    const newer = '00000000-00000026-00000000-0123456789abcdef0123456789abcdef';
    expect(newestBookmark(bookmark, newer)).toBe(newer);
    expect(newestBookmark(newer, bookmark)).toBe(newer);
    expect(newestBookmark(undefined, bookmark)).toBe(bookmark);
    expect(newestBookmark('first-unconstrained', `${newer}; DROP`)).toBeUndefined();
  });

  it('tells a statement that only reads from one that writes', () => {
    expect(onlyReads('SELECT * FROM users WHERE updated_at > ? AND deleted_at IS NULL')).toBe(true);
    expect(onlyReads('\n    SELECT 1')).toBe(true);
    expect(onlyReads('WITH t AS (SELECT 1) SELECT * FROM t')).toBe(true);
    expect(onlyReads('INSERT INTO t VALUES (1)')).toBe(false);
    expect(onlyReads('  UPDATE t SET x = 1 RETURNING x')).toBe(false);
    expect(onlyReads('WITH old AS (SELECT id FROM t) DELETE FROM t WHERE id IN old')).toBe(false);
  });

  it('answers a write with its bookmark in the header and a cookie, and the next call and page load start from it', async () => {
    const user = await createUser('candidate');
    const { call, lastStart } = recordingApp();
    const bearer = { Authorization: `Bearer ${user.token}` };

    // Before any write: a private read at the primary, a stale-tolerant one at a replica; neither answers a bookmark.
    const before = await call('/api/candidate/profile', { headers: bearer });
    expect(before.status).toBe(200);
    expect(lastStart()).toBe('first-primary');
    expect(before.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    expect(bookmarkCookie(before)).toBeUndefined();
    await call('/api/candidate/feed', { headers: bearer });
    expect(lastStart()).toBe('first-unconstrained');

    const saved = await call('/api/candidate/profile', {
      method: 'PUT',
      headers: bearer,
      body: JSON.stringify(PROFILE),
    });
    expect(saved.status).toBe(200);
    const bookmark = saved.headers.get(D1_BOOKMARK_HEADER)!;
    expect(bookmark).toMatch(LOCAL_BOOKMARK);
    const cookie = bookmarkCookie(saved)!;
    expect(cookie).toContain(`${D1_BOOKMARK_COOKIE}=${bookmark}`);
    for (const attribute of [/HttpOnly/i, /SameSite=Lax/i, /Secure/i, /Path=\//, /Max-Age=300/])
      expect(cookie).toMatch(attribute);

    // The client sends it back: the call starts from it and reads the write.
    const read = await call('/api/candidate/profile', { headers: { ...bearer, [D1_BOOKMARK_HEADER]: bookmark } });
    expect(lastStart()).toBe(bookmark);
    expect(await read.json()).toMatchObject(PROFILE);
    // A read moves no bookmark.
    expect(read.headers.get(D1_BOOKMARK_HEADER)).toBeNull();

    // A page load carries the cookie; so do a stale-tolerant page and call, which then start from it too.
    const page = await call('/dashboard', {
      headers: { Cookie: `${ACCESS_COOKIE}=${user.token}; ${cookie.split(';')[0]}` },
    });
    expect(page.status).toBe(200);
    expect(lastStart()).toBe(bookmark);
    await call('/jobs', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(lastStart()).toBe(bookmark);
    await call('/jobs');
    expect(lastStart()).toBe('first-unconstrained');

    // The next write's bookmark is newer (local D1 counts statements), and the client keeps the newer.
    const again = await call('/api/candidate/profile', {
      method: 'PUT',
      headers: { ...bearer, [D1_BOOKMARK_HEADER]: bookmark },
      body: JSON.stringify({ ...PROFILE, location: 'Pune' }),
    });
    expect(lastStart()).toBe(bookmark);
    expect(again.headers.get(D1_BOOKMARK_HEADER)! > bookmark).toBe(true);
  });

  it('answers a bookmark after a link opened by GET that writes, and none after a refused write', async () => {
    const email = uniqueEmail('bookmark');
    const signup = await signupCandidate(email);
    const [userId, token] = verifyLinkParts(await waitForEmail(email, 1, 'email_verification'));
    const { call, lastStart } = recordingApp();

    const opened = await call(`/api/auth/verify-email/${userId}/${token}`);
    expect(opened.status).toBe(302);
    const bookmark = opened.headers.get(D1_BOOKMARK_HEADER)!;
    expect(bookmark).toMatch(LOCAL_BOOKMARK);
    expect(bookmarkCookie(opened)).toContain(bookmark);

    // The page it leads to asks whether the address is verified, carrying the cookie.
    const banner = await call('/api/auth/verification', {
      headers: { Authorization: `Bearer ${signup.json.accessToken}`, Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` },
    });
    expect(lastStart()).toBe(bookmark);
    expect(await banner.json()).toEqual({ email, emailVerified: true });

    const refused = await call('/api/auth/time-zone', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${signup.json.accessToken}` },
      body: JSON.stringify({ timeZone: 'Mars/Base' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
  });
});
