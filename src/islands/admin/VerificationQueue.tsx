import { useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { failureMessage } from '../../client/api/client';
import { schemaOnDemand } from '../../client/browser/forms';
import type { VerificationCase, VerificationDecision } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Badge, Button, EmptyState, TextAreaField } from '../ui';
import { LoadStatus } from '../workspace/WorkspacePage';

// The decision's schema (and zod) comes when a case is first used, not with the reports page.
const decisionCheck = schemaOnDemand(() =>
  import('../../contract/employers').then((m) => m.verificationDecisionSchema),
);

/** One pending company: its evidence, and approve or refuse with a reason the recruiters will read. */
function CompanyCase({ company, onDecided }: { company: VerificationCase; onDecided: (text: string) => void }) {
  const { agoExact, dateTimeText } = useTime();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<VerificationDecision['decision'] | null>(null);
  async function decide(decision: VerificationDecision['decision']) {
    setBusy(decision);
    try {
      const checked = await decisionCheck.validate({ decision, reason });
      if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? 'Give a reason');
      setError(null);
      await adminApi.decideCompany(company.id, checked.data);
      onDecided(
        `${company.name}: ${decision === 'approve' ? 'approved as a verified employer' : 'refused'}. Its recruiters have been told.`,
      );
    } catch (err) {
      setError(failureMessage(err, 'The decision could not be saved.'));
    } finally {
      setBusy(null);
    }
  }
  const headingId = `vq-${company.id}`;
  return (
    <li className="card vq-case" aria-labelledby={headingId}>
      <h3 id={headingId}>{company.name}</h3>
      <dl className="vq-facts">
        <dt>Website</dt>
        <dd>{company.website || <span className="muted">none given</span>}</dd>
        <dt>Domain evidence</dt>
        <dd>
          {company.domain ? (
            company.domain
          ) : (
            <span className="muted">none (no website, or free-mail, disposable or a hosting platform)</span>
          )}
        </dd>
        <dt>Signed up</dt>
        <dd>
          <time dateTime={company.createdAt} title={dateTimeText(company.createdAt)}>
            {agoExact(company.createdAt)}
          </time>{' '}
          · {company.openJobs} open {company.openJobs === 1 ? 'job' : 'jobs'}
        </dd>
        <dt>Recruiters</dt>
        <dd>
          <ul className="vq-recruiters">
            {company.recruiters.map((r) => (
              <li key={r.id}>
                {r.fullName} · {r.email}{' '}
                {r.emailVerified ? (
                  <Badge variant="success">email verified</Badge>
                ) : (
                  <Badge variant="warning">email not verified</Badge>
                )}{' '}
                {r.atCompanyDomain ? <Badge variant="success">at the company’s domain</Badge> : null}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {company.lookalikeOf?.likeness === 'same' && (
        <Alert variant="warning" className="vq-lookalike">
          Reads as the verified employer{' '}
          <a href={`/companies/${encodeURIComponent(company.lookalikeOf.id)}`}>{company.lookalikeOf.name}</a>: it cannot
          be approved.
        </Alert>
      )}
      {company.lookalikeOf?.likeness === 'near' && (
        <Alert variant="warning" title="Lookalike of a verified employer" className="vq-lookalike">
          Its name or website is close to{' '}
          <a href={`/companies/${encodeURIComponent(company.lookalikeOf.id)}`}>{company.lookalikeOf.name}</a>, so it was
          held for you whatever its domain proves. Approve it only if {company.lookalikeOf.name} confirms it is theirs
          (a subsidiary or a brand); otherwise refuse it.
        </Alert>
      )}
      {company.jobsInReview.length > 0 && (
        <div className="vq-jobs">
          <p className="small">
            <strong>Jobs waiting in review</strong> (candidates see them once it is verified):
          </p>
          <ul className="vq-recruiters">
            {company.jobsInReview.map((j) => (
              <li key={j.id}>{j.title}</li>
            ))}
          </ul>
        </div>
      )}
      <TextAreaField
        label="Reason (the recruiters read it)"
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onFocus={decisionCheck.preload}
        error={error ?? undefined}
      />
      <div className="form-actions">
        <Button
          onClick={() => void decide('approve')}
          onFocus={decisionCheck.preload}
          loading={busy === 'approve'}
          loadingText="Approving…"
          disabled={busy !== null || company.lookalikeOf?.likeness === 'same'}
        >
          Approve
        </Button>
        <Button
          variant="danger"
          onClick={() => void decide('refuse')}
          onFocus={decisionCheck.preload}
          loading={busy === 'refuse'}
          loadingText="Refusing…"
          disabled={busy !== null}
        >
          Refuse
        </Button>
      </div>
    </li>
  );
}

/** Beside the reports: companies waiting for an admin to verify them as employers. */
export function VerificationQueue() {
  const [done, setDone] = useState<string | null>(null);
  const queue = useLoad(() => adminApi.companies('pending'), 'pending', 'The verification queue could not be loaded.');
  return (
    <section className="vq" aria-labelledby="vq-h">
      <h2 id="vq-h">Employer verification</h2>
      <p className="muted">
        Companies that need you: none of their recruiters has a verified email at the company’s own domain, or they were
        held as a lookalike of a verified employer, or renamed after they were verified. Approve those you could
        confirm; refuse the rest with a reason.
      </p>
      {done && <Alert variant="success">{done}</Alert>}
      <LoadStatus state={queue} what="the verification queue" />
      {queue.status === 'ready' && queue.data.companies.length === 0 && (
        <EmptyState title="No companies waiting" description="New companies that need a decision appear here." />
      )}
      {queue.status === 'ready' && queue.data.companies.length > 0 && (
        <ul className="vq-list" aria-label="Companies waiting for verification">
          {queue.data.companies.map((c) => (
            <CompanyCase
              key={c.id}
              company={c}
              onDecided={(text) => {
                setDone(text);
                queue.reload();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
