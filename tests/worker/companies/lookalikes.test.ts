import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { EMPLOYER_MESSAGES, VERIFICATION_MESSAGES } from '../../../src/contract';
import { api, auditEntries, createUser, emailsTo, notificationsOf } from '../helpers';

const COMPANY = { website: '', logoUrl: '', about: '', size: '', industry: 'Software', location: 'Gurugram' };
const saveCompany = (token: string, company: { name: string; website?: string }) =>
  api('/api/recruiter/profile', {
    method: 'PUT',
    token,
    body: { fullName: 'Rita Recruiter', company: { ...COMPANY, ...company } },
  });

describe('no lookalike companies', () => {
  it('refuses a name or website domain that folds to a verified company’s, and allows them while it is unverified', async () => {
    const real = await createUser('recruiter', { email: 'talent@globexcorp.com' });
    expect(
      (await saveCompany(real.token, { name: 'Globex', website: 'https://globexcorp.com' })).json.employer.verified,
    ).toBe(true);

    for (const name of [
      'globex',
      ' GLOBEX ',
      'Glo-bex Inc.',
      'G1obex',
      'Gl0bex',
      'Glоbex' /* Cyrillic о */,
      'ＧＬＯＢＥＸ',
    ]) {
      const squatter = await createUser('recruiter', { email: `s-${crypto.randomUUID().slice(0, 6)}@gmail.com` });
      const res = await saveCompany(squatter.token, { name });
      expect(res.status, name).toBe(409);
      expect(res.json).toEqual({
        message: EMPLOYER_MESSAGES.lookalikeName,
        fields: { 'company.name': EMPLOYER_MESSAGES.lookalikeName },
      });
    }
    for (const website of [
      'https://www.globexcorp.com/jobs',
      'http://careers.GLOBEXCORP.com',
      'https://g1obexcorp.com',
      'https://glоbexcorp.com',
    ]) {
      const squatter = await createUser('recruiter', { email: `s-${crypto.randomUUID().slice(0, 6)}@gmail.com` });
      const res = await saveCompany(squatter.token, {
        name: `Hiring Partners ${crypto.randomUUID().slice(0, 6)}`,
        website,
      });
      expect(res.status, website).toBe(409);
      expect(res.json.message).toBe(EMPLOYER_MESSAGES.lookalikeDomain);
    }
    // Renaming an existing company into a lookalike is refused the same way; the company keeps its name.
    const other = await createUser('recruiter', { email: 'x@gmail.com' });
    expect((await saveCompany(other.token, { name: 'Initech' })).status).toBe(200);
    expect((await saveCompany(other.token, { name: 'GLOBEX' })).status).toBe(409);
    expect((await api('/api/recruiter/profile', { token: other.token })).json.company).toBe('Initech');
    // A different name is fine, and the verified company itself can save its own name again.
    expect((await saveCompany(other.token, { name: 'Globex Careers Agency' })).status).toBe(200);
    expect((await saveCompany(real.token, { name: 'Globex', website: 'https://globexcorp.com' })).status).toBe(200);
    // Before anyone verified it, a name is not taken.
    const a = await createUser('recruiter', { email: 'a@gmail.com' });
    const b = await createUser('recruiter', { email: 'b@gmail.com' });
    expect((await saveCompany(a.token, { name: 'Umbrella Unverified' })).status).toBe(200);
    expect((await saveCompany(b.token, { name: 'umbrella unverified' })).status).toBe(200);
  });
});

