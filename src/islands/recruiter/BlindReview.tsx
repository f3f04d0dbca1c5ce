import { useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import type { RecruiterSettings } from '../../contract';
import { useLoad } from '../hooks/use-load';

/**
 * The company's blind review setting on an application screen: the switch for the header (which says
 * it changes the whole company, not this job), the note under it while it is on, and what a refusal said. `onChanged` reloads what the setting hides.
 */
export function useBlindReview(onChanged: () => void, initial?: RecruiterSettings) {
  const settings = useLoad(() => recruiter.settings(), 'settings', 'Your settings could not be loaded.', initial);
  const [error, setError] = useState<string | null>(null);

  async function toggle(enabled: boolean) {
    if (settings.status !== 'ready') return;
    const before = settings.data;
    // The switch moves at once; it moves back if the server refuses.
    settings.setData({ ...before, blindReview: enabled });
    try {
      settings.setData(await recruiter.setBlindReview(enabled));
      setError(null);
      onChanged();
    } catch (err) {
      settings.setData(before);
      setError(failureMessage(err, 'Blind review could not be changed. Please try again.'));
    }
  }

  const blind = settings.status === 'ready' && settings.data.blindReview;
  const control = (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={blind}
        disabled={settings.status !== 'ready'}
        onChange={(e) => void toggle(e.target.checked)}
      />
      <span className="switch-track" aria-hidden="true" />
      {/* The setting is the company's: switching it here changes every job's applications. */}
      <span>
        Blind review <span className="switch-scope">(whole company)</span>
      </span>
    </label>
  );
  const note = blind ? (
    <p className="blind-note">
      Blind review is on for every job of your company: names, emails and resume files stay hidden until a candidate
      reaches Interview. Colleagues see the same; change it here or in <a href="/recruiter/settings">Settings</a>.
    </p>
  ) : null;
  return { control, note, error };
}
