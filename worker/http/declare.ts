import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';

import { idempotencyErrors, idempotencyHeaders, idempotent } from './idempotency';
import { security } from './route-kit';

/**
 * The route kit's declarations: an area (its tag, its guard and the error answers every route of
 * it can give) declares each route in one call, `area.get(path, summary, own)`, where `own` is
 * what the route adds: what it reads, its own answers (its success, and any error it words
 * differently, which wins over the area's) and `keyed` when it honours Idempotency-Key.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a guard is any middleware, whatever its Env and path
type Guard = MiddlewareHandler<any, any, any>;
type Parts = NonNullable<RouteConfig['request']>;
type Answers = RouteConfig['responses'];

type Own<Q extends Parts, R extends Answers, K extends boolean> = { request?: Q; responses: R; keyed?: K };

/** A keyed route runs the guard, then claims the key; it reads the header and may answer 409 or 422. */
type Declared<
  M extends Method,
  P extends string,
  G extends Guard | undefined,
  E extends Answers,
  Q extends Parts,
  R extends Answers,
  K extends boolean,
> = {
  method: M;
  path: P;
  summary: string;
  tags: string[];
  security: typeof security;
  middleware: K extends true ? [Exclude<G, undefined>, typeof idempotent] : G;
  request: K extends true ? Q & { headers: typeof idempotencyHeaders } : Q;
  responses: (K extends true ? typeof idempotencyErrors : unknown) & E & R;
};

/**
 * The routes of one area. `guard` runs before each route (per route, not `use('*')`, because
 * routers share prefixes); without one the routes are public (no security declared).
 */
export function routeArea<const G extends Guard | undefined, const E extends Answers>(
  tag: string,
  guard: G,
  errors: E,
) {
  const declare =
    <const M extends Method>(method: M) =>
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no request parts is the empty object type
    <const P extends string, const R extends Answers, const Q extends Parts = {}, const K extends boolean = false>(
      path: P,
      summary: string,
      own: Own<Q, R, K>,
    ): Declared<M, P, G, E, Q, R, K> => {
      const keyed = own.keyed === true;
      if (keyed && !guard)
        throw new Error(
          `${method} ${path}: an Idempotency-Key belongs to a signed-in user; a public route cannot be keyed`,
        );
      return {
        tags: [tag],
        security: guard ? security : [],
        middleware: keyed ? [guard, idempotent] : guard,
        method,
        path,
        summary,
        request: keyed ? { ...own.request, headers: idempotencyHeaders } : own.request,
        responses: { ...(keyed ? idempotencyErrors : {}), ...errors, ...own.responses },
      } as Declared<M, P, G, E, Q, R, K>;
    };
  return {
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
  };
}
