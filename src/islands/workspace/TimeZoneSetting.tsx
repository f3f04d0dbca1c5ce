import { type FormEvent, useState } from 'react';

import { saveTimeZone } from '../../client/api/account';
import { failureMessage } from '../../client/api/client';
import { browserTimeZone, timeZones } from '../../client/session/time';
import { zoneLabel } from '../../contract';
import { useTime } from '../hooks/use-time';
import { Alert, Button, Card, FieldFrame, useFieldIds } from '../ui';

/**
 * Settings, every role: the zone every time is shown in (pages, notifications, messages, emails).
 * It starts as the browser's at sign-up; a browser elsewhere later does not change it, this does.
 */
export function TimeZoneSetting() {
  const { dateTimeText, zone: savedZone } = useTime();
  const [zone, setZone] = useState(savedZone);
  // Some 400 zones, each named once (a formatter apiece), not at every render.
  const [zones] = useState(() => timeZones(zone, browserTimeZone()).map((z) => [z, zoneLabel(z)] as const));
  const [note, setNote] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hint = `Times are shown like this: ${dateTimeText(new Date().toISOString())}.`;
  const ids = useFieldIds(undefined, null, hint);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNote(null);
    setBusy(true);
    try {
      const saved = await saveTimeZone(zone);
      setNote({ kind: 'success', text: `Times are now shown in ${zoneLabel(saved)}.` });
    } catch (err) {
      setNote({ kind: 'error', text: failureMessage(err, 'We could not save your time zone.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Time zone" titleAs="h2">
      <form onSubmit={submit} noValidate>
        <FieldFrame {...ids} label="Time zone" hint={hint}>
          <select
            id={ids.inputId}
            className="select"
            value={zone}
            aria-describedby={ids.describedBy}
            onChange={(e) => setZone(e.target.value)}
          >
            {zones.map(([z, label]) => (
              <option key={z} value={z}>
                {label}
              </option>
            ))}
          </select>
        </FieldFrame>
        {note && <Alert variant={note.kind}>{note.text}</Alert>}
        <Button type="submit" loading={busy} loadingText="Saving…">
          Save time zone
        </Button>
      </form>
    </Card>
  );
}
