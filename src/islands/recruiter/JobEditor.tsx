import { recruiter } from '../../client/api/recruiter';
import type { Job, JobInput, JobStatus } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { EmptyState, LinkButton } from '../ui';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { draftOf, EMPTY_DRAFT, JobForm } from './JobForm';
import { JobScorecardForm } from './JobScorecardForm';

type Action = { label: string; status: JobStatus; variant: 'primary' | 'secondary' };

/** The buttons a job offers, by where it is: a published job cannot go back to draft. */
function actionsFor(job: Job | null): Action[] {
  if (!job || job.status === 'draft')
    return [
      { label: 'Publish job', status: 'open', variant: 'primary' },
      { label: 'Save as draft', status: 'draft', variant: 'secondary' },
    ];
  if (job.status === 'open')
    return [
      { label: 'Save changes', status: 'open', variant: 'primary' },
      { label: 'Save and stop taking applications', status: 'closed', variant: 'secondary' },
    ];
  return [
    { label: 'Save changes', status: 'closed', variant: 'primary' },
    { label: 'Save and reopen to applications', status: 'open', variant: 'secondary' },
  ];
}

/** /recruiter/post-job (no jobId) and /recruiter/jobs/{jobId}/edit: one form for both. */
export default function JobEditor({ jobId }: { jobId?: string }) {
  return (
    <WorkspacePage role="recruiter">
      <Editor jobId={jobId} />
    </WorkspacePage>
  );
}

function Editor({ jobId }: { jobId?: string }) {
  const data = useLoad(
    async () => {
      const [profile, job] = await Promise.all([
        recruiter.profile(),
        jobId ? recruiter.job(jobId) : Promise.resolve(null),
      ]);
      return { profile, job };
    },
    jobId ?? 'new',
    'The job could not be loaded.',
  );

  async function save(input: JobInput) {
    const saved = jobId ? await recruiter.updateJob(jobId, input) : await recruiter.createJob(input);
    // An open job of a company not yet verified waits in review: the list says so, not "candidates can apply".
    const status = saved.inReview ? 'review' : saved.status;
    window.location.assign(`/recruiter/jobs?saved=${encodeURIComponent(saved.id)}&status=${status}`);
  }

  return (
    <>
      <PageHeader
        eyebrow={
          <a href="/recruiter/jobs" className="crumb">
            Jobs
          </a>
        }
        title={jobId ? 'Edit job' : 'Post a job'}
        lead={
          jobId
            ? 'Changes to the skills or description re-score every open application.'
            : 'Describe the role; every applicant gets a transparent match score against it.'
        }
      />
      <LoadBoundary state={data} what="the job">
        {({ profile, job }) =>
          profile.companyProfile === null ? (
            <EmptyState
              title="Add your company first"
              description="Jobs are posted under your company's name. It takes a minute."
              action={<LinkButton href="/recruiter/profile">Set up your company</LinkButton>}
            />
          ) : (
            <>
              <JobForm
                initial={job ? draftOf(job) : EMPTY_DRAFT}
                companyName={profile.company}
                actions={actionsFor(job)}
                onSave={save}
                previous={job}
              />
              {job && <JobScorecardForm jobId={job.id} />}
            </>
          )
        }
      </LoadBoundary>
    </>
  );
}
