import { useRef, useState } from 'react';

import { candidate } from '../../client/api/candidate';
import { failureMessage } from '../../client/api/client';
import { announce } from '../../client/browser/announce';
import { focusAfterRender } from '../../client/browser/focus';
import { onDemand } from '../../client/browser/on-demand';
import {
  type AtsBreakdown,
  atsPartTexts,
  CANDIDATE_STATUS,
  type CandidateApplicationDetail,
  HUMAN_REVIEW,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useOnDemand } from '../hooks/use-on-demand';
import { useTime } from '../hooks/use-time';
import { MessageAbout } from '../messaging/MessageAbout';
import { Alert, Button, Card, TextAreaField } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { InterviewCard } from './parts/InterviewCard';
import { StatusBadge } from './parts/JobBits';
import { MatchPanel } from './parts/MatchPanel';
import { OfferCard } from './parts/OfferCard';
import { SelfIdentificationCard } from './parts/SelfIdentification';

// Most jobs ask no screening questions: the answers' parts (and their words) come when there are some.
const loadAnswers = onDemand(() => import('./parts/ScreeningAnswers'));

/** The Status card's heading: where focus goes once a withdrawal has taken its buttons away. */
const STATUS_HEADING_ID = 'application-status';
const STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;

function Progress({ app }: { app: CandidateApplicationDetail }) {
  // How far it got: the furthest stage in the timeline.
  const reached = Math.max(0, ...app.timeline.map((e) => STAGES.indexOf(e.to as (typeof STAGES)[number])));
  return (
    <div aria-hidden="true">
      <div className="cw-steps">
        {STAGES.map((s, i) => (
          <span key={s} className={i <= reached ? 'on' : ''} />
        ))}
      </div>
      <div className="cw-steps-labels">
        {STAGES.map((s) => (
          <span key={s}>{CANDIDATE_STATUS[s].label}</span>
        ))}
      </div>
    </div>
  );
}

