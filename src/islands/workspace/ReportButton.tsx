import { type ComponentType, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { onDemand } from '../../client/browser/on-demand';
import type { ReportTargetType } from '../../contract';
import { Alert, Button } from '../ui';
import type { ReportDialogProps } from './ReportDialog';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is being reported, for the dialog title: "this job", "Jane Doe". */
  targetLabel: string;
  /** Name the button after its target where several sit on one screen (each message of a thread). */
  namedButton?: boolean;
}

// The dialog (its form, words and check) is fetched on the first click, not with the page (issue 41's
// budget); a failed fetch is tried again on the next click.
const loadDialog = onDemand(() => import('./ReportDialog').then((m) => m.ReportDialog));

/** "Report": a dialog with a reason and details that files POST /api/reports. Reusable on any page. */
export function ReportButton({ targetType, targetId, targetLabel, namedButton = false }: ReportButtonProps) {
  const [ReportDialog, setReportDialog] = useState<ComponentType<ReportDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function openDialog() {
    setFailed(null);
    try {
      const loaded = await loadDialog();
      setReportDialog(() => loaded);
      setOpen(true);
    } catch (err) {
      setFailed(failureMessage(err, 'The report form could not be opened. Try again.'));
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="report-button"
        onClick={() => void openDialog()}
        disabled={sent !== null}
        aria-label={namedButton ? `${sent ? 'Reported' : 'Report'} ${targetLabel}` : undefined}
      >
        {sent ? 'Reported' : 'Report'}
      </Button>
      {failed && <Alert variant="error">{failed}</Alert>}
      {/* Once opened it stays mounted, so a reason chosen and closed is still there when opened again. */}
      {ReportDialog && (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          targetLabel={targetLabel}
          open={open}
          onClose={() => setOpen(false)}
          sent={sent}
          onSent={setSent}
        />
      )}
    </>
  );
}
