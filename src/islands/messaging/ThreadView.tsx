import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { type LiveStatus, mergeMessages } from '../../client/api/live-thread';
import { followThread, messagingCalls } from '../../client/api/messaging';
import { type Conversation, type Message, MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES, type Role } from '../../contract';
import { useTime } from '../hooks/use-time';
import { Alert, Button, clearIfSent, cx, EmployerBadge, LoadingState } from '../ui';
import { ReportButton } from '../workspace/ReportButton';

/** Where the job behind a conversation opens for each side. */
function jobLink(c: Conversation, role: Role): string | null {
  if (!c.job) return null;
  if (role === 'recruiter') return `/recruiter/jobs/${encodeURIComponent(c.job.id)}/applications`;
  return c.applicationId
    ? `/dashboard/applied-jobs/${encodeURIComponent(c.applicationId)}`
    : `/dashboard/jobs/${encodeURIComponent(c.job.id)}`;
}

/** One conversation: its messages (live), older pages on demand, and the composer. */
export function ThreadView({
  conversationId,
  viewerId,
  role,
  onBack,
  onActivity,
}: {
  conversationId: string;
  viewerId: string;
  role: Role;
  onBack: () => void;
  /** The list shows the newest message and clears the unread badge. */
  onActivity: (conversation: Conversation) => void;
}) {
  const { dateTimeText, shortTime } = useTime();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const messagesRef = useRef<Message[]>([]);
  const scroller = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);
  messagesRef.current = messages;

  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    messagingCalls.markRead(conversationId).then(onActivity, () => undefined);
  }, [conversationId, onActivity]);

  const add = useCallback(
    (incoming: Message[]) => {
      setMessages((current) => mergeMessages(current, incoming));
      if (incoming.some((m) => m.senderId !== viewerId)) markRead();
    },
    [viewerId, markRead],
  );

  useEffect(() => {
    let live = true;
    let follower: ReturnType<typeof followThread> | null = null;
    setConversation(null);
    setMessages([]);
    setError(null);
    stickToBottom.current = true;
    messagingCalls.thread(conversationId).then(
      (thread) => {
        if (!live) return;
        setConversation(thread.conversation);
        setMessages(thread.messages);
        messagesRef.current = thread.messages;
        setHasMore(thread.hasMore);
        if (thread.conversation.unreadCount > 0) markRead();
        // Live from the newest message loaded: the room first sends whatever came after it.
        follower = followThread(conversationId, {
          onMessages: add,
          onStatus: setStatus,
          lastSeq: () => messagesRef.current.at(-1)?.seq ?? 0,
        });
      },
      (err: unknown) =>
        live && setError(failureMessage(err, 'This conversation could not be loaded. Please try again.')),
    );
    // A tab that slept or a connection that came back: catch up, and check the socket still answers.
    const onVisible = () => document.visibilityState === 'visible' && follower?.wake();
    const onOnline = () => follower?.wake();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      follower?.stop();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [conversationId, add, markRead]);

  // Keep the newest message in view unless the reader scrolled up to older ones.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  async function loadEarlier() {
    const first = messages[0];
    if (!first) return;
    stickToBottom.current = false;
    try {
      const page = await messagingCalls.thread(conversationId, { before: first.seq });
      setMessages((current) => mergeMessages(current, page.messages));
      setHasMore(page.hasMore);
    } catch (err) {
      setError(failureMessage(err, 'Older messages could not be loaded.'));
    }
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setSendError(null);
    try {
      const sent = await messagingCalls.send(conversationId, body);
      stickToBottom.current = true;
      setMessages((current) => mergeMessages(current, [sent]));
      setDraft(clearIfSent(body));
      if (conversation)
        onActivity({
          ...conversation,
          lastMessage: { body: sent.body, senderId: sent.senderId, createdAt: sent.createdAt },
          lastMessageAt: sent.createdAt,
          unreadCount: 0,
        });
    } catch (err) {
      setSendError(failureMessage(err, 'Your message was not sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  if (error && !conversation) return <Alert variant="error">{error}</Alert>;
  if (!conversation) return <LoadingState label="Loading conversation…" />;
  const link = jobLink(conversation, role);
  const left = MESSAGE_MAX_LENGTH - draft.length;

  return (
    <div className="msg-thread-inner">
      <header className="msg-thread-head">
        <button type="button" className="btn btn-ghost btn-sm msg-back" onClick={onBack}>
          ← All messages
        </button>
        <div className="msg-thread-title">
          <h2>{conversation.otherParty.fullName}</h2>
          <p className="muted">
            {conversation.job ? (
              link ? (
                <a href={link}>{conversation.job.title}</a>
              ) : (
                conversation.job.title
              )
            ) : (
              'Job no longer listed'
            )}{' '}
            · {conversation.companyName}
            {conversation.targetedSendId
              ? role === 'recruiter'
                ? ' · From a targeted send'
                : ' · Sent to you by the recruiter'
              : ''}
            {role === 'candidate' ? (
              <>
                {' '}
                <EmployerBadge verified={conversation.companyVerified} />
              </>
            ) : null}
          </p>
        </div>
        <span className={cx('msg-live', `is-${status}`)} role="status">
          {status === 'live'
            ? 'Live'
            : status === 'connecting'
              ? 'Connecting…'
              : status === 'ended'
                ? MESSAGING_MESSAGES.threadEnded
                : 'Reconnecting… checking every few seconds'}
        </span>
      </header>
      <ol
        className="msg-messages"
        ref={scroller}
        aria-label={`Messages with ${conversation.otherParty.fullName}`}
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        {hasMore ? (
          <li className="msg-earlier">
            <Button variant="secondary" size="sm" onClick={() => void loadEarlier()}>
              Load earlier messages
            </Button>
          </li>
        ) : null}
        {messages.length === 0 ? <li className="msg-none muted">No messages yet. Say hello.</li> : null}
        {messages.map((m) => {
          const mine = m.senderId === viewerId;
          return (
            <li key={m.id} className={cx('msg-bubble-row', mine ? 'is-mine' : 'is-theirs')}>
              <div className="msg-bubble">
                <span className="visually-hidden">{mine ? 'You' : conversation.otherParty.fullName}: </span>
                <p className="msg-body">{m.body}</p>
                <time dateTime={m.createdAt} title={dateTimeText(m.createdAt)}>
                  {shortTime(m.createdAt)}
                </time>
                {mine ? null : (
                  <ReportButton
                    targetType="message"
                    targetId={m.id}
                    targetLabel={`the message from ${conversation.otherParty.fullName} sent ${dateTimeText(m.createdAt)}`}
                    namedButton
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <form className="msg-composer" onSubmit={(e) => void send(e)}>
        <label className="visually-hidden" htmlFor={`composer-${conversationId}`}>
          Message to {conversation.otherParty.fullName}
        </label>
        <textarea
          id={`composer-${conversationId}`}
          className="textarea"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={`Write to ${conversation.otherParty.fullName}…`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" loading={sending} loadingText="Sending" disabled={!draft.trim()}>
          Send
        </Button>
        <p className="msg-composer-hint muted">
          {left < 200 ? `${left} characters left` : 'Enter to send, Shift+Enter for a new line'}
        </p>
        {sendError ? (
          <Alert variant="error" className="msg-composer-error">
            {sendError}
          </Alert>
        ) : null}
      </form>
    </div>
  );
}
