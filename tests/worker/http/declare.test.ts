import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';

import { errorSchema } from '../../../src/contract';
import { requireRole } from '../../../worker/auth/middleware';
import { routeArea } from '../../../worker/http/declare';
import { idempotencyErrors, idempotencyHeaders, idempotent } from '../../../worker/http/idempotency';
import { candidateErrors, idParam, json, jsonBody, recruiterErrors, security } from '../../../worker/http/route-kit';

const guard = requireRole('candidate');
const candidate = routeArea('candidate', guard, candidateErrors);
const ok = json(z.object({ done: z.boolean() }), 'Done');

describe('route declarations of an area', () => {
  it('declare the area’s tag, guard and errors beside the route’s own request and answers', () => {
    const route = candidate.put('/things/{id}', 'Change a thing', {
      request: { params: idParam, body: jsonBody(z.object({ n: z.number() })) },
      responses: { 200: ok },
    });
    expect(route).toMatchObject({
      method: 'put',
      path: '/things/{id}',
      summary: 'Change a thing',
      tags: ['candidate'],
      security,
      middleware: guard,
    });
    expect(route.request.params).toBe(idParam);
    expect(Object.keys(route.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(route.responses[200]).toBe(ok);
  });

  it('a route’s own wording of an error wins over its area’s, and the area’s over Idempotency-Key’s', () => {
    const own = json(errorSchema, 'Already done');
    const keyedOwn = candidate.post('/things', 'Make a thing', { keyed: true, responses: { 201: ok, 409: own } });
    expect(keyedOwn.responses[409]).toBe(own);
    const keyedArea = candidate.post('/things', 'Make a thing', { keyed: true, responses: { 201: ok } });
    expect(keyedArea.responses[409]).toBe(candidateErrors[409]);
    expect(keyedArea.responses[422]).toBe(idempotencyErrors[422]);
    const recruiter = routeArea('recruiter', requireRole('recruiter'), recruiterErrors);
    expect(recruiter.post('/things', 'Make a thing', { keyed: true, responses: { 201: ok } }).responses[409]).toBe(
      idempotencyErrors[409],
    );
  });

  it('a keyed route claims the key after the guard, reads the header and keeps its own request parts', () => {
    const route = candidate.post('/things/{id}', 'Make a thing', {
      keyed: true,
      request: { params: idParam },
      responses: { 201: ok },
    });
    expect(route.middleware).toEqual([guard, idempotent]);
    expect(route.request).toEqual({ params: idParam, headers: idempotencyHeaders });
    expect(candidate.get('/things', 'Things', { responses: { 200: ok } }).request).toBeUndefined();
  });

  it('a public area declares no security and runs no guard, and cannot take an Idempotency-Key', () => {
    const open = routeArea('public', undefined, {});
    const route = open.get('/things', 'Things', { responses: { 200: ok } });
    expect(route.security).toEqual([]);
    expect(route.middleware).toBeUndefined();
    expect(() => open.post('/things', 'Make a thing', { keyed: true, responses: { 201: ok } })).toThrow(
      /public route cannot be keyed/,
    );
  });
});
