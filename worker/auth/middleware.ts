import { createMiddleware } from 'hono/factory';

import { MESSAGES, type Role, sameRole } from '../../src/contract';
import type { AppEnv } from '../env';
import { ApiFailure } from '../http';
import { accountOfToken } from './session';

export interface SessionUser {
  id: string;
  role: Role;
  email: string;
  fullName: string;
  /** The session version of the access token (what a socket ticket carries, worker/messaging/ticket.ts). */
  sessionVersion: number;
}

/** The context of a route that authenticates: requireRole has set `user`. Other routes have none. */
export type AuthEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { user: SessionUser } };

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Requires a valid access token of a live session (see accountOfToken) whose user has one of
 * `roles` (any role when none are named). 401 without a valid session, 403 for the wrong role.
 */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearer(c.req.header('Authorization'));
    const row = token ? await accountOfToken(c.env, token) : null;
    if (!row) throw new ApiFailure(401, MESSAGES.unauthorized);
    if (roles.length > 0 && !roles.some((role) => sameRole(role, row.role)))
      throw new ApiFailure(403, MESSAGES.forbidden);
    c.set('user', {
      id: row.id,
      role: row.role,
      email: row.email,
      fullName: row.full_name,
      sessionVersion: row.session_version,
    });
    await next();
  });
