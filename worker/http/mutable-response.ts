import type { Context } from 'hono';

/**
 * Responses passed through from assets or Astro can have immutable headers. This swaps c.res for
 * a copy whose headers can change, and returns it. (Assigning c.res directly would make Hono merge
 * the old response's headers back in, so it is cleared first.)
 */
export function mutableResponse(c: Context): Response {
  const copy = new Response(c.res.body, c.res);
  c.res = undefined;
  c.res = copy;
  return copy;
}
