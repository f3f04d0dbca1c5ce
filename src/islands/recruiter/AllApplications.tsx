import { useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import { useAddressState } from '../hooks/use-address';
import { useLoad } from '../hooks/use-load';
import { Alert } from '../ui';
import { PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { LIST_ADDRESS } from './application-filters';
import { ApplicationList, FilterBar, usePanel } from './ApplicationsView';
import { useBlindReview } from './BlindReview';

/** /recruiter/applications: every job's applications in one list, with the same panel as a job's. */
export default function AllApplications() {
  return (
    <WorkspacePage role="recruiter">
      <Everything />
    </WorkspacePage>
  );
}

function Everything() {
  const [address, setAddress] = useAddressState(LIST_ADDRESS);
  const [refresh, setRefresh] = useState(0);
  const reload = () => setRefresh((n) => n + 1);
  const jobs = useLoad(() => recruiter.jobs(), 'jobs', 'Your jobs could not be loaded.');
  const blind = useBlindReview(reload);
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
      <ApplicationList address={address} set={setAddress} refresh={refresh} onOpen={panel.open} />
      {panel.panel}
    </>
  );
}
