import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';

import { createApp } from '../../../worker/app';
import { ORIGIN } from '../helpers';

/**
 * The real local D1 binding, with the rows D1 reports reading (`meta.rows_read`) summed over every
 * statement the worker runs through it, batches included. `first()` goes through `all()` so that
 * its meta is seen too; it reads the same rows.
 */
export function countingDb(db: D1Database) {
  const real = new WeakMap<object, D1PreparedStatement>();
  const counter = { rowsRead: 0 };
  const add = (meta: D1Meta) => {
    counter.rowsRead += meta.rows_read;
  };
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values)),
      async all<T>() {
        const result = await stmt.all<T>();
        add(result.meta);
        return result;
      },
      async run<T>() {
        const result = await stmt.run<T>();
        add(result.meta);
        return result;
      },
      async first<T>(column?: string) {
        const row = (await counted.all<Record<string, unknown>>()).results[0] ?? null;
        return (column === undefined ? row : (row?.[column] ?? null)) as T | null;
      },
      raw: () => {
        throw new Error('raw() is not counted: use all()');
      },
    } as unknown as D1PreparedStatement;
    real.set(counted, stmt);
    return counted;
  };
  const counted = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await db.batch<T>(statements.map((s) => real.get(s) ?? s));
      for (const r of results) add(r.meta);
      return results;
    },
    exec: () => {
      throw new Error('exec() is not counted');
    },
    // A request's session (worker/http/d1-sessions.ts) reads through the same counted statements.
    withSession: () => ({ prepare: counted.prepare, batch: counted.batch, getBookmark: () => null }),
  };
  return { db: counted as unknown as D1Database, counter };
}

const app = createApp(async () => new Response('page', { headers: { 'content-type': 'text/html' } }));

/** Calls the worker with the counting database and answers the status, the JSON and the rows read. */
export async function measured(path: string, token: string) {
  const { db, counter } = countingDb(env.DB);
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
    { ...env, DB: db },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as any, text, rowsRead: counter.rowsRead };
}
