import type { Bindings } from '../env';
import { allowedOrigins } from './cors';

/**
 * The origins links are built on. The API's own origin (PUBLIC_ORIGIN) serves files, API links and
 * the OAuth callback; the client origin (CLIENT_ORIGIN, else PUBLIC_ORIGIN) is where people open
 * the product's pages, so emailed page links point there (in proxy mode the backend sets it to the
 * edge's origin).
 */
const bare = (origin: string) => origin.trim().replace(/\/+$/, '');

export const publicOrigin = (env: Pick<Bindings, 'PUBLIC_ORIGIN'>) => bare(env.PUBLIC_ORIGIN);

export const clientOrigin = (env: Pick<Bindings, 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN'>) =>
  bare(env.CLIENT_ORIGIN?.trim() ? env.CLIENT_ORIGIN : env.PUBLIC_ORIGIN);

/**
 * An origin a browser flow (Google sign-in) may return to: exactly one of ALLOWED_ORIGINS, or the
 * site's own origins. Null for anything else, so the flow never redirects to an unlisted origin.
 */
export function returnOrigin(
  env: Pick<Bindings, 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN' | 'ALLOWED_ORIGINS'>,
  value: string,
): string | null {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return null;
  }
  if (origin !== value.replace(/\/$/, '')) return null; // a path, query or credentials: not an origin
  return [...allowedOrigins(env.ALLOWED_ORIGINS), publicOrigin(env), clientOrigin(env)].includes(origin)
    ? origin
    : null;
}
