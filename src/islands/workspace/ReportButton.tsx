import { useState } from 'react';

import { memberApi } from '../../client/api/admin';
import { ApiError, failureMessage } from '../../client/api/client';
import { schemaOnDemand } from '../../client/browser/forms';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetType } from '../../contract';
import { Alert, Button, TextAreaField } from '../ui';
import { Dialog } from '../ui/Dialog';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is being reported, for the dialog title: "this job", "Jane Doe". */
  targetLabel: string;
  /** Name the button after its target where several sit on one screen (each message of a thread). */
  namedButton?: boolean;
}

/** "Report": a dialog with a reason and details that files POST /api/reports. Reusable on any page. */
const reportCheck = schemaOnDemand(() => import('../../contract/reports').then((m) => m.reportInputSchema));

export function ReportButton({ targetType, targetId, targetLabel, namedButton = false }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit() {
    try {
      const checked = await reportCheck.validate({ targetType, targetId, reason, details });
      if (!checked.ok) return setErrors(checked.errors);
      setBusy(true);
      setErrors({});
      setSent((await memberApi.fileReport(checked.data)).message);
    } catch (err) {
      // A second report on the same thing is not a failure for the user: say it is being reviewed.
      if (err instanceof ApiError && err.status === 409) setSent(err.detail ?? 'You have already reported this.');
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
    <>
      <Button
        variant="ghost"
        size="sm"
        className="report-button"
        onClick={() => {
          reportCheck.preload();
          setOpen(true);
        }}
        disabled={sent !== null}
        aria-label={namedButton ? `${sent ? 'Reported' : 'Report'} ${targetLabel}` : undefined}
      >
        {sent ? 'Reported' : 'Report'}
      </Button>
      <Dialog
        open={open}
        title={sent ? 'Thanks for telling us' : `Report ${targetLabel}`}
        onClose={() => !busy && setOpen(false)}
        footer={
          sent ? (
            <Button onClick={() => setOpen(false)}>Close</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
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
    </>
  );
}
