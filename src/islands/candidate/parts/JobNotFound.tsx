import { LinkButton } from '../../ui';
import { PageHeader } from '../../workspace/WorkspacePage';

/** A job that does not exist (or is no longer listed): no retry can bring it back, so it offers the board. */
export function JobNotFound() {
  return (
    <PageHeader
      eyebrow={<a href="/dashboard/jobs">← All jobs</a>}
      title="Job not found"
      lead="This job was removed or is no longer open. Plenty of others are: find your next role on the board."
      actions={<LinkButton href="/dashboard/jobs">Browse jobs</LinkButton>}
    />
  );
}
