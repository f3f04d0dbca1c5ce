import { useState } from 'react';

import { candidate } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import { downloadFrom } from '../../../client/browser/download';
import type { Resume } from '../../../contract';
import { useLoad } from '../../hooks/use-load';
import { useTime } from '../../hooks/use-time';
import { Alert, Badge, Button, Card } from '../../ui';
import { LoadStatus } from '../../workspace/WorkspacePage';
import { ResumeUpload } from './ResumeUpload';

const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

function Row({ resume, onDeleted }: { resume: Resume; onDeleted: () => void }) {
  const { dateText } = useTime();
  const [busy, setBusy] = useState<'open' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const docx = resume.name.toLowerCase().endsWith('.docx');

  async function open() {
    setBusy('open');
    setError(null);
    try {
      const link = await candidate.resumeLink(resume.name);
      downloadFrom(link.url, resume.name);
    } catch (err) {
      setError(failureMessage(err, 'We could not download this file.'));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    setError(null);
    try {
      await candidate.deleteResume(resume.name);
      onDeleted();
    } catch (err) {
      setError(failureMessage(err, 'We could not delete this file.'));
      setBusy(null);
    }
  }

  return (
    <li className="cw-file-row">
      <span className={`cw-file-icon${docx ? ' cw-file-icon-docx' : ''}`} aria-hidden="true">
        {docx ? 'DOCX' : 'PDF'}
      </span>
      <div className="cw-file-main">
        <strong>{resume.name}</strong>
        <span className="muted cw-small">
          {size(resume.size)} · uploaded {dateText(resume.uploadedAt)}{' '}
        </span>
        {resume.textStatus === 'ok' ? (
          <Badge variant="success">Used for matching</Badge>
        ) : (
          <Badge variant="warning">Text not readable</Badge>
        )}
        {error && <Alert variant="error">{error}</Alert>}
        {confirming && (
          <div className="cw-confirm">
            <p>Delete {resume.name}? Applications you already sent keep their own copy.</p>
            <div className="cw-row">
              <Button variant="danger" size="sm" loading={busy === 'delete'} loadingText="Deleting…" onClick={remove}>
                Delete
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </div>
      <div className="cw-file-actions">
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'open'}
          onClick={open}
          aria-label={`Download ${resume.name}`}
        >
          Download
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${resume.name}`}
          disabled={confirming}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The candidate's resumes: list, open (signed link), delete, upload; `onChange` hears of each upload and deletion. */
export function ResumeList({ onChange }: { onChange?: () => void }) {
  const state = useLoad(() => candidate.resumes(), 'resumes', 'We could not load your resumes.');
  const changed = () => {
    state.reload();
    onChange?.();
  };
  return (
    <Card title="Resumes" titleAs="h2" id="resumes">
      <p className="muted cw-small">
        Your newest readable resume is what we match you with. Recruiters see the one you choose when you apply.
      </p>
      <LoadStatus state={state} what="resumes" />
      {state.status === 'ready' && (
        <>
          {state.data.resumes.length > 0 && (
            <ul className="cw-list cw-gap-bottom" aria-label="Your resumes">
              {state.data.resumes.map((r) => (
                <Row key={r.name} resume={r} onDeleted={changed} />
              ))}
            </ul>
          )}
          <ResumeUpload compact={state.data.resumes.length > 0} onUploaded={changed} />
        </>
      )}
    </Card>
  );
}
