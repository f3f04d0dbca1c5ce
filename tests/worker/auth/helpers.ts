import { env } from 'cloudflare:test';
import type { Role } from '../../../src/contract';
import { hashPassword } from '../../../worker/auth/passwords';
import { api } from '../helpers';

export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** A unique email per call, so tests in one file do not collide. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Inserts an account with a real password hash (admins cannot sign up through the API). */
export async function createAccount(role: Role, options: { email?: string; suspended?: boolean; password?: string } = {}) {
  const id = crypto.randomUUID();
  const email = options.email ?? uniqueEmail(role);
  const hash = await hashPassword(options.password ?? PASSWORD, env.PASSWORD_PEPPER);
  await env.DB.prepare('INSERT INTO users (id, email, full_name, role, password_hash, suspended_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(id, email, `Test ${role}`, role, hash, options.suspended ? new Date().toISOString() : null)
    .run();
  return { id, email, role };
}

export async function signupCandidate(email = uniqueEmail('cand')) {
  return api('/api/auth/signup', { body: { fullName: 'Cand Idate', email, password: PASSWORD, role: 'candidate' } });
}

/** The Set-Cookie values of a response, by cookie name. */
export function setCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of headers.getSetCookie()) out[line.slice(0, line.indexOf('='))] = line;
  return out;
}

/** The value a Set-Cookie line sets. */
export function cookieValue(line: string | undefined): string {
  return line ? decodeURIComponent(line.slice(line.indexOf('=') + 1, line.indexOf(';'))) : '';
}

export async function refreshWith(token: string, headers: Record<string, string> = {}) {
  return api('/api/auth/refresh', { method: 'POST', headers: { Cookie: `hl_refresh=${token}`, ...headers } });
}

export async function suspend(userId: string) {
  await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?').bind(new Date().toISOString(), userId).run();
}
