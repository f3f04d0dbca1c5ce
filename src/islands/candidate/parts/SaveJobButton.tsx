import { useEffect, useState } from 'react';

import { candidate } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import { Alert, Button } from '../../ui';

/** Save a job for later (the dashboard's saved list), or remove it from there. */
export function SaveJobButton({ jobId }: { jobId: string }) {
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    candidate.isSaved(jobId).then(
      (r) => live && setSaved(r.saved),
      () => live && setSaved(false),
    );
    return () => {
      live = false;
    };
  }, [jobId]);
  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      setSaved((await (saved ? candidate.unsaveJob(jobId) : candidate.saveJob(jobId))).saved);
    } catch (err) {
      setError(failureMessage(err, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        block
        variant="secondary"
        disabled={saved === null}
        loading={busy}
        loadingText={saved ? 'Removing…' : 'Saving…'}
        aria-pressed={!!saved}
        onClick={toggle}
      >
        {saved ? 'Saved ✓ (remove)' : 'Save job'}
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </>
  );
}
