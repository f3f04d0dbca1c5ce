import { atom } from 'nanostores';

import { normalizeRole, type Role, SESSION_KEYS, type User } from '../../contract';
import type { paths } from '../api/api-types.gen';

/**
 * The one session store shared by every island on a page (spec sections 3 and 4). It mirrors what
 * is persisted in localStorage under authToken, userData and userType; this module is the only
 * place that reads or writes those keys.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** userData: the signed-in user, or the OAuth user data of spec section 3 until the profile fills it in. */
export interface SessionUser {
  id?: string;
  fullName?: string;
  email: string;
  role: Role;
  loginDate?: string;
  provider?: 'google';
  /** The zone the user reads times in (src/contract/time.ts), as the account's answer gave it. */
  timeZone?: string;
}

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  userType: Role | null;
}

const SIGNED_OUT: SessionState = { status: 'unauthenticated', token: null, user: null, userType: null };

/** Starts as loading on the server and in the browser alike, so hydration always matches. */
export const $session = atom<SessionState>({ status: 'loading', token: null, user: null, userType: null });

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

function persist(state: SessionState): void {
  const store = storage();
  if (!store || !state.user || !state.userType) return;
  // The server's session comes without a token: the first call refreshes one (setAccessToken).
  if (state.token) store.setItem(SESSION_KEYS.token, state.token);
  store.setItem(SESSION_KEYS.user, JSON.stringify(state.user));
  store.setItem(SESSION_KEYS.userType, state.userType);
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    const role = normalizeRole(record.role);
    if (!role || typeof record.email !== 'string') return null;
    return { ...(record as Omit<SessionUser, 'role'>), role };
  } catch {
    return null;
  }
}

/** What localStorage holds, or null when there is no usable session in it. */
export function readStoredSession(): { token: string; user: SessionUser; userType: Role } | null {
  const store = storage();
  const token = store?.getItem(SESSION_KEYS.token) ?? null;
  if (!token) return null;
  const user = parseUser(store?.getItem(SESSION_KEYS.user) ?? null);
  const userType = normalizeRole(store?.getItem(SESSION_KEYS.userType)) ?? user?.role ?? null;
  if (!user || !userType) return null;
  return { token, user: { ...user, role: userType }, userType };
}

/** The id of the data block in which the server seeds the session of a page it rendered for a signed-in user. */
export const SERVER_SESSION_ID = 'server-session';

/** The user the server rendered this page for (the cookie's), or null when it rendered none. */
export function readServerSession(): User | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(SERVER_SESSION_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as User) : null;
  } catch {
    return null;
  }
}

/** The session as the server knows it: its user and role, and the token only when it is that user's. */
export function sessionOfUser(user: User, token: string | null = null): SessionState {
  const role = normalizeRole(user.role);
  if (!role) throw new Error(`Unknown role: ${user.role}`);
  const { id, fullName, email, timeZone } = user;
  return { status: 'authenticated', token, user: { id, fullName, email, role, timeZone }, userType: role };
}

/** After login or signup: the answer's user and access token become the session. */
export function setSession({
  user,
  accessToken,
}: {
  user: { id?: string; fullName?: string; email: string; role: string; timeZone?: string };
  accessToken: string;
}): SessionState {
  const role = normalizeRole(user.role);
  if (!role) throw new Error(`Unknown role: ${user.role}`);
  const state: SessionState = {
    status: 'authenticated',
    token: accessToken,
    user: { id: user.id, fullName: user.fullName, email: user.email, role, timeZone: user.timeZone },
    userType: role,
  };
  persist(state);
  $session.set(state);
  return state;
}

/** The Google return (spec section 2): a candidate with provider google until the profile says more. */
export function setOAuthSession(accessToken: string, now: Date = new Date()): SessionState {
  const state: SessionState = {
    status: 'authenticated',
    token: accessToken,
    user: { email: '', role: 'candidate', loginDate: now.toISOString(), provider: 'google' },
    userType: 'candidate',
  };
  persist(state);
  $session.set(state);
  return state;
}

/** A refreshed access token replaces the stored one; nothing else changes. */
export function setAccessToken(token: string): void {
  const current = $session.get();
  storage()?.setItem(SESSION_KEYS.token, token);
  $session.set({ ...current, token });
}

/** Fills in the user's name, email or zone from a profile, sign-in or settings answer, keeping what it does not mention. */
export function updateUser(patch: Partial<Pick<SessionUser, 'id' | 'fullName' | 'email' | 'timeZone'>>): void {
  const current = $session.get();
  if (!current.user) return;
  const next = { ...current, user: { ...current.user, ...patch } };
  persist(next);
  $session.set(next);
}

