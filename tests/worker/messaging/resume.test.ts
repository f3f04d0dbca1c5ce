import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { type Message, type SocketEvent, THREAD_PAGE_MAX } from '../../../src/contract';
import { api, apply, createUser, insertApplication, ORIGIN, recruiterWithJob, scene } from '../helpers';

// A socket that reconnects names the last seq its client has; the room sends exactly what came after.

async function conversation() {
  const s = await scene();
  await insertApplication(s.jobId, s.candidate.id);
  const id = (await api('/api/messages', { token: s.recruiter.token, body: { candidateId: s.candidate.id } })).json
    .conversation.id as string;
  return { ...s, id };
}

const ticketFor = async (token: string, id: string) =>
  (await api(`/api/messages/${id}/ticket`, { token, method: 'POST' })).json.ticket as string;

async function open(token: string, id: string, after?: string | number) {
  const query = `ticket=${encodeURIComponent(await ticketFor(token, id))}${after === undefined ? '' : `&after=${after}`}`;
  return SELF.fetch(`${ORIGIN}/api/messages/${id}/socket?${query}`, { headers: { Upgrade: 'websocket' } });
}

/** An accepted socket and every message event it receives, in arrival order. */
async function listen(token: string, id: string, after?: number) {
  const res = await open(token, id, after);
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: Message[] = [];
  let pongs = 0;
  let onEvent = () => {};
  socket.addEventListener('message', (e) => {
    if (e.data === 'pong') pongs++;
    else received.push((JSON.parse(e.data as string) as SocketEvent).message);
    onEvent();
  });
  socket.accept();
  const until = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket: ${received.length} messages, ${pongs} pongs`)), 5_000);
      onEvent = () => {
        if (!done()) return;
        clearTimeout(timer);
        resolve();
      };
      onEvent();
    });
  /**
   * Waits for `count` messages, then for the answer to a ping sent after them: the room writes to a
   * socket in order, so any message it sent before that answer (an extra or a repeat) is in `received`.
   */
  const settle = async (count: number) => {
    await until(() => received.length >= count);
    const asked = pongs + 1;
    socket.send('ping');
    await until(() => pongs >= asked);
  };
  return { socket, received, settle };
}

const send = async (token: string, id: string, body: string) => {
  const res = await api(`/api/messages/${id}/messages`, { token, body: { body } });
  expect(res.status).toBe(201);
  return res.json as Message;
};

describe('a socket resumes from the last seq its client saw', () => {
  it('receives exactly the messages it missed, in order, then the live ones, each once', async () => {
    const { recruiter, candidate, id } = await conversation();
    const seen = await send(recruiter.token, id, 'one');
    // The candidate's socket dropped after `one`; three more were sent meanwhile, from both sides.
    const missed = [
      await send(recruiter.token, id, 'two'),
      await send(candidate.token, id, 'three'),
      await send(recruiter.token, id, 'four'),
    ];
    const { socket, received, settle } = await listen(candidate.token, id, seen.seq);
    await settle(3);
    expect(received).toEqual(missed);

    const live = await send(recruiter.token, id, 'five');
    await settle(4);
    expect(received).toEqual([...missed, live]);
    socket.close(1000, 'done');
  });

  it('polling after the same seq gives the same messages as the resumed socket, for each side', async () => {
    const { recruiter, candidate, id } = await conversation();
    const seen = await send(candidate.token, id, 'mine');
    const missed = [await send(recruiter.token, id, 'theirs'), await send(candidate.token, id, 'mine again')];
    for (const viewer of [candidate, recruiter]) {
      const { socket, received, settle } = await listen(viewer.token, id, seen.seq);
      await settle(2);
      const polled = await api(`/api/messages/${id}?after=${seen.seq}`, { token: viewer.token });
      expect(received).toEqual(polled.json.messages);
      socket.close(1000, 'done');
    }
    // Each side sees the candidate's messages under the candidate's own id (no one is hidden here).
    const polled = await api(`/api/messages/${id}?after=${seen.seq}`, { token: candidate.token });
    expect(polled.json.messages).toEqual(missed);
  });

  it('misses nothing and doubles nothing while messages are sent as it connects', async () => {
    const { recruiter, candidate, id } = await conversation();
    const first = await send(recruiter.token, id, 'before');
    const sending = Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i % 2 ? candidate.token : recruiter.token, id, `racing ${i}`)),
    );
    const { socket, received, settle } = await listen(candidate.token, id, first.seq);
    const sent = await sending;
    await settle(sent.length);
    const seqs = received.map((m) => m.seq);
    expect(seqs).toHaveLength(new Set(seqs).size);
    expect([...seqs].sort((a, b) => a - b)).toEqual(sent.map((m) => m.seq).sort((a, b) => a - b));
    socket.close(1000, 'done');
  });

  it('sends more than a page of missed messages, all of them in order', async () => {
    const { recruiter, candidate, id } = await conversation();
    const sent: Message[] = [];
    for (let i = 0; i < THREAD_PAGE_MAX + 5; i++) sent.push(await send(recruiter.token, id, `n${i}`));
    const { socket, received, settle } = await listen(candidate.token, id, 0);
    await settle(sent.length);
    expect(received.map((m) => m.seq)).toEqual(sent.map((m) => m.seq));
    socket.close(1000, 'done');
  });

  it('resumes the same from a room that held no socket at all (nothing lives in the room)', async () => {
    const { recruiter, candidate, id } = await conversation();
    // Both sockets closed: the room has nothing open; messages go on being stored.
    const early = await listen(candidate.token, id, 0);
    early.socket.close(1000, 'tunnel');
    const missed = [await send(recruiter.token, id, 'while away 1'), await send(recruiter.token, id, 'while away 2')];
    const { socket, received, settle } = await listen(candidate.token, id, 0);
    await settle(2);
    expect(received).toEqual(missed);
    socket.close(1000, 'done');
  });

  it('a socket opened without `after` gets only live messages (the first load read the rest)', async () => {
    const { recruiter, candidate, id } = await conversation();
    await send(recruiter.token, id, 'old');
    const { socket, received, settle } = await listen(candidate.token, id);
    const live = await send(recruiter.token, id, 'new');
    await settle(1);
    expect(received).toEqual([live]);
    socket.close(1000, 'done');
  });

  it('refuses an `after` that is not a seq, before upgrading', async () => {
    const { candidate, id } = await conversation();
    for (const after of ['-1', 'abc', '1.5', '1e3']) expect((await open(candidate.token, id, after)).status).toBe(400);
  });

  it('sends a hidden candidate’s missed messages to the recruiter under the alias id', async () => {
    const { recruiter, job } = await recruiterWithJob('Blind Resume Co');
    const hidden = await createUser('candidate', { fullName: 'Zola Hiddenname' });
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
    const missed = await send(hidden.token, id, 'Any news?');
    const { socket, received, settle } = await listen(recruiter.token, id, missed.seq - 1);
    await settle(1);
    expect(JSON.stringify(received)).not.toContain(hidden.id);
    expect(received).toEqual([{ ...missed, senderId: applicationId }]);
    socket.close(1000, 'done');
  });
});
