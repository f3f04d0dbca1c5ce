import { useEffect, useRef, useState } from 'react';

import { candidate } from '../../client/api/candidate';
import { failureMessage } from '../../client/api/client';
import { clearSession } from '../../client/session/session';
import { ACCOUNT_DELETION_MESSAGES as SAY } from '../../contract';
import { Alert, Button, LinkButton, withErrorBoundary } from '../ui';

/** Where settings sends a deleted account, and what this page says there. */
export const DELETED_HASH = '#deleted';

type State = { kind: 'ask'; token: string } | { kind: 'deleted' } | { kind: 'no-link' };

function read(): State {
  const hash = window.location.hash;
  if (hash === DELETED_HASH) return { kind: 'deleted' };
  const token = new URLSearchParams(hash.slice(1)).get('token');
  return token ? { kind: 'ask', token } : { kind: 'no-link' };
}

/**
 * /delete-account: the emailed link's page (the token rides in the fragment, so it never reaches a
 * server log), and where a deleted account lands. Opening the link deletes nothing: the button does.
 */
function DeleteAccountConfirm() {
  const [state, setState] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setState(read()), []);

  async function confirm(token: string) {
    setBusy(true);
    setError(null);
    try {
      await candidate.deleteByLink(token);
      clearSession();
      history.replaceState(null, '', `/delete-account${DELETED_HASH}`);
      setState({ kind: 'deleted' });
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      setError(failureMessage(err, 'We could not delete your account.'));
    } finally {
      setBusy(false);
    }
  }

  if (!state) return null;
  if (state.kind === 'deleted')
    return (
      <div className="auth-form auth-result">
        <h1 ref={heading} tabIndex={-1}>
          Your account has been deleted
        </h1>
        <p className="muted">{SAY.deleted} An email confirms it and says what we keep, and why.</p>
        <div className="auth-actions">
          <LinkButton block href="/">
            Go to the home page
          </LinkButton>
        </div>
      </div>
    );
  return (
    <div className="auth-form">
      <header className="auth-heading">
        <h1>Delete your account</h1>
        <p className="muted">
          Your open applications are withdrawn, and your profile, resumes, messages, alerts and answers are deleted.
          This cannot be undone.
        </p>
      </header>
      {state.kind === 'no-link' ? (
        <Alert variant="error">{SAY.linkInvalid}</Alert>
      ) : (
        <>
          {error && <Alert variant="error">{error}</Alert>}
          <Button
            variant="danger"
            block
            loading={busy}
            loadingText="Deleting…"
            onClick={() => void confirm(state.token)}
          >
            Delete my account
          </Button>
        </>
      )}
      <p className="auth-switch">
        Changed your mind? <a href="/dashboard/settings">Back to settings</a>
      </p>
    </div>
  );
}

export default withErrorBoundary(DeleteAccountConfirm);
