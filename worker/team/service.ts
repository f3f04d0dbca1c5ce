/**
 * Hiring as a team: a verified recruiter invites colleagues into their own company by email; the
 * link (single use, expiring, stored hashed) creates or joins the account and proves its address;
 * the company's owner removes members, which ends their sessions. Jobs always stay the company's.
 */
import {
  type AcceptInviteInput,
  INVITE_TTL_DAYS,
  type InvitePreview,
  joinTeamPath,
  MESSAGES,
  OPEN_INVITES_MAX,
  type Team,
  TEAM_MESSAGES,
  type TeamInvite,
} from '../../src/contract';
import { audit, auditStatement } from '../audit';
import {
  assertFloodAllowed,
  authenticate,
  closeSocketsOf,
  findUserByEmail,
  findUserById,
  hashPassword,
  HOUR_MS,
  insertUser,
  randomToken,
  type SessionGrant,
  sha256Hex,
  startSession,
  takeAccountMail,
  tooMany,
  type UserRow,
} from '../auth';
import { clock } from '../clock';
import { companyNames, transferOwnership as transferCompany } from '../companies';
import { companyInviteEmail, queueEmailIf, sendEmails } from '../email';
import type { Bindings } from '../env';
import { ApiFailure, clientOrigin, notFound } from '../http';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import * as store from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

async function memberOrRefuse(db: D1Database, userId: string) {
  const m = await store.membership(db, userId);
  if (!m) throw new ApiFailure(409, TEAM_MESSAGES.companyFirst);
  return m;
}

/** The viewer's company, its members and open invitations. */
export async function getTeam(db: D1Database, userId: string, now = clock.date()): Promise<Team> {
  const m = await memberOrRefuse(db, userId);
  const [members, invites] = await Promise.all([
    store.listMembers(db, m.company_id),
    store.listOpenInvites(db, m.company_id, now.toISOString()),
  ]);
  return {
    company: { id: m.company_id, name: m.company_name },
    youOwn: m.owner_id === userId,
    canInvite: m.email_verified === 1,
    members: members.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      email: r.email,
      owner: r.owner === 1,
      you: r.id === userId,
    })),
    invites: invites.map((r) => ({
      id: r.id,
      email: r.email,
      invitedBy: r.inviter_name,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
    })),
  };
}

/**
 * Invites `email` into the inviter's own company (never another: the company comes from the
 * inviter's membership). Only a verified recruiter invites, under the per-address flood limit and
 * the per-recipient account-mail allowance. A new invitation replaces an open one to the same address.
 */
/**
 * Invites `email` into the recruiter's company under `id`: the invitation, its email and its audit
 * entry in one batch. Under an Idempotency-Key `id` is the same on every retry: a retry whose first
 * try landed answers that invitation and sends nothing again.
 */
