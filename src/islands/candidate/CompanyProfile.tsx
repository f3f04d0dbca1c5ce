import { candidate } from '../../client/api/candidate';
import { useLoad } from '../hooks/use-load';
import { Card, EmployerBadge, EmptyState } from '../ui';
import { ReportButton } from '../workspace/ReportButton';
import { LoadStatus, WorkspacePage } from '../workspace/WorkspacePage';
import { CompanyMark, JobCard } from './parts/JobBits';

function Company({ id, linkBase }: { id: string; linkBase: string }) {
  const state = useLoad(() => candidate.company(id), id, 'We could not load this company.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="the company" />;
  const { company, jobs, recruiters } = state.data;
  const facts = [company.industry, company.size && `${company.size} people`, company.location].filter(Boolean);
  return (
    <>
      <Card className="cw-gap-bottom">
        <div className="cw-job-hero">
          <CompanyMark name={company.name} large />
          <div>
            <h1>{company.name}</h1>
            <EmployerBadge verified={company.verified} />
            {facts.length > 0 && <p className="muted">{facts.join(' · ')}</p>}
            {company.website && (
              <a href={company.website} rel="noopener noreferrer nofollow" target="_blank">
                {company.website.replace(/^https?:\/\//, '')}
              </a>
            )}
          </div>
        </div>
        {company.about ? (
          <p className="cw-pre">{company.about}</p>
        ) : (
          <p className="muted">This company has not written about itself yet.</p>
        )}
        <ReportButton targetType="company" targetId={company.id} targetLabel={company.name} />
      </Card>
      <div className="cw-grid cw-grid-2">
        <section aria-labelledby="company-jobs">
          <div className="cw-section-title">
            <h2 id="company-jobs">Open jobs ({jobs.length})</h2>
          </div>
          {jobs.length === 0 ? (
            <EmptyState
              titleAs="h3"
              title="No open jobs right now"
              description="Set a job alert with this company's name to hear when it posts one."
            />
          ) : (
            <ul className="cw-list">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} linkBase={linkBase} />
              ))}
            </ul>
          )}
        </section>
        <Card title="Recruiters" titleAs="h2" className="cw-sticky">
          {recruiters.length === 0 ? (
            <p className="muted">No recruiters listed.</p>
          ) : (
            <ul className="cw-mini">
              {recruiters.map((r) => (
                <li key={r.fullName}>
                  <span className="cw-row">
                    <CompanyMark name={r.fullName} /> {r.fullName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

/** /company/{companyId}: any signed-in role. */
export default function CompanyProfile({ id }: { id: string }) {
  // Candidates open jobs in their workspace; other roles see the public job page.
  return (
    <WorkspacePage layout="candidate">
      {(session) => <Company id={id} linkBase={session.userType === 'candidate' ? '/dashboard/jobs/' : '/jobs/'} />}
    </WorkspacePage>
  );
}
