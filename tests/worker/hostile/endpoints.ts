import { SELF } from 'cloudflare:test';

import { createApp } from '../../../worker/app';
import { ORIGIN } from '../helpers';
import type { Schema } from './arbitraries';

/** How an endpoint answers: the API's JSON, or a page for a browser (a link from an email, the dev mailbox, a redirect), or a document for crawlers. */
export type Answers = 'json' | 'html' | 'redirect' | 'text';

export interface Endpoint {
  method: string;
  /** Hono's form: /api/candidate/jobs/:id */
  path: string;
  params: string[];
  query: Record<string, Schema>;
  body?: { type: 'json' | 'multipart'; schema?: Schema };
  answers: Answers;
}

interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/**
 * Routes the OpenAPI document does not declare, each with why: they are fuzzed like the others.
 * The route test fails when the app has a route that is neither declared nor listed here.
 */
export const UNDECLARED: Endpoint[] = [
  // The document itself.
  { method: 'GET', path: '/api/openapi.json', params: [], query: {}, answers: 'json' },
  // A WebSocket upgrade, authenticated by a ticket in the query (browsers cannot set headers on it).
  {
    method: 'GET',
    path: '/api/messages/:id/socket',
    params: ['id'],
    query: { ticket: { type: 'string' } },
    answers: 'json',
  },
  // The unsubscribe link of alert emails: a page for the browser, so it answers HTML, errors too.
  { method: 'GET', path: '/api/alerts/unsubscribe', params: [], query: { token: { type: 'string' } }, answers: 'html' },
  // The API reference for people, a page and its files (404 in production unless API_DOCS=on).
  { method: 'GET', path: '/api/docs', params: [], query: {}, answers: 'html' },
  { method: 'GET', path: '/api/docs/docs.js', params: [], query: {}, answers: 'text' },
  { method: 'GET', path: '/api/docs/docs.css', params: [], query: {}, answers: 'text' },
  { method: 'GET', path: '/api/docs/swagger-ui-bundle.js', params: [], query: {}, answers: 'text' },
  { method: 'GET', path: '/api/docs/swagger-ui.css', params: [], query: {}, answers: 'text' },
  // The development mailbox (404 outside development).
  { method: 'GET', path: '/dev/mailbox', params: [], query: { to: { type: 'string' } }, answers: 'html' },
  { method: 'GET', path: '/dev/mailbox.json', params: [], query: { to: { type: 'string' } }, answers: 'json' },
  { method: 'GET', path: '/dev/mailbox/:id', params: ['id'], query: {}, answers: 'html' },
  { method: 'GET', path: '/dev/mailbox/:id/attachments/:n', params: ['id', 'n'], query: {}, answers: 'text' },
  {
    method: 'PUT',
    path: '/dev/mailbox/provider',
    params: [],
    query: {},
    body: { type: 'json', schema: { type: 'object', properties: { mode: { type: 'string' } } } },
    answers: 'json',
  },
  // For crawlers: every open job and company page, and the rules that name the sitemap.
  { method: 'GET', path: '/sitemap.xml', params: [], query: {}, answers: 'text' },
  { method: 'GET', path: '/robots.txt', params: [], query: {}, answers: 'text' },
];

/** Catch-all handlers and middleware (Hono lists both as method ALL); fuzzed through the pages test and every API call. */
export const CATCH_ALLS = [
  'ALL /*',
  'ALL /api/*',
  'ALL /api/docs/*',
  'ALL /api/recruiter/jobs/*',
  'ALL /api/recruiter/targeted/*',
  'ALL /dev/*',
];

const REDIRECTS = new Set([
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'GET /api/auth/verify-email/:userId/:token',
]);

/** Every endpoint of the OpenAPI document (as the worker serves it) plus the undeclared ones. */
export async function endpoints(): Promise<Endpoint[]> {
  const doc = (await (await SELF.fetch(`${ORIGIN}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const declared = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]): Endpoint => {
      const honoPath = `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const form = content['multipart/form-data'];
      const key = `${method.toUpperCase()} ${honoPath}`;
      return {
        method: method.toUpperCase(),
        path: honoPath,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: json
          ? { type: 'json', schema: json.schema }
          : form
            ? { type: 'multipart', schema: form.schema }
            : undefined,
        answers: REDIRECTS.has(key) ? 'redirect' : 'json',
      };
    }),
  );
  return [...declared, ...UNDECLARED];
}

/** Every route the app really has, as "METHOD /path" (from Hono's own route table). */
export function appRoutes(): string[] {
  const app = createApp(async () => new Response('page'));
  return [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))].sort();
}
