import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// scripts/dev-vars.mjs writes .dev.vars next to its scripts/ folder: run a copy in a scratch project.
let dir = '';
function run(existing?: string): string {
  dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(new URL('../../../scripts/dev-vars.mjs', import.meta.url), join(dir, 'scripts', 'dev-vars.mjs'));
  if (existing !== undefined) writeFileSync(join(dir, '.dev.vars'), existing);
  execFileSync(process.execPath, [join(dir, 'scripts', 'dev-vars.mjs')], { stdio: 'ignore' });
  return readFileSync(join(dir, '.dev.vars'), 'utf8');
}
const values = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^[A-Z]/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run dev-vars', () => {
  it('writes development mode, the local mailbox and fresh secrets', () => {
    const vars = values(run());
    expect(vars).toMatchObject({
      APP_ENV: 'development',
      EMAIL_PROVIDER: 'mailbox',
      GOOGLE_CLIENT_SECRET: 'local-oidc-secret',
    });
    expect(vars.JWT_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vars.PASSWORD_PEPPER).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('adds the keys an existing file lacks and keeps the values it has', () => {
    const text = run('JWT_SECRET=keep-me\nPASSWORD_PEPPER=and-me');
    const vars = values(text);
    expect(vars).toMatchObject({
      JWT_SECRET: 'keep-me',
      PASSWORD_PEPPER: 'and-me',
      APP_ENV: 'development',
      EMAIL_PROVIDER: 'mailbox',
    });
    expect(text.match(/^JWT_SECRET=/gm)).toHaveLength(1);
  });
});
