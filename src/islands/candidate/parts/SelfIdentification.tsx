import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../../client/api';
import { candidate } from '../../../client/candidate';
import { RACE_CATEGORIES, SELF_ID_MESSAGES, type SelfIdentificationInput, SEX_CATEGORIES } from '../../../contract';
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
        <option value="">Choose…</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Voluntary self-identification, offered after applying: private, for the aggregate bias audit only. */
export function SelfIdentificationCard() {
  const state = useLoad(() => candidate.selfIdentification(), 'self-id', 'We could not load your answers.');
  const [draft, setDraft] = useState<{ sex: string; raceEthnicity: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (state.status !== 'ready') return null;
  const saved = state.data.answers;
  const current = draft ?? { sex: saved?.sex ?? '', raceEthnicity: saved?.raceEthnicity ?? '' };

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
    if (!current.sex || !current.raceEthnicity)
      return setMessage({ ok: false, text: 'Choose an answer for both questions, or "Decline to state".' });
    void run(() => candidate.saveSelfIdentification(current as SelfIdentificationInput), SELF_ID_MESSAGES.saved);
  }
  return (
    <Card title="Voluntary self-identification" titleAs="h2">
      <p className="muted cw-small">{SELF_ID_MESSAGES.intro}</p>
      <form onSubmit={submit} noValidate>
        <Choice
          id="self-id-sex"
          label="Sex"
          value={current.sex}
          options={SEX_CATEGORIES}
          onChange={(sex) => setDraft({ ...current, sex })}
        />
        <Choice
          id="self-id-race"
          label="Race / ethnicity"
          value={current.raceEthnicity}
          options={RACE_CATEGORIES}
          onChange={(raceEthnicity) => setDraft({ ...current, raceEthnicity })}
        />
        {message && <Alert variant={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <div className="cw-row">
          <Button type="submit" size="sm" loading={busy} loadingText="Saving…">
            Save my answers
          </Button>
          {saved && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => run(() => candidate.deleteSelfIdentification(), SELF_ID_MESSAGES.deleted)}
            >
              Delete my answers
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
