/** The rules of accounts and sessions: signup, login, refresh and logout, as plain functions. */
import { type LoginInput, MESSAGES, roleWord, type SignupInput, type User, zoneOf } from '../../src/contract';
import { audit } from '../audit';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure } from '../http';
import { accessCookie, refreshCookie } from './cookies';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { issueRefreshToken, revokeFamily, revokeFamilyOfToken, rotateRefreshToken } from './refresh';
import { closeSocketsOf } from './sockets';
import * as store from './store';
import { assertLoginAllowed, clearPairFailures, recordLoginFailure } from './throttle';
import { signAccessToken } from './tokens';
import { sendVerificationLink } from './verify';

/** A signed-in session: what the API answers, plus the Set-Cookie values to send with it. */
export interface SessionGrant {
  user: User;
  accessToken: string;
  setCookies: string[];
}

export function publicUser(row: store.UserRow): User {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: roleWord(row.role),
    emailVerified: row.email_verified_at !== null,
    timeZone: zoneOf(row.time_zone, row.company_time_zone),
  };
}

/** A sign-in's browser zone becomes the account's when it has none yet (a zone chosen in settings wins). */
export async function adoptBrowserZone(
  env: Bindings,
  row: store.UserRow,
  zone: string | undefined,
): Promise<store.UserRow> {
  if (!zone || row.time_zone) return row;
  await store.adoptTimeZone(env.DB, row.id, zone);
  return { ...row, time_zone: zone };
}

/**
 * Starts a new refresh-token family for `row` and signs its first access token with the user's
 * current session version (read now: the caller may just have ended other sessions).
 */
export async function startSession(env: Bindings, row: store.UserRow, now = clock.now()): Promise<SessionGrant> {
  const refreshToken = await issueRefreshToken(env, row.id, now);
  const sessionVersion = (await store.readSessionVersion(env.DB, row.id)) ?? row.session_version;
  const accessToken = await signAccessToken(env, { userId: row.id, role: row.role, sessionVersion }, now);
  return {
    user: publicUser(row),
    accessToken,
    setCookies: [accessCookie(env, accessToken), refreshCookie(env, refreshToken)],
  };
}

/** Creates an unverified account, queues its verification link and signs it in. */
export async function signup(env: Bindings, input: SignupInput, now = clock.now()): Promise<SessionGrant> {
  const taken = () => new ApiFailure(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  if (await store.findUserByEmail(env.DB, input.email)) throw taken();
  const row: store.UserRow = {
    id: crypto.randomUUID(),
    email: input.email,
    full_name: input.fullName,
    role: input.role,
    password_hash: await hashPassword(input.password, env.PASSWORD_PEPPER),
    google_sub: null,
    provider: 'password',
    suspended_at: null,
    session_version: 0,
    email_verified_at: null,
    time_zone: input.timeZone ?? null,
    company_time_zone: null,
  };
  const inserted = await store.insertUser(env.DB, {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    passwordHash: row.password_hash,
    googleSub: null,
    provider: 'password',
    timeZone: row.time_zone,
  });
  // A concurrent signup with the same email can pass the check above; the UNIQUE index decides.
  if (!inserted) throw taken();
  await sendVerificationLink(env, row.id, 'anyone', now);
  return startSession(env, row, now);
}

/**
 * Unknown email, no password set (Google-only) and wrong password all answer the same 401 after
 * the same PBKDF2 work. Suspension is only revealed to someone who knows the password.
 */
export async function login(
  env: Bindings,
  input: LoginInput,
  address: string,
  now = clock.now(),
): Promise<SessionGrant> {
  const row = await authenticate(env, input, address, now);
  return startSession(env, await adoptBrowserZone(env, row, input.timeZone), now);
}

/** The account the email and password prove, under the sign-in throttles (see `login`), without starting a session. */
export async function authenticate(
  env: Bindings,
  input: LoginInput,
  address: string,
  now = clock.now(),
): Promise<store.UserRow> {
  await assertLoginAllowed(env, input.email, address, now);
  const row = await store.findUserByEmail(env.DB, input.email);
  let valid = false;
  if (row?.password_hash) valid = await verifyPassword(input.password, row.password_hash, env.PASSWORD_PEPPER);
  else await burnPasswordCheck(input.password, env.PASSWORD_PEPPER);
  if (!row || !valid) {
    await recordLoginFailure(env, input.email, address, now);
    throw new ApiFailure(401, MESSAGES.invalidCredentials);
  }
  await clearPairFailures(env, input.email, address);
  if (row.suspended_at) throw new ApiFailure(403, MESSAGES.accountSuspended);
  if (row.role === 'admin') {
    await audit(
      env,
      { actorId: row.id, action: 'admin_sign_in', targetType: 'user', targetId: row.id, ip: address },
      new Date(now),
    );
  }
  return row;
}

/**
 * Uses a refresh token: a rotated session sets both cookies again; a grace-period retry gets an
 * access token and the hl_access cookie only (see refresh.ts). Null when the session is over.
 */
export async function refreshSession(
  env: Bindings,
  refreshToken: string,
  now = clock.now(),
): Promise<SessionGrant | null> {
  const result = await rotateRefreshToken(env, refreshToken, now);
  if (result.kind === 'rejected') return null;
  const row = await store.findUserById(env.DB, result.userId);
  if (!row || row.suspended_at) {
    await revokeFamily(env, result.familyId, now);
    return null;
  }
  const accessToken = await signAccessToken(
    env,
    { userId: row.id, role: row.role, sessionVersion: row.session_version },
    now,
  );
  const setCookies = [accessCookie(env, accessToken)];
  if (result.kind === 'rotated') setCookies.push(refreshCookie(env, result.refreshToken));
  return { user: publicUser(row), accessToken, setCookies };
}

/**
 * Revoking the family also bumps the session version: every access token issued before fails, and
 * the user's open conversation sockets close.
 */
export async function logout(env: Bindings, refreshToken: string | undefined, now = clock.now()): Promise<void> {
  const userId = refreshToken ? await revokeFamilyOfToken(env, refreshToken, now) : null;
  if (userId) await closeSocketsOf(env, userId);
}

/** "Sign out other devices": ends every session of the user, then starts one for this device. */
export async function signOutOthers(env: Bindings, userId: string, now = clock.now()): Promise<SessionGrant> {
  const row = await store.findUserById(env.DB, userId);
  if (!row) throw new ApiFailure(401, MESSAGES.unauthorized);
  await store.revokeAllForUser(env.DB, userId, new Date(now).toISOString()).run();
  await closeSocketsOf(env, userId);
  await audit(env, { actorId: userId, action: 'sign_out_others', targetType: 'user', targetId: userId }, new Date(now));
  return startSession(env, row, now);
}
