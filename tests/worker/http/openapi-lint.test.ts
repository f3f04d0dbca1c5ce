import { describe, expect, it } from 'vitest';

import { api } from '../helpers';

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
};
type Doc = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

async function operations() {
  const doc = (await api('/api/openapi.json')).json as Doc;
  return {
    doc,
    ops: Object.entries(doc.paths).flatMap(([path, ms]) =>
      Object.entries(ms).map(([method, op]) => ({ path, method, op })),
    ),
  };
}

/** A concrete URL for a declared path: every path parameter filled with a placeholder. */
const urlOf = (path: string) => `/api${path.replace(/\{\w+\}/g, 'placeholder')}`;

describe('the OpenAPI document lints clean', () => {
  it('lists its server and gives every operation a unique operationId and a security declaration', async () => {
    const { doc, ops } = await operations();
    expect(doc.servers).toEqual([{ url: '/api', description: 'This site' }]);
    expect(ops.length).toBeGreaterThan(80);
    expect(ops.filter(({ op }) => !op.operationId).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(new Set(ops.map(({ op }) => op.operationId)).size).toBe(ops.length);
    expect(ops.filter(({ op }) => !Array.isArray(op.security)).map(({ method, path }) => `${method} ${path}`)).toEqual(
      [],
    );
    expect(ops.find(({ method, path }) => method === 'get' && path === '/recruiter/jobs/{id}')?.op.operationId).toBe(
      'getRecruiterJobsById',
    );
  });

  it('declares the truth: bearer operations answer 401 without a token, public ones ignore the bearer', async () => {
    const { ops } = await operations();
    const wrong: string[] = [];
    for (const { path, method, op } of ops) {
      if (path.endsWith('/socket')) continue; // a WebSocket upgrade, authenticated by its ticket
      const init = { method: method.toUpperCase(), ...(method === 'get' || method === 'delete' ? {} : { body: {} }) };
      const bare = await api(urlOf(path), init);
      if (op.security!.length > 0) {
        if (bare.status !== 401)
          wrong.push(`${method} ${path} declares bearer but answers ${bare.status} without a token`);
      } else {
        const withBearer = await api(urlOf(path), { ...init, token: 'not-a-token' });
        if (withBearer.status !== bare.status)
          wrong.push(
            `${method} ${path} declares security: [] but a bearer changes ${bare.status} to ${withBearer.status}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
