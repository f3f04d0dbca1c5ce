import { useState } from 'react';

import { candidate, profileFields } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import { type CandidateProfile, TARGETED_CONSENT_TEXT } from '../../../contract';
import { Alert } from '../../ui';

/**
 * The candidate's opt-in to being found by verified employers: off until they turn it on, and
 * turning it off takes them out of every recruiter's pool at once. Saves on change.
 */
export function ConsentSwitch({
  profile,
  onChange,
}: {
  profile: Pick<CandidateProfile, 'acceptsTargetedJobs'>;
  onChange?: (p: CandidateProfile) => void;
}) {
  const [on, setOn] = useState(profile.acceptsTargetedJobs);
  const [note, setNote] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  async function toggle() {
    const next = !on;
    setOn(next);
    setNote(null);
    try {
      // The profile as stored now (the page may have saved edits since it loaded), with only this switch changed.
      const saved = await candidate.saveProfile({
        ...profileFields(await candidate.profile()),
        acceptsTargetedJobs: next,
      });
      onChange?.(saved);
      setNote({
        kind: 'success',
        text: next
          ? 'Verified employers can now find you and send you jobs.'
          : 'Employers can no longer find you or send you jobs.',
      });
    } catch (err) {
      setOn(!next);
      setNote({ kind: 'error', text: failureMessage(err, 'We could not save your choice.') });
    }
  }
  return (
    <div>
      <label className="cw-switch">
        <input type="checkbox" checked={on} onChange={toggle} />
        <span>
          <strong>{TARGETED_CONSENT_TEXT}</strong>
          <span>
            Only employers we have verified see your name, city, headline, years and confirmed skills (never your resume
            file) and can send you roles. Off by default; turn it off at any time.
          </span>
        </span>
      </label>
      {note && <Alert variant={note.kind}>{note.text}</Alert>}
    </div>
  );
}
