import { candidate } from '../../client/api/candidate';
import type { AiNotice as AiNoticeData } from '../../contract';
import { AiNotice } from '../ai/AiNotice';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, LinkButton } from '../ui';
import { ReportButton } from '../workspace/ReportButton';
import { LoadStatus, WorkspacePage } from '../workspace/WorkspacePage';
import { StatusBadge } from './parts/JobBits';
import { JobNotFound } from './parts/JobNotFound';
import { JobPosting } from './parts/JobPosting';
import { MatchPanel } from './parts/MatchPanel';
import { SaveJobButton } from './parts/SaveJobButton';

function Detail({ id, notice }: { id: string; notice: AiNoticeData }) {
  const { dateText } = useTime();
  const state = useLoad(() => candidate.job(id), id, 'We could not load this job.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="the job" notFound={<JobNotFound />} />;
  const { job, company, match, application, acceptsApplications } = state.data;
  return (
    <>
      <p className="page-eyebrow">
        <a href="/dashboard/jobs">← All jobs</a>
      </p>
      <JobPosting
        job={job}
        company={company}
        notices={
          application ? (
            <Alert variant="success" title="You applied to this job">
              Applied on {dateText(application.createdAt)} · <StatusBadge status={application.status} /> ·{' '}
              <a href={`/dashboard/applied-jobs/${encodeURIComponent(application.id)}`}>Track your application</a>
            </Alert>
          ) : !acceptsApplications ? (
            <Alert variant="warning" title="Applications are closed">
              This job is no longer accepting applications.
            </Alert>
          ) : null
        }
        after={<AiNotice notice={notice} />}
        actions={
          <>
            {application ? (
              <LinkButton
                block
                variant="secondary"
                href={`/dashboard/applied-jobs/${encodeURIComponent(application.id)}`}
              >
                View your application
              </LinkButton>
            ) : acceptsApplications ? (
              <LinkButton block href={`/dashboard/apply/${encodeURIComponent(job.id)}`}>
                Apply now
              </LinkButton>
            ) : null}
            <SaveJobButton jobId={job.id} />
          </>
        }
        aside={
          <>
            <MatchPanel match={match} />
            <div className="cw-report">
              <ReportButton targetType="job" targetId={job.id} targetLabel={`${job.title} at ${company.name}`} />
            </div>
          </>
        }
      />
    </>
  );
}

/** /dashboard/jobs/{id} */
export default function JobDetail({ id, notice }: { id: string; notice: AiNoticeData }) {
  return <WorkspacePage role="candidate">{() => <Detail id={id} notice={notice} />}</WorkspacePage>;
}
