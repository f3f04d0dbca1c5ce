import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Here rather than in vitest: the dry run bundles the built site, which the e2e web server has just
// built (`npm run build`) before any spec runs.

/** The Workers Free plan's limit on a worker's compressed size (the Paid plan allows 10 MB). */
const WORKER_GZIP_LIMIT_KIB = 3 * 1024;
const SECRETS = ['JWT_SECRET', 'PASSWORD_PEPPER', 'GOOGLE_CLIENT_SECRET'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('wrangler deploy --dry-run bundles the worker within the size limit, with no secret inside', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'hireloop-dry-run-'));
  try {
    const output = execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // Plain text: the runner's FORCE_COLOR would wrap the figures in colour codes.
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
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
