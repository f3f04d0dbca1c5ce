import { useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { navigate } from '../../client/browser/navigate';
import { onDemand } from '../../client/browser/on-demand';
import { conversationPath, type Role } from '../../contract';
import { Alert, Button } from '../ui';

// The messaging client (with the live thread's code) loads on the click, not with the application's page.
const loadMessaging = onDemand(() => import('../../client/api/messaging').then((m) => m.messagingCalls));

/**
 * "Message candidate" / "Message recruiter" where the application is: opens the conversation tied
 * to it (the server makes it on first use, one per application and recruiter) in the messages page.
 * The button stays busy until the page changes, so a double click opens it once.
 */
export function MessageAbout({
  applicationId,
  side,
  label,
}: {
  applicationId: string;
  side: Extract<Role, 'candidate' | 'recruiter'>;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { conversation } = await (await loadMessaging()).start({ applicationId });
      navigate(conversationPath(side, conversation.id));
    } catch (err) {
      setError(failureMessage(err, 'The conversation could not be opened. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="secondary" size="sm" onClick={open} loading={busy} loadingText="Opening…">
        {label}
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
