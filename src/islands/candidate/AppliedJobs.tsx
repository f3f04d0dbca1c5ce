import { useState } from 'react';

import { candidate } from '../../client/api/candidate';
import { type CandidateApplication, isHumanReview, OPEN_STATUSES, type User } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { TimeAgo, useTime } from '../hooks/use-time';
import { EmptyState, LinkButton } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { MatchRing, StatusBadge } from './parts/JobBits';

type Tab = 'all' | 'active' | 'closed';
const TABS: [Tab, string][] = [
  ['all', 'All'],
  ['active', 'In progress'],
  ['closed', 'Closed'],
];
const isActive = (a: CandidateApplication) => OPEN_STATUSES.includes(a.status);

/** The applications the page shows: the API's answer, or the server's reading of it for the first screen. */
export interface AppliedJobsScreen {
  applications: CandidateApplication[];
}

function List({ initial }: { initial?: AppliedJobsScreen | null }) {
  const { dateText } = useTime();
  const state = useLoad<AppliedJobsScreen>(
    () => candidate.applications(),
    'applications',
    'We could not load your applications.',
    initial,
  );
  const [tab, setTab] = useState<Tab>('all');
  if (state.status !== 'ready') return <LoadStatus state={state} what="your applications" />;
  const all = state.data.applications;
  if (all.length === 0) {
    return (
      <EmptyState
        title="No applications yet"
        description="When you apply for a job, you can follow every step here: applied, screening, interview and offer."
        action={<LinkButton href="/dashboard/jobs">Find jobs</LinkButton>}
      />
    );
  }
  const shown = all.filter((a) => tab === 'all' || (tab === 'active') === isActive(a));
  const count = (t: Tab) => all.filter((a) => t === 'all' || (t === 'active') === isActive(a)).length;
  return (
    <>
      <div className="cw-tabs" role="group" aria-label="Filter applications">
        {TABS.map(([t, label]) => (
          <button key={t} type="button" className="cw-tab" aria-pressed={tab === t} onClick={() => setTab(t)}>
            {label} ({count(t)})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title={tab === 'active' ? 'Nothing in progress' : 'Nothing closed yet'}
          description="Applications move here as their status changes."
        />
      ) : (
        <div className="card cw-table-card">
          <table className="cw-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Status</th>
                <th scope="col">ATS score</th>
                <th scope="col">Applied</th>
                <th scope="col">Last update</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((a) => (
                <tr key={a.id}>
                  <td>
                    <a href={`/dashboard/applied-jobs/${encodeURIComponent(a.id)}`}>{a.jobTitle}</a>
                    <span className="cw-mini-sub">{a.companyName}</span>
                  </td>
                  <td>
                    <StatusBadge status={a.status} />
                  </td>
                  <td>
                    <MatchRing score={a.atsScore} size="sm" humanReview={isHumanReview(a.atsStatus)} />
                  </td>
                  <td data-label="Applied">{dateText(a.createdAt)}</td>
                  <td data-label="Updated">
                    <TimeAgo at={a.statusChangedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** /dashboard/applied-jobs; `viewer` and `initial` when the server rendered it for them. */
export default function AppliedJobs({ viewer, initial }: { viewer?: User | null; initial?: AppliedJobsScreen | null }) {
  return (
    <WorkspacePage role="candidate" viewer={viewer}>
      {() => (
        <>
          <PageHeader
            title="Applied jobs"
            lead="Every application you have sent, its status and its ATS score."
            actions={
              <LinkButton variant="secondary" href="/dashboard/jobs">
                Find more jobs
              </LinkButton>
            }
          />
          <List initial={initial} />
        </>
      )}
    </WorkspacePage>
  );
}