export async function invite(
  env: Bindings,
  userId: string,
  email: string,
  address: string,
  id: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<TeamInvite> {
  const m = await memberOrRefuse(env.DB, userId);
  const landed = await store.findInvite(env.DB, m.company_id, id);
  if (landed)
    return {
      id,
      email: landed.email,
      invitedBy: landed.inviter_name,
      createdAt: landed.created_at,
      expiresAt: landed.expires_at,
    };
  if (m.email_verified !== 1) throw new ApiFailure(403, TEAM_MESSAGES.verifyToInvite);
  await assertFloodAllowed(env, 'invite', address, now.getTime());
  const existing = await findUserByEmail(env.DB, email);
  if (existing && (await store.membersAmong(env.DB, m.company_id, [existing.id])).length > 0) {
    throw new ApiFailure(409, TEAM_MESSAGES.alreadyMember, { email: TEAM_MESSAGES.alreadyMember });
  }
  if ((await store.countOpenInvites(env.DB, m.company_id, now.toISOString())) >= OPEN_INVITES_MAX)
    throw new ApiFailure(409, TEAM_MESSAGES.tooManyOpen);
  if (!(await takeAccountMail(env, email, 'inviter', now.getTime()))) throw tooMany(MESSAGES.tooManyRequests, HOUR_MS);
  const token = randomToken();
  const row = {
    id,
    company_id: m.company_id,
    inviter_id: userId,
    email,
    token_hash: await sha256Hex(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString(),
  };
  const link = `${clientOrigin(env)}${joinTeamPath(row.id, token)}`;
  const mail = companyInviteEmail({
    inviterName: m.full_name,
    companyName: m.company_name,
    link,
    validDays: INVITE_TTL_DAYS,
  });
  const queued = await queueEmailIf(env.DB, { to: email, kind: 'company_invite', ...mail }, now, {
    sql: 'EXISTS (SELECT 1 FROM company_invites WHERE id = ?)',
    values: [row.id],
  });
  await store.insertInvite(env.DB, row, [
    ...(queued ? [queued.statement] : []),
    auditStatement(
      env.DB,
      {
        actorId: userId,
        action: 'company_invite_sent',
        targetType: 'company',
        targetId: m.company_id,
        detail: { inviteId: row.id },
      },
      now,
    ),
  ]);
  if (queued) await sendEmails(env, [queued.id]);
  return { id: row.id, email, invitedBy: m.full_name, createdAt: row.created_at, expiresAt: row.expires_at };
}

export async function cancelInvite(env: Bindings, userId: string, inviteId: string, now = clock.date()): Promise<void> {
  const m = await memberOrRefuse(env.DB, userId);
  if (!(await store.revokeInvite(env.DB, m.company_id, inviteId, now.toISOString())))
    throw notFound(TEAM_MESSAGES.inviteNotFound);
}

async function usableInvite(db: D1Database, inviteId: string, token: string, now: Date) {
  const row = await store.findUsableInvite(db, inviteId, await sha256Hex(token), now.toISOString());
  if (!row) throw new ApiFailure(400, TEAM_MESSAGES.inviteInvalid);
  return row;
}

/** What the invitation page shows; 400 for a used, cancelled, replaced or expired link. */
export async function previewInvite(
  db: D1Database,
  inviteId: string,
  token: string,
  now = clock.date(),
): Promise<InvitePreview> {
  const row = await usableInvite(db, inviteId, token, now);
  const user = await findUserByEmail(db, row.email);
  return { companyName: row.company_name, inviterName: row.inviter_name, email: row.email, hasAccount: user !== null };
}

/**
 * Accepts an invitation: with no account at the address, creates a recruiter account (name and
 * password; under the signup flood limit); with one, signs it in with its password (the sign-in
 * throttles apply) and moves it into the company. Either way the address is verified (the link
 * reached it) and the invitation is used up. Answers the session.
 */
export async function acceptInvite(
  env: Bindings,
  inviteId: string,
  token: string,
  input: AcceptInviteInput,
  address: string,
  notices: string[],
  now = clock.date(),
): Promise<SessionGrant> {
  const row = await usableInvite(env.DB, inviteId, token, now);
  const existing = await findUserByEmail(env.DB, row.email);
  const nowIso = now.toISOString();
  // The inviter hears of the join from the join's own batch.
  const joined = (memberId: string) => {
    const intent = teamNotice(env.DB, row.company_id, now, { event: 'joined', memberId, to: row.inviter_id });
    notices.push(intent.id);
    return intent.statement;
  };
  let user: UserRow;
  if (existing) {
    if (existing.role !== 'recruiter') throw new ApiFailure(409, TEAM_MESSAGES.notRecruiterAccount);
    await authenticate(env, { email: row.email, password: input.password }, address, now.getTime());
    const current = await store.membership(env.DB, existing.id);
    // An owner never leaves a company behind: with members, with jobs, or alone (it would be
    // left verified with nobody who answers for it). They hand it over first.
    if (current && current.company_id !== row.company_id && current.owner_id === existing.id) {
      throw new ApiFailure(
        409,
        (await store.otherMemberCount(env.DB, current.company_id, existing.id)) > 0
          ? TEAM_MESSAGES.ownsTeam
          : TEAM_MESSAGES.ownsCompany,
      );
    }
    if (!(await store.claimInvite(env.DB, row.id, existing.id, nowIso)))
      throw new ApiFailure(400, TEAM_MESSAGES.inviteInvalid);
    await env.DB.batch([...store.joinStatements(env.DB, existing.id, row.company_id, nowIso), joined(existing.id)]);
    user = existing;
  } else {
    if (!input.fullName) throw new ApiFailure(400, MESSAGES.nameRequired, { fullName: MESSAGES.nameRequired });
    await assertFloodAllowed(env, 'signup', address, now.getTime());
    const id = crypto.randomUUID();
    if (!(await store.claimInvite(env.DB, row.id, id, nowIso))) throw new ApiFailure(400, TEAM_MESSAGES.inviteInvalid);
    const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER);
    if (
      !(await insertUser(env.DB, {
        id,
        email: row.email,
        fullName: input.fullName,
        role: 'recruiter',
        passwordHash,
        googleSub: null,
        provider: 'password',
        emailVerifiedAt: nowIso,
      }))
    ) {
      throw new ApiFailure(409, MESSAGES.emailTaken);
    }
    await env.DB.batch([...store.joinStatements(env.DB, id, row.company_id, nowIso), joined(id)]);
    user = (await findUserById(env.DB, id))!;
  }
  await audit(
    env,
    {
      actorId: user.id,
      action: 'company_member_joined',
      targetType: 'company',
      targetId: row.company_id,
      detail: { inviteId: row.id },
      ip: address,
    },
    now,
  );
  return startSession(env, (await findUserById(env.DB, user.id))!, now.getTime());
}

/** The owner removes a member: they leave the company, every session of theirs ends, their jobs stay. */
export async function removeMember(
  env: Bindings,
  ownerId: string,
  memberId: string,
  notices: string[],
  now = clock.date(),
): Promise<void> {
  const m = await memberOrRefuse(env.DB, ownerId);
  if (m.owner_id !== ownerId) throw new ApiFailure(403, TEAM_MESSAGES.onlyOwnerRemoves);
  if (memberId === ownerId) throw new ApiFailure(400, TEAM_MESSAGES.cannotRemoveSelf);
  if (
    (await store.membersAmong(env.DB, m.company_id, [memberId])).length === 0 ||
    !(await store.removeMember(env.DB, m.company_id, memberId, now.toISOString(), (db) =>
      noticeOnChange(db, m.company_id, now, { event: 'removed', to: memberId }, notices),
    ))
  ) {
    throw notFound(TEAM_MESSAGES.memberNotFound);
  }
  await closeSocketsOf(env, memberId);
  await audit(
    env,
    {
      actorId: ownerId,
      action: 'company_member_removed',
      targetType: 'user',
      targetId: memberId,
      detail: { companyId: m.company_id },
    },
    now,
  );
}

/** The owner hands the company to another active member (audited; the new owner is told). */
export async function transferOwnership(
  env: Bindings,
  ownerId: string,
  memberId: string,
  notices: string[],
  now = clock.date(),
) {
  const m = await memberOrRefuse(env.DB, ownerId);
  if (m.owner_id !== ownerId) throw new ApiFailure(403, TEAM_MESSAGES.onlyOwnerTransfers);
  if (memberId === ownerId) return getTeam(env.DB, ownerId, now);
  const [member] = await store.membersAmong(env.DB, m.company_id, [memberId]);
  if (
    !member ||
    !(await transferCompany(env.DB, m.company_id, ownerId, memberId, now.toISOString(), (db) =>
      noticeOnChange(db, m.company_id, now, { event: 'transferred', memberId: ownerId, to: memberId }, notices),
    ))
  )
    throw notFound(TEAM_MESSAGES.memberNotFound);
  await audit(
    env,
    {
      actorId: ownerId,
      action: 'company_ownership_transferred',
      targetType: 'company',
      targetId: m.company_id,
      detail: { from: ownerId, to: memberId },
    },
    now,
  );
  return getTeam(env.DB, ownerId, now);
}

/** What a team change tells one person: `to` is told; `memberId` is the colleague it is about. */
type TeamEvent = { event: 'joined' | 'removed' | 'transferred'; to: string; memberId?: string };

const teamNotice = (db: D1Database, companyId: string, now: Date, event: TeamEvent, changed = false) =>
  noticeIntent(
    db,
    'team_event',
    companyId,
    now,
    event,
    changed ? { condition: { sql: 'changes() > 0', values: [] } } : {},
  );

/** A team notice written right after the change's statement, only when that statement changed a row. */
function noticeOnChange(db: D1Database, companyId: string, now: Date, event: TeamEvent, notices: string[]) {
  const intent = teamNotice(db, companyId, now, event, true);
  notices.push(intent.id);
  return intent.statement;
}

/** Delivers the notice `team_event`: a join told to the inviter, a removal to the member, a handover to the new owner. */
export async function announceTeamEvent(env: NoticeEnv, companyId: string, detail: Record<string, unknown>, now: Date) {
  const { event, to, memberId } = detail as TeamEvent;
  const company = (await companyNames(env.DB, [companyId])).get(companyId);
  if (!company) return;
  const colleague = memberId ? (await findUserById(env.DB, memberId))?.full_name : undefined;
  const notice =
    event === 'joined'
      ? { title: `${colleague} joined ${company}`, body: 'They accepted your invitation.', link: '/recruiter/team' }
      : event === 'removed'
        ? { title: `You were removed from ${company}`, body: 'Its jobs and applicants are no longer yours to see.' }
        : {
            title: `You now own ${company}`,
            body: `${colleague} handed the company over to you: you change its name and website and manage its members.`,
            link: '/recruiter/team',
          };
  await notify(env, to, { kind: 'team', ...notice }, now);
}
