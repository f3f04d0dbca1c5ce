import { type ReactNode, useEffect, useState } from 'react';

import { Button } from '../../ui';

/**
 * The forms' primary action: the UI kit's Button with a spinner and busy text while it runs. It
 * stays disabled until the island has hydrated, so a quick click never submits the bare HTML form.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Button type="submit" block loading={busy} loadingText={busyLabel} disabled={!hydrated}>
      {children}
    </Button>
  );
}
