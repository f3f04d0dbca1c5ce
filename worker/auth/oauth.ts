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
 * Accounts are keyed by Google's `sub` (see googleAccount for a first sign-in). Google sign-in never
 * yields a recruiter or an admin, and suspended accounts are refused.
 *
 * A flow started with `?origin=` (a client on one of ALLOWED_ORIGINS) keeps that origin in its state
 * record and returns there: to its /oauth-success, or its /login on failure once the state is known.
 *
 * A flow started for a signed-in candidate by POST /api/auth/google/confirm (`confirmFor`) signs nobody
 * in: it asks Google for a fresh sign-in (select_account, max_age=0) and, when the ID token's
 * auth_time says the person signed in after the flow began and Google answers with the account's
 * own subject, gives a one-time confirmation code (oauth_codes with the binding
 * CONFIRM_BINDING, which no state cookie hashes to, so it never becomes a session) that only that
 * user's request may claim (claimGoogleConfirmation): how a Google-only account confirms its deletion.
 *
 * The callback does not sign the browser in. It redirects to /oauth-success with a one-time code
 * (single use, OAUTH_CODE_TTL_MS), and keeps the state cookie: the page exchanges the code (POST
 * /api/auth/google/exchange) for the session, which works only with the state cookie of the browser
 * that started the flow. A link carrying someone else's code signs nobody in (no login CSRF).
 */
import { generateCookie } from 'hono/cookie';
import { decodeJwt } from 'jose';
import { z } from 'zod';

import { audit } from '../audit';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { publicOrigin } from '../http';
import { base64UrlEncode, randomToken, sha256, sha256Hex, timingSafeEqualText } from './crypto';
import { adoptBrowserZone, type SessionGrant, startSession } from './service';
import { closeSocketsOf } from './sockets';
import * as store from './store';

export const OAUTH_COOKIE = 'hl_oauth';
export const OAUTH_STATE_TTL_SECONDS = 600;
export const OAUTH_CODE_TTL_MS = 60_000;
const OAUTH_COOKIE_PATH = '/api/auth/google';
const PROVIDER_TIMEOUT_MS = 10_000;

/** Any reason the callback cannot sign the user in; the route turns every one into the same redirect. */
export class OAuthFailure extends Error {
  override name = 'OAuthFailure';
  constructor(
    message: string,
    /** Shown to the user as `reason=` on the failure redirect; most failures have none. */
    readonly reason?: 'staff_account',
    /** The origin the flow returns to, once its state record has been read. */
    public returnTo: string | null = null,
    /** A confirmation flow (confirmFor), which returns to settings, not to /login. */
    public confirming = false,
  ) {
    super(message);
  }
}

const stateKey = (state: string) => `oauth:google:${state}`;
const savedState = z.object({
  verifier: z.string(),
  nonceHash: z.string(),
  returnTo: z.string().nullable().default(null),
  confirmFor: z.string().nullable().default(null),
  /** When the flow began (ms): a confirmation's sign-in at Google must be no older. */
  startedAt: z.number().default(0),
});
const tokenAnswer = z.object({ access_token: z.string().min(1), id_token: z.string().optional() });
/** The ID token's claims a confirmation reads (`auth_time` is required when max_age is asked). */
const idTokenClaims = z.object({
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  auth_time: z.number().optional(),
});
/** How far the provider's clock may run behind ours when it says when the person signed in. */
const AUTH_TIME_SKEW_MS = 60_000;
const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  // Google sends a boolean; some providers send the string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  name: z.string().optional(),
});
export type GoogleProfile = z.infer<typeof userInfo>;

export function googleRedirectUri(env: Bindings): string {
  return `${publicOrigin(env)}/api/auth/google/callback`;
}

/** The state cookie; Lax because the callback arrives as a top-level navigation from the provider. */
function stateCookie(value: string, maxAge: number): string {
  return generateCookie(OAUTH_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: OAUTH_COOKIE_PATH,
    maxAge,
  });
}

export const clearStateCookie = () => stateCookie('', 0);

/** The audit entry and log line of a change Google sign-in made to an existing account. */
async function auditGoogle(env: Bindings, action: string, row: store.UserRow, now: number) {
  console.warn(JSON.stringify({ level: 'warn', event: action, userId: row.id, role: row.role }));
  await audit(
    env,
    { action, targetType: 'user', targetId: row.id, detail: { email: row.email, role: row.role } },
    new Date(now),
  );
}