/** The glass box: each part's points, the evidence that earned them, and the resume lines behind each skill. */
function Breakdown({ breakdown }: { breakdown: AtsBreakdown }) {
  const skills = [...breakdown.requiredSkills.items, ...breakdown.niceToHaveSkills.items];
  return (
    <Card title="How the score was computed" titleAs="h2">
      <div className="cw-parts">
        {/* Breakdowns stored by an older scorer may lack a part: only the parts it has are shown. */}
        {atsPartTexts(breakdown).map((part) => (
          <div key={part.key}>
            <div className="cw-part-head">
              <span>{part.key === 'title' ? 'Your titles against the job title' : part.name}</span>
              <span>
                {Math.round(part.points)} of {Math.round(part.weight * 100)} points
              </span>
            </div>
            <div className="cw-bar">
              <span
                className="cw-bar-fill"
                ref={(el) => el?.style.setProperty('width', `${Math.round(part.points / part.weight)}%`)}
              />
            </div>
            <p className="muted cw-small">{part.text}</p>
          </div>
        ))}
      </div>
      <h3 className="cw-sub">Skills and where we found them</h3>
      <ul className="cw-evidence">
        {skills.map((s) => (
          <li key={s.skill}>
            <span className={s.found ? 'cw-yes' : 'cw-no'} aria-hidden="true">
              {s.found ? '✓' : '–'}
            </span>
            <span>
              <strong>{s.skill}</strong>
              {s.found ? (
                s.evidence ? (
                  <q>{s.evidence}</q>
                ) : null
              ) : (
                <span className="muted"> not found on the resume you sent</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Withdraw({ app, onDone }: { app: CandidateApplicationDetail; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const confirmGroup = useRef<HTMLDivElement>(null);
  if (!app.canWithdraw) return null;
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await candidate.withdraw(app.id, reason);
      announce(`Application to ${app.jobTitle} withdrawn.`);
      onDone();
      // The Withdraw controls go away with the withdrawal: focus goes to the status it changed.
      focusAfterRender(() => document.getElementById(STATUS_HEADING_ID));
    } catch (err) {
      setError(failureMessage(err, 'We could not withdraw the application. Try again.'));
      setBusy(false);
    }
  }
  if (!open) {
    return (
      <div className="cw-withdraw">
        <Button
          variant="secondary"
          size="sm"
          ref={withdrawButton}
          onClick={() => {
            setOpen(true);
            // The button makes way for the question: focus goes to it, so it is read out.
            focusAfterRender(() => confirmGroup.current);
          }}
        >
          Withdraw application
        </Button>
      </div>
    );
  }
  return (
    <div ref={confirmGroup} className="cw-confirm" role="group" aria-label="Confirm withdrawal" tabIndex={-1}>
      <p>
        <strong>Withdraw your application to {app.jobTitle}?</strong> The recruiter will see that you withdrew. This
        cannot be undone, and you cannot apply to this job again.
      </p>
      <TextAreaField
        label="Reason"
        markOptional
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        hint="Only you see this."
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div className="cw-row">
        <Button variant="danger" loading={busy} loadingText="Withdrawing…" onClick={confirm}>
          Yes, withdraw
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(false);
            focusAfterRender(() => withdrawButton.current);
          }}
          disabled={busy}
        >
          Keep my application
        </Button>
      </div>
    </div>
  );
}

/** Until the application first moves, the candidate may have it reviewed without the score. */
function AskHumanReview({ app, onDone }: { app: CandidateApplicationDetail; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!app.canRequestHumanReview) return null;
  async function ask() {
    setBusy(true);
    setError(null);
    try {
      await candidate.requestHumanReview(app.id);
      onDone();
    } catch (err) {
      setError(failureMessage(err, 'We could not change how this application is reviewed. Try again.'));
      setBusy(false);
    }
  }
  return (
    <div className="cw-withdraw">
      <p className="muted cw-small">{HUMAN_REVIEW.hint}</p>
      {error && <Alert variant="error">{error}</Alert>}
      <Button variant="secondary" size="sm" loading={busy} loadingText="Saving…" onClick={ask}>
        {HUMAN_REVIEW.option}
      </Button>
    </div>
  );
}

function Detail({ id }: { id: string }) {
  const { dateText, dateTimeText } = useTime();
  const state = useLoad(() => candidate.application(id), id, 'We could not load this application.');
  const answers = useOnDemand(loadAnswers, state.status === 'ready' && state.data.screeningAnswers.length > 0);
  if (state.status !== 'ready') return <LoadStatus state={state} what="your application" />;
  const app = state.data;
  const justApplied = new URLSearchParams(window.location.search).has('applied');
  return (
    <>
      <PageHeader
        eyebrow={<a href="/dashboard/applied-jobs">← Applied jobs</a>}
        title={app.jobTitle}
        lead={
          <>
            <a href={`/company/${encodeURIComponent(app.companyId)}`}>{app.companyName}</a> · applied{' '}
            {dateText(app.createdAt)} with {app.resumeName}
          </>
        }
        actions={
          <>
            <StatusBadge status={app.status} />
            <MessageAbout applicationId={app.id} side="candidate" label="Message recruiter" />
          </>
        }
      />
      {justApplied && app.status === 'applied' && (
        <Alert variant="success" title="Application sent">
          The recruiter can now see your application. You will find every update here.
        </Alert>
      )}
      {answers && <answers.UnmetNotice answers={app.screeningAnswers} />}
      <div className="cw-grid cw-grid-2">
        <div className="cw-stack">
          <OfferCard app={app} onAnswered={state.reload} />
          <InterviewCard app={app} />
          <Card
            title={
              <span id={STATUS_HEADING_ID} tabIndex={-1}>
                Status
              </span>
            }
            titleAs="h2"
          >
            {app.status === 'withdrawn' || app.status === 'rejected' ? (
              <p className="muted">
                {app.status === 'withdrawn'
                  ? 'You withdrew this application.'
                  : 'The recruiter did not move this application forward. Keep going: new roles open every day.'}
              </p>
            ) : (
              <Progress app={app} />
            )}
            <h3 className="cw-sub">Timeline</h3>
            <ol className="cw-timeline">
              {app.timeline.map((e, i) => (
                <li key={i}>
                  <strong>
                    {e.from === null
                      ? 'Application sent'
                      : `${CANDIDATE_STATUS[e.to].label}${e.byYou ? ' (by you)' : ''}`}
                  </strong>
                  <time dateTime={e.at}>{dateTimeText(e.at)}</time>
                  {e.note ? <span className="muted cw-small cw-timeline-note">“{e.note}”</span> : null}
                </li>
              ))}
            </ol>
            <Withdraw app={app} onDone={state.reload} />
          </Card>
          {app.humanReview ? (
            <Alert variant="info" title={HUMAN_REVIEW.label}>
              No score is computed for this application: the recruiter reads it without one.
            </Alert>
          ) : app.breakdown ? (
            <Breakdown breakdown={app.breakdown} />
          ) : (
            <Alert variant="info" title="No ATS score for this application">
              We could not read enough text from the resume you sent to score it. The recruiter still sees your resume.
            </Alert>
          )}
          {app.coverLetter && (
            <Card title="Your cover letter" titleAs="h2">
              <p className="cw-pre">{app.coverLetter}</p>
            </Card>
          )}
          {answers && app.screeningAnswers.length > 0 && (
            <Card title="Your answers to the employer's questions" titleAs="h2">
              <p className="muted cw-small">Answers cannot be changed after submitting.</p>
              <answers.ScreeningAnswersList answers={app.screeningAnswers} />
            </Card>
          )}
        </div>
        <aside className="cw-sticky">
          {!app.humanReview && <MatchPanel match={app.match} title="ATS score" />}
          <AskHumanReview app={app} onDone={state.reload} />
          <SelfIdentificationCard jobId={app.jobId} />
        </aside>
      </div>
    </>
  );
}

/** /dashboard/applied-jobs/{id} */
export default function ApplicationDetail({ id }: { id: string }) {
  return <WorkspacePage role="candidate">{() => <Detail id={id} />}</WorkspacePage>;
}
