import { describe, expect, it } from 'vitest';

import { MESSAGES, SINGLE_LINE_MESSAGE } from '../../../src/contract';
import { api, createRecruiter, createUser, SAMPLE_JOB } from '../helpers';
import { PASSWORD, uniqueEmail } from './helpers';

const signup = (email: string, fullName = 'Sam Signup') =>
  api('/api/auth/signup', { body: { fullName, email, password: PASSWORD, role: 'candidate' } });

describe('emails and names that cannot break a mail header', () => {
  it('signup refuses anything but one plain address, with the spec message', async () => {
    const bad = [
      'a@example.com, b@example.com',
      'a@example.com,b@example.com',
      '<a@example.com>',
      'Sam <a@example.com>',
      '"sam"@example.com',
      "o'brien@example.com",
      'a b@example.com',
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com\nx',
      'a\u0000@example.com',
      'a@@example.com',
      'a@b@example.com',
      'a@example',
      'a@.example.com',
      'a@example..com',
      'a@example.com.',
      'a@exa mple.com',
    ];
    for (const email of bad) {
      const res = await signup(email);
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.json.fields?.email, JSON.stringify(email)).toBe(MESSAGES.emailInvalid);
    }
    for (const email of [uniqueEmail('plain'), `first.last+tag-${crypto.randomUUID().slice(0, 6)}@sub.example.co.in`]) {
      expect((await signup(email)).status, email).toBe(201);
    }
  });

  it('sign-in keeps the spec pattern, so an existing odd address can still sign in', async () => {
    const res = await api('/api/auth/login', { body: { email: 'odd,one@example.com', password: PASSWORD } });
    expect(res.status).toBe(401);
  });

  it('names and single-line fields refuse CR, LF and control characters', async () => {
    for (const name of ['Sam\r\nBcc: x@example.com', 'Sam\nSmith', 'Sam\u0007', 'Sam\u2028Smith']) {
      const res = await signup(uniqueEmail('ctl'), name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.json.fields?.fullName).toBe(SINGLE_LINE_MESSAGE);
    }
    const candidate = await createUser('candidate');
    const profile = await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { fullName: 'Cand\r\nIdate', location: 'Pune' },
    });
    expect(profile.status).toBe(400);
    expect(profile.json.fields?.fullName).toBe(SINGLE_LINE_MESSAGE);

    const recruiter = await createRecruiter();
    const job = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, title: 'Engineer\r\nBcc: x@example.com' },
    });
    expect(job.status).toBe(400);
    expect(job.json.fields?.title).toBe(SINGLE_LINE_MESSAGE);

    const alert = await api('/api/candidate/alerts', {
      token: candidate.token,
      body: { name: 'Jobs\nnow', keywords: 'go', frequency: 'daily' },
    });
    expect(alert.status).toBe(400);
    expect(alert.json.fields?.name).toBe(SINGLE_LINE_MESSAGE);
  });
});
