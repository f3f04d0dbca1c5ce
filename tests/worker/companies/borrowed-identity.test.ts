import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { EMPLOYER_MESSAGES, TEAM_MESSAGES, VERIFIED_EMPLOYER_LABEL } from '../../../src/contract';
import { signAccessToken } from '../../../worker/auth/tokens';
import { nameKey } from '../../../worker/companies/identity';
import { createAccount, PASSWORD } from '../auth/helpers';
import { api, auditEntries, createUser, SAMPLE_JOB } from '../helpers';
import { accept, invite, inviteLink } from '../team/helpers';

const PAGE = { logoUrl: '', about: '', size: '', industry: '', location: '' };
const save = (token: string, company: Record<string, string>, fullName = 'Rita Recruiter') =>
  api('/api/recruiter/profile', { method: 'PUT', token, body: { fullName, company: { ...PAGE, ...company } } });
const tag = () => crypto.randomUUID().replace(/-/g, '').slice(0, 8);

/** A company verified by its own domain: its owner verified an email there. */
async function verifiedCompany(name: string, domain: string) {
  const owner = await createUser('recruiter', { email: `talent@${domain}` });
  const res = await save(owner.token, { name, website: `https://${domain}` });
  expect(res.json.employer.verified).toBe(true);
  return { owner, companyId: res.json.companyProfile.id as string };
}
let kestrelPay: ReturnType<typeof verifiedCompany> | null = null;
/** The verified Kestrel Pay of the issue, made once for the file. */
const kestrel = () => (kestrelPay ??= verifiedCompany('Kestrel Pay', 'kestrelpay.com'));
const squatter = () => createUser('recruiter', { email: `s-${tag()}@gmail.com` });

