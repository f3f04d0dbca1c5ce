import type { Role } from '../src/contract';
import { ACCESS_COOKIE, readCookie, verifyAccessToken } from './auth';
import type { Bindings } from './env';

/**
 * The one module Astro pages import from the worker: what a server-rendered page may read.
 */
export { jobPostingJsonLd, jsonLdText } from './public-jobs';
export { publicBoard, publicCompany, publicJob } from './public-jobs';

/** The role of the signed-in viewer from the access cookie (the edge guard has checked it), else null. */
export async function viewerRole(env: Bindings, cookieHeader: string | null): Promise<Role | null> {
  const access = readCookie(cookieHeader, ACCESS_COOKIE);
  return (access ? await verifyAccessToken(env, access) : null)?.role ?? null;
}
export { aiNotice } from './matching';
export { latestPublication as latestAiAudit } from './ai-audit';
