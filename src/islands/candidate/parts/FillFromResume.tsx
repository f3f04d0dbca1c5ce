import { useState } from 'react';

import { candidate } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import {
  type CandidateProfile,
  educationText,
  experienceText,
  type ProfileSuggestions,
  SKILLS_MAX,
} from '../../../contract';
import { Alert, Button } from '../../ui';

/** The profile fields the resume can fill. */
export type Fillable = Pick<CandidateProfile, 'headline' | 'city' | 'years' | 'experience' | 'education' | 'skills'>;
type TextKey = 'headline' | 'city' | 'years' | 'experience' | 'education';

const LABELS: Record<TextKey, string> = {
  headline: 'Headline',
  city: 'City',
  years: 'Years of experience',
  experience: 'Experience',
  education: 'Education',
};

interface Draft {
  value: string;
  use: boolean;
}

/** Each read field, ticked unless the profile already says something else (the person ticks to replace it). */
function draftsOf(s: ProfileSuggestions, current: Fillable): Partial<Record<TextKey, Draft>> {
  const read: Record<TextKey, string> = {
    headline: s.headline ?? '',
    city: s.city ?? '',
    years: s.years === null ? '' : String(s.years),
    experience: experienceText(s.roles),
    education: educationText(s.education),
  };
  const now = (k: TextKey) =>
    k === 'years' ? (current.years === null ? '' : String(current.years)) : current[k].trim();
  const out: Partial<Record<TextKey, Draft>> = {};
  for (const k of Object.keys(read) as TextKey[])
    if (read[k]) out[k] = { value: read[k], use: now(k) === '' || now(k) === read[k] };
  return out;
}

function SkillChoices({
  label,
  skills,
  picked,
  onToggle,
}: {
  label: string;
  skills: string[];
  picked: ReadonlySet<string>;
  onToggle: (skill: string, on: boolean) => void;
}) {
  if (skills.length === 0) return null;
  return (
    <div className="cw-fill-skills">
      <p className="cw-fill-heading">{label}</p>
      <ul className="cw-chips" aria-label={label}>
        {skills.map((k) => (
          <li key={k} className="cw-chip">
            <label>
              <input type="checkbox" checked={picked.has(k)} onChange={(e) => onToggle(k, e.target.checked)} /> {k}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Fill from my resume": what the engine read from the newest readable resume (headline, city,
 * years, every role, education, skills) for the candidate to confirm: each field can be edited or
 * left out, skills named plainly come ticked and those read in passing unticked. Confirmed parts go
 * into the profile form, still unsaved: Save profile saves them.
 */
export function FillFromResume({ current, onFill }: { current: Fillable; onFill: (patch: Partial<Fillable>) => void }) {
  const [state, setState] = useState<
    { status: 'idle' | 'loading' } | { status: 'error'; message: string } | { status: 'ready'; s: ProfileSuggestions }
  >({ status: 'idle' });
  const [drafts, setDrafts] = useState<Partial<Record<TextKey, Draft>>>({});
  const [picked, setPicked] = useState<Set<string>>(new Set());

  async function load() {
    setState({ status: 'loading' });
    try {
      const s = await candidate.profileSuggestions();
      setDrafts(draftsOf(s, current));
      setPicked(new Set(s.skills.filter((k) => k.sure).map((k) => k.name)));
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
      <Alert variant="info">
        Upload a resume below first: we read your headline, city, years, roles, education and skills from it.
      </Alert>
    );
  const have = new Set(current.skills.map((k) => k.toLowerCase()));
  const offered = s.skills.filter((k) => !have.has(k.name.toLowerCase()));
  const sure = offered.filter((k) => k.sure).map((k) => k.name);
  const maybe = offered.filter((k) => !k.sure).map((k) => k.name);
  const toggle = (k: string, on: boolean) =>
    setPicked((p) => (on ? new Set(p).add(k) : new Set([...p].filter((x) => x !== k))));
  const edit = (k: TextKey, d: Partial<Draft>) => setDrafts((all) => ({ ...all, [k]: { ...all[k]!, ...d } }));

  function put() {
    const patch: Partial<Fillable> = {};
    for (const [k, d] of Object.entries(drafts) as Array<[TextKey, Draft]>) {
      if (!d.use || !d.value.trim()) continue;
      if (k === 'years') {
        const n = Number(d.value);
        if (Number.isInteger(n) && n >= 0) patch.years = n;
      } else patch[k] = d.value.trim();
    }
    const added = offered.map((k) => k.name).filter((k) => picked.has(k));
    if (added.length > 0) patch.skills = [...current.skills, ...added].slice(0, SKILLS_MAX);
    onFill(patch);
    setState({ status: 'idle' });
  }

  return (
    <fieldset className="cw-fill card">
      <legend>From {s.resumeName}</legend>
      <p className="muted cw-small">
        Tick what is right and edit it here. Nothing is saved until you save your profile.
      </p>
      {(Object.keys(LABELS) as TextKey[]).map((k) => {
        const d = drafts[k];
        if (!d) return null;
        const replaces = k === 'years' ? current.years !== null : current[k].trim() !== '';
        return (
          <div key={k} className="cw-fill-field">
            <label className="cw-fill-use">
              <input type="checkbox" checked={d.use} onChange={(e) => edit(k, { use: e.target.checked })} /> {LABELS[k]}
              {replaces && <span className="muted cw-small"> (replaces what your profile says)</span>}
            </label>
            {k === 'experience' || k === 'education' ? (
              <textarea
                className="textarea"
                aria-label={`${LABELS[k]} from your resume`}
                rows={Math.min(6, d.value.split('\n').length + 1)}
                value={d.value}
                onChange={(e) => edit(k, { value: e.target.value, use: true })}
              />
            ) : (
              <input
                className="input"
                aria-label={`${LABELS[k]} from your resume`}
                type={k === 'years' ? 'number' : 'text'}
                inputMode={k === 'years' ? 'numeric' : undefined}
                min={k === 'years' ? 0 : undefined}
                max={k === 'years' ? 60 : undefined}
                value={d.value}
                onChange={(e) => edit(k, { value: e.target.value, use: true })}
              />
            )}
          </div>
        );
      })}
      <SkillChoices label="Skills your resume names" skills={sure} picked={picked} onToggle={toggle} />
      <SkillChoices label="Also mentioned: tick the ones you have" skills={maybe} picked={picked} onToggle={toggle} />
      {offered.length === 0 && s.skills.length > 0 && (
        <p className="muted cw-small">Every skill we found is already on your profile.</p>
      )}
      <div className="cw-row">
        <Button size="sm" onClick={put}>
          Put these in my profile
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setState({ status: 'idle' })}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
