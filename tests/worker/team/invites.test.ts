import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { RECRUITERS } from '../../../scripts/seed/content';
import { seedWorld } from '../../../scripts/seed/world';
import { INVITE_TTL_DAYS, MESSAGES, TEAM_MESSAGES } from '../../../src/contract';
import { signAccessToken } from '../../../worker/auth/tokens';
import { createAccount, PASSWORD, uniqueEmail } from '../auth/helpers';
import { api, createRecruiter, createUser, emailsTo, insertApplication, insertJob } from '../helpers';
import { accept, companyOf, invite, inviteLink, preview } from './helpers';

describe('team invitations', () => {
  it('a verified recruiter invites by email; the link creates a verified recruiter account in the same company that sees the same pipeline', async () => {
    const owner = await createRecruiter('Teamwork Ltd');
    const jobId = await insertJob(owner, { title: 'Data Engineer' });
    const candidate = await createUser('candidate');
    const appId = await insertApplication(jobId, candidate.id);
    const email = uniqueEmail('colleague');

    const sent = await invite(owner.token, email);
    expect(sent.status).toBe(201);
    expect(sent.json.invite.email).toBe(email);
    const [mail] = await emailsTo(email);
    expect(mail?.kind).toBe('company_invite');
    expect(mail?.subject).toContain('Teamwork Ltd');
    const [inviteId, token] = await inviteLink(email);
    // Only the hash is stored.
    const stored = await env.DB.prepare('SELECT token_hash FROM company_invites WHERE id = ?')
      .bind(inviteId)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).toHaveLength(64);

    expect((await preview(inviteId, token)).json).toEqual({
      companyName: 'Teamwork Ltd',
      inviterName: owner.fullName,
      email,
      hasAccount: false,
    });
    const joined = await accept(inviteId, { token, fullName: 'Cora Colleague', password: PASSWORD });
    expect(joined.status).toBe(200);
    expect(joined.json.user).toMatchObject({ email, role: 'Recruiter', emailVerified: true });
    expect(joined.headers.get('Set-Cookie')).toContain('hl_refresh=');
    expect(await companyOf(joined.json.user.id)).toBe(owner.companyId);

    const theirs = await api('/api/recruiter/jobs/applications', { token: joined.json.accessToken });
    expect(theirs.json.applications.map((a: { id: string }) => a.id)).toEqual([appId]);
    const detail = await api(`/api/recruiter/applications/${appId}`, { token: joined.json.accessToken });
    expect(detail.status).toBe(200);

    const teamView = await api('/api/recruiter/team', { token: owner.token });
    expect(teamView.json.members.map((m: { fullName: string; owner: boolean }) => [m.fullName, m.owner])).toEqual([
      [owner.fullName, true],
      ['Cora Colleague', false],
    ]);
    expect(teamView.json.invites).toEqual([]);
    const notices = await api('/api/notifications', { token: owner.token });
    expect(notices.json.notifications[0].title).toBe('Cora Colleague joined Teamwork Ltd');
  });

  it('an invitation works once', async () => {
    const owner = await createRecruiter('Once Co');
    const email = uniqueEmail('once');
    await invite(owner.token, email);
    const [inviteId, token] = await inviteLink(email);
    expect((await accept(inviteId, { token, fullName: 'First', password: PASSWORD })).status).toBe(200);
    const again = await accept(inviteId, { token, fullName: 'Second', password: PASSWORD });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(TEAM_MESSAGES.inviteInvalid);
    expect((await preview(inviteId, token)).status).toBe(400);
  });

  it('an expired invitation, a wrong token, a cancelled or replaced one fail', async () => {
    const owner = await createRecruiter('Expiry Co');
    const email = uniqueEmail('late');
    await invite(owner.token, email);
    const [inviteId, token] = await inviteLink(email);
    expect((await accept(inviteId, { token: `${token}x`, fullName: 'Wrong', password: PASSWORD })).status).toBe(400);
    const expired = await api(`/api/team/invites/${inviteId}/accept`, {
      body: { token, fullName: 'Late', password: PASSWORD },
      at: Date.now() + INVITE_TTL_DAYS * 86_400_000 + 1000,
    });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe(TEAM_MESSAGES.inviteInvalid);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first('n')).toBe(0);

    // A fresh invitation replaces the open one; cancelling ends it.
    const email2 = uniqueEmail('replaced');
    await invite(owner.token, email2);
    const [firstId, firstToken] = await inviteLink(email2);
    await invite(owner.token, email2);
    const [secondId, secondToken] = await inviteLink(email2);
    expect((await preview(firstId, firstToken)).status).toBe(400);
    expect((await preview(secondId, secondToken)).status).toBe(200);
    expect(
      (await api(`/api/recruiter/team/invites/${secondId}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(200);
    expect((await preview(secondId, secondToken)).status).toBe(400);
    // Only the first stays open: its use was refused at an instant past its days, not today.
    expect(
      (await api('/api/recruiter/team', { token: owner.token })).json.invites.map((i: { email: string }) => i.email),
    ).toEqual([email]);

    // An address that differs only by case replaces nothing: the first link still opens.
    const email3 = uniqueEmail('case');
    await invite(owner.token, email3);
    const [keptId, keptToken] = await inviteLink(email3);
    expect((await invite(owner.token, email3.toUpperCase())).status).toBe(201);
    expect((await preview(keptId, keptToken)).status).toBe(200);
  });

  it('the link is valid for the days it says', async () => {
    const owner = await createRecruiter('Days Co');
    const sent = await invite(owner.token, uniqueEmail('days'));
    const days = (Date.parse(sent.json.invite.expiresAt) - Date.parse(sent.json.invite.createdAt)) / 86_400_000;
    expect(days).toBe(INVITE_TTL_DAYS);
  });

  it('an unverified recruiter, or one without a company, cannot invite', async () => {
    const owner = await createRecruiter('Unverified Inc');
    await env.DB.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').bind(owner.id).run();
    const email = uniqueEmail('nope');
    const refused = await invite(owner.token, email);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(TEAM_MESSAGES.verifyToInvite);
    expect(await emailsTo(email)).toEqual([]);
    expect((await api('/api/recruiter/team', { token: owner.token })).json.canInvite).toBe(false);

    const loner = await createUser('recruiter');
    const none = await invite(loner.token, email);
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(TEAM_MESSAGES.companyFirst);
    const candidate = await createUser('candidate');
    expect((await invite(candidate.token, email)).status).toBe(403);
  });

  it('an invitation can only bring someone into the inviter’s own company, and dies with the inviter’s membership', async () => {
    const owner = await createRecruiter('Home Co');
    const other = await createRecruiter('Other Co');
    const colleague = await createRecruiter('Placeholder');
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = ? WHERE user_id = ?')
      .bind(owner.companyId, colleague.id)
      .run();
    const email = uniqueEmail('smuggle');
    // A body naming another company is ignored: the company comes from the inviter.
    const sent = await api('/api/recruiter/team/invites', {
      token: colleague.token,
      body: { email, companyId: other.companyId },
    });
    expect(sent.status).toBe(201);
    const [inviteId, token] = await inviteLink(email);
    expect(
      await env.DB.prepare('SELECT company_id FROM company_invites WHERE id = ?').bind(inviteId).first('company_id'),
    ).toBe(owner.companyId);

    // The colleague is removed before the link is used: the link no longer works.
    expect(
      (await api(`/api/recruiter/team/members/${colleague.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(200);
    expect((await accept(inviteId, { token, fullName: 'Smuggled', password: PASSWORD })).status).toBe(400);
    // Even if its row were left open, an inviter who is no longer in the company invites no one.
    await env.DB.prepare('UPDATE company_invites SET revoked_at = NULL WHERE id = ?').bind(inviteId).run();
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = ? WHERE user_id = ?')
      .bind(other.companyId, colleague.id)
      .run();
    expect((await accept(inviteId, { token, fullName: 'Smuggled', password: PASSWORD })).status).toBe(400);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first('n')).toBe(0);
    // Another company cannot cancel it either.
    expect(
      (await api(`/api/recruiter/team/invites/${inviteId}`, { method: 'DELETE', token: other.token })).status,
    ).toBe(404);
  });

  it('an existing recruiter joins with their own password (wrong password: 401, nothing changes); a candidate account cannot join', async () => {
    const owner = await createRecruiter('Join Co');
    const account = await createAccount('recruiter', { verified: false });
    await invite(owner.token, account.email);
    const [inviteId, token] = await inviteLink(account.email);
    expect((await preview(inviteId, token)).json.hasAccount).toBe(true);
    const wrong = await accept(inviteId, { token, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(MESSAGES.invalidCredentials);
    expect(await companyOf(account.id)).toBeNull();
    const joined = await accept(inviteId, { token, password: PASSWORD });
    expect(joined.status).toBe(200);
    expect(joined.json.user).toMatchObject({ id: account.id, emailVerified: true });
    expect(await companyOf(account.id)).toBe(owner.companyId);

    const candidate = await createAccount('candidate');
    await invite(owner.token, candidate.email);
    const [cId, cToken] = await inviteLink(candidate.email);
    const refused = await accept(cId, { token: cToken, password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TEAM_MESSAGES.notRecruiterAccount);
    expect(await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(candidate.id).first('role')).toBe(
      'candidate',
    );
  });

  it('a new account needs a name; a member cannot be invited twice', async () => {
    const owner = await createRecruiter('Names Co');
    const email = uniqueEmail('noname');
    await invite(owner.token, email);
    const [inviteId, token] = await inviteLink(email);
    const nameless = await accept(inviteId, { token, password: PASSWORD });
    expect(nameless.status).toBe(400);
    expect(nameless.json.fields).toEqual({ fullName: MESSAGES.nameRequired });
    // The failed attempt did not use the link up.
    expect((await accept(inviteId, { token, fullName: 'Named', password: PASSWORD })).status).toBe(200);
    const twice = await invite(owner.token, email);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(TEAM_MESSAGES.alreadyMember);
  });
});

describe('the company owner', () => {
  it('seeded companies have their demo recruiter as owner', async () => {
    await seedWorld(env);
    for (const r of RECRUITERS) {
      expect(
        await env.DB.prepare('SELECT owner_id FROM companies WHERE id = ?').bind(r.companyId).first('owner_id'),
      ).toBe(r.id);
    }
  });

  it('is the company’s first recruiter, for companies made before this existed and after', async () => {
    const first = await createRecruiter('Owned Co');
    const second = await createRecruiter('Placeholder 2');
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = ? WHERE user_id = ?')
      .bind(first.companyId, second.id)
      .run();
    expect(
      await env.DB.prepare('SELECT owner_id FROM companies WHERE id = ?').bind(first.companyId).first('owner_id'),
    ).toBe(first.id);
    const view = await api('/api/recruiter/team', { token: second.token });
    expect(view.json.youOwn).toBe(false);
    expect((await api('/api/recruiter/team', { token: first.token })).json.youOwn).toBe(true);
  });

  it('removes a member: every session of theirs ends, they see none of the company, its jobs stay', async () => {
    const owner = await createRecruiter('Removal Co');
    const email = uniqueEmail('leaver');
    await invite(owner.token, email);
    const [inviteId, token] = await inviteLink(email);
    const joined = await accept(inviteId, { token, fullName: 'Leo Leaver', password: PASSWORD });
    const member = {
      id: joined.json.user.id as string,
      token: joined.json.accessToken as string,
      companyId: owner.companyId,
    };
    const jobId = await insertJob(member, { title: 'Posted by the leaver' });
    const candidate = await createUser('candidate');
    const appId = await insertApplication(jobId, candidate.id);
    expect((await api(`/api/recruiter/applications/${appId}`, { token: member.token })).status).toBe(200);
    const refreshCookie = joined.headers.get('Set-Cookie')!.match(/hl_refresh=([^;]+)/)![1]!;

    // A member is not the owner: they cannot remove anyone, not even the owner.
    const notOwner = await api(`/api/recruiter/team/members/${owner.id}`, { method: 'DELETE', token: member.token });
    expect(notOwner.status).toBe(403);
    expect(notOwner.json.message).toBe(TEAM_MESSAGES.onlyOwnerRemoves);
    expect(
      (await api(`/api/recruiter/team/members/${owner.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(400);

    expect(
      (await api(`/api/recruiter/team/members/${member.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(200);
    // The old access token and the refresh cookie are dead.
    expect((await api('/api/recruiter/jobs/applications', { token: member.token })).status).toBe(401);
    expect(
      (await api('/api/auth/refresh', { method: 'POST', headers: { Cookie: `hl_refresh=${refreshCookie}` } })).status,
    ).toBe(401);
    // Signed in again, they see nothing of the company.
    const again = await api('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(again.status).toBe(200);
    const t = again.json.accessToken as string;
    expect((await api('/api/recruiter/jobs/applications', { token: t })).json.applications).toEqual([]);
    expect((await api(`/api/recruiter/applications/${appId}`, { token: t })).status).toBe(404);
    expect((await api(`/api/recruiter/jobs/${jobId}`, { token: t })).status).toBe(404);
    expect((await api(`/api/recruiter/applications/${appId}/notes`, { token: t })).status).toBe(404);
    expect((await api('/api/recruiter/team', { token: t })).status).toBe(409);
    // They are told, through a notice written in the removal's own batch.
    expect((await api('/api/notifications', { token: t })).json.notifications[0].title).toBe(
      'You were removed from Removal Co',
    );
    // The job stays with the company and the owner still sees its application.
    expect(await env.DB.prepare('SELECT company_id FROM jobs WHERE id = ?').bind(jobId).first('company_id')).toBe(
      owner.companyId,
    );
    expect((await api(`/api/recruiter/applications/${appId}`, { token: owner.token })).status).toBe(200);
    expect(
      (await api('/api/recruiter/team', { token: owner.token })).json.members.map((m: { id: string }) => m.id),
    ).toEqual([owner.id]);
    // Removing someone who is not a member (another company's recruiter), or removing the same member
    // twice, is 404, ends no session and tells nobody.
    const stranger = await createRecruiter('Stranger Co');
    expect(
      (await api(`/api/recruiter/team/members/${stranger.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(404);
    expect(
      (await api(`/api/recruiter/team/members/${member.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(404);
    expect((await api('/api/recruiter/team', { token: stranger.token })).status).toBe(200);
    expect((await api('/api/notifications', { token: t })).json.notifications).toHaveLength(1);
    expect((await api('/api/notifications', { token: stranger.token })).json.notifications).toEqual([]);
  });
});

describe('a removed member and the company’s conversations', () => {
  it('no longer lists or reads the conversations they had for the company', async () => {
    const owner = await createRecruiter('Chat Co');
    const member = await createRecruiter('Placeholder 3');
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = ? WHERE user_id = ?')
      .bind(owner.companyId, member.id)
      .run();
    const jobId = await insertJob({ id: member.id, companyId: owner.companyId }, { title: 'Chatty role' });
    const candidate = await createUser('candidate');
    const applicationId = await insertApplication(jobId, candidate.id);
    const started = await api('/api/messages', {
      token: candidate.token,
      body: { applicationId, body: 'Hello there' },
    });
    expect(started.status).toBe(201);
    const id = started.json.conversation.id as string;
    expect((await api(`/api/messages/${id}`, { token: member.token })).status).toBe(200);

    expect(
      (await api(`/api/recruiter/team/members/${member.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(200);
    // Signed in again (a token at their new session version), they have no conversation left.
    const version = (await env.DB.prepare('SELECT session_version FROM users WHERE id = ?')
      .bind(member.id)
      .first<number>('session_version'))!;
    const token = await signAccessToken(env, { userId: member.id, role: 'recruiter', sessionVersion: version });
    expect((await api('/api/messages', { token: member.token })).status).toBe(401);
    expect((await api('/api/messages', { token })).json.conversations).toEqual([]);
    expect((await api(`/api/messages/${id}`, { token })).status).toBe(404);
    expect((await api(`/api/messages/${id}/messages`, { token, body: { body: 'still here?' } })).status).toBe(404);
  });
});
