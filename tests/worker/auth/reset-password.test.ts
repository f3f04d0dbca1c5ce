import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { RESET_TOKEN_TTL_MS } from '../../../worker/auth/reset';
import { RESET_DONE_MESSAGE } from '../../../worker/auth/routes';
import { api } from '../helpers';
import { cookieValue, createAccount, PASSWORD, refreshWith, resetLinkParts, setCookies, waitForEmail } from './helpers';

const NEW_PASSWORD = 'Brand-New-Secret-7';
const reset = (userId: string, token: string, newPassword = NEW_PASSWORD, at?: number) =>
  api(`/api/auth/reset-password/${userId}/${token}`, { body: { newPassword }, at });
const login = (email: string, password: string) =>
  api('/api/auth/login', { body: { email, password }, headers: { 'CF-Connecting-IP': crypto.randomUUID() } });

async function accountWithLink() {
  const account = await createAccount('candidate');
  await api('/api/auth/forgot-password', { body: { email: account.email } });
  const [userId, token] = resetLinkParts(await waitForEmail(account.email));
  expect(userId).toBe(account.id);
  return { ...account, token };
}

describe('POST /api/auth/reset-password/{userId}/{token}', () => {
  it('sets the new password and revokes every refresh token of the user', async () => {
    const account = await accountWithLink();
    const sessions = [await login(account.email, PASSWORD), await login(account.email, PASSWORD)];
    const refreshTokens = sessions.map((s) => cookieValue(setCookies(s.headers).hl_refresh));

    const res = await reset(account.id, account.token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: RESET_DONE_MESSAGE });

    expect((await login(account.email, PASSWORD)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    for (const token of refreshTokens) expect((await refreshWith(token)).status).toBe(401);
    const audited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'password_reset' AND target_id = ?",
    )
      .bind(account.id)
      .first<{ n: number }>();
    expect(audited?.n).toBe(1);
  });

  it('refuses a link used twice', async () => {
    const account = await accountWithLink();
    expect((await reset(account.id, account.token)).status).toBe(200);
    const again = await reset(account.id, account.token, 'Another-Secret-8');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: MESSAGES.resetFailed });
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link past its hour, and keeps the old password; a minute before, it works', async () => {
    const late = await accountWithLink();
    const res = await reset(late.id, late.token, NEW_PASSWORD, Date.now() + RESET_TOKEN_TTL_MS + 1000);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.resetFailed });
    expect((await login(late.email, PASSWORD)).status).toBe(200);

    const inTime = await accountWithLink();
    expect((await reset(inTime.id, inTime.token, NEW_PASSWORD, Date.now() + RESET_TOKEN_TTL_MS - 60_000)).status).toBe(
      200,
    );
  });

  it('refuses a wrong token, another user id, and an earlier link replaced by a newer one', async () => {
    const account = await accountWithLink();
    const other = await createAccount('candidate');
    expect((await reset(account.id, 'A'.repeat(43))).json).toEqual({ message: MESSAGES.resetFailed });
    expect((await reset(other.id, account.token)).status).toBe(400);

    await api('/api/auth/forgot-password', { body: { email: account.email } });
    const [, newer] = resetLinkParts(await waitForEmail(account.email, 2));
    expect((await reset(account.id, account.token)).status).toBe(400);
    expect((await reset(account.id, newer)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous resets with the same link succeed', async () => {
    const account = await accountWithLink();
    const answers = await Promise.all([
      reset(account.id, account.token, 'First-Secret-1'),
      reset(account.id, account.token, 'Second-Secret-2'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('validates the new password with the contract messages', async () => {
    const account = await accountWithLink();
    expect((await reset(account.id, account.token, '')).json).toMatchObject({ message: MESSAGES.newPasswordRequired });
    expect((await reset(account.id, account.token, '123')).json).toMatchObject({ message: MESSAGES.passwordTooShort });
    // A refused payload does not use up the link.
    expect((await reset(account.id, account.token)).status).toBe(200);
  });
});
