import { TimeZoneSetting } from '../workspace/TimeZoneSetting';
import { PageHeader, WorkspacePage } from '../workspace/WorkspacePage';

/** /admin/settings: the zone an admin reads every time in (reports, audit, the directory, emails). */
export default function AdminSettings() {
  return (
    <WorkspacePage role="admin">
      <PageHeader title="Settings" lead="The time zone every time is shown in, here and in the emails we send you." />
      <div className="admin-page admin-settings">
        <TimeZoneSetting />
      </div>
    </WorkspacePage>
  );
}
