import { recruiter } from '../../client/api/recruiter';
import { firstName, greeting } from '../../client/session/people';
import type { User } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useSession } from '../hooks/use-session';
import { EmptyState, LinkButton } from '../ui';
import { LoadBoundary, PageHeader, Stat, WorkspacePage } from '../workspace/WorkspacePage';
import { durationSince } from './format';
import { ScorePill, StatusBadge } from './parts';

/** What the dashboard shows: the answers of its three calls (the server reads the same for its first screen). */
export interface DashboardScreen {
  dashboard: Awaited<ReturnType<typeof recruiter.dashboard>>;
  profile: Awaited<ReturnType<typeof recruiter.profile>>;
  jobs: Awaited<ReturnType<typeof recruiter.jobs>>['jobs'];
}

/** /recruiter/dashboard: the recruiter's home; `viewer` and `initial` when the server rendered it for them. */
export default function RecruiterDashboard({
  viewer,
  initial,
}: {
  viewer?: User | null;
  initial?: DashboardScreen | null;
}) {
  return (
    <WorkspacePage role="recruiter" viewer={viewer}>
      <Home viewer={viewer} initial={initial} />
    </WorkspacePage>
  );
}

function Home({ viewer, initial }: { viewer?: User | null; initial?: DashboardScreen | null }) {
  const session = useSession(viewer);
  const data = useLoad(
    async () => {
      const [dashboard, profile, { jobs }] = await Promise.all([
        recruiter.dashboard(),
        recruiter.profile(),
        recruiter.jobs(),
      ]);
      return { dashboard, profile, jobs };
    },
    'dashboard',
    'Your dashboard could not be loaded.',
    initial,
  );
  const name = session.user ? firstName(session.user) : '';

  return (
    <>
      <PageHeader
        eyebrow={greeting(Date.now(), session.user?.timeZone)}
        title={name ? `Welcome, ${name}` : 'Welcome'}
        lead="Your pipeline today."
        actions={<LinkButton href="/recruiter/post-job">Post a job</LinkButton>}
      />
      <LoadBoundary state={data} what="your dashboard">
        {({ dashboard: d, profile, jobs }) =>
          profile.companyProfile === null ? (
            <EmptyState
              title="Set up your company to start hiring"
              description="Your company's name and page appear beside every job you post. Then post your first job."
              action={<LinkButton href="/recruiter/profile">Set up your company</LinkButton>}
            />
          ) : (
            <>
              <div className="stats">
                <Stat
                  label="Open jobs"
                  value={d.openJobs}
                  note={
                    d.draftJobs > 0 ? `${d.draftJobs} draft${d.draftJobs === 1 ? '' : 's'}` : 'accepting applications'
                  }
                  href="/recruiter/jobs"
                />
                <Stat
                  label="New applications"
                  value={d.newApplications}
                  note="last 7 days"
                  href="/recruiter/analytics?days=7"
                />
                <Stat label="In interview" value={d.inInterview} note="right now" />
                <Stat label="All applications" value={d.totalApplications} href="/recruiter/candidates" />
              </div>
              <div className="dash-grid">
                <section className="card waiting" aria-labelledby="waiting-h">
                  <div className="section-head">
                    <h2 id="waiting-h">Waiting longest</h2>
                    <p className="muted small">Open applications that have sat longest in their stage.</p>
                  </div>
                  {d.waitingLongest.length === 0 ? (
                    <EmptyState
                      titleAs="h3"
                      title={d.openJobs === 0 ? 'No open jobs yet' : 'Nothing waiting'}
                      description={
                        d.openJobs === 0
                          ? 'Post a job and applications will show up here.'
                          : 'Every application has been moved on recently. Nice work.'
                      }
                      action={
                        d.openJobs === 0 ? <LinkButton href="/recruiter/post-job">Post a job</LinkButton> : undefined
                      }
                    />
                  ) : (
                    <ul className="waiting-list">
                      {d.waitingLongest.map((a) => (
                        <li key={a.id}>
                          <ScorePill score={a.atsScore} status={a.atsStatus} />
                          <div className="waiting-who">
                            <a href={`/recruiter/jobs/${a.jobId}/applications?open=${a.id}`}>{a.candidate.fullName}</a>
                            <span className="muted small">{a.jobTitle}</span>
                          </div>
                          <div className="waiting-stage">
                            <StatusBadge status={a.status} />
                            <span className="small muted">in stage for {durationSince(a.statusChangedAt)}</span>
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                <section className="card" aria-labelledby="open-h">
                  <div className="section-head">
                    <h2 id="open-h">Open jobs</h2>
                    <a className="small" href="/recruiter/jobs">
                      All jobs
                    </a>
                  </div>
                  {openJobs(jobs).length === 0 ? (
                    <p className="muted">No open jobs. Publish a draft or post a new job.</p>
                  ) : (
                    <ul className="dash-jobs">
                      {openJobs(jobs).map((j) => (
                        <li key={j.id}>
                          <a href={`/recruiter/jobs/${j.id}/applications`}>{j.title}</a>
                          <span className="dash-jobs-figures">
                            <span>
                              <strong>{j.applicationCount}</strong> applied
                            </span>
                            <span>
                              <strong>{j.viewCount}</strong> {j.viewCount === 1 ? 'view' : 'views'}
                            </span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </div>
            </>
          )
        }
      </LoadBoundary>
    </>
  );
}

/** The open jobs the dashboard lists: six at most, in the order the list comes. */
const openJobs = (jobs: DashboardScreen['jobs']) => jobs.filter((j) => j.status === 'open').slice(0, 6);
