import { useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { downloadFrom } from '../../client/browser/download';
import type { FileLink } from '../../contract';
import { Alert, Button } from '../ui';

/** The offer's PDF, downloaded through a short-lived link: on the recruiter's panel and the candidate's page. */
export function OfferLetter({ name, link }: { name: string; link: () => Promise<FileLink> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      downloadFrom((await link()).url, name);
    } catch (err) {
      setError(failureMessage(err, 'The offer letter could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="offer-letter">
      <Button variant="secondary" size="sm" onClick={open} loading={busy} loadingText="Preparing...">
        Download offer letter ({name})
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
