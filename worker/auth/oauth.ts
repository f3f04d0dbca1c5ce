/**
 * Google sign-in: the authorization code flow with state and PKCE (S256), against endpoints taken
 * from configuration (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL), so tests and local
 * development run against a local OpenID provider.
 *
 * The state and the PKCE verifier live in KV for 10 minutes under the state, together with the hash
 * of a nonce kept in a short HttpOnly cookie: a callback must come back to the browser that started
 * the flow, and each state works once. The user is read from the userinfo endpoint over the TLS
 * connection that the token exchange authenticated, so no id_token signature has to be checked.
 *
 * Accounts are keyed by Google's `sub`. A first sign-in links an existing account with the same
 * verified email only when it is a candidate; otherwise it creates a candidate. Google sign-in
 * never yields a recruiter or an admin, and suspended accounts are refused.
 */
import { generateCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Bindings } from '../env';
import { base64UrlEncode, randomToken, sha256, sha256Hex, timingSafeEqualText } from './crypto';
import { startSession, type SessionGrant } from './service';
import * as store from './store';

export const OAUTH_COOKIE = 'hl_oauth';
export const OAUTH_STATE_TTL_SECONDS = 600;
const OAUTH_COOKIE_PATH = '/api/auth/google';
const PROVIDER_TIMEOUT_MS = 10_000;

/** Any reason the callback cannot sign the user in; the route turns every one into the same redirect. */
export class OAuthFailure extends Error {
  override name = 'OAuthFailure';
}

const stateKey = (state: string) => `oauth:google:${state}`;
const savedState = z.object({ verifier: z.string(), nonceHash: z.string() });
const tokenAnswer = z.object({ access_token: z.string().min(1) });
const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  // Google sends a boolean; some providers send the string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  name: z.string().optional(),
});
export type GoogleProfile = z.infer<typeof userInfo>;

export function googleRedirectUri(env: Bindings): string {
  return `${env.PUBLIC_ORIGIN.replace(/\/+$/, '')}/api/auth/google/callback`;
}

/** The state cookie; Lax because the callback arrives as a top-level navigation from the provider. */
function stateCookie(value: string, maxAge: number): string {
  return generateCookie(OAUTH_COOKIE, value, { httpOnly: true, secure: true, sameSite: 'Lax', path: OAUTH_COOKIE_PATH, maxAge });
}

export const clearStateCookie = () => stateCookie('', 0);

/** Where to send the browser, and the cookie that binds the flow to it. */
export async function beginGoogleSignIn(env: Bindings): Promise<{ location: string; cookie: string }> {
  const state = randomToken();
  const verifier = randomToken();
  const nonce = randomToken();
  await env.KV.put(stateKey(state), JSON.stringify({ verifier, nonceHash: await sha256Hex(nonce) }), { expirationTtl: OAUTH_STATE_TTL_SECONDS });
  const url = new URL(env.GOOGLE_AUTH_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: env.GOOGLE_CLIENT_ID,
    redirect_uri: googleRedirectUri(env),
    scope: 'openid email profile',
    state,
    code_challenge: base64UrlEncode(await sha256(verifier)),
    code_challenge_method: 'S256',
  }).toString();
  return { location: url.toString(), cookie: stateCookie(nonce, OAUTH_STATE_TTL_SECONDS) };
}

async function providerJson(request: Request): Promise<unknown> {
  const res = await fetch(request, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw new OAuthFailure(`provider answered ${res.status} at ${new URL(request.url).pathname}`);
  return res.json();
}

async function fetchProfile(env: Bindings, code: string, verifier: string): Promise<GoogleProfile> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: googleRedirectUri(env),
    client_id: env.GOOGLE_CLIENT_ID,
    client_secret: env.GOOGLE_CLIENT_SECRET,
    code_verifier: verifier,
  });
  const tokenRequest = new Request(env.GOOGLE_TOKEN_URL, { method: 'POST', body, headers: { Accept: 'application/json' } });
  const tokens = tokenAnswer.safeParse(await providerJson(tokenRequest));
  if (!tokens.success) throw new OAuthFailure('token answer without access_token');
  const infoRequest = new Request(env.GOOGLE_USERINFO_URL, { headers: { Authorization: `Bearer ${tokens.data.access_token}`, Accept: 'application/json' } });
  const profile = userInfo.safeParse(await providerJson(infoRequest));
  if (!profile.success) throw new OAuthFailure('userinfo answer without sub or email');
  return profile.data;
}

/** Finds, links or creates the candidate account of a Google profile. */
export async function googleAccount(env: Bindings, profile: GoogleProfile, now: number): Promise<store.UserRow> {
  if (!profile.email_verified) throw new OAuthFailure('email not verified');
  let row = await store.findUserByGoogleSub(env.DB, profile.sub);
  if (!row) {
    const existing = await store.findUserByEmail(env.DB, profile.email);
    if (existing) {
      if (existing.role !== 'candidate') throw new OAuthFailure(`email belongs to an account with role ${existing.role}`);
      if (existing.google_sub) throw new OAuthFailure('email linked to another Google account');
      await store.linkGoogleAccount(env.DB, existing.id, profile.sub, new Date(now).toISOString());
    } else {
      const fullName = profile.name?.trim() || profile.email.split('@')[0]!;
      await store.insertUser(env.DB, {
        id: crypto.randomUUID(),
        email: profile.email,
        fullName,
        role: 'candidate',
        passwordHash: null,
        googleSub: profile.sub,
        provider: 'google',
      });
    }
    // Read back: also settles a race between two first sign-ins.
    row = await store.findUserByGoogleSub(env.DB, profile.sub);
  }
  if (!row) throw new OAuthFailure('account could not be created');
  if (row.suspended_at) throw new OAuthFailure('account suspended');
  if (row.role !== 'candidate') throw new OAuthFailure(`account has role ${row.role}`);
  return row;
}

/** Checks state and cookie, exchanges the code, and signs the user in. Throws on any failure. */
export async function finishGoogleSignIn(
  env: Bindings,
  input: { code?: string; state?: string; nonce?: string },
  now = Date.now(),
): Promise<SessionGrant> {
  const { code, state, nonce } = input;
  if (!code || !state || !nonce) throw new OAuthFailure('missing code, state or state cookie');
  const raw = await env.KV.get(stateKey(state));
  if (!raw) throw new OAuthFailure('unknown or expired state');
  await env.KV.delete(stateKey(state));
  const saved = savedState.parse(JSON.parse(raw));
  if (!timingSafeEqualText(await sha256Hex(nonce), saved.nonceHash)) throw new OAuthFailure('state cookie does not match');
  const profile = await fetchProfile(env, code, saved.verifier);
  return startSession(env, await googleAccount(env, profile, now), now);
}
