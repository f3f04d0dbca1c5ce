import { RouteGuard } from '../auth/RouteGuard';
import { EmptyState, NextSteps, WelcomeHeader } from '../workspace/Welcome';

/** /admin/dashboard: the admin's home. */
export default function AdminDashboard() {
  return (
    <RouteGuard role="admin">
      {({ user }) =>
        user && (
          <div className="workspace-page">
            <WelcomeHeader user={user}>Here's the platform at a glance.</WelcomeHeader>
            <NextSteps
              heading="Your tools"
              steps={[
                { href: '/admin/analytics', title: 'Analytics', text: 'Users by role, jobs and applications by status, and how they trend.', cta: 'Open analytics' },
                { href: '/admin/reports', title: 'Reports', text: 'Review what users have reported and dismiss, warn, remove or suspend.', cta: 'Review reports' },
              ]}
            />
            <EmptyState title="No recent actions" text="Every admin and security-relevant action is logged here as it happens." />
          </div>
        )
      }
    </RouteGuard>
  );
}
