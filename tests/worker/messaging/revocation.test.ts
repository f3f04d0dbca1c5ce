import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { cookieValue, createAccount, PASSWORD, resetLinkParts, setCookies, waitForEmail } from '../auth/helpers';
import { act, api, createRecruiter, createUser, insertApplication, ORIGIN, postJob } from '../helpers';

// Live sockets follow revocation (issue 35, item 5): whatever ends a person's access to a thread
// closes their open sockets to it within 2 seconds, and nothing reaches them after it.

/** An account with a real password, signed in: its access token and refresh cookie. */
async function signedIn(role: 'candidate' | 'recruiter', companyId?: string) {
  const { id, email } = await createAccount(role);
  if (companyId)
    await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)')
      .bind(id, companyId)
      .run();
  const res = await api('/api/auth/login', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { id, email, token: res.json.accessToken as string, refresh: cookieValue(setCookies(res.headers).hl_refresh) };
}

/** An owner's company with a member who talks with an applicant; both sides signed in. */
async function thread() {
  const owner = await createRecruiter('Revocable Co');
  await env.DB.prepare('UPDATE companies SET owner_id = ? WHERE id = ?').bind(owner.id, owner.companyId).run();
  const member = await signedIn('recruiter', owner.companyId);
  const candidate = await signedIn('candidate');
  const job = await postJob(owner);
  await insertApplication(job.id, candidate.id);
  const started = await api('/api/messages', { token: member.token, body: { candidateId: candidate.id } });
  if (started.status !== 201) throw new Error(`no conversation: ${started.status} ${started.text}`);
  return { owner, member, candidate, id: started.json.conversation.id as string };
}

const ticketFor = async (token: string, id: string) => {
  const res = await api(`/api/messages/${id}/ticket`, { token, method: 'POST' });
  if (res.status !== 200) throw new Error(`no ticket: ${res.status} ${res.text}`);
  return res.json.ticket as string;
};
const upgrade = (id: string, ticket: string) =>
  SELF.fetch(`${ORIGIN}/api/messages/${id}/socket?ticket=${encodeURIComponent(ticket)}`, {
    headers: { Upgrade: 'websocket' },
  });

/** An open socket, everything it receives, and a promise of its close. */
async function listen(token: string, id: string) {
  const res = await upgrade(id, await ticketFor(token, id));
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: string[] = [];
  let closedAt: number | null = null;
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (e) => {
      closedAt = Date.now();
      resolve(e.code);
    }),
  );
  socket.addEventListener('message', (e) => received.push(e.data as string));
  socket.accept();
  return {
    socket,
    received,
    closed,
    /** Resolves once the socket closed, failing when that took longer than `ms` after `since`. */
    async closedWithin(since: number, ms = 2_000) {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`socket still open ${ms} ms after revocation`)), ms + since - Date.now()),
      );
      await Promise.race([closed, timeout]);
      expect(closedAt! - since).toBeLessThanOrEqual(ms);
    },
    /** Resolves with the next message event's data. */
    next() {
      const seen = received.length;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5_000);
        const check = () => {
          if (received.length > seen) {
            clearTimeout(timer);
            resolve(received[seen]!);
          } else setTimeout(check, 10);
        };
        check();
      });
    },
  };
}

const say = (token: string, id: string, body: string) => api(`/api/messages/${id}/messages`, { token, body: { body } });

