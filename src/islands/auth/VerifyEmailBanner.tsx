import { useEffect, useState } from 'react';

import { verification } from '../../client/api/account';
import { failureMessage } from '../../client/api/client';
import { MESSAGES, type Role } from '../../contract';
import { useSession } from '../hooks/use-session';
import { Alert, Button } from '../ui';

/** What waits on the email, in the words of each role (no job alerts for a recruiter). */
const BANNER: Record<Role, string> = {
  candidate: MESSAGES.verifyEmailBanner,
  recruiter: MESSAGES.verifyEmailBannerRecruiter,
  admin: MESSAGES.verifyEmailBannerAdmin,
};

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
        <p>{BANNER[session.userType ?? 'candidate']}</p>
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
