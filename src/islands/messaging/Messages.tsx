import '../../styles/messaging.css';

import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { messagingCalls } from '../../client/api/messaging';
import type { Conversation, Role } from '../../contract';
import { Alert, cx, EmptyState, LinkButton, LoadingState } from '../ui';
import { WorkspacePage } from '../workspace/WorkspacePage';
import { ConversationList } from './ConversationList';
import { ThreadView } from './ThreadView';

/** The list refreshes this often for new conversations and unread counts in other threads. */
const LIST_REFRESH_MS = 20_000;

const selectedFromUrl = () => new URLSearchParams(window.location.search).get('c');
/** Wide screens show list and thread side by side, so the newest thread opens by itself. */
const sideBySide = () => window.matchMedia('(min-width: 761px)').matches;

function MessagesView({ role, viewerId }: { role: Role; viewerId: string }) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(selectedFromUrl);

  const load = useCallback(async () => {
    try {
      const list = await messagingCalls.list();
      setConversations(list.conversations);
      setSelected((current) => current ?? (sideBySide() ? (list.conversations[0]?.id ?? null) : null));
      setError(null);
    } catch (err) {
      setError(failureMessage(err, 'Your messages could not be loaded. Please try again.'));
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), LIST_REFRESH_MS);
    const onPop = () => setSelected(selectedFromUrl());
    window.addEventListener('popstate', onPop);
    return () => {
      clearInterval(timer);
      window.removeEventListener('popstate', onPop);
    };
  }, [load]);

  const select = (id: string | null) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set('c', id);
    else url.searchParams.delete('c');
    window.history.pushState(null, '', url);
    setSelected(id);
  };

  // The open thread reports its newest state; keep the list in step (and newest first).
  const onActivity = useCallback((updated: Conversation) => {
    setConversations((current) => {
      if (!current) return current;
      const others = current.filter((c) => c.id !== updated.id);
      return [updated, ...others].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
    });
  }, []);

  if (conversations === null)
    return error ? <Alert variant="error">{error}</Alert> : <LoadingState label="Loading messages…" />;

  const unread = conversations.reduce((n, c) => n + c.unreadCount, 0);
  return (
    <div className={cx('workspace-page msg-page', selected && 'has-thread')}>
      <header className="msg-page-head">
        <h1>Messages</h1>
        <p className="muted">{unread > 0 ? `${unread} unread` : 'All caught up'}</p>
      </header>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {conversations.length === 0 ? (
        role === 'recruiter' ? (
          <EmptyState
            title="No conversations yet"
            description="To start one, open an application (Applications, or a job's list) and choose Message candidate. Candidates you send a job to can write to you too."
            action={<LinkButton href="/recruiter/applications">Open applications</LinkButton>}
          />
        ) : (
          <EmptyState
            title="No messages yet"
            description="To start one, open one of your applications and choose Message recruiter. Recruiters can also write to you about your applications or a job they send you."
            action={<LinkButton href="/dashboard/applied-jobs">Your applications</LinkButton>}
          />
        )
      ) : (
        <div className={cx('msg-layout', selected ? 'shows-thread' : 'shows-list')}>
          <aside className="msg-list-pane">
            <ConversationList
              conversations={conversations}
              selectedId={selected}
              viewerId={viewerId}
              onSelect={select}
            />
          </aside>
          <section className="msg-thread-pane" aria-label="Conversation">
            {selected ? (
              <ThreadView
                key={selected}
                conversationId={selected}
                viewerId={viewerId}
                role={role}
                onBack={() => select(null)}
                onActivity={onActivity}
              />
            ) : (
              <p className="msg-pick muted">Choose a conversation to read it.</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** /dashboard/messages and /recruiter/messages: conversations, one open thread, live. */
export default function Messages({ role }: { role: 'candidate' | 'recruiter' }) {
  return (
    <WorkspacePage role={role}>
      {({ user }) => (user?.id ? <MessagesView role={role} viewerId={user.id} /> : <LoadingState />)}
    </WorkspacePage>
  );
}
