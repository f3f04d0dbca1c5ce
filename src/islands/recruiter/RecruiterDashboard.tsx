import { RouteGuard } from '../auth/RouteGuard';
import { EmptyState, NextSteps, WelcomeHeader } from '../workspace/Welcome';

/** /recruiter/dashboard: the recruiter's home. */
export default function RecruiterDashboard() {
  return (
    <RouteGuard role="recruiter">
      {({ user }) =>
        user && (
          <div className="workspace-page">
            <WelcomeHeader user={user}>Let's find your next hire.</WelcomeHeader>
            <NextSteps
              heading="Get set up"
              steps={[
                { href: '/recruiter/profile', title: 'Set up your company', text: 'Candidates see your company page beside every job you post.', cta: 'Edit profile' },
                { href: '/recruiter/post-job', title: 'Post a job', text: 'Describe the role and its skills; every applicant gets a transparent match score.', cta: 'Post a job' },
                { href: '/recruiter/candidates', title: 'Review candidates', text: 'Sort applicants by match and move them through your pipeline.', cta: 'See candidates' },
                { href: '/recruiter/targeted-job-sending', title: 'Send a job to the right people', text: 'Pick a job and invite the candidates who fit it best.', cta: 'Start sending' },
              ]}
            />
            <EmptyState
              title="No open jobs yet"
              text="Jobs you post appear here with their applicants, views and pipeline at a glance."
              action={{ href: '/recruiter/post-job', label: 'Post your first job' }}
            />
          </div>
        )
      }
    </RouteGuard>
  );
}
