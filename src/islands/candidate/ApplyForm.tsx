import { type FormEvent, useMemo, useState } from 'react';

import { verification } from '../../client/api/account';
import { candidate } from '../../client/api/candidate';
import { ApiError, failureMessage } from '../../client/api/client';
import { schemaOnDemand } from '../../client/browser/forms';
import { navigate } from '../../client/browser/navigate';
import {
  type AiNotice as AiNoticeData,
  APPLY_MESSAGES,
  type CandidateJob,
  COVER_LETTER_MAX,
  HUMAN_REVIEW,
  MESSAGES,
  type Resume,
} from '../../contract';
import { AiNotice } from '../ai/AiNotice';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Button, Card, LinkButton, TextAreaField } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { CompanyMark, JobFacts, MatchRing } from './parts/JobBits';
import { JobNotFound } from './parts/JobNotFound';
import { ResumeUpload } from './parts/ResumeUpload';
import { ScreeningAnswersField } from './parts/ScreeningAnswers';

const KB = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * Only an account whose email is verified applies (docs/decisions.md): instead of a form that would
 * fail, why, a new link on demand, and a check once the link was opened (in this tab or another).
 */
function VerifyToApply({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const run = async (what: 'send' | 'check') => {
    setBusy(what);
    setNote(null);
    try {
      if (what === 'send') setNote((await verification.resend()).message);
      else if ((await verification.status()).emailVerified) onVerified();
      else setNote(`${email} is not verified yet. Open the newest link we sent, then try again.`);
    } catch (err) {
      setNote(failureMessage(err, MESSAGES.internal));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Alert variant="warning" title="One step before you apply">
      <p>{APPLY_MESSAGES.verifyEmail(email)}</p>
      <div className="cw-row">
        <Button variant="secondary" loading={busy === 'send'} loadingText="Sending…" onClick={() => void run('send')}>
          Send me a new link
        </Button>
        <Button variant="ghost" loading={busy === 'check'} loadingText="Checking…" onClick={() => void run('check')}>
          I have verified it, continue
        </Button>
      </div>
      {note && <p>{note}</p>}
    </Alert>
  );
}

function Form({
  job,
  resumes: initial,
  onUnverified,
}: {
  job: CandidateJob;
  resumes: Resume[];
  onUnverified: () => void;
}) {
  const { dateText } = useTime();
  const [resumes, setResumes] = useState(initial);
  const [choice, setChoice] = useState(initial.find((r) => r.textStatus === 'ok')?.name ?? initial[0]?.name ?? '');
  const [cover, setCover] = useState('');
  const [humanReview, setHumanReview] = useState(false);
  const questions = job.job.screeningQuestions;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  // The answers' check comes with zod on the form's first focus, not with the page (issue 41's budget).
  const screeningCheck = useMemo(
    () => schemaOnDemand(() => import('../../contract/screening').then((m) => m.screeningAnswersSchema(questions))),
    [questions],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields?: Record<string, string>; conflict?: boolean } | null>(
    null,
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!choice) {
      setError({ message: 'Choose a resume', fields: { resumeName: 'Choose a resume, or upload one first' } });
      return;
    }
    // The same check as the worker's: each required question answered, each answer of its kind.
    let checked: Awaited<ReturnType<typeof screeningCheck.validate>>;
    try {
      checked = await screeningCheck.validate(answers);
    } catch (err) {
      setError({ message: failureMessage(err, 'We could not send your application. Try again.') });
      return;
    }
    if (!checked.ok) {
      const fields = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [`screeningAnswers.${k}`, v]));
      setError({ message: 'Answer the questions marked below.', fields });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const application = await candidate.apply(job.job.id, {
        resumeName: choice,
        coverLetter: cover,
        humanReview,
        screeningAnswers: answers,
      });
      navigate(`/dashboard/applied-jobs/${encodeURIComponent(application.id)}?applied=1`);
    } catch (err) {
      // The email is not verified (or no longer is): say why and how, rather than a failed form.
      if (err instanceof ApiError && err.status === 403) return onUnverified();
      setError({
        message: failureMessage(err, 'We could not send your application. Try again.'),
        fields: err instanceof ApiError ? err.fields : undefined,
        conflict: err instanceof ApiError && err.status === 409,
      });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} onFocus={screeningCheck.preload} noValidate>
      {error && (
        <Alert
          variant={error.conflict ? 'warning' : 'error'}
          title={error.conflict ? 'You cannot apply to this job' : undefined}
        >
          {error.message}
          {error.conflict && (
            <>
              {' '}
              <a href="/dashboard/applied-jobs">See your applications</a>
            </>
          )}
        </Alert>
      )}
      <Card title="1. Choose a resume" titleAs="h2">
        {resumes.length === 0 ? (
          <p className="muted">You have no resume yet. Upload one: it is saved to your profile for next time.</p>
        ) : (
          <fieldset className="cw-plain-fieldset">
            <legend className="visually-hidden">Resume to send</legend>
            <ul className="cw-choices">
              {resumes.map((r) => (
                <li key={r.name}>
                  <label className="cw-choice">
                    <input
                      type="radio"
                      name="resume"
                      value={r.name}
                      checked={choice === r.name}
                      onChange={() => setChoice(r.name)}
                    />
                    <span>
                      <span className="cw-choice-name">{r.name}</span>
                      <span className="muted cw-small">
                        {' '}
                        · {KB(r.size)} · uploaded {dateText(r.uploadedAt)}
                        {r.textStatus === 'unreadable' ? ' · text not readable: it will be sent but not scored' : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {error?.fields?.resumeName && <p className="field-error">{error.fields.resumeName}</p>}
        <ResumeUpload
          compact={resumes.length > 0}
          onUploaded={(resume) => {
            setResumes((list) => [resume, ...list]);
            setChoice(resume.name);
          }}
        />
      </Card>
      <div className="cw-gap" />
      {questions.length > 0 ? (
        <>
          <Card title="2. Answer the employer's questions" titleAs="h2">
            <ScreeningAnswersField
              questions={questions}
              answers={answers}
              onChange={(id, value) => {
                setAnswers((a) => ({ ...a, [id]: value }));
                // An answered question's message goes; the others stay until the next submit.
                setError((e) => {
                  if (!e?.fields) return e;
                  const { [`screeningAnswers.${id}`]: _, ...fields } = e.fields;
                  return { ...e, fields };
                });
              }}
              errors={error?.fields ?? {}}
            />
          </Card>
          <div className="cw-gap" />
        </>
      ) : null}
      <Card title={`${questions.length > 0 ? 3 : 2}. Add a cover letter`} titleAs="h2">
        <TextAreaField
          label="Cover letter"
          markOptional
          rows={7}
          value={cover}
          maxLength={COVER_LETTER_MAX}
          onChange={(e) => setCover(e.target.value)}
          hint={`${cover.length} / ${COVER_LETTER_MAX} characters. A few lines on why this role and what you would bring.`}
          error={error?.fields?.coverLetter}
        />
        <label className="cw-choice">
          <input
            type="checkbox"
            name="humanReview"
            checked={humanReview}
            onChange={(e) => setHumanReview(e.target.checked)}
            aria-describedby="human-review-hint"
          />
          <span>
            <span className="cw-choice-name">{HUMAN_REVIEW.option}</span>
            <span id="human-review-hint" className="muted cw-small">
              {' '}
              {HUMAN_REVIEW.hint}
            </span>
          </span>
        </label>
        <div className="cw-row">
          <Button type="submit" loading={busy} loadingText="Sending…">
            Submit application
          </Button>
          <LinkButton variant="ghost" href={`/dashboard/jobs/${encodeURIComponent(job.job.id)}`}>
            Cancel
          </LinkButton>
        </div>
      </Card>
    </form>
  );
}

function Apply({ id, notice }: { id: string; notice: AiNoticeData }) {
  const state = useLoad(
    () => Promise.all([candidate.job(id), candidate.resumes(), verification.status()]),
    id,
    'We could not load this job.',
  );
  const [verified, setVerified] = useState<boolean | null>(null);
  if (state.status !== 'ready') return <LoadStatus state={state} what="the job" notFound={<JobNotFound />} />;
  const [job, { resumes }, account] = state.data;
  const emailVerified = verified ?? account.emailVerified;
  const header = (
    <PageHeader
      eyebrow={<a href={`/dashboard/jobs/${encodeURIComponent(job.job.id)}`}>← Back to the job</a>}
      title={`Apply: ${job.job.title}`}
      lead={
        <span className="cw-row">
          <CompanyMark name={job.company.name} /> {job.company.name}
        </span>
      }
      actions={<MatchRing score={job.match.score} />}
    />
  );
  if (job.application) {
    return (
      <>
        {header}
        <Alert variant="info" title="You have already applied to this job">
          <a href={`/dashboard/applied-jobs/${encodeURIComponent(job.application.id)}`}>Track your application</a>
        </Alert>
      </>
    );
  }
  if (!job.acceptsApplications) {
    return (
      <>
        {header}
        <Alert variant="warning" title="Applications are closed">
          This job is no longer accepting applications. <a href="/dashboard/jobs">Find similar jobs</a>
        </Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <div className="cw-narrow">
        <div className="cw-muted-box cw-gap-bottom">
          <JobFacts job={job.job} />
        </div>
        <AiNotice notice={notice} />
        <div className="cw-gap" />
        {emailVerified ? (
          <Form job={job} resumes={resumes} onUnverified={() => setVerified(false)} />
        ) : (
          <VerifyToApply email={account.email} onVerified={() => setVerified(true)} />
        )}
      </div>
    </>
  );
}

/** /dashboard/apply/{id} */
export default function ApplyForm({ id, notice }: { id: string; notice: AiNoticeData }) {
  return <WorkspacePage role="candidate">{() => <Apply id={id} notice={notice} />}</WorkspacePage>;
}
