import type { Report, ReportSnapshot } from '../../contract';
import { useTime } from '../hooks/use-time';
import { Badge } from '../ui';

/**
 * The reported thing as the reporter saw it (kept when the report was filed), so an edit or a
 * deletion by its author after the report does not change what the admin judges.
 */
export function AsReported({ snapshot, report }: { snapshot: ReportSnapshot; report: Report }) {
  const changed = changedSince(snapshot, report);
  return (
    <div className="target as-reported">
      {changed && (
        <p>
          <Badge variant="warning">Changed since it was reported</Badge>
        </p>
      )}
      <SnapshotBody snapshot={snapshot} />
    </div>
  );
}

function SnapshotBody({ snapshot: s }: { snapshot: ReportSnapshot }) {
  const { dateTimeText } = useTime();
  if (s.type === 'job')
    return (
      <>
        <p className="target-title">
          <strong>{s.title}</strong> · {s.companyName}
        </p>
        <p className="muted">{s.location || 'No location'}</p>
        <blockquote className="target-excerpt as-reported-text">{s.description}</blockquote>
      </>
    );
  if (s.type === 'company')
    return (
      <>
        <p className="target-title">
          <strong>{s.name}</strong>
        </p>
        <p className="muted">
          {[s.website || 'No website given', s.industry, s.size, s.location].filter(Boolean).join(' · ')}
        </p>
        {s.about ? (
          <blockquote className="target-excerpt as-reported-text">{s.about}</blockquote>
        ) : (
          <p className="muted">The company page had no description.</p>
        )}
      </>
    );
  if (s.type === 'user')
    return (
      <p className="target-title">
        <strong>{s.fullName}</strong> <Badge variant="neutral">{s.role}</Badge> <span className="muted">{s.email}</span>
      </p>
    );
  return (
    <ol className="as-reported-thread" aria-label="The conversation up to the reported message">
      {s.messages.map((m, i) => (
        <li key={i} className={m.reported ? 'reported' : undefined}>
          <p className="muted small">
            <strong>{m.senderName}</strong> · {dateTimeText(m.sentAt)}{' '}
            {m.reported && <Badge variant="danger">Reported message</Badge>}
          </p>
          <p className="as-reported-text">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Whether what the admin sees now differs from what was reported (gone counts as changed). */
function changedSince(s: ReportSnapshot, report: Report): boolean {
  const now = report.target;
  if (!now || now.type !== s.type) return true;
  if (s.type === 'job' && now.type === 'job') return now.title !== s.title || !s.description.startsWith(now.excerpt);
  if (s.type === 'company' && now.type === 'company') return now.name !== s.name || now.website !== s.website;
  if (s.type === 'user' && now.type === 'user') return now.fullName !== s.fullName || now.email !== s.email;
  if (s.type === 'message' && now.type === 'message')
    return !(s.messages.find((m) => m.reported)?.body ?? '').startsWith(now.excerpt);
  return false;
}
