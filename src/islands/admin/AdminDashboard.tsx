import { useApiGet } from '../../client/use-api';
import { RouteGuard } from '../auth/RouteGuard';
import { NextSteps, WelcomeHeader } from '../workspace/Welcome';

/** GET /api/admin/overview (the admin's load check doubles as the home's figures). */
interface AdminOverview {
  users: { candidate: number; recruiter: number; admin: number };
  totalUsers: number;
  suspendedUsers: number;
}

/** /admin/dashboard: the admin's home. */
export default function AdminDashboard() {
  return (
    <RouteGuard role="admin">
      {({ user }) =>
        user && (
          <div className="workspace-page">
            <WelcomeHeader user={user}>Here's the platform at a glance.</WelcomeHeader>
            <UserFigures />
            <NextSteps
              heading="Your tools"
              steps={[
                { href: '/admin/analytics', title: 'Analytics', text: 'Users by role, jobs and applications by status, and how they trend.', cta: 'Open analytics' },
                { href: '/admin/reports', title: 'Reports', text: 'Review what users have reported and dismiss, warn, remove or suspend.', cta: 'Review reports' },
              ]}
            />
          </div>
        )
      }
    </RouteGuard>
  );
}

function UserFigures() {
  const overview = useApiGet<AdminOverview>('/api/admin/overview', 'The figures could not be loaded. Try again in a moment.');
  const figures =
    overview.status === 'ready'
      ? [
          ['Users', overview.data.totalUsers],
          ['Candidates', overview.data.users.candidate],
          ['Recruiters', overview.data.users.recruiter],
          ['Suspended', overview.data.suspendedUsers],
        ]
      : null;
  return (
    <section className="figures" aria-labelledby="figures-heading" aria-busy={overview.status === 'loading'}>
      <h2 id="figures-heading">People</h2>
      {overview.status === 'error' ? (
        <div className="alert alert-error" role="alert">
          {overview.message}
        </div>
      ) : (
        <dl className="figure-grid">
          {(figures ?? [['Users'], ['Candidates'], ['Recruiters'], ['Suspended']]).map(([label, value]) => (
            <div key={label} className="card figure">
              <dt>{label}</dt>
              <dd>{value === undefined ? <>
                    <span className="figure-skeleton" aria-hidden="true" />
                    <span className="visually-hidden">Loading</span>
                  </> : Number(value).toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
