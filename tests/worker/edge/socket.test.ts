import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SocketEvent } from '../../../src/contract';
import { insertApplication, scene } from '../helpers';
import { browserRequest, callApp, EDGE, edgeEnv, newBackendOrigin, serveBackend } from './helpers';

afterEach(() => vi.restoreAllMocks());

function nextData(socket: WebSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nothing within 5 s')), 5_000);
    socket.addEventListener('message', (e) => (clearTimeout(timer), resolve(e.data as string)), { once: true });
  });
}

describe('WebSockets through the edge', () => {
  it('forwards the upgrade and relays live messages both ways', async () => {
    const backend = newBackendOrigin();
    const seen = serveBackend(backend);
    const through = (path: string, init: Parameters<typeof browserRequest>[1]) =>
      callApp(browserRequest(path, init), edgeEnv(backend));
    const { recruiter, candidate, jobId } = await scene();
    await insertApplication(jobId, candidate.id);
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const started = await through('/api/messages', {
      body: { candidateId: candidate.id },
      headers: auth(recruiter.token),
    });
    expect(started.status).toBe(201);
    const id = ((await started.json()) as { conversation: { id: string } }).conversation.id;
    const ticket = (
      (await (
        await through(`/api/messages/${id}/ticket`, { method: 'POST', headers: auth(candidate.token) })
      ).json()) as { ticket: string }
    ).ticket;

    const res = await callApp(
      new Request(`${EDGE}/api/messages/${id}/socket?ticket=${encodeURIComponent(ticket)}`, {
        headers: { Upgrade: 'websocket' },
      }),
      edgeEnv(backend),
    );
    expect(res.status).toBe(101);
    expect(seen.at(-1)!.headers.get('Upgrade')).toBe('websocket');
    const socket = res.webSocket!;
    socket.accept();

    // Browser → backend: the room's keep-alive answers through the edge.
    const pong = nextData(socket);
    socket.send('ping');
    expect(await pong).toBe('pong');

    // Backend → browser: a message sent through the edge's API arrives on the socket.
    const received = nextData(socket);
    const sent = await through(`/api/messages/${id}/messages`, {
      body: { body: 'Through the edge, live' },
      headers: auth(recruiter.token),
    });
    expect(sent.status).toBe(201);
    expect(JSON.parse(await received) as SocketEvent).toEqual({ type: 'message', message: await sent.json() });
    socket.close(1000, 'done');
  });

  it('refuses an upgrade without a ticket at the backend, through the edge', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend);
    const res = await callApp(
      new Request(`${EDGE}/api/messages/${crypto.randomUUID()}/socket`, { headers: { Upgrade: 'websocket' } }),
      edgeEnv(backend),
    );
    expect(res.status).toBe(401);
  });
});
