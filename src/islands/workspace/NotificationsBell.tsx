import { useCallback, useEffect, useRef, useState } from 'react';

import { memberCalls } from '../../client/api/admin';
import { api } from '../../client/api/client';
import { navigate } from '../../client/browser/navigate';
import type { Notification } from '../../contract';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useSession } from '../hooks/use-session';
import { useTime } from '../hooks/use-time';
import { cx, withErrorBoundary } from '../ui';

/** The bell checks for news this often while the page is visible. */
const POLL_MS = 30_000;
const calls = memberCalls(api);

/** The workspace chrome's bell (every role): unread count, the newest notifications, mark read. */
function NotificationsBell() {
  const { shortTime } = useTime();
  const session = useSession();
  const [data, setData] = useState<{ items: Notification[]; unread: number } | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Not modal: Tab may leave it; Escape closes it and focus goes back to the bell.
  useFocusTrap(panel, open, { modal: false, onEscape: () => setOpen(false), returnTo: [() => button.current] });
  const signedIn = session.status === 'authenticated';

  const load = useCallback(async () => {
    try {
      const list = await calls.notifications();
      setData({ items: list.notifications, unread: list.unreadCount });
    } catch {
      // The bell stays as it was; the page itself reports problems.
    }
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, load]);

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  if (!signedIn) return <span className="bell-placeholder" aria-hidden="true" />;

  async function markRead(body: { ids: string[] } | { all: true }) {
    const now = new Date().toISOString();
    setData(
      (d) =>
        d && {
          items: d.items.map((n) => ('all' in body || body.ids.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n)),
          unread: 'all' in body ? 0 : Math.max(0, d.unread - body.ids.length),
        },
    );
    try {
      const result = await calls.markRead(body);
      setData((d) => d && { ...d, unread: result.unreadCount });
    } catch {
      void load();
    }
  }

  async function openItem(n: Notification) {
    if (!n.readAt) await markRead({ ids: [n.id] });
    setOpen(false);
    if (n.link) navigate(n.link);
  }

  const unread = data?.unread ?? 0;
  return (
    <div className="bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="bell-button"
        aria-expanded={open}
        aria-controls="bell-panel"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => {
          setOpen((o) => !o);
          if (!open) void load();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? <span className="bell-count">{unread > 99 ? '99+' : unread}</span> : null}
      </button>
      {open ? (
        <div ref={panel} className="bell-panel" id="bell-panel" role="region" aria-label="Notifications" tabIndex={-1}>
          <div className="bell-panel-head">
            <strong>Notifications</strong>
            {unread > 0 ? (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => void markRead({ all: true })}>
                Mark all as read
              </button>
            ) : null}
          </div>
          {!data ? (
            <p className="bell-empty muted">Loading…</p>
          ) : data.items.length === 0 ? (
            <p className="bell-empty muted">
              Nothing new. Messages, sent jobs, alerts and application updates show up here.
            </p>
          ) : (
            <ul className="bell-list">
              {data.items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={cx('row-button', 'bell-item', !n.readAt && 'is-marked')}
                    onClick={() => void openItem(n)}
                  >
                    <span className="bell-item-title">{n.title}</span>
                    {n.body ? <span className="bell-item-body">{n.body}</span> : null}
                    <time className="bell-item-time" dateTime={n.createdAt}>
                      {shortTime(n.createdAt)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

export default withErrorBoundary(
  NotificationsBell,
  <span className="bell-unavailable muted" role="status">
    Notifications unavailable
  </span>,
);
