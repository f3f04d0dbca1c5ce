import { candidate } from '../../client/api/candidate';
import {
  type Alert as AlertData,
  type CandidateApplication,
  type CandidateProfile,
  type FeedResponse,
  isHumanReview,
  type JobCard as JobCardData,
  OPEN_STATUSES,
  RECOMMEND_MIN_SCORE,
  recommendedJobs,
  type Resume,
  type User,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { TimeAgo } from '../hooks/use-time';
import { Badge, Card, EmptyState, LinkButton } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { ConsentSwitch } from './parts/ConsentSwitch';
import { JobCard, MatchRing, StatusBadge } from './parts/JobBits';

/** What the dashboard shows: the answers of its six calls (the server reads the same for its first screen). */
export interface DashboardScreen {
  profile: CandidateProfile;
  resumes: Resume[];
  feed: FeedResponse;
  applications: CandidateApplication[];
  alerts: AlertData[];
  saved: JobCardData[];
}

/** What a complete profile has, and where to add each missing piece. */
function completeness({ profile, resumes }: Pick<DashboardScreen, 'profile' | 'resumes'>) {
  const checks: [boolean, string, string][] = [
    [
      resumes.some((r) => r.textStatus === 'ok'),
      'Upload a readable resume (PDF or DOCX)',
      '/dashboard/profile#resumes',
    ],
    [profile.skills.length >= 3, 'List at least three skills', '/dashboard/profile'],
    [profile.experience.length > 0, 'Describe your experience', '/dashboard/profile'],
    [profile.education.length > 0, 'Add your education', '/dashboard/profile'],
    [profile.bio.length > 0, 'Write a short bio', '/dashboard/profile'],
    [profile.location.length > 0, 'Add your location', '/dashboard/profile'],
    [profile.phone.length > 0, 'Add a phone number', '/dashboard/profile'],
  ];
  const done = checks.filter(([ok]) => ok).length;
  return {
    percent: Math.round((done / checks.length) * 100),
    missing: checks.filter(([ok]) => !ok).map(([, text, href]) => ({ text, href })),
  };
}

function Dashboard({ initial }: { initial?: DashboardScreen | null }) {
  const state = useLoad<DashboardScreen>(
    async () => {
      const [profile, { resumes }, feed, { applications }, { alerts }, { jobs: saved }] = await Promise.all([
        candidate.profile(),
        candidate.resumes(),
        candidate.feed({ limit: '12' }),
        candidate.applications(),
        candidate.alerts(),
        candidate.savedJobs(),
      ]);
      return { profile, resumes, feed, applications, alerts, saved };
    },
    'home',
    'We could not load your dashboard.',
    initial,
  );
  if (state.status !== 'ready') return <LoadStatus state={state} what="your dashboard" />;
  const { profile, feed, applications, alerts, saved } = state.data;
  const { percent, missing } = completeness(state.data);
  const active = applications.filter((a) => OPEN_STATUSES.includes(a.status));
  const interviews = applications.filter((a) => a.status === 'interview' || a.status === 'offer').length;
  const newMatches = alerts.reduce((n, a) => n + (a.active ? a.newMatches : 0), 0);
  const first = profile.fullName.split(/\s+/)[0];
  const recommended = recommendedJobs(feed.jobs, !!feed.matchSource);

  return (
    <>
      <PageHeader
        title={`Welcome${first ? `, ${first}` : ''}`}
        lead="Here is where your job search stands, and what to do next."
        actions={<LinkButton href="/dashboard/jobs">Find jobs</LinkButton>}
      />
      <div className="cw-stats">
        <Card className="cw-stat">
          <strong>{applications.length}</strong>
          <span>Applications</span>
        </Card>
        <Card className="cw-stat">
          <strong>{active.length}</strong>
          <span>In progress</span>
        </Card>
        <Card className="cw-stat">
          <strong>{interviews}</strong>
          <span>Interviews & offers</span>
        </Card>
        <Card className="cw-stat">
          <strong>{newMatches}</strong>
          <span>New alert matches</span>
        </Card>
      </div>
      <div className="cw-grid cw-grid-2">
        <div className="cw-stack">
          <section aria-labelledby="recommended">
            <div className="cw-section-title">
              <h2 id="recommended">{feed.matchSource ? 'Recommended for you' : 'Latest jobs'}</h2>
              <a href="/dashboard/jobs">See all jobs →</a>
            </div>
            {recommended.length === 0 ? (
              <EmptyState
                titleAs="h3"
                title={feed.matchSource ? 'No strong matches yet' : 'No open jobs yet'}
                description={
                  feed.matchSource
                    ? `We recommend jobs that match you at least ${RECOMMEND_MIN_SCORE}%. Browse all jobs, or add skills to your profile and resume.`
                    : 'New roles appear here as soon as they are published.'
                }
              />
            ) : (
              <ul className="cw-list">
                {recommended.map((job) => (
                  <JobCard key={job.id} job={job} showExcerpt={false} />
                ))}
              </ul>
            )}
          </section>
          {saved.length > 0 && (
            <section aria-labelledby="saved-jobs">
              <div className="cw-section-title">
                <h2 id="saved-jobs">Saved jobs</h2>
                <span className="muted">{saved.length} saved</span>
              </div>
              <ul className="cw-list">
                {saved.map((job) => (
                  <JobCard key={job.id} job={job} showExcerpt={false} />
                ))}
              </ul>
            </section>
          )}
          <Card title="Recent applications" titleAs="h2">
            {applications.length === 0 ? (
              <p className="muted">
                No applications yet. <a href="/dashboard/jobs">Find a job to apply to.</a>
              </p>
            ) : (
              <ul className="cw-mini">
                {applications.slice(0, 5).map((a) => (
                  <li key={a.id}>
                    <span className="cw-row">
                      <MatchRing score={a.atsScore} size="sm" humanReview={isHumanReview(a.atsStatus)} />
                      <span>
                        <a href={`/dashboard/applied-jobs/${encodeURIComponent(a.id)}`}>{a.jobTitle}</a>
                        <span className="cw-mini-sub">
                          {a.companyName} · updated <TimeAgo at={a.statusChangedAt} />
                        </span>
                      </span>
                    </span>
                    <StatusBadge status={a.status} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <aside className="cw-stack">
          {!profile.acceptsTargetedJobs && (
            <Card title="Get found by employers" titleAs="h2">
              <ConsentSwitch profile={profile} />
            </Card>
          )}
          <Card title="Profile strength" titleAs="h2">
            <p className="cw-spread">
              <strong>{percent}% complete</strong>
              {percent === 100 && <Badge variant="success">All set</Badge>}
            </p>
            <div
              className="cw-progress"
              role="progressbar"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label="Profile completeness"
            >
              <span ref={(el) => el?.style.setProperty('width', `${percent}%`)} />
            </div>
            {missing.length > 0 ? (
              <ul className="cw-todo">
                {missing.slice(0, 4).map((m) => (
                  <li key={m.text}>
                    <span aria-hidden="true">○</span>
                    <a href={m.href}>{m.text}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted cw-small">Recruiters see a complete profile. Keep your resume up to date.</p>
            )}
          </Card>
          <Card title="Job alerts" titleAs="h2">
            {alerts.length === 0 ? (
              <p className="muted cw-small">
                Save a search to hear about new jobs. <a href="/dashboard/job-alerts">Create an alert</a>
              </p>
            ) : (
              <ul className="cw-mini">
                {alerts.slice(0, 5).map((a) => (
                  <li key={a.id}>
                    <a href="/dashboard/job-alerts">{a.name || a.keywords || 'Job alert'}</a>
                    {!a.active ? (
                      <Badge variant="neutral">Paused</Badge>
                    ) : a.newMatches > 0 ? (
                      <Badge variant="success">{a.newMatches} new</Badge>
                    ) : (
                      <span className="muted cw-small">No new jobs</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>
    </>
  );
}

/**
 * /dashboard: recommended jobs, recent applications, profile completeness and alerts; `viewer` and
 * `initial` when the server rendered it for them.
 */
export default function CandidateDashboard({
  viewer,
  initial,
}: {
  viewer?: User | null;
  initial?: DashboardScreen | null;
}) {
  return (
    <WorkspacePage role="candidate" viewer={viewer}>
      {() => <Dashboard initial={initial} />}
    </WorkspacePage>
  );
}
