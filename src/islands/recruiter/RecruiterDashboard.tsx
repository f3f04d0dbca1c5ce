import type { Job } from '../../contract';
import { useApiGet } from '../../client/use-api';
import { Alert, EmptyState, LinkButton } from '../ui';
import { NextSteps, WorkspaceHome } from '../workspace/Welcome';

/** /recruiter/dashboard: the recruiter's home. */
export default function RecruiterDashboard() {
  return (
    <WorkspaceHome role="recruiter" lead="Let's find your next hire.">
      <OpenJobs />
      <NextSteps
        heading="Get the most out of Hireloop"
        steps={[
          { href: '/recruiter/profile', title: 'Set up your company', text: 'Candidates see your company page beside every job you post.', cta: 'Edit profile' },
          { href: '/recruiter/post-job', title: 'Post a job', text: 'Describe the role and its skills; every applicant gets a transparent match score.', cta: 'Post a job' },
          { href: '/recruiter/candidates', title: 'Review candidates', text: 'Sort applicants by match and move them through your pipeline.', cta: 'See candidates' },
          { href: '/recruiter/targeted-job-sending', title: 'Send a job to the right people', text: 'Pick a job and invite the candidates who fit it best.', cta: 'Start sending' },
        ]}
      />
    </WorkspaceHome>
  );
}

const SHOWN = 5;

/** The company's open jobs with their application counts, or how to post the first. */
function OpenJobs() {
  const jobs = useApiGet<{ jobs: Job[] }>('/api/recruiter/jobs?status=open', 'Your jobs could not be loaded. Try again in a moment.');
  return (
    <section className="open-jobs" aria-labelledby="open-jobs-heading" aria-busy={jobs.status === 'loading'}>
      <div className="section-head">
        <h2 id="open-jobs-heading">Open jobs</h2>
        {jobs.status === 'ready' && jobs.data.jobs.length > 0 ? <a href="/recruiter/jobs">All jobs</a> : null}
      </div>
      {jobs.status === 'loading' ? (
        <ul className="card job-rows" role="list">
          {[1, 2, 3].map((row) => (
            <li key={row} className="job-row">
              <span className="figure-skeleton skeleton-wide" aria-hidden="true" />
            </li>
          ))}
          <li className="visually-hidden">Loading your jobs</li>
        </ul>
      ) : jobs.status === 'error' ? (
        <Alert variant="error">{jobs.message}</Alert>
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState
          title="No open jobs yet"
          description="Jobs you post appear here with their applicants at a glance."
          action={<LinkButton href="/recruiter/post-job">Post your first job</LinkButton>}
        />
      ) : (
        <ul className="card job-rows" role="list">
          {jobs.data.jobs.slice(0, SHOWN).map((job) => (
            <li key={job.id} className="job-row">
              <a className="job-row-title" href={`/recruiter/jobs/${encodeURIComponent(job.id)}/applications`}>
                {job.title}
              </a>
              <span className="job-row-meta">
                {[job.city, job.workplaceType].filter(Boolean).join(' · ')}
              </span>
              <span className="badge">
                {job.applicationCount} {job.applicationCount === 1 ? 'applicant' : 'applicants'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
