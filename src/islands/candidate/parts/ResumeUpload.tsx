import { type DragEvent, useRef, useState } from 'react';

import { candidate } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import { type Resume, RESUME_ACCEPT_ATTR, RESUME_MAX_BYTES } from '../../../contract';
import { Alert, Button } from '../../ui';

/** Drop or pick a PDF/DOCX; uploads it at once and reports the stored resume. */
export function ResumeUpload({
  onUploaded,
  compact = false,
}: {
  onUploaded: (resume: Resume) => void;
  compact?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > RESUME_MAX_BYTES) {
      setError(`The file is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setBusy(true);
    setSending({ name: file.name, percent: 0 });
    try {
      onUploaded(
        await candidate.uploadResumeWithProgress(file, (f) =>
          setSending({ name: file.name, percent: Math.round(f * 100) }),
        ),
      );
    } catch (err) {
      setError(failureMessage(err, `${file.name} could not be uploaded. Try again.`));
    } finally {
      setBusy(false);
      setSending(null);
      if (input.current) input.current.value = '';
    }
  }

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void upload(e.dataTransfer.files[0]);
  };

  return (
    <div>
      <div
        className={`cw-drop${over ? ' cw-drop-active' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {!compact && <strong>Drop your resume here</strong>}
        <span className="muted cw-small">
          PDF or DOCX, up to {RESUME_MAX_BYTES / 1024 / 1024} MB. We read the text once to match you with jobs.
        </span>
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          loadingText="Uploading…"
          onClick={() => input.current?.click()}
        >
          Choose a file
        </Button>
        <input
          ref={input}
          type="file"
          accept={RESUME_ACCEPT_ATTR}
          hidden
          aria-label="Resume file"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      {sending && (
        <div className="cw-upload-progress" role="status">
          <span className="cw-upload-name" title={sending.name}>
            {sending.percent < 100 ? `Uploading ${sending.name}… ${sending.percent}%` : `Reading ${sending.name}…`}
          </span>
          <progress max={100} value={sending.percent} aria-label={`Upload of ${sending.name}`} />
        </div>
      )}
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
