import { useState } from 'react';
import { jobInputSchema, type Job } from '../../contract';
import { failureMessage } from '../../client/api';
import { queryParam } from '../../client/forms';
import { recruiter } from '../../client/recruiter';
import { Alert, Badge, Button, EmptyState, LinkButton } from '../ui';
import { draftOf, inputOf } from './JobForm';
import { formatDate, JOB_STATUS_BADGE, JOB_STATUS_LABEL } from './format';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { useLoad } from '../hooks/use-load';

/** /recruiter/jobs: every job of the company with its figures and actions. */
export default function JobsList() {
  return (
    <WorkspacePage role="recruiter">
      <Jobs />
    </WorkspacePage>
  );
}

type Notice = { variant: 'success' | 'info' | 'error'; text: string };

/** The editor sends the recruiter here with ?saved=<id>&status=<status> after a save. */
function savedNotice(): Notice | null {
  if (typeof window === 'undefined' || !queryParam(window.location.search, 'saved')) return null;
  const status = queryParam(window.location.search, 'status');
  const text = status === 'open' ? 'Job published. Candidates can apply now.' : status === 'draft' ? 'Draft saved. Publish it when it is ready.' : 'Job saved.';
  return { variant: 'success', text };
}

function Jobs() {
  const data = useLoad(async () => {
    const [{ jobs }, week] = await Promise.all([recruiter.jobs(), recruiter.analytics(7)]);
    return { jobs, fresh: new Map(week.jobs.map((j) => [j.jobId, j.newApplications])) };
  }, 'jobs', 'Your jobs could not be loaded.');
  const [notice, setNotice] = useState<Notice | null>(savedNotice);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(job: Job, action: 'close' | 'delete') {
    setBusy(job.id);
    try {
      if (action === 'close') {
        await recruiter.updateJob(job.id, jobInputSchema.parse(inputOf(draftOf(job), 'closed')));
        setNotice({ variant: 'success', text: `"${job.title}" is closed. Its applications stay in your pipeline.` });
      } else {
        const result = await recruiter.deleteJob(job.id);
        setNotice({ variant: result.deleted ? 'success' : 'info', text: result.deleted ? `"${job.title}" was deleted.` : result.message });
      }
      data.reload();
    } catch (err) {
      setNotice({ variant: 'error', text: failureMessage(err, 'That did not work. Please try again.') });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  return (
    <>
      <PageHeader title="Jobs" lead="Everything your company has posted, with its pipeline at a glance." actions={<LinkButton href="/recruiter/post-job">Post a job</LinkButton>} />
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <LoadBoundary state={data} what="your jobs">
        {({ jobs, fresh }) =>
          jobs.length === 0 ? (
            <EmptyState title="No jobs yet" description="Post your first job: applicants appear here with a transparent match score." action={<LinkButton href="/recruiter/post-job">Post a job</LinkButton>} />
          ) : (
            <ul className="job-rows">
              {jobs.map((job) => (
                <li key={job.id} className="job-row card">
                  <div className="job-row-main">
                    <a className="job-row-title" href={`/recruiter/jobs/${job.id}/applications`}>
                      {job.title}
                    </a>
                    <p className="muted small">
                      <Badge variant={JOB_STATUS_BADGE[job.status]}>{JOB_STATUS_LABEL[job.status]}</Badge> {job.workplaceType === 'remote' ? 'Remote' : [job.city, job.country].filter(Boolean).join(', ')} ·{' '}
                      {job.postedAt ? `posted ${formatDate(job.postedAt)}` : 'not published'}
                    </p>
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
                    {job.status === 'open' && (
                      <Button size="sm" variant="secondary" loading={busy === job.id} onClick={() => act(job, 'close')}>
                        Close
                      </Button>
                    )}
                    {confirming === job.id ? (
                      <span className="confirm">
                        <span className="small">Delete this job?</span>
                        <Button size="sm" variant="danger" loading={busy === job.id} onClick={() => act(job, 'delete')}>
                          Yes, delete
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                          Keep
                        </Button>
                      </span>
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(job.id)}>
                        Delete
                      </Button>
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
