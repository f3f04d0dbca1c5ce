import { useEffect, useState } from 'react';

import { memberApi } from '../../client/api/admin';
import { ApiError, failureMessage } from '../../client/api/client';
import { schemaOnDemand } from '../../client/browser/forms';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../contract';
import { Alert, Button, TextAreaField } from '../ui';
import { Dialog } from '../ui/Dialog';
import type { ReportButtonProps } from './ReportButton';

export interface ReportDialogProps extends Pick<ReportButtonProps, 'targetType' | 'targetId' | 'targetLabel'> {
  open: boolean;
  onClose: () => void;
  /** The answer once filed (or already filed): the dialog thanks, the button reads "Reported". */
  sent: string | null;
  onSent: (message: string) => void;
}

const reportCheck = schemaOnDemand(() => import('../../contract/reports').then((m) => m.reportInputSchema));

/** The report's dialog: a reason and details that file POST /api/reports. `ReportButton` loads it when first opened. */
export function ReportDialog({ targetType, targetId, targetLabel, open, onClose, sent, onSent }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(reportCheck.preload, []);

  async function submit() {
    try {
      const checked = await reportCheck.validate({ targetType, targetId, reason, details });
      if (!checked.ok) return setErrors(checked.errors);
      setBusy(true);
      setErrors({});
      onSent((await memberApi.fileReport(checked.data)).message);
    } catch (err) {
      // A second report on the same thing is not a failure for the user: say it is being reviewed.
      if (err instanceof ApiError && err.status === 409) onSent(err.detail ?? 'You have already reported this.');
      else
        setErrors({
          form: failureMessage(err, 'The report could not be sent. Try again.'),
          ...(err instanceof ApiError ? err.fields : {}),
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      title={sent ? 'Thanks for telling us' : `Report ${targetLabel}`}
      onClose={() => !busy && onClose()}
      footer={
        sent ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} onClick={submit}>
              Send report
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <p>{sent}</p>
      ) : (
        <>
          <fieldset className="reason-group" aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
            <legend className="label">What is wrong?</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="reason-option">
                <input
                  type="radio"
                  name={`reason-${targetId}`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
            {errors.reason && (
              <p className="field-error" id="report-reason-error">
                {errors.reason}
              </p>
            )}
          </fieldset>
          <TextAreaField
            label="Details"
            markOptional={reason !== 'other'}
            required={reason === 'other'}
            hint="What happened? Admins see this; the person you report does not."
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            rows={3}
            maxLength={2000}
            error={errors.details}
          />
          {errors.form && <Alert variant="error">{errors.form}</Alert>}
        </>
      )}
    </Dialog>
  );
}
