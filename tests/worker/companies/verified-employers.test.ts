import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { domainKey, evidenceDomain, nameKey, registrableDomain } from '../../../worker/companies/identity';
import { api, createUser, SAMPLE_JOB } from '../helpers';

const COMPANY = { website: '', logoUrl: '', about: '', size: '', industry: 'Software', location: 'Gurugram' };

/** A recruiter who sets up their company through the profile API. */
async function recruiterWith(email: string, company: { name: string; website: string }, verified = true) {
  const recruiter = await createUser('recruiter', { email, verified });
  const res = await api('/api/recruiter/profile', {
    method: 'PUT',
    token: recruiter.token,
    body: { fullName: 'Rita Recruiter', company: { ...COMPANY, ...company } },
  });
  return { recruiter, res };
}

describe('verified employers', () => {
  it('verifies a company at once when its recruiter verified an email at the website’s registrable domain', async () => {
    const { recruiter, res } = await recruiterWith('rita@careers.northwind-verified.co.uk', {
      name: 'Northwind Verified',
      website: 'https://www.jobs.northwind-verified.co.uk/about',
    });
    expect(res.status).toBe(200);
    expect(res.json.employer).toEqual({
      verified: true,
      verification: 'pending',
      domain: 'northwind-verified.co.uk',
      note: '',
      lookalikeOf: null,
      needsAdmin: false,
      youOwn: true,
    });
    expect(res.json.companyProfile.verified).toBe(true);
    const job = await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB });
    expect(job.json.companyVerified).toBe(true);
    const candidate = await createUser('candidate');
    const page = await api(`/api/companies/${res.json.companyProfile.id}`, { token: candidate.token });
    expect(page.json.company.verified).toBe(true);
    expect(page.json.jobs[0].companyVerified).toBe(true);
    expect((await api(`/api/candidate/jobs/${job.json.id}`, { token: candidate.token })).json.company.verified).toBe(
      true,
    );
  });

  it('never counts free-mail, disposable or unverified addresses, nor another domain', async () => {
    const cases = [
      { email: 'boss@gmail.com', website: 'https://gmail.com', verified: true },
      { email: 'hr@mailinator.com', website: 'https://mailinator.com', verified: true },
      { email: 'hr@fastgrowth-unverified.io', website: 'https://fastgrowth-unverified.io', verified: false },
      { email: 'hr@other-domain.io', website: 'https://fastgrowth-two.io', verified: true },
      { email: 'hr@fastgrowth-two.io.attacker.net', website: 'https://fastgrowth-three.io', verified: true },
    ];
    for (const [i, c] of cases.entries()) {
      const { recruiter, res } = await recruiterWith(
        c.email,
        { name: `Fast Growth ${i} Unique`, website: c.website },
        c.verified,
      );
      expect(res.status).toBe(200);
      expect(res.json.employer.verified).toBe(false);
      const job = await api('/api/recruiter/jobs', {
        token: recruiter.token,
        body: { ...SAMPLE_JOB, status: 'draft' },
      });
      expect(job.json.companyVerified).toBe(false);
    }
  });

  it('loses a domain verification when the website moves to another domain, and when that recruiter is suspended', async () => {
    const { recruiter, res } = await recruiterWith('ops@moving-target.dev', {
      name: 'Moving Target',
      website: 'https://moving-target.dev',
    });
    expect(res.json.employer.verified).toBe(true);
    const moved = await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: {
        fullName: 'Rita Recruiter',
        company: { ...COMPANY, name: 'Moving Target', website: 'https://elsewhere.dev' },
      },
    });
    expect(moved.json.employer.verified).toBe(false);
    await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: {
        fullName: 'Rita Recruiter',
        company: { ...COMPANY, name: 'Moving Target', website: 'https://moving-target.dev' },
      },
    });
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), recruiter.id)
      .run();
    const company = await env.DB.prepare('SELECT id FROM companies WHERE name = ?')
      .bind('Moving Target')
      .first<{ id: string }>();
    const viewer = await createUser('candidate');
    expect((await api(`/api/companies/${company!.id}`, { token: viewer.token })).json.company.verified).toBe(false);
  });

  it('reads domains and folds names the way the rules say', () => {
    expect(registrableDomain('a.b.acme.co.in')).toBe('acme.co.in');
    expect(registrableDomain('acme.github.io')).toBe('acme.github.io');
    expect(evidenceDomain('https://acme.github.io')).toBe('');
    expect(evidenceDomain('https://www.Acme.com/careers')).toBe('acme.com');
    expect(evidenceDomain('https://gmail.com')).toBe('');
    expect(nameKey('Gооgle')).toBe(nameKey('google')); // Cyrillic о
    expect(nameKey('G00GLE Inc.')).toBe(nameKey('Google'));
    expect(nameKey('  go-ogle  ')).toBe(nameKey('Google'));
    expect(nameKey('Goog1e')).toBe(nameKey('Google'));
    expect(nameKey('Google Careers')).not.toBe(nameKey('Google'));
    expect(domainKey('https://gооgle.com')).toBe(domainKey('https://www.google.com/'));
    expect(domainKey('https://g00gle.com')).toBe(domainKey('google.com'));
    expect(domainKey('https://google.org')).not.toBe(domainKey('google.com'));
  });
});