/**
 * Where to send the browser, and the cookie that binds the flow to it. `returnTo` is an origin
 * already checked by returnOrigin (worker/http/origins.ts), or null for this site.
 */
export async function beginGoogleSignIn(
  env: Bindings,
  returnTo: string | null = null,
  confirm: { userId: string; email: string } | null = null,
): Promise<{ location: string; cookie: string }> {
  const state = randomToken();
  const verifier = randomToken();
  const nonce = randomToken();
  const saved = {
    verifier,
    nonceHash: await sha256Hex(nonce),
    returnTo,
    confirmFor: confirm?.userId ?? null,
    startedAt: clock.now(),
  };
  await env.KV.put(stateKey(state), JSON.stringify(saved), { expirationTtl: OAUTH_STATE_TTL_SECONDS });
  const url = new URL(env.GOOGLE_AUTH_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: env.GOOGLE_CLIENT_ID,
    redirect_uri: googleRedirectUri(env),
    scope: 'openid email profile',
    state,
    code_challenge: base64UrlEncode(await sha256(verifier)),
    code_challenge_method: 'S256',
    // A confirmation asks the person to sign in at Google again, as the account it confirms.
    ...(confirm ? { prompt: 'select_account', max_age: '0', login_hint: confirm.email } : {}),
  }).toString();
  return { location: url.toString(), cookie: stateCookie(nonce, OAUTH_STATE_TTL_SECONDS) };
}

async function providerJson(request: Request): Promise<unknown> {
  const res = await fetch(request, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw new OAuthFailure(`provider answered ${res.status} at ${new URL(request.url).pathname}`);
  return res.json();
}

/**
 * When the person last signed in at the provider (ms), from the ID token of the token answer; null
 * when it does not say. The token came straight from the token endpoint over TLS, so its signature
 * needs no check (OpenID Connect Core 3.1.3.7); its audience and subject still must be ours.
 */
function signedInAt(env: Bindings, idToken: string | undefined, sub: string): number | null {
  if (!idToken) return null;
  let claims;
  try {
    claims = idTokenClaims.safeParse(decodeJwt(idToken));
  } catch {
    throw new OAuthFailure('unreadable ID token');
  }
  if (!claims.success) throw new OAuthFailure('ID token without sub or aud');
  const audience = typeof claims.data.aud === 'string' ? [claims.data.aud] : claims.data.aud;
  if (!audience.includes(env.GOOGLE_CLIENT_ID) || claims.data.sub !== sub)
    throw new OAuthFailure('ID token of another client or user');
  return claims.data.auth_time === undefined ? null : claims.data.auth_time * 1000;
}

async function fetchProfile(
  env: Bindings,
  code: string,
  verifier: string,
): Promise<{ profile: GoogleProfile; authTime: number | null }> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: googleRedirectUri(env),
    client_id: env.GOOGLE_CLIENT_ID,
    client_secret: env.GOOGLE_CLIENT_SECRET,
    code_verifier: verifier,
  });
  const tokenRequest = new Request(env.GOOGLE_TOKEN_URL, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  const tokens = tokenAnswer.safeParse(await providerJson(tokenRequest));
  if (!tokens.success) throw new OAuthFailure('token answer without access_token');
  const infoRequest = new Request(env.GOOGLE_USERINFO_URL, {
    headers: { Authorization: `Bearer ${tokens.data.access_token}`, Accept: 'application/json' },
  });
  const profile = userInfo.safeParse(await providerJson(infoRequest));
  if (!profile.success) throw new OAuthFailure('userinfo answer without sub or email');
  return { profile: profile.data, authTime: signedInAt(env, tokens.data.id_token, profile.data.sub) };
}

/** The id of the notice intent that migration 0175's trigger writes when an account is reclaimed. */
const reclaimedNoticeId = (userId: string) => `account_reclaimed:${userId}`;

