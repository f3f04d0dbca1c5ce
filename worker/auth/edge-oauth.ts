/**
 * Google sign-in in proxy mode. The flow's browser steps run on the edge, so its cookies and
 * /oauth-success are the site's: GET /api/auth/google is the usual route on the edge (state and PKCE
 * in the edge's KV, the redirect URI on the edge's PUBLIC_ORIGIN), and the callback below checks
 * state and cookie and exchanges the provider's code at the edge. The verified profile then goes to
 * the backend in a request signed with EDGE_SECRET (edge-assertion.ts) to
 * POST /api/auth/google/edge-identity, which finds or creates the account and answers a one-time
 * code bound to the browser's state cookie. The edge redirects to its own /oauth-success, whose
 * POST /api/auth/google/exchange passes the edge to the backend like any call: the session cookies
 * it sets land on the site's origin.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

import { errorSchema, MESSAGES } from '../../src/contract';
import type { AppEnv } from '../env';
import { backendTimeoutMs, createRouter, forwardedRequest, json, jsonBody } from '../http';
import {
  clearStateCookie,
  type GoogleProfile,
  issueOAuthCode,
  OAUTH_COOKIE,
  OAuthFailure,
  returningTo,
  verifyGoogleCallback,
} from './oauth';
import { oauthFailureLocation, oauthSuccessLocation } from './routes';

export const EDGE_IDENTITY_PATH = '/api/auth/google/edge-identity';

const identityInput = z.object({
  profile: z.object({
    sub: z.string().min(1).max(255),
    email: z.string().min(3).max(320),
    email_verified: z.boolean(),
    name: z.string().max(300).optional(),
  }),
  /** SHA-256 (hex) of the browser's state-cookie nonce: the exchange works only with that cookie. */
  bindingHash: z.string().regex(/^[0-9a-f]{64}$/),
});

const edgeIdentityRoute = createRoute({
  method: 'post',
  path: '/auth/google/edge-identity',
  tags: ['auth'],
  security: [],
  summary:
    'Proxy mode, server to server: a Google identity the edge verified, for a one-time code (only with a valid edge assertion)',
  request: { body: jsonBody(identityInput) },
  responses: {
    200: json(z.object({ code: z.string() }), 'One-time code for /oauth-success, bound to the browser'),
    400: json(errorSchema, 'Invalid payload'),
    401: json(errorSchema, 'Not forwarded by the edge with a valid assertion'),
    403: json(
      errorSchema.extend({ reason: z.enum(['staff_account']).optional() }),
      'No candidate account for this identity',
    ),
  },
});

/** The backend's side: trusts the identity only from a request whose edge assertion verified. */
export const edgeIdentityRoutes = createRouter().openapi(edgeIdentityRoute, async (c) => {
  if (!c.get('edge')) return c.json({ message: MESSAGES.edgeAssertionRefused }, 401);
  const { profile, bindingHash } = c.req.valid('json');
  try {
    const notices: string[] = [];
    const code = await issueOAuthCode(c.env, profile, bindingHash, notices);
    c.set('notices', [...(c.var.notices ?? []), ...notices]);
    return c.json({ code }, 200);
  } catch (err) {
    if (!(err instanceof OAuthFailure)) throw err;
    console.warn(
      JSON.stringify({ level: 'warn', event: 'oauth_failed', requestId: c.get('requestId'), reason: err.message }),
    );
    return c.json({ message: MESSAGES.oauthFailed, ...(err.reason ? { reason: err.reason } : {}) }, 403);
  }
});

/** Asks the backend for the one-time code of a verified profile, signed like a forwarded request. */
async function codeFromBackend(c: Context<AppEnv>, profile: GoogleProfile, bindingHash: string): Promise<string> {
  if (!c.env.EDGE_SECRET) throw new OAuthFailure('EDGE_SECRET is not set: the backend cannot trust the edge');
  const call = new Request(new URL(EDGE_IDENTITY_PATH, c.req.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': c.req.header('CF-Connecting-IP') ?? 'unknown' },
    body: JSON.stringify({ profile, bindingHash }),
  });
  const requestId = c.get('requestId') ?? crypto.randomUUID();
  const res = await fetch(await forwardedRequest(call, c.env, requestId), {
    signal: AbortSignal.timeout(backendTimeoutMs(c.env)),
  });
  const answer = (await res.json().catch(() => ({}))) as { code?: string; reason?: string };
  if (res.ok && answer.code) return answer.code;
  throw new OAuthFailure(
    `backend answered ${res.status}`,
    answer.reason === 'staff_account' ? 'staff_account' : undefined,
  );
}

/** GET /api/auth/google/callback on the edge in proxy mode; every failure is the usual redirect. */
export async function edgeGoogleCallback(c: Context<AppEnv>): Promise<Response> {
  try {
    const verified = await verifyGoogleCallback(c.env, {
      code: c.req.query('code'),
      state: c.req.query('state'),
      nonce: getCookie(c, OAUTH_COOKIE),
    });
    const code = await returningTo(verified.returnTo, () => codeFromBackend(c, verified.profile, verified.bindingHash));
    // The state cookie stays (60 s) for the exchange of the one-time code.
    c.header('Set-Cookie', verified.cookie, { append: true });
    return c.redirect(oauthSuccessLocation(verified.returnTo, code), 302);
  } catch (err) {
    console.warn(
      JSON.stringify({ level: 'warn', event: 'oauth_failed', requestId: c.get('requestId'), reason: String(err) }),
    );
    c.header('Set-Cookie', clearStateCookie(), { append: true });
    return c.redirect(oauthFailureLocation(err), 302);
  }
}
