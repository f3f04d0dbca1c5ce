import { RouteGuard } from '../auth/RouteGuard';
import { EmptyState, NextSteps, WelcomeHeader } from '../workspace/Welcome';

/** /dashboard: the candidate's home. */
export default function CandidateDashboard() {
  return (
    <RouteGuard role="candidate">
      {({ user }) =>
        user && (
          <div className="workspace-page">
            <WelcomeHeader user={user}>Here's where your job search stands, and what to do next.</WelcomeHeader>
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
              title="No applications yet"
              text="When you apply for a job, you will follow every step here: applied, screening, interview and offer."
              action={{ href: '/dashboard/jobs', label: 'Find your first job' }}
            />
          </div>
        )
      }
    </RouteGuard>
  );
}
