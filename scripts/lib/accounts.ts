/**
 * Accounts from Node scripts (admin:create, the demo seed): the same PBKDF2 code as the worker,
 * written to D1 through `wrangler d1 execute`.
 *
 * The pepper must be the one the worker uses, or the password will not verify: locally it is
 * PASSWORD_PEPPER in .dev.vars; for --remote it must be given in the environment.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Role } from '../../src/contract';
import { hashPassword } from '../../worker/auth/passwords';

export interface AccountInput {
  id?: string;
  email: string;
  fullName: string;
  role: Role;
  password: string;
}

const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * One INSERT for a password account, its email verified (whoever runs the script vouches for it).
 * `ifExists: 'skip'` leaves an existing email untouched (an idempotent seed); 'fail' lets the
 * UNIQUE index refuse it (admin:create never overwrites).
 */
export async function accountInsertSql(
  account: AccountInput,
  pepper: string,
  ifExists: 'fail' | 'skip' = 'fail',
): Promise<string> {
  const hash = await hashPassword(account.password, pepper);
  const values = [account.id ?? crypto.randomUUID(), account.email, account.fullName, account.role, hash, 'password']
    .map(sqlString)
    .join(', ');
  const conflict = ifExists === 'skip' ? ' ON CONFLICT (email) DO NOTHING' : '';
  return `INSERT INTO users (id, email, full_name, role, password_hash, provider, email_verified_at) VALUES (${values}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))${conflict};`;
}

/** PASSWORD_PEPPER: from .dev.vars for the local database, from the environment for --remote. */
export function readPepper(options: { remote: boolean; root?: string }): string {
  if (options.remote) {
    const pepper = process.env.PASSWORD_PEPPER;
    if (!pepper)
      throw new Error(
        'Set PASSWORD_PEPPER in the environment to the production secret (wrangler secret) for --remote.',
      );
    return pepper;
  }
  const file = join(options.root ?? process.cwd(), '.dev.vars');
  if (!existsSync(file)) throw new Error('No .dev.vars: run `npm run dev-vars` first.');
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('PASSWORD_PEPPER='));
  const pepper = line?.slice('PASSWORD_PEPPER='.length).trim();
  if (!pepper) throw new Error('PASSWORD_PEPPER is missing from .dev.vars.');
  return pepper;
}

/**
 * Runs SQL on the DB binding through wrangler (from a file: no shell quoting of user values).
 * `persistTo` selects another local state directory (the e2e suite keeps its own).
 */
export function executeD1(
  sql: string,
  options: { remote: boolean; persistTo?: string },
): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-sql-'));
  const file = join(dir, 'statement.sql');
  try {
    writeFileSync(file, sql);
    const target = options.remote
      ? ['--remote']
      : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
    const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--file', file], {
      encoding: 'utf8',
    });
    return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
