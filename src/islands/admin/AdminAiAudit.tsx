import { type FormEvent, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { failureMessage } from '../../client/api/client';
import { downloadText } from '../../client/browser/download';
import {
  addDays,
  type AiAudit,
  type AiAuditQuery,
  AUDIT_COMPANY_MIN_APPLICANTS,
  AUDIT_METHOD,
  AUDIT_MIN_CELL,
  AUDIT_SUPPRESSED,
  auditCsv,
  utcDay,
} from '../../contract';
import { AuditTables } from '../ai/AuditTables';
import { useLoad } from '../hooks/use-load';
import { Alert, Button } from '../ui';
import { LoadStatus, PageHeader, Stat, WorkspacePage } from '../workspace/WorkspacePage';

function download(audit: AiAudit) {
  downloadText(
    `hireloop-ai-audit-${audit.from}-${audit.to}${audit.companyId ? `-${audit.companyId}` : ''}.csv`,
    auditCsv(audit),
  );
}

/** /admin/ai-audit: the bias audit of the matching engine, its CSV, the oversight figure, publishing. */
export default function AdminAiAudit() {
  const today = utcDay();
  // By default the last twelve whole months that have ended: a range the public summary can publish.
  const thisMonth = `${today.slice(0, 7)}-01`;
  const [draft, setDraft] = useState<Required<Pick<AiAuditQuery, 'from' | 'to'>> & { companyId: string }>({
    from: `${Number(today.slice(0, 4)) - 1}${thisMonth.slice(4)}`,
    to: addDays(thisMonth, -1),
    companyId: '',
  });
  const [query, setQuery] = useState<AiAuditQuery>({ from: draft.from, to: draft.to });
  const state = useLoad(() => adminApi.aiAudit(query), JSON.stringify(query), 'The audit could not be computed.');
  const [published, setPublished] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function run(e: FormEvent) {
    e.preventDefault();
    setPublished(null);
    setQuery({
      from: draft.from,
      to: draft.to,
      ...(draft.companyId.trim() ? { companyId: draft.companyId.trim() } : {}),
    });
  }
  async function publish() {
    setBusy(true);
    setPublished(null);
    try {
      await adminApi.publishAiAudit(query);
      setPublished({ ok: true, text: 'Published: the public summary at /ai/audit now shows this audit.' });
    } catch (err) {
      setPublished({ ok: false, text: failureMessage(err, 'The audit could not be published. Try again.') });
    }
    setBusy(false);
  }

  return (
    <WorkspacePage role="admin">
      <PageHeader
        title="AI audit"
        lead="A bias audit of the matching engine: scoring and selection rates per self-identification set (India: gender and disability; United States: sex and race/ethnicity) and their intersections, from candidates' voluntary self-identification."
      />
      <form className="card admin-panel audit-form" onSubmit={run} aria-label="Audit range">
        <div className="field">
          <label className="label" htmlFor="audit-from">
            From
          </label>
          <input
            id="audit-from"
            className="input"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="audit-to">
            To
          </label>
          <input
            id="audit-to"
            className="input"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="audit-company">
            Company id (optional)
          </label>
          <input
            id="audit-company"
            className="input"
            value={draft.companyId}
            onChange={(e) => setDraft({ ...draft, companyId: e.target.value })}
            placeholder="All companies"
          />
        </div>
        <Button type="submit">Run audit</Button>
      </form>
      <LoadStatus state={state} what="the audit" busy="Computing the audit…" />
      {state.status === 'ready' && (
        <>
          <div className="stat-grid">
            <Stat label="Applicants" value={state.data.totals.applicants} />
            <Stat
              label="Scored"
              value={state.data.totals.scored}
              note={`median score ${state.data.totals.medianScore ?? 'n/a'}`}
            />
            <Stat label="Human review" value={state.data.totals.humanReview} />
            <Stat label="Selected (interview or beyond)" value={state.data.totals.selected} />
            <Stat
              label="Overrides of the ranking"
              value={state.data.overrides.count}
              note={`of ${state.data.overrides.forwardMoves} moves to a later stage${state.data.overrides.rate === null ? '' : ` (${Math.round(state.data.overrides.rate * 100)}%)`}`}
            />
          </div>
          <div className="audit-actions">
            <Button variant="secondary" onClick={() => download(state.data)}>
              Download CSV
            </Button>
            <Button loading={busy} loadingText="Publishing…" onClick={publish}>
              Publish as the public summary
            </Button>
          </div>
          <p className="muted">
            The public summary covers whole calendar months that have ended (a company’s, at least{' '}
            {AUDIT_COMPANY_MIN_APPLICANTS} applicants); a count of 1 to {AUDIT_MIN_CELL - 1} people shows as “
            {AUDIT_SUPPRESSED}”.
          </p>
          {published && <Alert variant={published.ok ? 'success' : 'error'}>{published.text}</Alert>}
          {state.data.warnings.length > 0 && (
            <Alert variant="warning" title="Read with care">
              <ul>
                {state.data.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          )}
          <AuditTables audit={state.data} />
        </>
      )}
      <section className="card admin-panel" aria-labelledby="method-heading">
        <h2 id="method-heading">Method</h2>
        <ul>
          {AUDIT_METHOD.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </section>
    </WorkspacePage>
  );
}