/** Signing out or a failed refresh: all local storage is cleared (spec section 7). */
export function clearSession(): void {
  storage()?.clear();
  $session.set(SIGNED_OUT);
}

/** The load check of spec section 4: candidate profile, recruiter profile or admin overview. */
export const PROFILE_PATH_BY_ROLE = {
  candidate: '/api/candidate/profile',
  recruiter: '/api/recruiter/profile',
  admin: '/api/admin/overview',
} as const satisfies Record<Role, keyof paths>;

/** Name, email and zone from a profile or sign-in answer, whether it is flat or wrapped in `profile` or `user`. */
export function userDetailsFrom(data: unknown): Partial<Pick<SessionUser, 'id' | 'fullName' | 'email' | 'timeZone'>> {
  const out: Partial<Pick<SessionUser, 'id' | 'fullName' | 'email' | 'timeZone'>> = {};
  const candidates = [data, (data as { profile?: unknown })?.profile, (data as { user?: unknown })?.user];
  for (const item of candidates) {
    if (!item || typeof item !== 'object') continue;
    const { id, fullName, email, timeZone } = item as Record<string, unknown>;
    // A Google sign-in starts without the user's id (spec: provider and date only): the profile has it.
    if (typeof id === 'string' && id.trim() && !out.id) out.id = id;
    if (typeof fullName === 'string' && fullName.trim() && !out.fullName) out.fullName = fullName;
    if (typeof email === 'string' && email.trim() && !out.email) out.email = email;
    if (typeof timeZone === 'string' && timeZone && !out.timeZone) out.timeZone = timeZone;
  }
  return out;
}

/** What checkSession needs from the API client: a GET that refreshes once on 401/403, and a refresh of its own. */
export interface ProfileLoader {
  get(path: string, options: { redirectOnExpiry: false }): Promise<unknown>;
  refresh(): Promise<boolean>;
}

/** An error that says the server refused the session (as opposed to being unreachable). */
function isRefusal(err: unknown): boolean {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The session of a page the server rendered for a signed-in user: that user (the page already
 * shows them, no spinner). The cookie wins: a stored session of anyone else is cleared, and a token
 * of this user is refreshed before the session counts as signed in, so no call goes out without one.
 * Null when no token comes (the refresh cookie is gone): signed out.
 */
async function adoptServerSession(
  user: User,
  client: ProfileLoader,
): Promise<{ token: string; user: SessionUser; userType: Role } | null> {
  const stored = readStoredSession();
  // Google's sign-in stores its user data before the profile gives the id: the same email is the same user.
  const same = stored?.user.id
    ? stored.user.id === user.id
    : stored?.user.email.toLowerCase() === user.email.toLowerCase();
  if (!same) storage()?.clear();
  const token = same ? stored!.token : (await client.refresh()) ? $session.get().token : null;
  if (!token) return null;
  const state = sessionOfUser(user, token);
  // What the server does not know of the same user (the sign-in's provider and date) stays.
  if (same) state.user = { ...stored!.user, ...state.user! };
  persist(state);
  $session.set(state);
  return { token, user: state.user!, userType: state.userType! };
}

/**
 * On app load: validate the stored session with the role's profile call. The client refreshes
 * once on 401/403; a refusal that survives that clears the session. When the server cannot be
 * reached (network down, 5xx) the stored session stands: a blip should not sign anyone out.
 * A page the server rendered for a signed-in user starts from that user (`server`).
 */
export async function checkSession(
  client: ProfileLoader,
  server: User | null = readServerSession(),
): Promise<SessionState> {
  const stored = server ? await adoptServerSession(server, client) : readStoredSession();
  if (!stored) {
    if (storage()?.getItem(SESSION_KEYS.token))
      clearSession(); // half-written or corrupt session
    else $session.set(SIGNED_OUT);
    return $session.get();
  }
  // Without the server's word the session loads until the profile answers (spec section 6's spinner).
  if (!server) $session.set({ status: 'loading', ...stored });
  try {
    const data = await client.get(PROFILE_PATH_BY_ROLE[stored.userType], { redirectOnExpiry: false });
    $session.set({ ...$session.get(), status: 'authenticated' });
    if (stored.userType !== 'admin') updateUser(userDetailsFrom(data));
  } catch (err) {
    if (isRefusal(err)) clearSession();
    else $session.set({ ...$session.get(), status: 'authenticated' });
  }
  return $session.get();
}
