import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { accountInsertSql, readPepper } from '../../../scripts/lib/accounts';
import { verifyPassword } from '../../../worker/auth/passwords';

describe('accounts from Node scripts', () => {
  it('builds an INSERT whose hash the worker code verifies, with quotes escaped', async () => {
    const sql = await accountInsertSql(
      { id: 'u1', email: "o'neil@example.com", fullName: "Ada O'Neil", role: 'admin', password: 'Secret-123' },
      'pepper-1',
    );
    expect(sql).toMatch(
      /^INSERT INTO users \(id, email, full_name, role, password_hash, provider, email_verified_at\) VALUES \('u1', 'o''neil@example\.com', 'Ada O''Neil', 'admin', 'pbkdf2-sha256\$100000\$[^']+', 'password', strftime\('%Y-%m-%dT%H:%M:%fZ', 'now'\)\);$/,
    );
    const hash = sql.match(/'(pbkdf2-sha256\$[^']+)'/)![1]!;
    expect(await verifyPassword('Secret-123', hash, 'pepper-1')).toBe(true);
    expect(await verifyPassword('Secret-123', hash, 'another-pepper')).toBe(false);
  });

  it('can skip an existing email, for an idempotent seed', async () => {
    const sql = await accountInsertSql(
      { email: 'a@example.com', fullName: 'A', role: 'candidate', password: 'Secret-123' },
      'p',
      'skip',
    );
    expect(sql).toMatch(/ ON CONFLICT \(email\) DO NOTHING;$/);
  });

  it('reads the pepper from .dev.vars locally and from the environment for --remote', () => {
    const root = mkdtempSync(join(tmpdir(), 'hl-'));
    writeFileSync(join(root, '.dev.vars'), '# comment\nJWT_SECRET=x\nPASSWORD_PEPPER=local-pepper\n');
    expect(readPepper({ remote: false, root })).toBe('local-pepper');
    const saved = process.env.PASSWORD_PEPPER;
    try {
      delete process.env.PASSWORD_PEPPER;
      expect(() => readPepper({ remote: true })).toThrow(/PASSWORD_PEPPER/);
      process.env.PASSWORD_PEPPER = 'prod-pepper';
      expect(readPepper({ remote: true })).toBe('prod-pepper');
    } finally {
      if (saved === undefined) delete process.env.PASSWORD_PEPPER;
      else process.env.PASSWORD_PEPPER = saved;
    }
  });
});
