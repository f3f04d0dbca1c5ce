import { lazy, Suspense, useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import { type Job, JOB_STATUS, LIST_ADDRESS, plural, type User } from '../../contract';
import { useAddressState } from '../hooks/use-address';
import { useInBrowser } from '../hooks/use-in-browser';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, LinkButton, LoadingState } from '../ui';
import { PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { viewOf } from './application-filters';
import { ApplicationList, type ApplicationsScreen, FilterBar, usePanel } from './ApplicationsView';
import { useBlindReview } from './BlindReview';

/** The board loads when it is shown, not with the list (issue 41's budget). */
const PipelineBoard = lazy(() => import('./PipelineBoard').then((m) => ({ default: m.PipelineBoard })));

/** The first screen of a job's applications: the job, and its list page (none on the board view). */
export type JobApplicationsScreen = ApplicationsScreen & { job: Job };

/** /recruiter/jobs/{jobId}/applications: the job's pipeline; `viewer` and `initial` when the server rendered it for them. */
export default function JobApplications({
  jobId,
  viewer,
  initial,
}: {
  jobId: string;
  viewer?: User | null;
  initial?: JobApplicationsScreen | null;
}) {
  return (
    <WorkspacePage role="recruiter" viewer={viewer}>
      <Pipeline jobId={jobId} initial={initial} />
    </WorkspacePage>
  );
}

function Pipeline({ jobId, initial }: { jobId: string; initial?: JobApplicationsScreen | null }) {
  const { dateText } = useTime();
  const [address, setAddress] = useAddressState(LIST_ADDRESS, initial?.address);
  const [refresh, setRefresh] = useState(0);
  const reload = () => setRefresh((n) => n + 1);
  const job = useLoad(() => recruiter.job(jobId), jobId, 'The job could not be loaded.', initial?.job);
  const blind = useBlindReview(reload, initial?.settings);
  const panel = usePanel(address, setAddress, reload);
  const view = viewOf(address);
  const inBrowser = useInBrowser();
  const boardLoading = <LoadingState label="Loading the board…" />;

  return (
    <>
      <PageHeader
        eyebrow={
          <a href="/recruiter/jobs" className="crumb">
            Jobs
          </a>
        }
        title={job.status === 'ready' ? job.data.title : 'Applications'}
        lead={
          job.status === 'ready'
            ? `${JOB_STATUS[job.data.status].label} · ${plural(job.data.applicationCount, 'application')} · posted ${job.data.postedAt ? dateText(job.data.postedAt) : 'not yet'}`
            : undefined
        }
        actions={
          <>
            {blind.control}
            <LinkButton variant="secondary" size="sm" href={`/recruiter/jobs/${jobId}/edit`}>
              Edit job
            </LinkButton>
          </>
        }
      />
      {blind.note}
      {blind.error && <Alert variant="error">{blind.error}</Alert>}
      <div className="view-switch">
        <span className="label" id="view-label">
          View
        </span>
        <div className="segmented" role="group" aria-labelledby="view-label">
          {(['list', 'board'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={view === v ? 'is-active' : undefined}
              aria-pressed={view === v}
              onClick={() => setAddress((a) => ({ ...a, view: v }))}
            >
              {v === 'list' ? 'List' : 'Board'}
            </button>
          ))}
        </div>
      </div>
      <FilterBar
        address={address}
        set={setAddress}
        stage={view === 'list'}
        questions={job.status === 'ready' ? job.data.screeningQuestions : []}
      />
      {view === 'list' ? (
        <ApplicationList
          address={address}
          set={setAddress}
          jobId={jobId}
          refresh={refresh}
          onOpen={panel.open}
          initial={initial?.list}
        />
      ) : inBrowser ? (
        <Suspense fallback={boardLoading}>
          <PipelineBoard jobId={jobId} address={address} refresh={refresh} onOpen={panel.open} />
        </Suspense>
      ) : (
        // The server draws the board's loading state, as its first render does; the board's code comes in the browser.
        boardLoading
      )}
      {panel.panel}
    </>
  );
}
