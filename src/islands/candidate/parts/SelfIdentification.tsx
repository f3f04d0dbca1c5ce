import { type FormEvent, useState } from 'react';

import { candidate } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import {
  DECLINED,
  SELF_ID_MESSAGES,
  SELF_ID_SETS,
  type SelfIdentificationInput,
  type SelfIdSet,
} from '../../../contract';
import { useLoad } from '../../hooks/use-load';
import { Alert, Button, Card } from '../../ui';

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Voluntary self-identification, offered after applying: the questions of the job's company's
 * market (none where its country asks none); private, for the aggregate bias audit only.
 */
export function SelfIdentificationCard({ jobId }: { jobId: string }) {
  const state = useLoad(
    () => candidate.selfIdentification(jobId),
    `self-id:${jobId}`,
    'We could not load your answers.',
  );
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (state.status !== 'ready' || !state.data.set) return null;
  const set: SelfIdSet = state.data.set;
  const { questions } = SELF_ID_SETS[set];
  // Every question starts at its "prefer not to say": nothing is kept until the candidate saves.
  const current = draft ?? Object.fromEntries(questions.map((q) => [q.key, state.data.answers?.[q.key] ?? DECLINED]));

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setDraft(null);
      state.reload();
      setMessage({ ok: true, text: done });
    } catch (err) {
      setMessage({ ok: false, text: failureMessage(err, 'We could not save your answers. Try again.') });
    }
    setBusy(false);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const input = { set, answers: current } as SelfIdentificationInput;
    void run(() => candidate.saveSelfIdentification(input), SELF_ID_MESSAGES.saved);
  }
  return (
    <Card title="Voluntary self-identification" titleAs="h2">
      <p className="muted cw-small">{SELF_ID_MESSAGES.intro}</p>
      <form onSubmit={submit} noValidate>
        {questions.map((q) => (
          <Choice
            key={q.key}
            id={`self-id-${q.key}`}
            label={q.label}
            value={current[q.key] ?? DECLINED}
            options={q.options}
            onChange={(v) => setDraft({ ...current, [q.key]: v })}
          />
        ))}
        {message && <Alert variant={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <div className="cw-row">
          <Button type="submit" size="sm" loading={busy} loadingText="Saving…">
            Save my answers
          </Button>
          {state.data.answers && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => run(() => candidate.deleteSelfIdentification(set), SELF_ID_MESSAGES.deleted)}
            >
              Delete my answers
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