describe('the admins’ verification queue', () => {
  it('lists pending companies with their evidence; approving or refusing is audited and the recruiters are told', async () => {
    const admin = await createUser('admin');
    const recruiter = await createUser('recruiter', { email: 'owner@gmail.com', fullName: 'Owen Owner' });
    const saved = await saveCompany(recruiter.token, { name: 'Small Bakery Jobs', website: 'https://smallbakery.in' });
    const companyId = saved.json.companyProfile.id as string;
    const refusedOne = await createUser('recruiter', { email: 'fake@gmail.com', fullName: 'Fay Fake' });
    const refusedId = (await saveCompany(refusedOne.token, { name: 'Totally Real Bank' })).json.companyProfile
      .id as string;

    expect((await api('/api/admin/companies', { token: recruiter.token })).status).toBe(403);
    const queue = await api('/api/admin/companies', { token: admin.token });
    expect(queue.status).toBe(200);
    const entry = queue.json.companies.find((c: { id: string }) => c.id === companyId);
    expect(entry).toMatchObject({
      name: 'Small Bakery Jobs',
      domain: 'smallbakery.in',
      verification: 'pending',
      verified: false,
      recruiters: [
        {
          id: recruiter.id,
          fullName: 'Rita Recruiter',
          email: 'owner@gmail.com',
          emailVerified: true,
          atCompanyDomain: false,
        },
      ],
      lookalikeOf: null,
    });

    expect(
      (
        await api(`/api/admin/companies/${companyId}/verification`, {
          method: 'PUT',
          token: admin.token,
          body: { decision: 'approve', reason: '' },
        })
      ).status,
    ).toBe(400);
    const approved = await api(`/api/admin/companies/${companyId}/verification`, {
      method: 'PUT',
      token: admin.token,
      body: { decision: 'approve', reason: 'Called the bakery; the owner confirmed.' },
    });
    expect(approved.status).toBe(200);
    expect(approved.json.company).toMatchObject({ verification: 'verified', verified: true });
    expect((await api('/api/recruiter/profile', { token: recruiter.token })).json.employer.verified).toBe(true);
    const again = await api(`/api/admin/companies/${companyId}/verification`, {
      method: 'PUT',
      token: admin.token,
      body: { decision: 'refuse', reason: 'Changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(VERIFICATION_MESSAGES.notPending);

    const refused = await api(`/api/admin/companies/${refusedId}/verification`, {
      method: 'PUT',
      token: admin.token,
      body: { decision: 'refuse', reason: 'No trace of this bank anywhere.' },
    });
    expect(refused.json.company).toMatchObject({
      verification: 'refused',
      verified: false,
      note: 'No trace of this bank anywhere.',
    });
    const profile = await api('/api/recruiter/profile', { token: refusedOne.token });
    expect(profile.json.employer).toMatchObject({
      verified: false,
      verification: 'refused',
      note: 'No trace of this bank anywhere.',
    });

    expect(await auditEntries('company_verified')).toEqual([
      {
        actor_id: admin.id,
        target_type: 'company',
        target_id: companyId,
        detail: {
          name: 'Small Bakery Jobs',
          domain: 'smallbakery.in',
          reason: 'Called the bakery; the owner confirmed.',
        },
      },
    ]);
    expect((await auditEntries('company_verification_refused')).map((e) => e.target_id)).toEqual([refusedId]);
    expect(await notificationsOf(recruiter.id)).toEqual([
      {
        kind: 'company_verification',
        title: 'Small Bakery Jobs is a verified employer',
        body: 'Called the bakery; the owner confirmed.',
        link: '/recruiter/profile',
      },
    ]);
    const [mail] = await emailsTo('fake@gmail.com');
    expect(mail!.subject).toBe('Totally Real Bank could not be verified');
    expect(mail!.text_body).toContain('No trace of this bank anywhere.');

    // Changing the name sends a decided company back to the queue.
    await saveCompany(refusedOne.token, { name: 'Totally Real Bank Ltd Renamed' });
    const pending = await api('/api/admin/companies?status=pending', { token: admin.token });
    expect(pending.json.companies.map((c: { id: string }) => c.id)).toContain(refusedId);
  });

  it('cannot approve a lookalike of a verified company', async () => {
    const admin = await createUser('admin');
    const first = await createUser('recruiter', { email: 'a1@gmail.com' });
    const second = await createUser('recruiter', { email: 'a2@gmail.com' });
    const one = (await saveCompany(first.token, { name: 'Twin Peaks Hiring' })).json.companyProfile.id;
    const two = (await saveCompany(second.token, { name: 'twin-peaks hiring' })).json.companyProfile.id;
    expect(
      (
        await api(`/api/admin/companies/${one}/verification`, {
          method: 'PUT',
          token: admin.token,
          body: { decision: 'approve', reason: 'ok' },
        })
      ).status,
    ).toBe(200);
    const queue = await api('/api/admin/companies', { token: admin.token });
    expect(queue.json.companies.find((c: { id: string }) => c.id === two).lookalikeOf).toEqual({
      id: one,
      name: 'Twin Peaks Hiring',
      likeness: 'same',
    });
    const res = await api(`/api/admin/companies/${two}/verification`, {
      method: 'PUT',
      token: admin.token,
      body: { decision: 'approve', reason: 'ok' },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(VERIFICATION_MESSAGES.lookalike);
    const row = await env.DB.prepare('SELECT verification FROM companies WHERE id = ?').bind(two).first();
    expect(row).toEqual({ verification: 'pending' });
  });
});