describe('revocation closes live sockets within 2 s, and nothing reaches them after', () => {
  it('removing a member from the company: their socket closes; the candidate’s next message never reaches it', async () => {
    const { owner, member, candidate, id } = await thread();
    const memberSocket = await listen(member.token, id);
    const candidateSocket = await listen(candidate.token, id);

    const since = Date.now();
    const removed = await api(`/api/recruiter/team/members/${member.id}`, { method: 'DELETE', token: owner.token });
    expect(removed.status).toBe(200);
    await memberSocket.closedWithin(since);

    const toCandidate = candidateSocket.next();
    expect((await say(candidate.token, id, 'Still there?')).status).toBe(201);
    expect(await toCandidate).toContain('Still there?');
    expect(memberSocket.received.join()).not.toContain('Still there?');
    candidateSocket.socket.close(1000);
  });

  it('suspending an account (an admin acting on a report): its sockets close', async () => {
    const { member, candidate, id } = await thread();
    const candidateSocket = await listen(candidate.token, id);
    const memberSocket = await listen(member.token, id);
    const admin = await createUser('admin');
    const report = await api('/api/reports', {
      token: member.token,
      body: { targetType: 'user', targetId: candidate.id, reason: 'spam' },
    });
    expect(report.status).toBe(201);

    const since = Date.now();
    expect((await act(admin, report.json.id, 'suspend_user')).status).toBe(200);
    await candidateSocket.closedWithin(since);

    const toMember = memberSocket.next();
    expect((await say(member.token, id, 'Hello after suspension')).status).toBe(201);
    expect(await toMember).toContain('Hello after suspension');
    expect(candidateSocket.received.join()).not.toContain('Hello after suspension');
    memberSocket.socket.close(1000);
  });

  it('suspending an account from the user directory: its sockets close', async () => {
    const { member, candidate, id } = await thread();
    const candidateSocket = await listen(candidate.token, id);
    const admin = await createUser('admin');
    const since = Date.now();
    expect((await api(`/api/admin/users/${candidate.id}/suspend`, { method: 'POST', token: admin.token })).status).toBe(
      200,
    );
    await candidateSocket.closedWithin(since);
    expect((await say(member.token, id, 'Hello after the directory')).status).toBe(201);
    expect(candidateSocket.received.join()).not.toContain('Hello after the directory');
  });

  it('signing out other sessions: their sockets close, and this session opens a new one', async () => {
    const { member, candidate, id } = await thread();
    const elsewhere = await listen(candidate.token, id);

    const since = Date.now();
    const signedOut = await api('/api/auth/sign-out-others', {
      method: 'POST',
      token: candidate.token,
      headers: { Cookie: `hl_refresh=${candidate.refresh}` },
    });
    expect(signedOut.status).toBe(200);
    await elsewhere.closedWithin(since);

    const here = await listen(signedOut.json.accessToken, id);
    const toHere = here.next();
    expect((await say(member.token, id, 'After the sign-out')).status).toBe(201);
    expect(await toHere).toContain('After the sign-out');
    expect(elsewhere.received.join()).not.toContain('After the sign-out');
    here.socket.close(1000);
  });

  it('logging out: the sockets close', async () => {
    const { member, candidate, id } = await thread();
    const socket = await listen(candidate.token, id);

    const since = Date.now();
    const out = await api('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: `hl_refresh=${candidate.refresh}` },
    });
    expect(out.status).toBe(200);
    await socket.closedWithin(since);
    expect((await say(member.token, id, 'After the logout')).status).toBe(201);
    expect(socket.received.join()).not.toContain('After the logout');
  });

  it('changing the password: the sockets close', async () => {
    const { member, candidate, id } = await thread();
    const socket = await listen(candidate.token, id);

    const since = Date.now();
    const changed = await api('/api/candidate/password', {
      token: candidate.token,
      body: { currentPassword: PASSWORD, newPassword: 'Another-Horse-7' },
    });
    expect(changed.status).toBe(200);
    await socket.closedWithin(since);
    expect((await say(member.token, id, 'After the new password')).status).toBe(201);
    expect(socket.received.join()).not.toContain('After the new password');
  });

  it('resetting the password by a mailed link: the sockets close', async () => {
    const { member, candidate, id } = await thread();
    const socket = await listen(candidate.token, id);
    await api('/api/auth/forgot-password', { body: { email: candidate.email } });
    const [userId, token] = resetLinkParts(await waitForEmail(candidate.email));

    const since = Date.now();
    const reset = await api(`/api/auth/reset-password/${userId}/${token}`, { body: { newPassword: 'Reset-Horse-8' } });
    expect(reset.status).toBe(200);
    await socket.closedWithin(since);
    expect((await say(member.token, id, 'After the reset')).status).toBe(201);
    expect(socket.received.join()).not.toContain('After the reset');
  });

  it('a stolen refresh token used twice ends the family: the sockets close', async () => {
    const { member, candidate, id } = await thread();
    const socket = await listen(candidate.token, id);
    const refresh = (token: string) =>
      api('/api/auth/refresh', { method: 'POST', headers: { Cookie: `hl_refresh=${token}` } });
    const rotated = await refresh(candidate.refresh);
    expect(rotated.status).toBe(200);
    const next = cookieValue(setCookies(rotated.headers).hl_refresh);
    expect((await refresh(next)).status).toBe(200);

    const since = Date.now();
    // Two generations old: reuse, so the whole family is revoked.
    expect((await refresh(candidate.refresh)).status).toBe(401);
    await socket.closedWithin(since);
    expect((await say(member.token, id, 'After the theft')).status).toBe(201);
    expect(socket.received.join()).not.toContain('After the theft');
  });
});

describe('tickets and deliveries hold on their own', () => {
  it('a ticket opens one socket: the same ticket again is refused', async () => {
    const { candidate, id } = await thread();
    const ticket = await ticketFor(candidate.token, id);
    const first = await upgrade(id, ticket);
    expect(first.status).toBe(101);
    first.webSocket!.accept();
    expect((await upgrade(id, ticket)).status).toBe(401);
    first.webSocket!.close(1000);
  });

  it('a ticket issued before a revocation opens nothing after it', async () => {
    const { candidate, id } = await thread();
    const ticket = await ticketFor(candidate.token, id);
    await api('/api/auth/logout', { method: 'POST', headers: { Cookie: `hl_refresh=${candidate.refresh}` } });
    expect((await upgrade(id, ticket)).status).toBe(401);
  });

  it('each delivery checks the reader: access lost without any revocation call still gets nothing', async () => {
    const { member, candidate, id } = await thread();
    const memberSocket = await listen(member.token, id);
    // The member leaves the company behind the room's back (no revocation reaches the room).
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = NULL WHERE user_id = ?').bind(member.id).run();

    expect((await say(candidate.token, id, 'Only for the company')).status).toBe(201);
    expect(await memberSocket.closed).toBeGreaterThanOrEqual(4000);
    expect(memberSocket.received.join()).not.toContain('Only for the company');
  });
});
