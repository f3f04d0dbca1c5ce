import { type Conversation, sameRole } from '../../contract';
import { useTime } from '../hooks/use-time';
import { cx, EmployerBadge } from '../ui';
import { initials } from './format';

/** The viewer's conversations, newest activity first, with unread counts. */
export function ConversationList({
  conversations,
  selectedId,
  viewerId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  viewerId: string;
  onSelect: (id: string) => void;
}) {
  const { shortTime } = useTime();
  return (
    <ul className="msg-conversations" aria-label="Conversations">
      {conversations.map((c) => {
        const unread = c.unreadCount > 0;
        const preview = c.lastMessage
          ? `${c.lastMessage.senderId === viewerId ? 'You: ' : ''}${c.lastMessage.body}`
          : 'No messages yet';
        return (
          <li key={c.id}>
            <button
              type="button"
              className={cx(
                'row-button',
                'msg-conversation',
                c.id === selectedId && 'is-marked',
                unread && 'is-unread',
              )}
              aria-current={c.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
            >
              <span className="avatar" aria-hidden="true">
                {initials(c.otherParty.fullName)}
              </span>
              <span className="msg-conversation-text">
                <span className="msg-conversation-top">
                  <span className="msg-conversation-name">{c.otherParty.fullName}</span>
                  <time className="msg-conversation-time" dateTime={c.lastMessageAt}>
                    {shortTime(c.lastMessageAt)}
                  </time>
                </span>
                <span className="msg-conversation-job">
                  {c.job ? c.job.title : 'Job no longer listed'}
                  {sameRole(c.otherParty.role, 'recruiter') ? (
                    <>
                      {` · ${c.companyName} `}
                      <EmployerBadge verified={c.companyVerified} />
                    </>
                  ) : null}
                </span>
                <span className="msg-conversation-bottom">
                  <span className="msg-conversation-preview">{preview}</span>
                  {unread ? (
                    <span className="msg-unread" aria-label={`${c.unreadCount} unread`}>
                      {c.unreadCount > 99 ? '99+' : c.unreadCount}
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
