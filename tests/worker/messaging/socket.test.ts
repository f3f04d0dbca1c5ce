import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import type { SocketEvent } from '../../../src/contract';
import {
  api,
  apply,
  createUser,
  emailsTo,
  insertApplication,
  notificationsOf,
  ORIGIN,
  recruiterWithJob,
  scene,
} from '../helpers';

async function conversation() {
  const s = await scene();
  await insertApplication(s.jobId, s.candidate.id);
  const id = (await api('/api/messages', { token: s.recruiter.token, body: { candidateId: s.candidate.id } })).json
    .conversation.id as string;
  return { ...s, id };
}

const ticketFor = async (token: string, id: string) =>
  (await api(`/api/messages/${id}/ticket`, { token, method: 'POST' })).json.ticket as string;
const upgrade = (id: string, ticket?: string) =>
  SELF.fetch(
    `${ORIGIN}/api/messages/${id}/socket${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`,
    { headers: { Upgrade: 'websocket' } },
  );

/** Resolves with the next event the socket receives. */
function nextEvent(socket: WebSocket): Promise<SocketEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5_000);
    socket.addEventListener(
      'message',
      (e) => {
        clearTimeout(timer);
        resolve(JSON.parse(e.data as string));
      },
      { once: true },
    );
  });
}

describe('live conversation sockets', () => {
  it('delivers a message sent through the API to the other participant’s open socket', async () => {
    const { recruiter, candidate, id } = await conversation();
    const res = await upgrade(id, await ticketFor(candidate.token, id));
    expect(res.status).toBe(101);
    const socket = res.webSocket!;
    socket.accept();
    const received = nextEvent(socket);

    const sent = await api(`/api/messages/${id}/messages`, {
      token: recruiter.token,
      body: { body: 'Are you free on <Tuesday>?' },
    });
    expect(sent.status).toBe(201);
    expect(await received).toEqual({ type: 'message', message: sent.json });
    // The candidate read it live: no notification or email about it.
    expect(await notificationsOf(candidate.id)).toEqual([]);
    expect(await emailsTo(candidate.email)).toEqual([]);

    // Keep-alive pings are answered by the room.
    const pong = new Promise<string>((resolve) =>
      socket.addEventListener('message', (e) => resolve(e.data as string), { once: true }),
    );
    socket.send('ping');
    expect(await pong).toBe('pong');
    socket.close(1000, 'done');
  });

  it('authenticates before upgrading: a ticket is required, bound to its conversation, and cannot be forged', async () => {
    const { candidate, id } = await conversation();
    const other = await conversation();
    expect((await upgrade(id)).status).toBe(401);
    expect((await upgrade(id, 'not-a-ticket')).status).toBe(401);
    expect((await upgrade(id, candidate.token)).status).toBe(401); // an access token is not a ticket
    const ticket = await ticketFor(candidate.token, id);
    const [header, payload, signature] = ticket.split('.');
    expect((await upgrade(id, `${header}.${payload}.${signature!.slice(0, -2)}xx`)).status).toBe(401);
    expect((await upgrade(other.id, ticket)).status).toBe(401);

    const stranger = await createUser('candidate');
    expect((await api(`/api/messages/${id}/ticket`, { token: stranger.token, method: 'POST' })).status).toBe(404);
    const plain = await SELF.fetch(`${ORIGIN}/api/messages/${id}/socket?ticket=${ticket}`);
    expect(plain.status).toBe(426);
  });
});

describe('live messages under blind review', () => {
  it('reach the recruiter’s socket under the alias id, and the candidate’s own socket under their id', async () => {
    const { recruiter, job } = await recruiterWithJob('Blind Live Co');
    const hidden = await createUser('candidate', { fullName: 'Yara Hiddenname' });
    const { id: applicationId } = await apply(job.id, { candidate: hidden });
    expect(
      (
        await api('/api/recruiter/settings/blind-review', {
          method: 'PUT',
          token: recruiter.token,
          body: { enabled: true },
        })
      ).status,
    ).toBe(200);
    const id = (await api('/api/messages', { token: hidden.token, body: { applicationId, body: 'First note' } })).json
      .conversation.id as string;

    const sockets = await Promise.all(
      [recruiter.token, hidden.token].map(async (token) => {
        const res = await upgrade(id, await ticketFor(token, id));
        expect(res.status).toBe(101);
        res.webSocket!.accept();
        return res.webSocket!;
      }),
    );
    const [toRecruiter, toCandidate] = sockets.map(nextEvent);
    const sent = await api(`/api/messages/${id}/messages`, { token: hidden.token, body: { body: 'Any news?' } });
    expect(sent.status).toBe(201);
    const seenByRecruiter = await toRecruiter!;
    expect(JSON.stringify(seenByRecruiter)).not.toContain(hidden.id);
    expect(seenByRecruiter).toEqual({ type: 'message', message: { ...sent.json, senderId: applicationId } });
    expect(await toCandidate!).toEqual({ type: 'message', message: sent.json });
    for (const socket of sockets) socket.close(1000, 'done');
  });
});
