import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type LiveStatus, liveThread, mergeMessages, type SocketLike } from '../../../src/client/api/live-thread';
import type { Message } from '../../../src/contract';

class FakeSocket implements SocketLike {
  listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
  sent: string[] = [];
  closed = false;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

const message = (seq: number): Message => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderId: 'u',
  body: `hello ${seq}`,
  createdAt: new Date(seq).toISOString(),
});

function setup(readable: () => boolean = () => true) {
  const sockets: FakeSocket[] = [];
  const afters: number[] = [];
  let thread: Message[] = [message(1)];
  const statuses: LiveStatus[] = [];
  const server: Message[] = [message(1)];
  const fetchAfter = vi.fn(async (seq: number) => server.filter((m) => m.seq > seq));
  const live = liveThread({
    getTicket: async () => (readable() ? `ticket-${sockets.length}` : null),
    openSocket: (_ticket, after) => {
      afters.push(after);
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    fetchAfter,
    onMessages: (m) => (thread = mergeMessages(thread, m)),
    onStatus: (s) => statuses.push(s),
    lastSeq: () => thread[thread.length - 1]?.seq ?? 0,
    pollMs: 5_000,
  });
  return { sockets, afters, statuses, server, fetchAfter, live, thread: () => thread };
}

describe('live thread', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows messages pushed over the socket, ignoring pongs and junk', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    t.sockets[0]!.emit('open');
    t.sockets[0]!.emit('message', JSON.stringify({ type: 'message', message: message(2) }));
    t.sockets[0]!.emit('message', 'pong');
    t.sockets[0]!.emit('message', '{not json');
    expect(t.thread().map((m) => m.seq)).toEqual([1, 2]);
    expect(t.statuses).toEqual(['connecting', 'live']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.sockets[0]!.sent).toContain('ping');
    t.live.stop();
    expect(t.sockets[0]!.closed).toBe(true);
  });

  it('ends, and stops polling and reconnecting, once the viewer may no longer read the thread', async () => {
    let readable = true;
    const t = setup(() => readable);
    await vi.advanceTimersByTimeAsync(0);
    t.sockets[0]!.emit('open');
    readable = false; // a revocation closes the socket, and no new ticket is given
    t.sockets[0]!.emit('close');
    expect(t.statuses.at(-1)).toBe('polling');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.statuses.at(-1)).toBe('ended');
    const polls = t.fetchAfter.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.fetchAfter.mock.calls.length).toBe(polls);
  });

  it('falls back to polling when the socket drops, then reconnects and catches up', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    t.sockets[0]!.emit('open');
    t.sockets[0]!.emit('close');
    expect(t.statuses.at(-1)).toBe('polling');

    t.server.push(message(2));
    await vi.advanceTimersByTimeAsync(2_000); // the first retry opens a new socket...
    expect(t.sockets).toHaveLength(2);
    t.sockets[1]!.emit('error'); // ...which fails: keep polling
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.thread().map((m) => m.seq)).toEqual([1, 2]);
    expect(t.fetchAfter).toHaveBeenLastCalledWith(1);

    t.server.push(message(3));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.sockets).toHaveLength(3);
    t.sockets[2]!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.statuses.at(-1)).toBe('live');
    expect(t.thread().map((m) => m.seq)).toEqual([1, 2, 3]);
    const calls = t.fetchAfter.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000); // live again: no more polling
    expect(t.fetchAfter.mock.calls.length).toBe(calls);
    t.live.stop();
  });

  it('a reconnect opens after the newest seq the view has, so the room sends only what was missed', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.afters).toEqual([1]);
    t.sockets[0]!.emit('open');
    t.sockets[0]!.emit('message', JSON.stringify({ type: 'message', message: message(2) }));
    t.sockets[0]!.emit('close');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.afters).toEqual([1, 2]);
    // What the room sends first merges into the thread once, whatever arrives twice.
    t.sockets[1]!.emit('open');
    for (const seq of [3, 4, 3])
      t.sockets[1]!.emit('message', JSON.stringify({ type: 'message', message: message(seq) }));
    expect(t.thread().map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    t.live.stop();
  });

  it('a socket that stops answering pings is dropped: polling, then a reconnect', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    t.sockets[0]!.emit('open');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.sockets[0]!.sent).toEqual(['ping']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(t.statuses.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets[0]!.closed).toBe(true);
    expect(t.statuses.at(-1)).toBe('polling');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.sockets).toHaveLength(2);
    t.live.stop();
  });

  it('a socket that answers its ping stays live', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    t.sockets[0]!.emit('open');
    await vi.advanceTimersByTimeAsync(30_000);
    t.sockets[0]!.emit('message', 'pong');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.sockets[0]!.closed).toBe(false);
    expect(t.statuses.at(-1)).toBe('live');
    t.live.stop();
  });

  it('waking (the tab is visible or online again) catches up now and reconnects without waiting', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    t.sockets[0]!.emit('open');
    t.sockets[0]!.emit('close');
    t.server.push(message(2));
    t.live.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sockets).toHaveLength(2);
    expect(t.thread().map((m) => m.seq)).toEqual([1, 2]);
    // Woken while live: the socket is asked for a pong.
    t.sockets[1]!.emit('open');
    t.live.wake();
    expect(t.sockets[1]!.sent).toEqual(['ping']);
    t.live.stop();
  });

  it('merges by id and orders by seq', () => {
    expect(mergeMessages([message(3), message(1)], [message(2), message(3)]).map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});
