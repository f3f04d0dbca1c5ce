import { useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import { LIST_ADDRESS, type User } from '../../contract';
import { useAddressState } from '../hooks/use-address';
import { useLoad } from '../hooks/use-load';
import { Alert } from '../ui';
import { PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { ApplicationList, type ApplicationsScreen, FilterBar, usePanel } from './ApplicationsView';
import { useBlindReview } from './BlindReview';

/** The first screen of every job's applications: the page's list, and the recruiter's jobs for the job filter. */
export type AllApplicationsScreen = ApplicationsScreen & { jobs: Awaited<ReturnType<typeof recruiter.jobs>> };

/**
 * /recruiter/applications: every job's applications in one list, with the same panel as a job's; `viewer` and
 * `initial` when the server rendered it for them.
 */
export default function AllApplications({
  viewer,
  initial,
}: {
  viewer?: User | null;
  initial?: AllApplicationsScreen | null;
}) {
  return (
    <WorkspacePage role="recruiter" viewer={viewer}>
      <Everything initial={initial} />
    </WorkspacePage>
  );
}

function Everything({ initial }: { initial?: AllApplicationsScreen | null }) {
  const [address, setAddress] = useAddressState(LIST_ADDRESS, initial?.address);
  const [refresh, setRefresh] = useState(0);
  const reload = () => setRefresh((n) => n + 1);
  const jobs = useLoad(() => recruiter.jobs(), 'jobs', 'Your jobs could not be loaded.', initial?.jobs);
  const blind = useBlindReview(reload, initial?.settings);
  const panel = usePanel(address, setAddress, reload);

  return (
    <>
      <PageHeader
        title="Applications"
        lead="Every application to your company's jobs, newest first. Filter, sort and move them in bulk."
        actions={blind.control}
      />
      {blind.note}
      {blind.error && <Alert variant="error">{blind.error}</Alert>}
      <FilterBar
        address={address}
        set={setAddress}
        jobs={jobs.status === 'ready' ? jobs.data.jobs : []}
        questions={
          jobs.status === 'ready' ? jobs.data.jobs.find((j) => j.id === address.jobId)?.screeningQuestions : []
        }
      />
      <ApplicationList
        address={address}
        set={setAddress}
        refresh={refresh}
        onOpen={panel.open}
        initial={initial?.list}
      />
      {panel.panel}
    </>
  );
}
