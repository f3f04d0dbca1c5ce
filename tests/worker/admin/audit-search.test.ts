import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { audit } from '../../../worker/audit/store';
import { api, createUser, emptyTables } from '../helpers';

beforeEach(emptyTables);

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('the audit log: search, paging and names', () => {
  it('names the target in full and finds entries by actor, target or action, % and _ taken literally', async () => {
    const admin = await createUser('admin', { fullName: 'Ada Admin', email: 'ada@example.com' });
    const sam = await createUser('candidate', { fullName: 'Sam 100%_Spam', email: 'sam+tag@example.com' });
    const other = await createUser('candidate', { fullName: 'Olive Other' });
    await audit(env, { actorId: admin.id, action: 'user_suspended', targetType: 'user', targetId: sam.id }, at(1));
    await audit(env, { actorId: admin.id, action: 'user_warned', targetType: 'user', targetId: other.id }, at(2));
    await audit(env, { action: 'login_lockout', targetType: 'account', targetId: 'x@example.com' }, at(3));

    const all = await api('/api/admin/recent-actions', { token: admin.token });
    expect(all.json.total).toBe(3);
    expect(all.json.actions.map((a: { targetName: string | null }) => a.targetName)).toEqual([
      null,
      'Olive Other',
      'Sam 100%_Spam',
    ]);

    const search = async (q: string) => {
      const res = await api(`/api/admin/recent-actions?q=${encodeURIComponent(q)}`, { token: admin.token });
      expect(res.status).toBe(200);
      return {
        total: res.json.total as number,
        actions: (res.json.actions as { action: string }[]).map((a) => a.action),
      };
    };
    expect(await search('sam+tag')).toEqual({ total: 1, actions: ['user_suspended'] });
    expect(await search('olive')).toEqual({ total: 1, actions: ['user_warned'] });
    expect(await search('Ada Admin')).toEqual({ total: 2, actions: ['user_warned', 'user_suspended'] });
    expect(await search('lockout')).toEqual({ total: 1, actions: ['login_lockout'] });
    expect(await search('0%_')).toEqual({ total: 1, actions: ['user_suspended'] });
    // Unescaped, "_" would match any one character and "%" anything.
    expect(await search('a_a')).toEqual({ total: 0, actions: [] });
    expect(await search('%')).toEqual({ total: 1, actions: ['user_suspended'] });
    expect((await api(`/api/admin/recent-actions?q=${'x'.repeat(101)}`, { token: admin.token })).status).toBe(400);
    // A whole email longer than D1's 50-byte LIKE limit, and a search of 100 characters.
    const long = `s${'q'.repeat(60)}+x@example.com`;
    await env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(long, sam.id).run();
    expect(await search(long)).toEqual({ total: 1, actions: ['user_suspended'] });
    expect(await search('y'.repeat(100))).toEqual({ total: 0, actions: [] });
  });

  it('pages a search in a stable order, ties broken by insertion', async () => {
    const admin = await createUser('admin', { fullName: 'Ada Admin' });
    for (let i = 0; i < 5; i++)
      await audit(env, { actorId: admin.id, action: 'user_warned', targetType: 'user', targetId: `u${i}` }, at(0));
    const ids: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await api(`/api/admin/recent-actions?q=ada&limit=2&page=${page}`, { token: admin.token });
      expect(res.json).toMatchObject({ total: 5, totalPages: 3 });
      ids.push(...(res.json.actions as { targetId: string }[]).map((a) => a.targetId));
    }
    expect(ids).toEqual(['u4', 'u3', 'u2', 'u1', 'u0']);
  });

  it('walks audit_log_created for a page, searched or not, with no sort', async () => {
    const plan = async (sql: string) =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>()).results
        .map((r) => r.detail)
        .join('\n');
    for (const sql of [
      'SELECT rowid FROM audit_log ORDER BY created_at DESC, rowid DESC LIMIT 20',
      `SELECT a.rowid FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN users t ON a.target_type = 'user' AND t.id = a.target_id
       WHERE u.full_name LIKE '%a%' OR t.full_name LIKE '%a%' OR a.action LIKE '%a%'
       ORDER BY a.created_at DESC, a.rowid DESC LIMIT 20`,
    ]) {
      const detail = await plan(sql);
      expect(detail).toContain('audit_log_created');
      expect(detail).not.toContain('TEMP B-TREE');
      expect(detail).not.toMatch(/SCAN (u|t)\b/);
    }
  });
});
