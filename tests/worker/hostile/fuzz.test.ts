import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { signAccessToken } from '../../../worker/auth/tokens';
import { ORIGIN } from '../helpers';
import { type Body, contentType, formBody, hostileString, jsonBody, pathId, queryString } from './arbitraries';
import { appRoutes, CATCH_ALLS, type Endpoint, endpoints } from './endpoints';
import {
  BOOKKEEPING_TABLES,
  expectJsonError,
  expectNoLeak,
  intact,
  seedWorld,
  send,
  snapshot,
  type World,
} from './world';

/**
 * Every endpoint, as every role, gets generated hostile requests: malformed and oddly shaped
 * bodies, hostile query strings, path ids and headers. Whatever arrives: never a 5xx, errors in
 * the JSON error shape with no stack trace, and a refused request (4xx) changes no row and no file.
 *
 * The one exception to "no row changed": a refused sign-in records the attempt in rate_limits
 * (BOOKKEEPING_TABLES), only for POST /api/auth/login; counting failures is what the throttle is for.
 */

// Runs per endpoint and role: about 1,800 requests in all, some ten seconds here. Raise it to hunt
// (40 ran clean: about 12,000 requests in a minute).
const RUNS = 6;
const ROLES = ['anonymous', 'candidate', 'recruiter', 'admin'] as const;
type Caller = (typeof ROLES)[number];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

interface Hostile {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Body;
}

let world: World;
let list: Endpoint[];
let forged: string[];

beforeAll(async () => {
  world = await seedWorld();
  list = await endpoints();
  const wrongKey = new TextEncoder().encode('not-the-secret-0123456789abcdef0123456789');
  forged = [
    // alg none, an admin claim
    `${btoa(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${btoa(JSON.stringify({ sub: world.admin.id, role: 'admin', iss: env.JWT_ISSUER, aud: env.JWT_AUDIENCE, exp: 4e9, iat: 1 }))}.`.replace(
      /=/g,
      '',
    ),
    // signed with another key
    await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(world.admin.id)
      .setIssuer(env.JWT_ISSUER)
      .setAudience(env.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(wrongKey),
    // expired
    await signAccessToken(env, { userId: world.admin.id, role: 'admin', sessionVersion: 0 }, Date.now() - 3_600_000),
    // genuine, for nobody
    await signAccessToken(env, { userId: crypto.randomUUID(), role: 'admin', sessionVersion: 0 }),
    // a candidate's token claiming to be an admin's
    world.candidate.token.replace(
      /^[^.]+\.[^.]+/,
      (head) =>
        `${head.split('.')[0]}.${btoa(JSON.stringify({ sub: world.candidate.id, role: 'admin' })).replace(/=/g, '')}`,
    ),
  ];
}, 60_000);

function authorization(caller: Caller): fc.Arbitrary<string | undefined> {
  const hostile = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer null',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer a.b.c',
      'Bearer ' + 'x'.repeat(8_000),
      ...forged.map((t) => `Bearer ${t}`),
    ),
    hostileString.map((s) => `Bearer ${s.slice(0, 2_000)}`.toWellFormed().replace(/[^\x20-\x7e]/g, '')),
  );
  if (caller === 'anonymous')
    return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostile });
  const token = world[caller].token;
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 1, arbitrary: fc.constantFrom(`bearer   ${token}`, `Bearer ${token}x`, `Bearer ${token} ${token}`) },
    { weight: 1, arbitrary: hostile },
  );
}

const origin = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom(ORIGIN, 'http://evil.test', 'null', 'http://app.test.evil.test') },
);
const cookie = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'hl_refresh=garbage',
      'hl_access=a.b.c; hl_refresh=%ff',
      `hl_refresh=${'y'.repeat(5_000)}`,
      '=;;;',
      'hl_refresh="unterminated',
      'hl_oauth=x',
    ),
  },
);

function hostileRequest(e: Endpoint, caller: Caller): fc.Arbitrary<Hostile> {
  const real = [...world.ids, ...world.tokens];
  const path = fc.tuple(...e.params.map(() => pathId(real))).map((ids) => {
    let i = 0;
    return e.path.replace(/:\w+/g, () => ids[i++]!);
  });
  const query = fc.oneof(
    queryString(e.query),
    fc.constantFrom(...real).map((v) =>
      Object.keys(e.query)
        .map((k) => `${k}=${encodeURIComponent(v)}`)
        .join('&'),
    ),
  );
  const body =
    e.body?.type === 'json'
      ? jsonBody(e.body.schema)
      : e.body?.type === 'multipart'
        ? fc.oneof(formBody, jsonBody(undefined))
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) },
            { weight: 1, arbitrary: jsonBody(undefined) },
          );
  const type = contentType(e.body?.type === 'multipart' ? 'multipart/form-data' : 'application/json');
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(e.method) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
  return fc.record({ method, path, query, body, type, auth: authorization(caller), origin, cookie }).map((r) => {
    const headers: Record<string, string> = {};
    if (r.auth !== undefined) headers.Authorization = r.auth;
    if (r.origin) headers.Origin = r.origin;
    if (r.cookie) headers.Cookie = r.cookie;
    // FormData brings its own multipart type with the boundary; a wrong one is sometimes forced.
    if (r.body.kind === 'bytes' || (r.body.kind === 'form' && r.type !== 'multipart/form-data'))
      headers['Content-Type'] = r.type;
    const method = r.body.kind !== 'none' && (r.method === 'GET' || r.method === 'HEAD') ? 'POST' : r.method;
    return { method, url: r.query ? `${r.path}?${r.query}` : r.path, headers, body: r.body };
  });
}

