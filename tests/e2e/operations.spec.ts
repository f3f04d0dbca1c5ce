import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { STATE } from '../../playwright.config';
import { backup as d1Backup, restore as d1Restore } from '../../scripts/d1-backup';
import { expect, test } from './fixtures';

// Here rather than in vitest: these work on what the e2e web server has just made before any spec
// runs: the built site (`npm run build`) and the seeded local database of the app instance.

/** The Workers Free plan's limit on a worker's compressed size (the Paid plan allows 10 MB). */
const WORKER_GZIP_LIMIT_KIB = 3 * 1024;
const SECRETS = ['JWT_SECRET', 'PASSWORD_PEPPER', 'GOOGLE_CLIENT_SECRET'];

function wrangler(args: string[]) {
  return execFileSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // Plain text: the runner's FORCE_COLOR would wrap the figures in colour codes.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('wrangler deploy --dry-run bundles the worker within the size limit, with no secret inside', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'hireloop-dry-run-'));
  try {
    const output = wrangler(['deploy', '--dry-run', '--outdir', outdir]);
    expect(output).toContain('--dry-run: exiting now.');
    const [, total, gzip] = output.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/) ?? [];
    expect(Number(total)).toBeGreaterThan(0);
    expect(Number(gzip)).toBeLessThan(WORKER_GZIP_LIMIT_KIB);
    console.log(`worker bundle: ${total} KiB, ${gzip} KiB gzip (limit ${WORKER_GZIP_LIMIT_KIB} KiB gzip)`);

    // Secrets come from `wrangler secret put` only: never a plain var, never baked into the bundle.
    for (const name of SECRETS) expect(output).not.toMatch(new RegExp(`env\\.${name}\\b`));
    const localSecrets = readFileSync('.dev.vars', 'utf8')
      .split('\n')
      .flatMap((line) => {
        const [name, value] = line.split('=', 2);
        return name && value && SECRETS.includes(name) ? [value] : [];
      });
    expect(localSecrets).toHaveLength(SECRETS.length);
    for (const file of filesUnder(outdir)) {
      const text = readFileSync(file, 'utf8');
      for (const secret of localSecrets) expect(text.includes(secret), `${file} holds a secret`).toBe(false);
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});

/**
 * Each table's rows of the local D1 database under `persistTo`, read from its SQLite file. A
 * full-text index is compared by what it holds (its columns) and by what a search finds, not by
 * its internal b-tree pages, and the triggers by their text.
 */
function tableRows(persistTo: string): Record<string, string[]> {
  const dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  const db = new DatabaseSync(join(dir, file!), { readOnly: true });
  try {
    const virtual = (
      db.prepare("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'").all() as { name: string }[]
    ).map((v) => v.name);
    const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
    const tables = (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
        )
        .all() as { name: string }[]
    ).filter((t) => !shadow(t.name));
    // Sorted here: some tables have no rowid to order by.
    const rows = (name: string) =>
      db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort();
    const schema = (
      db
        .prepare(
          "SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql NOT NULL ORDER BY name",
        )
        .all() as object[]
    ).map((r) => JSON.stringify(r));
    const found = (
      db
        .prepare(
          "SELECT j.id FROM jobs_fts CROSS JOIN jobs j ON j.rowid = jobs_fts.rowid WHERE jobs_fts MATCH 'engineer*' ORDER BY j.id",
        )
        .all() as { id: string }[]
    ).map((r) => r.id);
    return {
      ...Object.fromEntries(tables.map(({ name }) => [name, rows(name)])),
      '(indexes and triggers)': schema,
      '(jobs found for engineer*)': found,
    };
  } finally {
    db.close();
  }
}

test('a D1 backup restores into an empty database with every row and a working search index (the documented drill)', () => {
  const work = mkdtempSync(join(tmpdir(), 'hireloop-restore-'));
  try {
    const backup = join(work, 'backup.sql');
    // `d1 export --local` reads the project's default state only: give it a copy laid out that way.
    const project = join(work, 'project');
    cpSync('wrangler.toml', join(project, 'wrangler.toml'));
    cpSync(STATE, join(project, '.wrangler', 'state'), { recursive: true });
    // A plain export refuses the database: it holds FTS5 tables.
    expect(() =>
      wrangler(['d1', 'export', 'DB', '--local', '--cwd', project, '--output', join(work, 'plain.sql')]),
    ).toThrow(/Virtual Tables/);
    d1Backup(backup, ['--local', '--cwd', project]);
    d1Restore(backup, ['--local', '--persist-to', join(work, 'restored')]);
    const before = tableRows(join(project, '.wrangler', 'state'));
    expect(before.applications!.length).toBeGreaterThan(0);
    expect(before.counters!.length).toBeGreaterThan(0);
    expect(before.jobs_fts!.length).toBe(before.jobs!.length);
    expect(before['(jobs found for engineer*)']!.length).toBeGreaterThan(0);
    // Same tables, same rows: counters kept by triggers are not counted twice on the way back in.
    expect(tableRows(join(work, 'restored'))).toEqual(before);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
