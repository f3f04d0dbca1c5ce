import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

/** What imports what, read from the source: each room may reach only the rooms its plan allows. */
const root = join(__dirname, '../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** `import type` leaves nothing in the built code; the value imports are what a bundle carries. */
const VALUE_IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const importsOf = (file: string, pattern = IMPORT) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(pattern)]
    .map((m) => m[1] ?? m[2]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => normalize(join(dirname(file), s)));

describe('rooms', () => {
  it('pages import from the worker only through worker/pages.ts', () => {
    const reaches = filesUnder('src/pages').flatMap((f) =>
      importsOf(f)
        .filter((t) => t.startsWith(`worker${sep}`))
        .map((t) => `${f} → ${t}`),
    );
    expect(reaches.filter((r) => !r.endsWith(`worker${sep}pages`))).toEqual([]);
  });

  it('src/client is three layers: browser/ below session/ below api/', () => {
    // browser/ knows neither who is signed in nor the API; session/ knows who is signed in but makes no call
    // (it may name the API's types: a type import leaves nothing in the browser).
    const layers = ['browser', 'session', 'api'];
    const layerOf = (path: string) => layers.find((l) => path.startsWith(`src${sep}client${sep}${l}${sep}`));
    expect(readdirSync(join(root, 'src/client')).sort()).toEqual([...layers].sort());
    const upward = filesUnder('src/client').flatMap((f) =>
      importsOf(f, VALUE_IMPORT)
        .filter((t) => layerOf(t) && layers.indexOf(layerOf(t)!) > layers.indexOf(layerOf(f)!))
        .map((t) => `${f} → ${t}`),
    );
    expect(upward).toEqual([]);
  });

  it('the design system calls no API: it uses only the browser helpers of src/client', () => {
    const reaches = filesUnder('src/islands/ui').flatMap((f) =>
      importsOf(f)
        .filter((t) => t.startsWith(`src${sep}client${sep}`) && !t.startsWith(`src${sep}client${sep}browser${sep}`))
        .map((t) => `${f} → ${t}`),
    );
    expect(reaches).toEqual([]);
  });

  it('React hooks live beside the islands: src/client imports no React', () => {
    const reactIn = filesUnder('src/client').filter((f) =>
      /from\s+['"](react|@nanostores\/react)['"]/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(filesUnder('src/client').length).toBeGreaterThan(5);
    expect(reactIn).toEqual([]);
  });

  it('a worker concern reaches another only through its face', () => {
    // The face is the folder's index.ts; the composition root (worker/*.ts) goes through faces too, but for the
    // Durable Object class the entry exports (off the face, which Node-run scripts load: worker/index.ts).
    const entryOnly = `worker${sep}index.ts → worker${sep}messaging${sep}room`;
    const concerns = readdirSync(join(root, 'worker'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(concerns.length).toBeGreaterThan(30);
    expect(concerns.filter((c) => !filesUnder(`worker/${c}`).includes(join('worker', c, 'index.ts')))).toEqual([]);
    const reaches = filesUnder('worker').flatMap((file) => {
      const own = relative('worker', file).split(sep);
      const from = own.length < 2 ? undefined : own[0];
      return importsOf(file)
        .filter((target) => {
          const parts = relative('worker', target).split(sep);
          const into = parts.length > 1 && parts[0] !== '..' && parts[0] !== from;
          return into && !(parts.length === 2 && parts[1] === 'index');
        })
        .map((target) => `${file} → ${target}`);
    });
    expect(reaches.filter((r) => r !== entryOnly)).toEqual([]);
    expect(reaches).toContain(entryOnly);
    // A face names what it gives: no `export *`, which would hand out every internal.
    const starred = concerns.filter((c) =>
      /export\s+\*/.test(readFileSync(join(root, 'worker', c, 'index.ts'), 'utf8')),
    );
    expect(starred).toEqual([]);
  });

  it('the bindings import no concern, so no file loop closes through worker/env.ts', () => {
    // Every concern imports env.ts; what a binding carries or asks (the queue's message, the room's calls) is declared there.
    const reaches = importsOf('worker/env.ts').filter((t) => relative('worker', t).split(sep).length > 1);
    expect(reaches).toEqual([]);
  });

  it('no worker concern folders import each other in a loop', () => {
    const concerns = new Set(
      readdirSync(join(root, 'worker'), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    const graph = new Map<string, Set<string>>();
    for (const file of filesUnder('worker')) {
      const own = relative('worker', file).split(sep);
      if (own.length < 2) continue;
      const from = own[0]!;
      for (const target of importsOf(file)) {
        // `../jobs` (the face) is an edge as much as `../jobs/store`.
        const into = relative('worker', target).split(sep)[0]!;
        if (concerns.has(into) && into !== from) graph.set(from, (graph.get(from) ?? new Set()).add(into));
      }
    }
    expect(graph.get('applications')).toContain('interviews');
    // Every concern must be removable after the ones it imports: a topological order exists.
    const loops: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (v: string, path: string[]) => {
      if (state.get(v) === 'done') return;
      if (state.get(v) === 'open') return void loops.push([...path.slice(path.indexOf(v)), v].join(' → '));
      state.set(v, 'open');
      for (const w of graph.get(v) ?? []) visit(w, [...path, v]);
      state.set(v, 'done');
    };
    for (const v of [...graph.keys()].sort()) visit(v, []);
    expect(loops).toEqual([]);
  });
});

describe('tables', () => {
  const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;

  it('one store writes each table', () => {
    // Every INSERT, REPLACE, UPDATE and DELETE of a table sits in one file, its concern's store.ts; another
    // concern asks that store's face for a named statement (and may run it in its own batch).
    const WRITE =
      /\b(?:INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+[A-Z]+)?|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g;
    const writers = new Map<string, Set<string>>();
    for (const file of filesUnder('worker').filter((f) => f.endsWith('.ts'))) {
      const sql = readFileSync(join(root, file), 'utf8').replace(COMMENT, '$1');
      for (const [, table] of sql.matchAll(WRITE)) writers.set(table!, (writers.get(table!) ?? new Set()).add(file));
    }
    expect(writers.size).toBeGreaterThan(30);
    const shared = [...writers]
      .filter(([, files]) => files.size > 1 || !/^worker[\\/][^\\/]+[\\/]store\.ts$/.test([...files][0]!))
      .map(([table, files]) => `${table}: ${[...files].sort().join(', ')}`)
      .sort();
    expect(shared).toEqual([]);
  });

  it('applications reads no offer: it keeps its own fact (`has_offer`), which offers sets through its face', () => {
    const files = filesUnder('worker/applications');
    expect(files.length).toBeGreaterThan(5);
    const reads = files.filter((f) =>
      /\bapplication_offers\b/.test(readFileSync(join(root, f), 'utf8').replace(COMMENT, '$1')),
    );
    expect(reads).toEqual([]);
  });
});
