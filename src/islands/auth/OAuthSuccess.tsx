import { useEffect } from 'react';

import { completeOAuthSignIn } from '../../client/api/account';
import { queryParam } from '../../client/browser/forms';
import { navigate } from '../../client/browser/navigate';
import { withErrorBoundary } from '../ui';

/** /oauth-success: takes the token out of the address at once, stores it, and moves on. */
function OAuthSuccess() {
  useEffect(() => {
    const token = queryParam(window.location.search, 'token');
    window.history.replaceState(null, '', window.location.pathname);
    void completeOAuthSignIn(token).then((destination) => navigate(destination, { replace: true }));
  }, []);

  return (
    <div className="auth-form auth-result" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <h1>Completing your sign in...</h1>
      <p className="muted">One moment while we set up your session.</p>
    </div>
  );
}

export default withErrorBoundary(OAuthSuccess);