describe('an employer’s identity cannot be borrowed', { timeout: 60_000 }, () => {
  it('refuses a name whose UTS #39 skeleton equals a verified company’s', async () => {
    await kestrel();
    await verifiedCompany('Brightpath Logistics', 'brightpath.in');
    // Small capital K, Latin alpha, Lisu KA, Cyrillic shha, a trade mark sign: each reads as the verified name.
    for (const name of [
      'ᴋestrel Pay',
      'Kestrel Pɑy',
      'ꓗestrel Pay',
      'Brigһtpath Logistics',
      'Kestrel Pay™',
      'KESTREL  PAY',
    ]) {
      const res = await save((await squatter()).token, { name, website: '' });
      expect(res.status, name).toBe(409);
      expect(res.json.fields, name).toEqual({ 'company.name': EMPLOYER_MESSAGES.lookalikeName });
    }
    expect(nameKey('Kestrel Pɑy')).toBe(nameKey('kestrel pay'));
    expect(nameKey('Kestrel Careers')).not.toBe(nameKey('Kestrel Pay'));
  });

  it('holds a name that contains a verified name or is one edit away, and shows the admin lookalikeOf', async () => {
    const kp = await kestrel();
    const admin = await createUser('admin');
    const held: string[] = [];
    for (const name of ['Kestrel Pay (Official)', 'Kestrel Pay India', 'Kestrel Pays']) {
      // Even an email at its own domain does not verify a held company at once.
      const domain = `${tag()}.com`;
      const recruiter = await createUser('recruiter', { email: `hr@${domain}` });
      const res = await save(recruiter.token, { name, website: `https://${domain}` });
      expect(res.status, name).toBe(200);
      expect(res.json.employer, name).toMatchObject({
        verified: false,
        verification: 'pending',
        lookalikeOf: { id: kp.companyId, name: 'Kestrel Pay' },
      });
      held.push(res.json.companyProfile.id);
    }
    const queue = await api('/api/admin/companies', { token: admin.token });
    for (const id of held) {
      expect(queue.json.companies.find((c: { id: string }) => c.id === id).lookalikeOf).toEqual({
        id: kp.companyId,
        name: 'Kestrel Pay',
        likeness: 'near',
      });
    }
    // It may be a real subsidiary: an admin can approve it.
    const approved = await api(`/api/admin/companies/${held[1]}/verification`, {
      method: 'PUT',
      token: admin.token,
      body: { decision: 'approve', reason: 'Kestrel Pay confirmed its Indian subsidiary.' },
    });
    expect(approved.status).toBe(200);
    expect(approved.json.company.verified).toBe(true);
    // Short names are held only when contained as words, and not for one edit.
    await verifiedCompany('Ola', 'olacabs.com');
    const koala = await save((await squatter()).token, { name: `Koala Crafts ${tag()}` });
    expect(koala.json.employer.lookalikeOf).toBeNull();
  });

  it('reads websites safely: punycode is decoded, userinfo is refused, a lookalike domain never verifies at once', async () => {
    await kestrel();
    // xn--kestrelpy-7yh.com is kestrelpаy.com with a Cyrillic а.
    const puny = await save((await squatter()).token, {
      name: `Pay Partners ${tag()}`,
      website: 'https://xn--kestrelpy-7yh.com',
    });
    expect(puny.status).toBe(409);
    expect(puny.json.fields).toEqual({ 'company.website': EMPLOYER_MESSAGES.lookalikeDomain });

    const userinfo = await save((await squatter()).token, {
      name: `Pay Partners ${tag()}`,
      website: 'https://kestrelpay.example@evil.example',
    });
    expect(userinfo.status).toBe(400);
    expect(userinfo.json.fields['company.website']).toBeTruthy();

    // Owning kestrelpay.in (an email there) does not verify a company at once: an admin decides.
    const other = await createUser('recruiter', { email: 'jobs@kestrelpay.in' });
    const res = await save(other.token, { name: `Cobalt Payments ${tag()}`, website: 'https://kestrelpay.in' });
    expect(res.status).toBe(200);
    expect(res.json.employer).toMatchObject({ verified: false, domain: 'kestrelpay.in' });
    expect(res.json.employer.lookalikeOf.name).toBe('Kestrel Pay');
  });

  it('lets only the owner (or an admin) change the name, website or domain', async () => {
    const { owner, companyId } = await verifiedCompany(`Harbor Freight ${tag()}`, `harbor${tag()}.com`);
    const current = (await api('/api/recruiter/profile', { token: owner.token })).json.companyProfile;
    const member = await createUser('recruiter');
    await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)')
      .bind(member.id, companyId)
      .run();
    const renamed = await save(member.token, { ...pick(current), name: 'Stripe Careers India' });
    expect(renamed.status).toBe(403);
    expect(renamed.json.message).toBe(EMPLOYER_MESSAGES.ownerOnlyIdentity);
    const moved = await save(member.token, { ...pick(current), website: 'https://elsewhere.example.org' });
    expect(moved.status).toBe(403);
    // A member still edits the company's page.
    const about = await save(member.token, { ...pick(current), about: 'We move freight.' });
    expect(about.status).toBe(200);
    expect(about.json.companyProfile).toMatchObject({ name: current.name, about: 'We move freight.' });

    const admin = await createUser('admin');
    const fixed = await api(`/api/admin/companies/${companyId}/identity`, {
      method: 'PUT',
      token: admin.token,
      body: { name: `${current.name} Ltd`, website: current.website },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json.company).toMatchObject({ name: `${current.name} Ltd`, website: current.website });
    expect((await auditEntries('company_identity_changed')).map((e) => e.target_id)).toContain(companyId);
  });

  it('a rename sends a verified company back to verification, drops the badge and keeps its page', async () => {
    const { owner, companyId } = await verifiedCompany(`Lumen Labs ${tag()}`, `lumen${tag()}.io`);
    const current = (await api('/api/recruiter/profile', { token: owner.token })).json.companyProfile;
    await save(owner.token, { ...pick(current), about: 'Optics.', size: '11-50', industry: 'Hardware' });
    await api('/api/recruiter/jobs', { token: owner.token, body: SAMPLE_JOB });

    // The name alone, as the profile form's short save sends it: the page fields stay.
    const renamed = await api('/api/recruiter/profile', {
      method: 'PUT',
      token: owner.token,
      body: { fullName: 'Rita Recruiter', company: { name: 'Stripe Careers India' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.companyProfile).toMatchObject({
      name: 'Stripe Careers India',
      about: 'Optics.',
      size: '11-50',
      industry: 'Hardware',
      verified: false,
    });
    expect(renamed.json.employer).toMatchObject({ verified: false, verification: 'pending' });
    const candidate = await createUser('candidate');
    const page = await api(`/api/companies/${companyId}`, { token: candidate.token });
    expect(page.json.company.verified).toBe(false);
    expect(JSON.stringify(page.json)).not.toContain(VERIFIED_EMPLOYER_LABEL);

    // A website change on a verified company does the same.
    const other = await verifiedCompany(`Quill Docs ${tag()}`, `quill${tag()}.dev`);
    const was = (await api('/api/recruiter/profile', { token: other.owner.token })).json.companyProfile;
    const moved = await save(other.owner.token, { ...pick(was), website: `${was.website}/careers` });
    expect(moved.json.employer.verified).toBe(true); // the same domain: not a change of identity
    const away = await save(other.owner.token, { ...pick(was), website: 'https://quill-docs.example.net' });
    expect(away.json.employer).toMatchObject({ verified: false, verification: 'pending' });
  });

  it('hands ownership over, and a sole owner cannot leave without doing so', async () => {
    const { owner, companyId } = await verifiedCompany(`Brightpath ${tag()}`, `bp${tag()}.in`);
    await api('/api/recruiter/jobs', { token: owner.token, body: SAMPLE_JOB });
    // Another company invites Brightpath's sole owner: accepting would leave Brightpath with nobody.
    const account = await createAccount('recruiter');
    const accountToken = await signAccessToken(env, { userId: account.id, role: 'recruiter', sessionVersion: 0 });
    const own = await save(accountToken, { name: `Solo Owner Co ${tag()}` });
    expect(own.status).toBe(200);
    const other = await verifiedCompany(`Northstar ${tag()}`, `ns${tag()}.com`);
    await invite(other.owner.token, account.email);
    const [inviteId, token] = await inviteLink(account.email);
    const refused = await accept(inviteId, { token, password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TEAM_MESSAGES.ownsCompany);

    // Only the owner hands over, and only to a member.
    const member = await createUser('recruiter');
    await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)')
      .bind(member.id, companyId)
      .run();
    const stranger = await createUser('recruiter');
    const byMember = await api('/api/recruiter/team/owner', {
      method: 'PUT',
      token: member.token,
      body: { memberId: member.id },
    });
    expect(byMember.status).toBe(403);
    expect(
      (await api('/api/recruiter/team/owner', { method: 'PUT', token: owner.token, body: { memberId: stranger.id } }))
        .status,
    ).toBe(404);
    const handed = await api('/api/recruiter/team/owner', {
      method: 'PUT',
      token: owner.token,
      body: { memberId: member.id },
    });
    expect(handed.status).toBe(200);
    expect(handed.json.youOwn).toBe(false);
    expect(handed.json.members.find((m: { id: string }) => m.id === member.id).owner).toBe(true);
    expect((await auditEntries('company_ownership_transferred')).map((e) => e.target_id)).toContain(companyId);
    // The new owner is told, through a notice of the handover's own batch; nobody hears of the refused ones.
    const told = (await api('/api/notifications', { token: member.token })).json.notifications;
    expect(told.map((n: { title: string }) => n.title)).toEqual([expect.stringMatching(/^You now own /)]);
    expect((await api('/api/notifications', { token: stranger.token })).json.notifications).toEqual([]);
  });
});

function pick(c: Record<string, string>) {
  const { name, website, logoUrl, about, size, industry, location } = c;
  return {
    name: name!,
    website: website!,
    logoUrl: logoUrl!,
    about: about!,
    size: size!,
    industry: industry!,
    location: location!,
  };
}
