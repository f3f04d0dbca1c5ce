/**
 * Creates an admin account (admins cannot sign up):
 *   npm run admin:create -- --email ada@example.com --name "Ada Admin" [--password secret] [--remote] [--persist-to dir]
 * Without --password a strong one is generated and printed once. Local by default (the local D1 of
 * `wrangler dev`, pepper from .dev.vars); --remote writes to the production D1 and needs
 * PASSWORD_PEPPER in the environment.
 */
import { parseArgs } from 'node:util';

import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '../src/contract';
import { randomToken } from '../worker/auth/crypto';
import { accountInsertSql, executeD1, readPepper } from './lib/accounts';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

const email = values.email?.trim() ?? '';
const name = values.name?.trim() ?? '';
if (!EMAIL_PATTERN.test(email)) fail('--email must be a valid email address');
if (!name) fail('--name is required');
const generated = values.password === undefined;
const password = values.password ?? randomToken(18);
if (password.length < MIN_PASSWORD_LENGTH) fail(`--password must be at least ${MIN_PASSWORD_LENGTH} characters`);

const remote = values.remote ?? false;
let pepper: string;
try {
  pepper = readPepper({ remote });
} catch (err) {
  fail((err as Error).message);
}

const id = crypto.randomUUID();
const sql = await accountInsertSql({ id, email, fullName: name, role: 'admin', password }, pepper);
const result = executeD1(sql, { remote, persistTo: values['persist-to'] });
if (!result.ok) {
  if (result.output.includes('UNIQUE constraint failed')) fail(`an account with the email ${email} already exists`);
  fail(`wrangler d1 execute failed:\n${result.output}`);
}
console.log(`Created admin ${name} <${email}> (id ${id}) in the ${remote ? 'remote' : 'local'} database.`);
if (generated) console.log(`Password (shown once): ${password}`);
