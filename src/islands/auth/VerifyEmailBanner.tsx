import { useEffect, useState } from 'react';

import { verification } from '../../client/account';
import { failureMessage } from '../../client/api';
import { MESSAGES } from '../../contract';
import { useSession } from '../hooks/use-session';
import { Alert, Button } from '../ui';

/** On every workspace until the account's email is verified: why it matters, and "Resend". */
export default function VerifyEmailBanner() {
  const session = useSession();
  const [email, setEmail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    verification
      .status()
      .then((status) => setEmail(status.emailVerified ? null : status.email))
      .catch(() => setEmail(null));
  }, [session.status]);

  if (!email) return null;
  const resend = async () => {
    setSending(true);
    try {
      setNote((await verification.resend()).message);
    } catch (err) {
      setNote(failureMessage(err, MESSAGES.internal));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="ws-verify">
      <Alert variant="warning" title={`Confirm ${email}`}>
        <p>{MESSAGES.verifyEmailBanner}</p>
        <p>
          <Button
            variant="secondary"
            size="sm"
            loading={sending}
            loadingText="Sending..."
            onClick={() => void resend()}
          >
            Resend the link
          </Button>{' '}
          {note ? <span role="status">{note}</span> : null}
        </p>
      </Alert>
    </div>
  );
}
