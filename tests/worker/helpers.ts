import { env, SELF } from 'cloudflare:test';
import type { Role } from '../../src/contract';
import { signAccessToken } from '../../worker/auth/tokens';

export const ORIGIN = 'http://app.test';

/** Inserts a user straight into D1 and returns it with a valid access token. */
export async function createUser(role: Role, overrides: { email?: string; fullName?: string } = {}) {
  const id = crypto.randomUUID();
  const email = overrides.email ?? `${role}-${id.slice(0, 8)}@example.com`;
  const fullName = overrides.fullName ?? `Test ${role}`;
  await env.DB.prepare('INSERT INTO users (id, email, full_name, role) VALUES (?, ?, ?, ?)').bind(id, email, fullName, role).run();
  const token = await signAccessToken(env, { userId: id, role });
  return { id, email, fullName, role, token };
}

/** Calls the API as the worker sees it, with JSON in and the parsed JSON out. */
export async function api(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}
