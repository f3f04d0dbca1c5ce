import { type FormEvent, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { cacheProfile, recruiter } from '../../client/api/recruiter';
import { type FieldErrors, schemaOnDemand } from '../../client/browser/forms';
import { updateUser } from '../../client/session/session';
import {
  COMPANY_SIZES,
  COUNTRY_CODES,
  countryName,
  DEFAULT_COUNTRY,
  EMPLOYER_MESSAGES,
  employerStatusText,
  type RecruiterProfile,
  type RecruiterProfileInput,
  selfIdHint,
  selfIdSetOf,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, EmployerBadge, FieldFrame, TextAreaField, TextField, useFieldIds } from '../ui';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';

/** /recruiter/profile: the recruiter and their company (the first save creates the company). */
export default function Profile() {
  return (
    <WorkspacePage role="recruiter">
      <ProfileScreen />
    </WorkspacePage>
  );
}

function ProfileScreen() {
  const data = useLoad(
    async () => {
      const profile = await recruiter.profile();
      cacheProfile(profile);
      return profile;
    },
    'profile',
    'Your profile could not be loaded.',
  );
  return (
    <>
      <PageHeader title="Profile" lead="You and your company, as candidates see them beside your jobs." />
      <LoadBoundary state={data} what="your profile">
        {(p) => <ProfileForm profile={p} onSaved={data.setData} />}
      </LoadBoundary>
    </>
  );
}

// The profile's schema (and zod) comes when the form is first used, not with the page.
const profileCheck = schemaOnDemand(() => import('../../contract/profiles').then((m) => m.recruiterProfileInputSchema));

function valuesOf(p: RecruiterProfile): RecruiterProfileInput {
  const c = p.companyProfile;
  return {
    fullName: p.fullName,
    phone: p.phone,
    location: p.location,
    website: p.website,
    bio: p.bio,
    company: {
      name: c?.name ?? '',
      website: c?.website ?? '',
      logoUrl: c?.logoUrl ?? '',
      about: c?.about ?? '',
      size: (c?.size ?? '') as RecruiterProfileInput['company']['size'],
      industry: c?.industry ?? '',
      location: c?.location ?? '',
      country: c?.country ?? DEFAULT_COUNTRY,
    },
  };
}

function ProfileForm({ profile, onSaved }: { profile: RecruiterProfile; onSaved: (p: RecruiterProfile) => void }) {
  const [v, setV] = useState<RecruiterProfileInput>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isNew = profile.companyProfile === null;
  const youOwn = profile.employer?.youOwn ?? true;

  const person = (key: Exclude<keyof RecruiterProfileInput, 'company'>) => ({
    value: v[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value }),
  });
  const company = (key: Exclude<keyof RecruiterProfileInput['company'], 'size' | 'country'>) => ({
    value: v.company[key],
    error: errors[`company.${key}`],
    onChange: (e: { target: { value: string } }) => setV({ ...v, company: { ...v.company, [key]: e.target.value } }),
  });

  async function save(e: FormEvent) {
    e.preventDefault();
    setStatus(null);
    setBusy(true);
    try {
      const checked = await profileCheck.validate(v);
      if (!checked.ok) {
        setErrors(checked.errors);
        setStatus({ variant: 'error', text: 'Some fields need attention.' });
        return;
      }
      setErrors({});
      const saved = await recruiter.saveProfile(checked.data);
      cacheProfile(saved);
      updateUser({ fullName: saved.fullName });
      onSaved(saved);
      setStatus({
        variant: 'success',
        text: saved.employer?.lookalikeOf
          ? 'Saved. Your company is held for review: see why under Company.'
          : isNew
            ? 'Company created. You can post jobs now.'
            : 'Profile saved.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setStatus({ variant: 'error', text: failureMessage(err, 'Your profile could not be saved. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="profile-form" onSubmit={save} onFocus={profileCheck.preload} noValidate>
      {isNew && (
        <Alert variant="info" title="Create your company">
          Fill in your company below: it is created when you save, and every job you post carries its name.
        </Alert>
      )}
      <section className="card form-card" aria-labelledby="you-h">
        <h2 id="you-h">You</h2>
        <div className="form-row">
          <TextField label="Full name" required autoComplete="name" {...person('fullName')} />
          <TextField label="Email" value={profile.email} readOnly hint="Your sign-in email." />
        </div>
        <div className="form-row">
          <TextField label="Phone" markOptional type="tel" autoComplete="tel" {...person('phone')} />
          <TextField label="Location" markOptional {...person('location')} />
        </div>
        <TextField label="Website or LinkedIn" markOptional type="url" placeholder="https://" {...person('website')} />
        <TextAreaField label="About you" markOptional rows={3} {...person('bio')} />
      </section>
      <section className="card form-card" aria-labelledby="company-h">
        <h2 id="company-h">Company</h2>
        {profile.employer?.lookalikeOf ? (
          <Alert variant="warning" title="Held for review" id="company-held">
            {employerStatusText(profile.employer)}
          </Alert>
        ) : (
          profile.employer && (
            <div className="employer-status" role="status">
              <EmployerBadge verified={profile.employer.verified} />
              <p className="muted small">{employerStatusText(profile.employer)}</p>
            </div>
          )
        )}
        {!isNew && !youOwn && <p className="muted small">{EMPLOYER_MESSAGES.ownerOnlyIdentity}</p>}
        <div className="form-row">
          <TextField
            label="Company name"
            required
            autoComplete="organization"
            readOnly={!isNew && !youOwn}
            {...company('name')}
          />
          <TextField label="Industry" markOptional placeholder="e.g. Software" {...company('industry')} />
        </div>
        <div className="form-row">
          <div className="field">
            <label className="label" htmlFor="company-size">
              Size <span className="muted">(optional)</span>
            </label>
            <select
              id="company-size"
              className="select"
              value={v.company.size}
              onChange={(e) =>
                setV({
                  ...v,
                  company: { ...v.company, size: e.target.value as RecruiterProfileInput['company']['size'] },
                })
              }
            >
              <option value="">Choose a size</option>
              {COMPANY_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s} people
                </option>
              ))}
            </select>
          </div>
          <TextField label="Location" markOptional {...company('location')} />
        </div>
        <div className="form-row">
          <TextField
            label="Website"
            markOptional
            type="url"
            placeholder="https://"
            readOnly={!isNew && !youOwn}
            {...company('website')}
          />
          <TextField
            label="Logo address"
            markOptional
            type="url"
            placeholder="https://.../logo.png"
            {...company('logoUrl')}
          />
        </div>
        <CountryField
          value={v.company.country}
          error={errors['company.country']}
          disabled={!isNew && !youOwn}
          onChange={(country) => setV({ ...v, company: { ...v.company, country } })}
        />
        <TextAreaField label="About the company" markOptional rows={4} {...company('about')} />
      </section>
      {status && <Alert variant={status.variant}>{status.text}</Alert>}
      <div className="form-actions">
        <Button type="submit" loading={busy} loadingText="Saving...">
          {isNew ? 'Create company and save' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

// Every ISO country, by its English name.
const COUNTRIES = COUNTRY_CODES.map((code) => [code, countryName(code)] as const).sort((a, b) =>
  a[1].localeCompare(b[1]),
);

/** The company's country: it decides which voluntary self-identification questions its candidates see. */
function CountryField(props: { value: string; error?: string; disabled: boolean; onChange: (v: string) => void }) {
  const hint = selfIdHint(selfIdSetOf(props.value));
  const ids = useFieldIds('company-country', props.error, hint);
  return (
    <FieldFrame {...ids} label="Country" hint={hint} error={props.error}>
      <select
        id={ids.inputId}
        className="select"
        value={props.value}
        disabled={props.disabled}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {COUNTRIES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
