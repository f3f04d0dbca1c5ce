import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { api, blank, createUser } from '../helpers';

const PROFILE = {
  fullName: 'Asha Verma',
  phone: '+91 98765 43210',
  location: 'Bengaluru, India',
  experience: '6 years building web platforms',
  education: 'B.Tech, IIT Delhi',
  website: 'https://asha.dev',
  bio: 'Backend engineer who likes calm systems.',
  skills: ['TypeScript', 'PostgreSQL', 'typescript'],
};

describe('candidate profile', () => {
  it('answers empty fields and default settings before the first save', async () => {
    const candidate = await createUser('candidate', { fullName: 'Asha V' });
    const res = await api('/api/candidate/profile', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: candidate.id,
      fullName: 'Asha V',
      email: candidate.email,
      role: 'Candidate',
      ...blank('phone', 'location', 'experience', 'education', 'website', 'bio', 'headline', 'city'),
      years: null,
      skills: [],
      acceptsTargetedJobs: false,
      emailNotifications: true,
    });
  });

  it('saves every field, the name on the account, and the settings only when sent', async () => {
    const candidate = await createUser('candidate');
    const saved = await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { ...PROFILE, emailNotifications: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      ...PROFILE,
      skills: ['typescript', 'PostgreSQL'],
      email: candidate.email,
      acceptsTargetedJobs: false,
      emailNotifications: false,
    });
    const again = await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { ...PROFILE, bio: 'Changed' },
    });
    expect(again.json).toMatchObject({ bio: 'Changed', emailNotifications: false });
    const user = await env.DB.prepare('SELECT full_name FROM users WHERE id = ?').bind(candidate.id).first();
    expect(user).toEqual({ full_name: 'Asha Verma' });
  });

  it('refuses invalid fields with their messages', async () => {
    const candidate = await createUser('candidate');
    const res = await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { ...PROFILE, fullName: ' ', website: 'asha.dev', phone: 'call me' },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      fullName: 'Name is required',
      website: 'Enter a full web address, starting with https://',
      phone: 'Enter a phone number with digits only, for example +91 98765 43210',
    });
  });

  it('is for candidates only', async () => {
    const recruiter = await createUser('recruiter');
    expect((await api('/api/candidate/profile', { token: recruiter.token })).status).toBe(403);
    expect((await api('/api/candidate/profile')).status).toBe(401);
  });
});
