import { useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import { announce } from '../../client/browser/announce';
import { downloadFrom } from '../../client/browser/download';
import { focusAfterRender } from '../../client/browser/focus';
import { RECRUITER_STATUS, type RecruiterApplicationDetail, unmetFlag } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { MessageAbout } from '../messaging/MessageAbout';
import { Alert, Button } from '../ui';
import { ApplicationNotes } from './ApplicationNotes';
import { AtsBreakdownView } from './AtsBreakdownView';
import { InterviewSection } from './InterviewSection';
import { OfferSection } from './OfferSection';
import { Reasons, ScorePill, StatusBadge } from './parts';
import { ResumeViewer } from './ResumeViewer';
import { ScorecardSection } from './ScorecardSection';
import { messagingFor, StatusForm } from './StatusForm';
import { type MoveMade, UndoMove, undoOffer } from './UndoMove';

// What the application panel shows of one application: its own chunk, fetched when an application is
// first opened (ApplicationPanel), so the lists that offer the panel do not load it with the page.

/** The application's summary, moves, interviews, offer, resume, answers, score, notes and timeline. */
export function Detail({
  a,
  onMoved,
}: {
  a: RecruiterApplicationDetail;
  onMoved: (a: RecruiterApplicationDetail) => void;
}) {
  const { dateText, dateTimeText } = useTime();
  // Without the templates the move still works: the message field waits for them.
  const templates = useLoad(() => recruiter.templates(), 'templates', 'The message templates could not be loaded.');
  const [undoable, setUndoable] = useState<MoveMade | null>(null);
  return (
    <div className="detail">
      <div className="detail-summary">
        <ScorePill score={a.atsScore} status={a.atsStatus} size="lg" />
        <div>
          <p className="detail-meta">
            {a.candidate.email ?? <span className="muted">Identity hidden until interview (blind review)</span>}
          </p>
          <p className="detail-meta muted">
            {a.jobTitle} · applied {dateText(a.createdAt)}
          </p>
          <StatusBadge status={a.status} />
        </div>
      </div>
      <Reasons reasons={a.reasons} />
      {a.screeningUnmet.length > 0 && (
        <Alert variant="warning" title={unmetFlag(a.screeningUnmet)}>
          Not rejected: the answers below do not meet this job&apos;s knockout. You decide.
        </Alert>
      )}
      <MessageAbout applicationId={a.id} side="recruiter" label="Message candidate" />
      {a.rejectionReason && a.status === 'rejected' && (
        <Alert variant="info" title="Rejected">
          {a.rejectionReason}
        </Alert>
      )}

      <section className="detail-section" aria-labelledby="move-h">
        <h3 id="move-h">Change status</h3>
        <StatusForm
          moves={a.allowedMoves}
          submitLabel="Move"
          focusAfter={['#panel-title']}
          messaging={templates.status === 'ready' ? messagingFor(a, templates.data) : undefined}
          onSubmit={async (status, note, reason, message) => {
            const startedAt = Date.now();
            onMoved(await recruiter.moveApplication(a.id, status, note, reason, message));
            const offer = undoOffer(a.id, a.candidate.fullName, status, startedAt);
            setUndoable(offer);
            if (!offer) announce(`${a.candidate.fullName} moved to ${RECRUITER_STATUS[status].label}.`);
          }}
        />
        {undoable && (
          <UndoMove
            key={undoable.startedAt}
            move={undoable}
            onUndone={(back) => {
              onMoved(back);
              // The form's "Move to" offers the stages from here again: focus goes back to it.
              focusAfterRender('#move-h + .status-form select', '#panel-title');
            }}
            onGone={() => setUndoable(null)}
          />
        )}
        {templates.status === 'error' && (
          <p className="muted small">{templates.message} You can still move without a message to the candidate.</p>
        )}
      </section>

      <InterviewSection
        a={a}
        panel={(iv) => (
          <ScorecardSection applicationId={a.id} jobId={a.jobId} version={`${iv.organizer}-${iv.state}`} />
        )}
      />
      <OfferSection a={a} onMoved={onMoved} />

      <section className="detail-section" aria-labelledby="resume-h">
        <h3 id="resume-h">Resume</h3>
        <ResumeLink a={a} />
        <ResumeViewer a={a} />
      </section>

      {a.screeningAnswers.length > 0 && (
        <section className="detail-section" aria-labelledby="screening-h">
          <h3 id="screening-h">Screening answers</h3>
          <dl className="screening-answers">
            {a.screeningAnswers.map((q) => (
              <div key={q.questionId}>
                <dt>{q.label}</dt>
                <dd>
                  {q.answer || <span className="muted">Not answered</span>}
                  {q.met === false ? (
                    <span className="screening-unmet"> · does not meet (required: {q.accepted.join(' or ')})</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted small">Answers are never part of the score.</p>
        </section>
      )}

      <section className="detail-section" aria-labelledby="cover-h">
        <h3 id="cover-h">Cover letter</h3>
        {a.coverLetter.trim() ? (
          <p className="cover-letter">{a.coverLetter}</p>
        ) : (
          <p className="muted">No cover letter.</p>
        )}
      </section>

      <section className="detail-section" aria-labelledby="ats-h">
        <h3 id="ats-h">Why this score</h3>
        <AtsBreakdownView breakdown={a.atsBreakdown} score={a.atsScore} status={a.atsStatus} />
        {a.atsVersion && (
          <p className="muted small">
            Scorer {a.atsVersion}. The score never uses name, gender, age, photo or address.
          </p>
        )}
      </section>

      <ApplicationNotes applicationId={a.id} />

      <section className="detail-section" aria-labelledby="timeline-h">
        <h3 id="timeline-h">Timeline</h3>
        <ol className="timeline">
          {[...a.timeline].reverse().map((e) => (
            <li key={e.id}>
              <p>
                <strong>
                  {e.from
                    ? `${RECRUITER_STATUS[e.from].label} → ${RECRUITER_STATUS[e.to].label}`
                    : RECRUITER_STATUS[e.to].label}
                </strong>{' '}
                <span className="muted">by {e.actorName}</span>
              </p>
              <p className="muted small">{dateTimeText(e.createdAt)}</p>
              {e.note ? <p className="timeline-note">{e.note}</p> : null}
              {e.message ? (
                <p className="timeline-note">
                  <span className="muted">Sent to the candidate: </span>
                  {e.message}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The resume opens through a short-lived signed link fetched on click. */
function ResumeLink({ a }: { a: RecruiterApplicationDetail }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!a.resumeAvailable)
    return (
      <p className="muted">The resume file is available once the candidate reaches Interview (blind review is on).</p>
    );
  async function open() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await recruiter.resumeUrl(a.id);
      downloadFrom(url, a.resumeName);
    } catch (err) {
      setError(failureMessage(err, 'The resume could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="resume-link">
      <span className="resume-name">{a.resumeName}</span>
      <Button variant="secondary" size="sm" onClick={open} loading={busy} loadingText="Preparing...">
        Download resume
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
