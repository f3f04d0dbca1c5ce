import { EmptyState, LinkButton } from '../ui';
import { NextSteps, WorkspaceHome } from '../workspace/Welcome';

/** /dashboard: the candidate's home. */
export default function CandidateDashboard() {
  return (
    <WorkspaceHome role="candidate" lead="Here's where your job search stands, and what to do next.">
      <NextSteps
        heading="Get set up"
        steps={[
          { href: '/dashboard/profile', title: 'Complete your profile', text: 'Your skills, experience and education are what recruiters read first.', cta: 'Edit profile' },
          { href: '/dashboard/profile', title: 'Upload your resume', text: 'We match it against every job and show you what is missing before you apply.', cta: 'Add a resume' },
          { href: '/dashboard/jobs', title: 'Browse jobs', text: 'Your feed is ranked by how well each job fits your resume.', cta: 'Find jobs' },
          { href: '/dashboard/job-alerts', title: 'Set a job alert', text: 'Hear about new jobs that match your search as soon as they are posted.', cta: 'Create an alert' },
        ]}
      />
      <EmptyState
        title="Your applications, step by step"
        description="Every job you apply for shows up here with where it stands: applied, screening, interview and offer."
        action={<LinkButton href="/dashboard/jobs">Find jobs</LinkButton>}
      />
    </WorkspaceHome>
  );
}
