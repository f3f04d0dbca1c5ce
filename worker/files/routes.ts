import { createRoute, z } from '@hono/zod-openapi';

import { errorSchema } from '../../src/contract';
import { createRouter, notFound } from '../http';
import { verifyFileLink } from './links';

/** GET /api/files/{token}: streams the file a signed link names (links come from the resume-url calls). */
export const fileRoutes = createRouter();

/**
 * Content-Disposition with a safe ASCII fallback and the exact UTF-8 name (RFC 6266). Every
 * candidate file is an attachment, never rendered inline in this origin (and the API's CSP puts
 * the answer in a sandbox), whatever a scan of it missed.
 */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

fileRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/files/{token}',
    tags: ['files'],
    security: [],
    summary: 'A stored file, through a short-lived signed link',
    request: { params: z.object({ token: z.string().min(1).max(2_000) }) },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      404: { description: 'Expired, forged or gone', content: { 'application/json': { schema: errorSchema } } },
    },
  }),
  async (c) => {
    const claims = await verifyFileLink(c.env.JWT_SECRET, c.req.valid('param').token);
    if (!claims) throw notFound('This link has expired or is not valid. Open the file again from Hireloop.');
    const object = await c.env.FILES.get(claims.key);
    if (!object) throw notFound('This file no longer exists.');
    return new Response(object.body, {
      headers: {
        'Content-Type': claims.mime,
        'Content-Disposition': disposition(claims.name),
        'Content-Length': String(object.size),
        'Cache-Control': 'private, no-store',
      },
    }) as never;
  },
);