/**
 * Finds, links or creates the candidate account of a Google profile (email_verified true). A first
 * sign-in with an email that has a local account:
 * - verified candidate: linked;
 * - verified recruiter or admin: refused with reason staff_account (they sign in with a password);
 * - unverified candidate: Google wins, since whoever signed up never proved the address: the
 *   account becomes verified and linked, its password is removed (password sign-in is refused until
 *   a reset) and every session of it ends; the squatter's applications are withdrawn and their
 *   data erased by the notice `account_reclaimed` (written by the takeover's UPDATE, migration
 *   0175; its id is added to `notices`, to deliver after the answer);
 * - unverified recruiter or admin: disabled (suspended, its email freed), and the Google user gets a
 *   new candidate account.
 * Each change to an existing account is audited.
 */
export async function googleAccount(
  env: Bindings,
  profile: GoogleProfile,
  now: number,
  notices: string[] = [],
): Promise<store.UserRow> {
  if (!profile.email_verified) throw new OAuthFailure('email not verified');
  const nowIso = new Date(now).toISOString();
  let row = await store.findUserByGoogleSub(env.DB, profile.sub);
  if (!row) {
    const existing = await store.findUserByEmail(env.DB, profile.email);
    if (existing?.google_sub) throw new OAuthFailure('email linked to another Google account');
    if (existing?.suspended_at) throw new OAuthFailure('account suspended');
    if (existing && existing.email_verified_at) {
      if (existing.role !== 'candidate')
        throw new OAuthFailure(`email belongs to a verified ${existing.role}`, 'staff_account');
      await store.linkGoogleAccount(env.DB, existing.id, profile.sub, nowIso);
    } else if (existing && existing.role === 'candidate') {
      await env.DB.batch(store.takeOverUnverified(env.DB, existing.id, profile.sub, nowIso));
      // The update wrote the notice that clears the squatter's data (migration 0175); deliver it after the answer.
      notices.push(reclaimedNoticeId(existing.id));
      await closeSocketsOf(env, existing.id);
      await auditGoogle(env, 'google_took_unverified_account', existing, now);
    } else {
      if (existing) {
        await env.DB.batch(store.disableUnverified(env.DB, existing.id, nowIso));
        await closeSocketsOf(env, existing.id);
        await auditGoogle(env, 'unverified_staff_account_disabled', existing, now);
      }
      const fullName = profile.name?.trim() || profile.email.split('@')[0]!;
      await store.insertUser(env.DB, {
        id: crypto.randomUUID(),
        email: profile.email,
        fullName,
        role: 'candidate',
        passwordHash: null,
        googleSub: profile.sub,
        provider: 'google',
        emailVerifiedAt: nowIso,
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

/** Runs `work`, marking any OAuthFailure with the origin the flow returns to (and whether it confirms). */
export async function returningTo<T>(returnTo: string | null, work: () => Promise<T>, confirming = false): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OAuthFailure) Object.assign(err, { returnTo, confirming });
    throw err;
  }
}

/**
 * Checks state and cookie and exchanges the provider's code for the user's profile; answers it with
 * the binding of the browser (the nonce's hash), the state cookie to keep until the one-time code
 * is exchanged, and the origin the flow returns to. Throws on any failure.
 */
export async function verifyGoogleCallback(
  env: Bindings,
  input: { code?: string; state?: string; nonce?: string },
): Promise<{
  profile: GoogleProfile;
  bindingHash: string;
  cookie: string;
  returnTo: string | null;
  confirmFor: string | null;
}> {
  const { code, state, nonce } = input;
  if (!code || !state || !nonce) throw new OAuthFailure('missing code, state or state cookie');
  const raw = await env.KV.get(stateKey(state));
  if (!raw) throw new OAuthFailure('unknown or expired state');
  await env.KV.delete(stateKey(state));
  const saved = savedState.parse(JSON.parse(raw));
  return returningTo(
    saved.returnTo,
    async () => {
      if (!timingSafeEqualText(await sha256Hex(nonce), saved.nonceHash))
        throw new OAuthFailure('state cookie does not match');
      const { profile, authTime } = await fetchProfile(env, code, saved.verifier);
      // A confirmation needs a sign-in made for it, not a session Google remembered.
      if (saved.confirmFor !== null && (authTime === null || authTime < saved.startedAt - AUTH_TIME_SKEW_MS))
        throw new OAuthFailure('Google did not ask the person to sign in again', undefined, null, true);
      return {
        profile,
        bindingHash: saved.nonceHash,
        cookie: stateCookie(nonce, OAUTH_CODE_TTL_MS / 1000),
        returnTo: saved.returnTo,
        confirmFor: saved.confirmFor,
      };
    },
    saved.confirmFor !== null,
  );
}

/** The binding of a confirmation code: no browser's state cookie hashes to it. */
export const CONFIRM_BINDING = 'confirm';

/**
 * A confirmation flow's end: Google signed in as the account's own subject (an account that is
 * still active), and the code that says so, valid 60 s for that user only.
 */
async function issueConfirmationCode(env: Bindings, profile: GoogleProfile, userId: string, now: number) {
  const row = await store.findUserById(env.DB, userId);
  if (!row || row.suspended_at || !row.google_sub || !timingSafeEqualText(row.google_sub, profile.sub))
    throw new OAuthFailure('Google confirmed another account', undefined, null, true);
  const oneTimeCode = randomToken();
  await store.insertOAuthCode(env.DB, {
    codeHash: await sha256Hex(oneTimeCode),
    userId,
    bindingHash: CONFIRM_BINDING,
    expiresAt: new Date(now + OAUTH_CODE_TTL_MS).toISOString(),
  });
  return oneTimeCode;
}

/** Uses up a confirmation code; true only when it is live, a confirmation's, and this user's. */
export async function claimGoogleConfirmation(env: Bindings, code: string, userId: string, now = clock.now()) {
  const claimed = await store.claimOAuthCode(env.DB, await sha256Hex(code), new Date(now).toISOString());
  return claimed?.binding_hash === CONFIRM_BINDING && claimed.user_id === userId;
}

/**
 * Finds the account of a verified Google profile and answers a one-time code bound to the browser;
 * the ids of notices it wrote go into `notices`.
 */
export async function issueOAuthCode(
  env: Bindings,
  profile: GoogleProfile,
  bindingHash: string,
  notices: string[],
  now = clock.now(),
): Promise<string> {
  const account = await googleAccount(env, profile, now, notices);
  const oneTimeCode = randomToken();
  await store.insertOAuthCode(env.DB, {
    codeHash: await sha256Hex(oneTimeCode),
    userId: account.id,
    bindingHash,
    expiresAt: new Date(now + OAUTH_CODE_TTL_MS).toISOString(),
  });
  return oneTimeCode;
}

/** The callback's whole work on this worker: the one-time code for /oauth-success, the cookie to keep, the origin to return to, the notices to deliver. */
export async function finishGoogleSignIn(
  env: Bindings,
  input: { code?: string; state?: string; nonce?: string },
  now = clock.now(),
): Promise<{ code: string; cookie: string; returnTo: string | null; confirming: boolean; notices: string[] }> {
  const { profile, bindingHash, cookie, returnTo, confirmFor } = await verifyGoogleCallback(env, input);
  const notices: string[] = [];
  return returningTo(
    returnTo,
    async () => ({
      code: confirmFor
        ? await issueConfirmationCode(env, profile, confirmFor, now)
        : await issueOAuthCode(env, profile, bindingHash, notices, now),
      cookie,
      returnTo,
      confirming: confirmFor !== null,
      notices,
    }),
    confirmFor !== null,
  );
}

/**
 * POST /api/auth/google/exchange: the one-time code and the state cookie of the browser that
 * started the flow give the session. The code is used up by the first attempt, right or wrong.
 */
export async function exchangeOAuthCode(
  env: Bindings,
  code: string,
  nonce: string | undefined,
  now = clock.now(),
  timeZone?: string,
): Promise<SessionGrant> {
  const claimed = await store.claimOAuthCode(env.DB, await sha256Hex(code), new Date(now).toISOString());
  if (!claimed) throw new OAuthFailure('unknown, used or expired code');
  if (!nonce || !timingSafeEqualText(await sha256Hex(nonce), claimed.binding_hash))
    throw new OAuthFailure('code used in another browser');
  const row = await store.findUserById(env.DB, claimed.user_id);
  if (!row || row.suspended_at || row.role !== 'candidate') throw new OAuthFailure('account not available');
  return startSession(env, await adoptBrowserZone(env, row, timeZone), now);
}
