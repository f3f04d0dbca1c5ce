import { env } from 'cloudflare:test';
import { expect } from 'vitest';

import type { Role } from '../../../src/contract';
import { hashPassword } from '../../../worker/auth/passwords';
import { api } from '../helpers';

export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** A unique email per call, so tests in one file do not collide. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/**
 * Inserts an account with a real password hash (admins cannot sign up through the API); its email
 * is verified unless `verified: false`.
 */
export async function createAccount(
  role: Role,
  options: { email?: string; suspended?: boolean; password?: string; verified?: boolean } = {},
) {
  const id = crypto.randomUUID();
  const email = options.email ?? uniqueEmail(role);
  const hash = await hashPassword(options.password ?? PASSWORD, env.PASSWORD_PEPPER);
  const now = new Date().toISOString();
  await env.DB.prepare(
    'INSERT INTO users (id, email, full_name, role, password_hash, suspended_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      email,
      `Test ${role}`,
      role,
      hash,
      options.suspended ? now : null,
      options.verified === false ? null : now,
    )
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

export interface MailboxEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The dev mailbox of `to`, newest first; only emails of `kind` when given. */
export async function mailbox(to?: string, kind?: string): Promise<MailboxEmail[]> {
  const res = await api(`/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (res.json.emails as MailboxEmail[]).filter((e) => !kind || e.kind === kind);
}

/**
 * Forgot-password queues its email after answering (waitUntil), which the test entry settles
 * before the answer reaches the test: the `count`th email of `kind` (a reset link unless told).
 */
export async function waitForEmail(to: string, count = 1, kind = 'password_reset'): Promise<MailboxEmail> {
  const emails = await mailbox(to, kind);
  if (emails.length < count) throw new Error(`${emails.length} of ${count} ${kind} emails for ${to}`);
  return emails[0]!;
}

/** The verification link of an email: [userId, token]. */
export function verifyLinkParts(email: MailboxEmail): [string, string] {
  const match = email.text.match(/\/api\/auth\/verify-email\/([^/\s]+)\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no verification link in the email');
  return [match[1]!, match[2]!];
}

/** Opens the link of the newest verification mail to `email`, as its owner does (only a verified account applies). */
export async function verifyByMail(email: string) {
  const [userId, token] = verifyLinkParts((await mailbox(email, 'email_verification'))[0]!);
  expect((await api(`/api/auth/verify-email/${userId}/${token}`)).status).toBeLessThan(400);
}

/** The reset link of an email: [userId, token]. */
export function resetLinkParts(email: MailboxEmail): [string, string] {
  const match = email.text.match(/\/reset-password\/([^/\s]+)\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no reset link in the email');
  return [match[1]!, match[2]!];
}
