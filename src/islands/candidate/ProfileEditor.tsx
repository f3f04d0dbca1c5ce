import { type FormEvent, type KeyboardEvent, useState } from 'react';

import { cachedProfile, cacheProfile, candidate } from '../../client/api/candidate';
import { ApiError, failureMessage } from '../../client/api/client';
import { schemaOnDemand } from '../../client/browser/forms';
import { updateUser } from '../../client/session/session';
import { type CandidateProfile, SKILLS_MAX } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, Card, LoadingState, TextAreaField, TextField } from '../ui';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { ConsentSwitch } from './parts/ConsentSwitch';
import { FillFromResume } from './parts/FillFromResume';
import { ResumeList } from './parts/ResumeList';

type Fields = Pick<
  CandidateProfile,
  | 'fullName'
  | 'phone'
  | 'location'
  | 'experience'
  | 'education'
  | 'website'
  | 'bio'
  | 'headline'
  | 'city'
  | 'years'
  | 'skills'
>;

function SkillsInput({
  skills,
  onChange,
  error,
}: {
  skills: string[];
  onChange: (s: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const parts = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const known = new Set(skills.map((s) => s.toLowerCase()));
    const fresh = parts.filter((p) => !known.has(p.toLowerCase()));
    if (fresh.length) onChange([...skills, ...fresh].slice(0, SKILLS_MAX));
    setText('');
  };
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="cw-full">
      <TextField
        label="Skills"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={key}
        onBlur={add}
        placeholder="Type a skill and press Enter"
        hint={`${skills.length} of ${SKILLS_MAX}. Use the names jobs use, e.g. TypeScript, Kubernetes, Figma.`}
        error={error}
      />
      {skills.length > 0 && (
        <ul className="cw-chips cw-gap-bottom" aria-label="Your skills">
          {skills.map((s) => (
            <li key={s} className="cw-chip">
              {s}
              <button type="button" aria-label={`Remove ${s}`} onClick={() => onChange(skills.filter((x) => x !== s))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `resumesChanged` counts uploads and deletions: the resume reading starts again from its button. */
// The form's schema (with zod) comes when the form is first used, not with the page (issue 41's budget).
const profileCheck = schemaOnDemand(() => import('../../contract/profiles').then((m) => m.candidateProfileInputSchema));

function Form({ profile, resumesChanged }: { profile: CandidateProfile; resumesChanged: number }) {
  const [fields, setFields] = useState<Fields>(profile);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus(null);
    try {
      const checked = await profileCheck.validate(fields);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      setBusy(true);
      const saved = await candidate.saveProfile(checked.data);
      cacheProfile(saved);
      updateUser({ fullName: saved.fullName });
      setFields(saved);
      setStatus({ kind: 'saved', text: 'Profile saved.' });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setStatus({ kind: 'error', text: failureMessage(err, 'We could not save your profile. Try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} onFocus={profileCheck.preload} noValidate>
      <Card title="About you" titleAs="h2">
        <FillFromResume
          key={resumesChanged}
          current={fields}
          onFill={(patch) => {
            setFields((f) => ({ ...f, ...patch }));
            setStatus({ kind: 'saved', text: 'Filled in from your resume. Check each field, then save your profile.' });
          }}
        />
        <div className="cw-form-grid">
          <TextField
            label="Full name"
            value={fields.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            error={errors.fullName}
            autoComplete="name"
            required
          />
          <TextField
            label="Email"
            value={profile.email}
            readOnly
            disabled
            hint="Your sign-in email. It cannot be changed here."
          />
          <TextField
            label="Phone"
            markOptional
            value={fields.phone}
            onChange={(e) => set('phone')(e.target.value)}
            error={errors.phone}
            autoComplete="tel"
            inputMode="tel"
          />
          <TextField
            label="Location"
            markOptional
            value={fields.location}
            onChange={(e) => set('location')(e.target.value)}
            error={errors.location}
            placeholder="City, country"
          />
          <TextField
            label="Headline"
            markOptional
            value={fields.headline}
            onChange={(e) => set('headline')(e.target.value)}
            error={errors.headline}
            placeholder="e.g. Senior Backend Engineer"
            hint="Your title. Employers you let find you search it, with your city, years and skills."
          />
          <TextField
            label="City"
            markOptional
            value={fields.city}
            onChange={(e) => set('city')(e.target.value)}
            error={errors.city}
            autoComplete="address-level2"
          />
          <TextField
            label="Years of experience"
            markOptional
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            value={fields.years === null ? '' : String(fields.years)}
            onChange={(e) => setFields((f) => ({ ...f, years: e.target.value === '' ? null : Number(e.target.value) }))}
            error={errors.years}
          />
          <TextField
            label="Website"
            markOptional
            fieldClassName="cw-full"
            value={fields.website}
            onChange={(e) => set('website')(e.target.value)}
            error={errors.website}
            placeholder="https://"
            inputMode="url"
          />
          <TextAreaField
            label="Bio"
            markOptional
            fieldClassName="cw-full"
            rows={3}
            value={fields.bio}
            onChange={(e) => set('bio')(e.target.value)}
            error={errors.bio}
            hint="Two or three lines recruiters read first."
          />
          <TextAreaField
            label="Experience"
            markOptional
            fieldClassName="cw-full"
            rows={4}
            value={fields.experience}
            onChange={(e) => set('experience')(e.target.value)}
            error={errors.experience}
            placeholder="Roles, companies, years and what you achieved"
          />
          <TextAreaField
            label="Education"
            markOptional
            fieldClassName="cw-full"
            rows={2}
            value={fields.education}
            onChange={(e) => set('education')(e.target.value)}
            error={errors.education}
          />
          <SkillsInput
            skills={fields.skills}
            onChange={(skills) => setFields((f) => ({ ...f, skills }))}
            error={errors.skills}
          />
        </div>
        {status && <Alert variant={status.kind === 'saved' ? 'success' : 'error'}>{status.text}</Alert>}
        <Button type="submit" loading={busy} loadingText="Saving…">
          Save profile
        </Button>
      </Card>
    </form>
  );
}

function Profile() {
  const [resumesChanged, setResumesChanged] = useState(0);
  const state = useLoad(
    async () => {
      const profile = await candidate.profile();
      cacheProfile(profile);
      return profile;
    },
    'profile',
    'We could not load your profile.',
  );
  if (state.status === 'loading') {
    // The cached copy (spec section 3) shows at once while the server answers.
    const cached = cachedProfile();
    return cached?.fullName ? (
      <LoadingState label={`Loading ${cached.fullName}'s profile…`} />
    ) : (
      <LoadingState label="Loading your profile…" />
    );
  }
  if (state.status === 'error') return <LoadStatus state={state} what="your profile" />;
  return (
    <div className="cw-grid cw-grid-2">
      <div className="cw-stack">
        <Form profile={state.data} resumesChanged={resumesChanged} />
        <Card title="Be found by employers" titleAs="h2">
          <ConsentSwitch profile={state.data} />
        </Card>
      </div>
      <ResumeList onChange={() => setResumesChanged((n) => n + 1)} />
    </div>
  );
}

/** /dashboard/profile */
export default function ProfileEditor() {
  return (
    <WorkspacePage role="candidate">
      {() => (
        <>
          <PageHeader
            title="Your profile"
            lead="What recruiters see when you apply, and what we match jobs against when you have no resume."
          />
          <Profile />
        </>
      )}
    </WorkspacePage>
  );
}
