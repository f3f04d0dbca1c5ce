/** BRIDGE until the admin branch lands: its notify(), same signature and behaviour. */
import type { Bindings } from '../env';
import * as store from './store';

export type NotificationInput = { kind: string; title: string; body?: string; link?: string | null };

const normalize = (n: NotificationInput): store.NewNotification => ({ kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null });

/** Tells one user something in the product. Messaging, alerts and moderation all come through here. */
export async function notify(env: Pick<Bindings, 'DB'>, userId: string, n: NotificationInput, now = new Date()): Promise<void> {
  await store.insertStatement(env.DB, userId, normalize(n), now.toISOString()).run();
}
