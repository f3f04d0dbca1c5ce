import '../../styles/targeted.css';

import { useEffect, useId, useMemo, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import { targetedCalls } from '../../client/api/targeted';
import {
  type Job,
  TARGETED_BATCH_MAX,
  TARGETED_NOTE_MAX,
  type TargetedCandidates,
  type TargetedSendResult,
} from '../../contract';
import { Alert, Button, clearIfSent, EmptyState, LinkButton, LoadingState, TextAreaField, TextField } from '../ui';
import { WorkspacePage } from '../workspace/WorkspacePage';
import { OUTCOME_TEXT, TargetedCandidateRow } from './TargetedCandidateRow';

const MIN_SCORES = [0, 40, 60, 80];

function TargetedView() {
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [jobId, setJobId] = useState('');
  const [q, setQ] = useState('');
  const [minScore, setMinScore] = useState(0);
  const [ranked, setRanked] = useState<TargetedCandidates | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ sent: TargetedSendResult; names: Map<string, string> } | null>(null);
  const [reload, setReload] = useState(0);
  const ids = useId();

  useEffect(() => {
    recruiter.jobs('open').then(
      ({ jobs: open }) => {
        setJobs(open);
        const fromUrl = new URLSearchParams(window.location.search).get('jobId');
        setJobId(open.find((j) => j.id === fromUrl)?.id ?? open[0]?.id ?? '');
      },
      (err: unknown) => setError(failureMessage(err, 'Your jobs could not be loaded. Please try again.')),
    );
  }, []);

  // Rank again when the job or a filter changes (typing waits for a pause).
  useEffect(() => {
    if (!jobId) return;
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      targetedCalls
        .candidates({ jobId, q: q.trim() || undefined, minScore })
        .then(
          (data) => {
            if (!live) return;
            setRanked(data);
            setError(null);
            setPicked((current) => current.filter((id) => data.candidates.some((c) => c.candidateId === id)));
          },
          (err: unknown) => live && setError(failureMessage(err, 'Candidates could not be ranked. Please try again.')),
        )
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId, q, minScore, reload]);

  const limit = Math.min(TARGETED_BATCH_MAX, ranked?.usage.remaining ?? 0);
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < limit ? [...p, id] : p));
  const names = useMemo(() => new Map(ranked?.candidates.map((c) => [c.candidateId, c.fullName]) ?? []), [ranked]);

  async function send() {
    if (picked.length === 0) return;
    setSending(true);
    setError(null);
    try {
      const batch = { jobId, candidateIds: picked, note: note.trim() };
      const sent = await targetedCalls.send(batch);
      setResult({ sent, names });
      // Picks and words changed while the batch was on its way are the next batch's.
      setPicked((current) => current.filter((id) => !batch.candidateIds.includes(id)));
      setNote(clearIfSent(batch.note));
      setReload((n) => n + 1);
    } catch (err) {
      setError(failureMessage(err, 'The job was not sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  if (jobs === null)
    return error ? <Alert variant="error">{error}</Alert> : <LoadingState label="Loading your jobs…" />;
  if (jobs.length === 0) {
    return (
      <EmptyState
        title="No open jobs to send"
        description="Publish a job first; then you can send it to the candidates who match it best."
        action={<LinkButton href="/recruiter/post-job">Post a job</LinkButton>}
      />
    );
  }

  const usage = ranked?.usage;
  return (
    <div className="workspace-page tg-page">
      <header className="tg-head">
        <div>
          <h1>Targeted job sending</h1>
          <p className="muted">Pick one of your open jobs, see who matches it and why, and send it with a note.</p>
        </div>
        {usage ? (
          <p className="tg-usage" aria-live="polite">
            <strong>{usage.sentToday}</strong> of {usage.dailyCap} sent today
          </p>
        ) : null}
      </header>

      <div className="tg-filters">
        <div className="field">
          <label className="label" htmlFor={`${ids}-job`}>
            Job
          </label>
          <select
            id={`${ids}-job`}
            className="select"
            value={jobId}
            onChange={(e) => {
              setJobId(e.target.value);
              setPicked([]);
              setResult(null);
            }}
          >
            {jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} · {j.workplaceType === 'remote' ? 'Remote' : j.city || j.country}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Filter"
          placeholder="Name, headline, skill or place"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <div className="field">
          <label className="label" htmlFor={`${ids}-min`}>
            Minimum match
          </label>
          <select
            id={`${ids}-min`}
            className="select"
            value={minScore}
            onChange={(e) => setMinScore(Number(e.target.value))}
          >
            {MIN_SCORES.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? 'Any' : `${s}% or more`}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error ? <Alert variant="error">{error}</Alert> : null}
      {result ? (
        <Alert
          variant={result.sent.sent > 0 ? 'success' : 'warning'}
          title={
            result.sent.sent > 0
              ? `Sent to ${result.sent.sent} candidate${result.sent.sent === 1 ? '' : 's'}`
              : 'Nothing was sent'
          }
        >
          <ul className="tg-results">
            {result.sent.results.map((r) => (
              <li key={r.candidateId}>
                {result.names.get(r.candidateId) ?? 'Candidate'}: {OUTCOME_TEXT[r.outcome]}
                {r.conversationId ? (
                  <>
                    {' · '}
                    <a href={`/recruiter/messages?c=${encodeURIComponent(r.conversationId)}`}>Open conversation</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="tg-body">
        <section className="tg-list" aria-label="Ranked candidates" aria-busy={loading}>
          {!ranked && error ? null : !ranked || (loading && ranked.candidates.length === 0) ? (
            <LoadingState label="Ranking candidates…" />
          ) : ranked.candidates.length === 0 ? (
            <EmptyState
              titleAs="h2"
              title="No candidates to show"
              description="Nobody new matches this job with these filters. Candidates who turned targeted jobs off, already got this job or applied to it are not listed."
            />
          ) : (
            <ol className="tg-rows">
              {ranked.candidates.map((c) => (
                <TargetedCandidateRow
                  key={c.candidateId}
                  candidate={c}
                  checked={picked.includes(c.candidateId)}
                  disabled={picked.length >= limit}
                  onToggle={toggle}
                />
              ))}
            </ol>
          )}
        </section>
        <aside className="tg-send">
          <h2>Send this job</h2>
          <p className="muted">
            {picked.length === 0 ? 'Select candidates in the list.' : `${picked.length} selected`}
            {usage && usage.remaining < TARGETED_BATCH_MAX ? ` · ${usage.remaining} left today` : ''}
          </p>
          <TextAreaField
            label="Note"
            hint="Sent as your first message; each candidate also gets a notification and an email."
            rows={5}
            maxLength={TARGETED_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Why you think this role fits them…"
            markOptional
          />
          <Button
            block
            loading={sending}
            loadingText="Sending…"
            disabled={picked.length === 0 || usage?.remaining === 0}
            onClick={() => void send()}
          >
            {picked.length > 1 ? `Send to ${picked.length} candidates` : 'Send job'}
          </Button>
          {usage?.remaining === 0 ? (
            <p className="tg-cap muted">You reached today's limit of {usage.dailyCap}. It resets at 00:00 UTC.</p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** /recruiter/targeted-job-sending */
export default function TargetedJobSending() {
  return (
    <WorkspacePage role="recruiter">
      <TargetedView />
    </WorkspacePage>
  );
}
