import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { EMPLOYER_MESSAGES } from '../../../src/contract';
import { api, blank, createUser, SAMPLE_JOB } from '../helpers';

const PROFILE = {
  fullName: 'Meera Kapoor',
  phone: '+91 98765 43210',
  location: 'Gurugram, India',
  website: 'https://meera.example.com',
  bio: 'Hiring engineers for ten years.',
  company: {
    name: 'Northwind Labs',
    website: 'https://northwind.example.com',
    logoUrl: '',
    about: 'We build logistics software.',
    size: '51-200',
    industry: 'Software',
    location: 'Gurugram, India',
  },
};

describe('GET and PUT /api/recruiter/profile', () => {
  it('answers an empty profile before the first save', async () => {
    const recruiter = await createUser('recruiter', { fullName: 'Meera K' });
    const res = await api('/api/recruiter/profile', { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: recruiter.id,
      fullName: 'Meera K',
      email: recruiter.email,
      role: 'Recruiter',
      ...blank('company', 'phone', 'location', 'website', 'bio'),
      companyProfile: null,
      blindReview: false,
      employer: null,
    });
  });

  it('creates the company on the first save, updates the same company after, and lets the recruiter post', async () => {
    const recruiter = await createUser('recruiter');
    const first = await api('/api/recruiter/profile', { method: 'PUT', token: recruiter.token, body: PROFILE });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      fullName: 'Meera Kapoor',
      company: 'Northwind Labs',
      phone: '+91 98765 43210',
      bio: PROFILE.bio,
    });
    expect(first.json.companyProfile).toMatchObject({ ...PROFILE.company, id: expect.any(String) });

    const second = await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: { ...PROFILE, company: { ...PROFILE.company, name: 'Northwind Labs India' } },
    });
    expect(second.json.companyProfile.id).toBe(first.json.companyProfile.id);
    expect(second.json.company).toBe('Northwind Labs India');
    const companies = await env.DB.prepare("SELECT COUNT(*) AS n FROM companies WHERE name LIKE 'Northwind%'").first<{
      n: number;
    }>();
    expect(companies?.n).toBe(1);
    expect((await api('/api/recruiter/profile', { token: recruiter.token })).json).toEqual(second.json);

    const job = await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB });
    expect(job.status).toBe(201);
    expect(job.json.companyName).toBe('Northwind Labs India');
  });

  it('makes one company when the first save arrives twice at once', async () => {
    const recruiter = await createUser('recruiter');
    const body = { ...PROFILE, company: { ...PROFILE.company, name: 'Twice Corp' } };
    await Promise.all([1, 2].map(() => api('/api/recruiter/profile', { method: 'PUT', token: recruiter.token, body })));
    const companies = await env.DB.prepare("SELECT COUNT(*) AS n FROM companies WHERE name = 'Twice Corp'").first<{
      n: number;
    }>();
    expect(companies?.n).toBe(1);
  });

  it('refuses invalid fields with their messages and saves nothing', async () => {
    const recruiter = await createUser('recruiter', { fullName: 'Before' });
    const res = await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: {
        ...PROFILE,
        fullName: '',
        phone: 'call me',
        website: 'meera.dev',
        company: { ...PROFILE.company, name: '' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      fullName: 'Name is required',
      phone: 'Enter a phone number with digits only, for example +91 98765 43210',
      website: 'Enter a full web address, starting with https://',
      'company.name': 'Company name is required',
    });
    expect((await api('/api/recruiter/profile', { token: recruiter.token })).json.fullName).toBe('Before');
  });

  it('is for recruiters only', async () => {
    const candidate = await createUser('candidate');
    expect((await api('/api/recruiter/profile', { token: candidate.token })).status).toBe(403);
    expect((await api('/api/recruiter/profile', { method: 'PUT', body: PROFILE })).status).toBe(401);
  });
});

describe('recruiter settings', () => {
  it('turns blind review (the company’s), new-application and mention emails on and off', async () => {
    const recruiter = await createUser('recruiter');
    expect((await api('/api/recruiter/settings', { token: recruiter.token })).json).toEqual({
      blindReview: false,
      emailOnNewApplication: true,
      emailOnMention: true,
    });
    const early = await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: true },
    });
    expect([early.status, early.json.message]).toEqual([409, EMPLOYER_MESSAGES.blindNeedsCompany]);
    await api('/api/recruiter/profile', { method: 'PUT', token: recruiter.token, body: PROFILE });
    const blind = await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: true },
    });
    expect(blind.json).toEqual({ blindReview: true, emailOnNewApplication: true, emailOnMention: true });
    const quiet = await api('/api/recruiter/settings/notifications', {
      method: 'PUT',
      token: recruiter.token,
      body: { emailOnNewApplication: false },
    });
    // A switch left out stays as it is.
    expect(quiet.json).toEqual({ blindReview: true, emailOnNewApplication: false, emailOnMention: true });
    const noMentionMail = await api('/api/recruiter/settings/notifications', {
      method: 'PUT',
      token: recruiter.token,
      body: { emailOnMention: false },
    });
    expect(noMentionMail.json).toEqual({ blindReview: true, emailOnNewApplication: false, emailOnMention: false });
    expect((await api('/api/recruiter/profile', { token: recruiter.token })).json.blindReview).toBe(true);
    // Saving the profile keeps every switch.
    await api('/api/recruiter/profile', { method: 'PUT', token: recruiter.token, body: PROFILE });
    expect((await api('/api/recruiter/settings', { token: recruiter.token })).json).toEqual({
      blindReview: true,
      emailOnNewApplication: false,
      emailOnMention: false,
    });
    const bad = await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ enabled: 'Choose on or off' });
  });
});

describe('PUT /api/recruiter/settings/password', () => {
  const signup = (email: string) =>
    api('/api/auth/signup', { body: { fullName: 'Meera Kapoor', email, password: 'first-pass', role: 'recruiter' } });
  const login = (email: string, password: string) => api('/api/auth/login', { body: { email, password } });

  it('changes the password when the current one matches; the old one stops working', async () => {
    const email = `meera-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { accessToken } = (await signup(email)).json;
    const wrong = await api('/api/recruiter/settings/password', {
      method: 'PUT',
      token: accessToken,
      body: { currentPassword: 'nope-nope', newPassword: 'second-pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ currentPassword: 'Your current password is not correct' });
    const short = await api('/api/recruiter/settings/password', {
      method: 'PUT',
      token: accessToken,
      body: { currentPassword: 'first-pass', newPassword: 'abc' },
    });
    expect(short.json.fields).toEqual({ newPassword: 'Password must be at least 6 characters' });

    const ok = await api('/api/recruiter/settings/password', {
      method: 'PUT',
      token: accessToken,
      body: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      message: 'Password changed. Other devices have been signed out.',
      accessToken: expect.any(String),
    });
    expect((await login(email, 'first-pass')).status).toBe(401);
    expect((await login(email, 'second-pass')).status).toBe(200);
    const audited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'password_change' AND actor_id = ?",
    )
      .bind((await login(email, 'second-pass')).json.user.id)
      .first<{ n: number }>();
    expect(audited?.n).toBe(1);
  });

  it('tells a Google-only account to set a password through the reset link', async () => {
    const recruiter = await createUser('recruiter');
    const res = await api('/api/recruiter/settings/password', {
      method: 'PUT',
      token: recruiter.token,
      body: { currentPassword: 'whatever', newPassword: 'second-pass' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/signs in with Google/);
  });
});
