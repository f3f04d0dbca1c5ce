import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { notify, notifyAdminsStatement } from '../../../worker/notifications/service';
import { api, createUser } from '../helpers';

async function seed(userId: string, count: number) {
  for (let i = 0; i < count; i++) {
    // Distinct times so the order is certain: notification i is i minutes after the first.
    await notify(
      env,
      userId,
      { kind: 'test', title: `Note ${i}`, body: `Body ${i}`, link: i % 2 ? `/x/${i}` : null },
      new Date(Date.UTC(2026, 0, 1, 0, i)),
    );
  }
}

describe('notifications', () => {
  it('lists my notifications newest first, 20 a page, with the unread count', async () => {
    const user = await createUser('candidate');
    const other = await createUser('candidate');
    await seed(user.id, 23);
    await seed(other.id, 2);

    const first = await api('/api/notifications', { token: user.token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, limit: 20, total: 23, totalPages: 2, unreadCount: 23 });
    expect(first.json.notifications).toHaveLength(20);
    expect(first.json.notifications[0]).toMatchObject({
      kind: 'test',
      title: 'Note 22',
      body: 'Body 22',
      link: null,
      readAt: null,
    });
    expect(first.json.notifications[1].link).toBe('/x/21');

    const second = await api('/api/notifications?page=2', { token: user.token });
    expect(second.json.notifications.map((n: { title: string }) => n.title)).toEqual(['Note 2', 'Note 1', 'Note 0']);
    const past = await api('/api/notifications?page=9', { token: user.token });
    expect(past.json).toMatchObject({ notifications: [], total: 23, page: 9 });
  });

  it('bounds the page size and refuses bad queries', async () => {
    const user = await createUser('recruiter');
    expect((await api('/api/notifications?limit=50', { token: user.token })).status).toBe(200);
    const tooMany = await api('/api/notifications?limit=51', { token: user.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.fields.limit).toBe('Limit must be at most 50');
    expect((await api('/api/notifications?page=0', { token: user.token })).status).toBe(400);
  });

  it('marks chosen ones read, then all; never someone else’s', async () => {
    const user = await createUser('candidate');
    const other = await createUser('candidate');
    await seed(user.id, 3);
    await seed(other.id, 1);
    const mine = (await api('/api/notifications', { token: user.token })).json.notifications as { id: string }[];
    const theirs = (await api('/api/notifications', { token: other.token })).json.notifications as { id: string }[];

    const some = await api('/api/notifications/read', {
      token: user.token,
      body: { ids: [mine[0]!.id, theirs[0]!.id] },
    });
    expect(some.status).toBe(200);
    expect(some.json).toEqual({ updated: 1, unreadCount: 2 });
    expect((await api('/api/notifications', { token: other.token })).json.unreadCount).toBe(1);

    const unread = await api('/api/notifications?unread=true', { token: user.token });
    expect(unread.json.notifications.map((n: { id: string }) => n.id)).toEqual([mine[1]!.id, mine[2]!.id]);
    expect(unread.json.unreadCount).toBe(2);

    const all = await api('/api/notifications/read', { token: user.token, body: { all: true } });
    expect(all.json).toEqual({ updated: 2, unreadCount: 0 });
    const after = (await api('/api/notifications', { token: user.token })).json;
    expect(after.notifications.map((n: { readAt: string | null }) => n.readAt !== null)).toEqual([true, true, true]);
  });

  it('needs ids or all, not both nor neither', async () => {
    const user = await createUser('candidate');
    for (const body of [{}, { ids: [] }, { ids: ['a'], all: true }, { all: false }]) {
      const res = await api('/api/notifications/read', { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('tells every active admin, and nobody else, through notifyAdminsStatement', async () => {
    const admin = await createUser('admin');
    const suspended = await createUser('admin');
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), suspended.id)
      .run();
    const candidate = await createUser('candidate');
    await notifyAdminsStatement(env.DB, { kind: 'report_filed', title: 'New report' }).run();
    const count = (id: string) =>
      env.DB.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect((await count(admin.id))?.n).toBe(1);
    expect((await count(suspended.id))?.n).toBe(0);
    expect((await count(candidate.id))?.n).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    expect((await api('/api/notifications')).status).toBe(401);
    expect((await api('/api/notifications/read', { body: { all: true } })).status).toBe(401);
  });
});
