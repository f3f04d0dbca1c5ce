import { useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import { announce } from '../../client/browser/announce';
import { focusAfterRender } from '../../client/browser/focus';
import { queryParam } from '../../client/browser/forms';
import { dayText, EMPLOYER_MESSAGES, type Job, JOB_STATUS, type JobStatus } from '../../contract';
import { deadlinePassed } from '../../contract/job-deadlines';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Badge, Button, EmptyState, LinkButton } from '../ui';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';

/** /recruiter/jobs: every job of the company with its figures and actions. */
export default function JobsList() {
  return (
    <WorkspacePage role="recruiter">
      <Jobs />
    </WorkspacePage>
  );
}

/** `undo`: the job that was just closed, which the notice offers to reopen. */
type Notice = { variant: 'success' | 'info' | 'error'; text: string; undo?: Job };

/** The editor sends the recruiter here with ?saved=<id>&status=<status, or review for an open job in review> after a save. */
function savedNotice(): Notice | null {
  if (typeof window === 'undefined' || !queryParam(window.location.search, 'saved')) return null;
  const status = queryParam(window.location.search, 'status');
  const text =
    status === 'open'
      ? 'Job published. Candidates can apply now.'
      : status === 'review'
        ? 'Job published. It waits in review until your company is verified.'
        : status === 'draft'
          ? 'Draft saved. Publish it when it is ready.'
          : 'Job saved.';
  return { variant: 'success', text };
}