function payload(body: Body): BodyInit | null {
  if (body.kind === 'none') return null;
  if (body.kind === 'bytes') return body.bytes;
  const form = new FormData();
  for (const [name, value] of body.parts) form.append(name, value);
  return form;
}

const describeRequest = (r: Hostile) => {
  const body =
    r.body.kind === 'bytes'
      ? new TextDecoder().decode(r.body.bytes.subarray(0, 300))
      : r.body.kind === 'form'
        ? `form ${r.body.parts.map(([k, v]) => `${k}=${typeof v === 'string' ? v.slice(0, 40) : `File(${v.name.slice(0, 40)}, ${v.size})`}`).join(' ')}`
        : '';
  return `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 300)} ${body}`;
};

async function check(e: Endpoint, caller: Caller) {
  const skip = e.path === '/api/auth/login' ? BOOKKEEPING_TABLES : [];
  if (!(await intact(world))) world = await seedWorld();
  let current = await snapshot(skip);
  await fc.assert(
    fc.asyncProperty(hostileRequest(e, caller), async (r) => {
      const context = describeRequest(r);
      const before = current;
      const res = await send(r.method, r.url, { headers: r.headers, body: payload(r.body) });
      current = await snapshot(skip);
      expect(res.status, `${context}\n→ ${res.text.slice(0, 300)}`).toBeLessThan(500);
      // Google's callback must end in a redirect whatever it is sent (the login page shows the failure).
      if (e.answers === 'redirect' && r.method === e.method)
        expect(res.status, `${context}\n→ ${res.text.slice(0, 300)}`).toBe(302);
      if (res.status < 400 || r.method === 'HEAD') return;
      const isPage = e.answers === 'html' && r.method === e.method;
      if (isPage) {
        expect(res.headers.get('content-type'), context).toMatch(/^text\/html/);
        expectNoLeak(res, context);
      } else if (r.url.startsWith('/api/')) expectJsonError(res, context);
      // A 4xx changed nothing: table by table, so a failure names the table.
      for (const table of Object.keys(before))
        expect(current[table], `${table} changed by ${res.status} ${res.text.slice(0, 200)} to ${context}`).toBe(
          before[table],
        );
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
}

describe('hostile requests to every endpoint', { timeout: 120_000 }, () => {
  it('knows every route of the app: declared in the OpenAPI document, or listed as undeclared', () => {
    const covered = new Set([...list.map((e) => `${e.method} ${e.path}`), ...CATCH_ALLS]);
    expect(appRoutes()).toEqual([...covered].sort());
  });

  for (const caller of ROLES) {
    it(`as ${caller}: never a 5xx, JSON errors without internals, nothing changed by a refusal`, async () => {
      for (const e of list) await check(e, caller);
      // "__proto__" and "constructor" keys polluted no prototype (the worker runs in this isolate).
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  }

  it('pages behind the edge guard, with forged session cookies', async () => {
    const area = fc.constantFrom(
      '/dashboard',
      '/recruiter',
      '/admin',
      '/company',
      '/jobs',
      '/dashboard/jobs',
      '/recruiter/jobs',
      '/company/x',
    );
    const cookies = fc.oneof(
      fc
        .constantFrom(...forged, world.candidate.token, world.recruiter.token, world.admin.token)
        .map((t) => `hl_access=${t}`),
      hostileString.map(
        (s) =>
          `hl_access=${encodeURIComponent(s.toWellFormed().slice(0, 3_000))}; hl_refresh=${encodeURIComponent(s.toWellFormed().slice(0, 100))}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(area, pathId(world.ids), cookies, async (prefix, id, c) => {
        const res = await send('GET', `${prefix}/${id}`, { headers: { Cookie: c } });
        expect(res.status).toBeLessThan(500);
        expectNoLeak(res, `${prefix}/${id} ${c.slice(0, 200)}`);
      }),
      { numRuns: RUNS * 10 },
    );
  });
});
