import { useState } from 'react';

import { failureMessage } from '../../../client/api';
import { candidate } from '../../../client/candidate';
import { experienceText, type ProfileSuggestions, SKILLS_MAX } from '../../../contract';
import { Alert, Button } from '../../ui';

/**
 * "Fill from my resume": reads what the engine found in the newest readable resume, lets the
 * candidate pick the skills and edit the experience text, then puts them into the profile form
 * (still unsaved: Save profile saves them).
 */
export function FillFromResume({
  skills,
  onFill,
}: {
  skills: string[];
  onFill: (patch: { skills: string[]; experience: string; title: string | null; years: number | null }) => void;
}) {
  const [state, setState] = useState<
    { status: 'idle' | 'loading' } | { status: 'error'; message: string } | { status: 'ready'; s: ProfileSuggestions }
  >({ status: 'idle' });
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [experience, setExperience] = useState('');

  async function load() {
    setState({ status: 'loading' });
    try {
      const s = await candidate.profileSuggestions();
      const have = new Set(skills.map((k) => k.toLowerCase()));
      setPicked(new Set(s.skills.filter((k) => !have.has(k.toLowerCase()))));
      setExperience(experienceText(s));
      setState({ status: 'ready', s });
    } catch (err) {
      setState({ status: 'error', message: failureMessage(err, 'We could not read your resume. Try again.') });
    }
  }

  if (state.status !== 'ready')
    return (
      <div className="cw-fill">
        <Button
          variant="secondary"
          size="sm"
          loading={state.status === 'loading'}
          loadingText="Reading your resume…"
          onClick={load}
        >
          Fill from my resume
        </Button>
        {state.status === 'error' && <Alert variant="error">{state.message}</Alert>}
      </div>
    );
  const { s } = state;
  if (!s.resumeName)
    return (
      <Alert variant="info">Upload a resume below first: we read its skills, title, years and roles for you.</Alert>
    );
  const have = new Set(skills.map((k) => k.toLowerCase()));
  const offered = s.skills.filter((k) => !have.has(k.toLowerCase()));
  return (
    <fieldset className="cw-fill card">
      <legend>From {s.resumeName}</legend>
      {offered.length > 0 ? (
        <ul className="cw-chips" aria-label="Skills found on your resume">
          {offered.map((k) => (
            <li key={k} className="cw-chip">
              <label>
                <input
                  type="checkbox"
                  checked={picked.has(k)}
                  onChange={(e) =>
                    setPicked((p) => (e.target.checked ? new Set(p).add(k) : new Set([...p].filter((x) => x !== k))))
                  }
                />{' '}
                {k}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted cw-small">Every skill we found is already on your profile.</p>
      )}
      <label className="label" htmlFor="fill-experience">
        Experience from your resume
      </label>
      <textarea
        id="fill-experience"
        className="textarea"
        rows={4}
        value={experience}
        onChange={(e) => setExperience(e.target.value)}
      />
      <div className="cw-row">
        <Button
          size="sm"
          onClick={() => {
            onFill({
              skills: [...skills, ...offered.filter((k) => picked.has(k))].slice(0, SKILLS_MAX),
              experience,
              title: s.title,
              years: s.years,
            });
            setState({ status: 'idle' });
          }}
        >
          Put these in my profile
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setState({ status: 'idle' })}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
