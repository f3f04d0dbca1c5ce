import { useState } from 'react';

import { signOut } from '../../client/api/account';
import { displayName, initials } from '../../client/session/people';
import { useSession } from '../hooks/use-session';
import { Button, withErrorBoundary } from '../ui';

/** The workspace top bar's account corner: who is signed in, and Sign out. */
function AccountMenu() {
  const session = useSession();
  const [leaving, setLeaving] = useState(false);
  if (session.status !== 'authenticated' || !session.user)
    return <div className="account account-placeholder" aria-hidden="true" />;
  const name = displayName(session.user);
  return (
    <div className="account">
      <span className="avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="account-text">
        <span className="account-name">{name}</span>
        <span className="account-role">{session.user.role}</span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        loading={leaving}
        loadingText="Signing out..."
        onClick={() => {
          setLeaving(true);
          void signOut();
        }}
      >
        Sign out
      </Button>
    </div>
  );
}

export default withErrorBoundary(
  AccountMenu,
  <span className="account account-placeholder" role="status">
    Account unavailable
  </span>,
);