function Jobs() {
  const { dateText } = useTime();
  const data = useLoad(
    async () => {
      const [{ jobs }, week] = await Promise.all([recruiter.jobs(), recruiter.analytics(7)]);
      return { jobs, fresh: new Map(week.jobs.map((j) => [j.jobId, j.newApplications])) };
    },
    'jobs',
    'Your jobs could not be loaded.',
  );
  const [notice, setNotice] = useState<Notice | null>(savedNotice);
  // Which job asks "Close?" or "Delete?" before acting.
  const [confirming, setConfirming] = useState<{ id: string; action: 'close' | 'delete' } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // Closing or reopening sends the whole job, checked with its schema: the form's code and zod load on
  // the click, not with the list.
  async function setStatus(job: Job, status: JobStatus) {
    const { withStatus } = await import('./JobForm');
    return recruiter.updateJob(job.id, await withStatus(job, status));
  }

  async function act(job: Job, action: 'close' | 'delete' | 'undo') {
    setBusy(job.id);
    let next: Notice;
    try {
      if (action === 'close') {
        await setStatus(job, 'closed');
        next = {
          variant: 'success',
          text: `"${job.title}" is closed: candidates can no longer apply. Its applications stay in your pipeline.`,
          undo: job,
        };
      } else if (action === 'undo') {
        await setStatus(job, 'open');
        next = { variant: 'success', text: `"${job.title}" is open again.` };
      } else {
        const result = await recruiter.deleteJob(job.id);
        next = {
          variant: result.deleted ? 'success' : 'info',
          text: result.deleted ? `"${job.title}" was deleted.` : result.message,
        };
      }
      data.reload();
    } catch (err) {
      next = { variant: 'error', text: failureMessage(err, 'That did not work. Please try again.') };
    }
    setBusy(null);
    setConfirming(null);
    setNotice(next);
    if (next.variant !== 'error') announce(next.text);
    // The pressed button has gone: after closing, focus the Undo; else the notice's heading row.
    focusAfterRender(next.undo ? '#job-undo' : null, `#job-${job.id} .job-row-title`, '#job-notice', 'h1');
  }

  function ask(job: Job, action: 'close' | 'delete') {
    setConfirming({ id: job.id, action });
    // The question takes focus (read out first); Yes is one Tab away, never pressed by accident.
    focusAfterRender(`#confirm-${job.id}`);
  }

  return (
    <>
      <PageHeader
        title="Jobs"
        lead="Everything your company has posted, with its pipeline at a glance."
        actions={<LinkButton href="/recruiter/post-job">Post a job</LinkButton>}
      />
      {notice && (
        <Alert id="job-notice" variant={notice.variant} quiet={notice.variant !== 'error'}>
          {notice.text}{' '}
          {notice.undo && (
            <Button
              id="job-undo"
              size="sm"
              variant="secondary"
              loading={busy === notice.undo.id}
              onClick={() => act(notice.undo!, 'undo')}
            >
              Undo
            </Button>
          )}
        </Alert>
      )}
      <LoadBoundary state={data} what="your jobs">
        {({ jobs, fresh }) =>
          jobs.length === 0 ? (
            <EmptyState
              title="No jobs yet"
              description="Post your first job: applicants appear here with a transparent match score."
              action={<LinkButton href="/recruiter/post-job">Post a job</LinkButton>}
            />
          ) : (
            <ul className="job-rows">
              {jobs.map((job) => (
                <li key={job.id} id={`job-${job.id}`} className="job-row card">
                  <div className="job-row-main">
                    <a className="job-row-title" href={`/recruiter/jobs/${job.id}/applications`}>
                      {job.title}
                    </a>
                    <p className="muted small">
                      <Badge variant={JOB_STATUS[job.status].tone}>{JOB_STATUS[job.status].label}</Badge>{' '}
                      {job.workplaceType === 'remote' ? 'Remote' : [job.city, job.country].filter(Boolean).join(', ')} ·{' '}
                      {job.postedAt ? `posted ${dateText(job.postedAt)}` : 'not published'}
                    </p>
                    {job.inReview && (
                      <p className="small job-row-flag">
                        <Badge variant="warning">In review</Badge> {EMPLOYER_MESSAGES.jobInReview}{' '}
                        <a href="/recruiter/profile">Your company’s verification</a>
                      </p>
                    )}
                    {deadlinePassed(job) && (
                      <p className="small job-row-flag">
                        <Badge variant="warning">Deadline passed</Badge> Applications closed on {dayText(job.deadline!)}
                        : close the job, or edit it to set a later deadline.
                      </p>
                    )}
                  </div>
                  <dl className="job-row-figures">
                    <div>
                      <dt>Views</dt>
                      <dd>{job.viewCount}</dd>
                    </div>
                    <div>
                      <dt>Applications</dt>
                      <dd>{job.applicationCount}</dd>
                    </div>
                    <div>
                      <dt>New (7 days)</dt>
                      <dd className={(fresh.get(job.id) ?? 0) > 0 ? 'is-new' : undefined}>{fresh.get(job.id) ?? 0}</dd>
                    </div>
                  </dl>
                  <div className="job-row-actions">
                    <LinkButton size="sm" href={`/recruiter/jobs/${job.id}/applications`}>
                      Applications
                    </LinkButton>
                    <LinkButton size="sm" variant="secondary" href={`/recruiter/jobs/${job.id}/edit`}>
                      Edit
                    </LinkButton>
                    {confirming?.id === job.id ? (
                      <span
                        id={`confirm-${job.id}`}
                        tabIndex={-1}
                        className="confirm"
                        role="group"
                        aria-label={confirming.action === 'close' ? 'Confirm closing' : 'Confirm deleting'}
                      >
                        <span className="small">
                          {confirming.action === 'close'
                            ? 'Close this job? Candidates can no longer apply.'
                            : 'Delete this job?'}
                        </span>
                        <Button
                          size="sm"
                          variant="danger"
                          loading={busy === job.id}
                          onClick={() => act(job, confirming.action)}
                        >
                          {confirming.action === 'close' ? 'Yes, close' : 'Yes, delete'}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => {
                            setConfirming(null);
                            focusAfterRender(`#job-${job.id} .job-row-actions button`);
                          }}
                        >
                          {confirming.action === 'close' ? 'Keep open' : 'Keep'}
                        </Button>
                      </span>
                    ) : (
                      <>
                        {job.status === 'open' && (
                          <Button size="sm" variant="secondary" onClick={() => ask(job, 'close')}>
                            Close
                          </Button>
                        )}
                        <Button size="sm" variant="ghost" onClick={() => ask(job, 'delete')}>
                          Delete
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadBoundary>
    </>
  );
}
