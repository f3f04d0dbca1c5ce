// Backup and restore of D1 with full-text indexes. `wrangler d1 export` refuses a database that
// holds FTS5 virtual tables (workers-sdk issues 6305 and 9519), so the backup exports the base
// tables, their indexes and the triggers that do not feed a virtual table, by name; the restore
// imports that file and then rebuilds every search index from the base tables with the migrations
// that create them (which also recreate their triggers).
//
//   npm run db:backup -- --output backup.sql --remote            (or --local [--cwd DIR])
//   npm run db:restore -- --file backup.sql --remote             (or --local [--persist-to DIR])
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/** The migrations that create virtual tables; run again after a restore, in this order. */
export const SEARCH_INDEX_MIGRATIONS = ['migrations/0080_search.sql'];

/**
 * What the backup exports: every table, index and trigger except the virtual tables, their shadow
 * tables (named after them), and the triggers that write to them.
 */
export const EXPORTED_OBJECTS_SQL = `WITH virtual AS (SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%')
SELECT o.name FROM sqlite_schema o
WHERE o.sql NOT NULL AND o.type IN ('table', 'index', 'trigger', 'view')
  AND (o.name = 'sqlite_sequence' OR o.name NOT LIKE 'sqlite_%') AND o.name NOT LIKE '_cf_%'
  AND NOT EXISTS (SELECT 1 FROM virtual v WHERE o.tbl_name = v.name OR o.tbl_name LIKE v.name || '_%' OR (o.type = 'trigger' AND instr(o.sql, v.name) > 0))
ORDER BY o.name`;

function wrangler(args: string[]): string {
  return execFileSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
}

/** Where: --remote, or --local with the state directory (`--cwd` for export, `--persist-to` otherwise). */
function target(o: { remote?: boolean; cwd?: string; 'persist-to'?: string }): string[] {
  if (o.remote) return ['--remote'];
  return ['--local', ...(o.cwd ? ['--cwd', o.cwd] : []), ...(o['persist-to'] ? ['--persist-to', o['persist-to']] : [])];
}

export function backup(output: string, where: string[]): string[] {
  const answer = JSON.parse(
    wrangler(['d1', 'execute', 'DB', ...where, '--json', '--command', EXPORTED_OBJECTS_SQL]),
  ) as Array<{ results: Array<{ name: string }> }>;
  const names = answer.flatMap((a) => a.results.map((r) => r.name));
  wrangler(['d1', 'export', 'DB', ...where, '--output', output, ...names.flatMap((n) => ['--table', n])]);
  return names;
}

export function restore(file: string, where: string[]): void {
  wrangler(['d1', 'execute', 'DB', ...where, '--yes', '--file', file]);
  for (const migration of SEARCH_INDEX_MIGRATIONS)
    wrangler(['d1', 'execute', 'DB', ...where, '--yes', '--file', migration]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      output: { type: 'string' },
      file: { type: 'string' },
      remote: { type: 'boolean' },
      local: { type: 'boolean' },
      cwd: { type: 'string' },
      'persist-to': { type: 'string' },
    },
  });
  if (command === 'backup' && values.output)
    console.log(
      `exported ${backup(values.output, target(values)).length} tables, indexes and triggers to ${values.output}`,
    );
  else if (command === 'restore' && values.file) {
    restore(values.file, target(values));
    console.log(`restored ${values.file} and rebuilt the search indexes`);
  } else {
    console.error(
      'usage: d1-backup.ts backup --output FILE (--remote | --local [--cwd DIR]) | restore --file FILE (--remote | --local [--persist-to DIR])',
    );
    process.exit(2);
  }
}
