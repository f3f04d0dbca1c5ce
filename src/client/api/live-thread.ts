import { type Message, MESSAGE_POLL_INTERVAL_MS, socketEventOf } from '../../contract';

/**
 * Keeps one open thread up to date: a WebSocket to the conversation's room while it works, polling
 * for messages after the last seq while it does not, reconnecting with back-off. A socket opens
 * after the last seq the view has, and the room first sends every message after it, so a reconnect
 * misses nothing (the view merges by id, so nothing shows twice). A socket that stops answering
 * pings counts as dropped. Browser-free (the socket factory is passed in), so unit tests drive it
 * with a fake socket and fake timers.
 */
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'ended';

/** The part of a WebSocket this uses. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: { data?: unknown }) => void): void;
}

export interface LiveThreadOptions {
  /** A fresh ticket (POST /api/messages/{id}/ticket); null when the viewer may no longer read the thread. */
  getTicket: () => Promise<string | null>;
  /** Opens the socket for a ticket; the room first sends the messages after `after`. */
  openSocket: (ticket: string, after: number) => SocketLike;
  /** Messages after a seq (GET /api/messages/{id}?after=). */
  fetchAfter: (seq: number) => Promise<Message[]>;
  onMessages: (messages: Message[]) => void;
  onStatus: (status: LiveStatus) => void;
  /** The newest seq the view already has. */
  lastSeq: () => number;
  pollMs?: number;
}

const PING_MS = 30_000;
/** A socket that has not answered a ping within this long is dead (a sleeping tab, a tunnel). */
const PONG_WAIT_MS = 10_000;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

export function liveThread(o: LiveThreadOptions): { stop: () => void; refresh: () => Promise<void>; wake: () => void } {
  const pollMs = o.pollMs ?? MESSAGE_POLL_INTERVAL_MS;
  let socket: SocketLike | null = null;
  let stopped = false;
  let attempt = 0;
  let poller: ReturnType<typeof setInterval> | null = null;
  let pinger: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let pongWait: ReturnType<typeof setTimeout> | null = null;

  async function refresh() {
    try {
      const fresh = await o.fetchAfter(o.lastSeq());
      if (!stopped && fresh.length > 0) o.onMessages(fresh);
    } catch {
      // Offline for a moment: the next poll or the socket catches up.
    }
  }

  function startPolling() {
    if (poller === null) poller = setInterval(() => void refresh(), pollMs);
  }

  function stopTimers() {
    if (poller !== null) clearInterval(poller);
    if (pinger !== null) clearInterval(pinger);
    if (retry !== null) clearTimeout(retry);
    if (pongWait !== null) clearTimeout(pongWait);
    poller = pinger = retry = pongWait = null;
  }

  /** Pings the live socket; no answer in time drops it. */
  function ping(opened: SocketLike) {
    opened.send('ping');
    pongWait ??= setTimeout(() => {
      pongWait = null;
      if (socket !== opened) return;
      opened.close(1000);
      dropped();
    }, PONG_WAIT_MS);
  }

  function dropped() {
    if (stopped) return;
    socket = null;
    if (pinger !== null) clearInterval(pinger);
    if (pongWait !== null) clearTimeout(pongWait);
    pinger = pongWait = null;
    o.onStatus('polling');
    startPolling();
    if (retry === null) {
      retry = setTimeout(
        () => {
          retry = null;
          void connect();
        },
        RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!,
      );
      attempt++;
    }
  }

  async function connect() {
    if (stopped) return;
    let opened: SocketLike;
    try {
      const ticket = await o.getTicket();
      // Access to the thread ended (a revocation closed the socket): nothing more will come.
      if (ticket === null) return end();
      opened = o.openSocket(ticket, o.lastSeq());
    } catch {
      dropped();
      return;
    }
    if (stopped) return opened.close(1000);
    socket = opened;
    let closed = false;
    const onClose = () => {
      if (closed || socket !== opened) return;
      closed = true;
      dropped();
    };
    opened.addEventListener('open', () => {
      if (socket !== opened) return;
      attempt = 0;
      o.onStatus('live');
      if (poller !== null) clearInterval(poller);
      poller = null;
      pinger = setInterval(() => ping(opened), PING_MS);
    });
    opened.addEventListener('message', (event) => {
      if (socket === opened && pongWait !== null) {
        clearTimeout(pongWait);
        pongWait = null;
      }
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      try {
        const parsed = socketEventOf(JSON.parse(event.data));
        if (parsed) o.onMessages([parsed.message]);
      } catch {
        // Not JSON: ignore.
      }
    });
    opened.addEventListener('close', onClose);
    opened.addEventListener('error', onClose);
  }

  function end() {
    stopped = true;
    stopTimers();
    socket = null;
    o.onStatus('ended');
  }

  o.onStatus('connecting');
  void connect();
  return {
    refresh,
    /** The tab is visible or online again: catch up now, test a live socket, reconnect a dropped one. */
    wake() {
      if (stopped) return;
      void refresh();
      if (socket !== null) return ping(socket);
      if (retry !== null) {
        clearTimeout(retry);
        retry = null;
        void connect();
      }
    },
    stop() {
      stopped = true;
      stopTimers();
      socket?.close(1000);
      socket = null;
    },
  };
}

/** Adds messages to a thread: one per id, in seq order. */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}
