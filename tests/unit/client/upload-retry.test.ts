// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { uploadWithProgress } from '../../../src/client/api/upload';
import { type Handler, json, startServer } from '../helpers/http-server';

// The resume upload's XMLHttpRequest (happy-dom's, which makes real HTTP requests) against a real
// local server that is busy on purpose: it follows Retry-After by the API client's one rule.

let server: Awaited<ReturnType<typeof startServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Answers `status` with a Retry-After of `after` seconds once, then 201; records when each request came. */
function busyOnce(status: number, after: string) {
  const times: number[] = [];
  let calls = 0;
  const handler: Handler = (req, res) => {
    times.push(performance.now());
    if (calls++ > 0) return json(res, 201, { name: 'cv.pdf', path: req.path });
    res.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': after });
    res.end(JSON.stringify({ message: 'busy' }));
  };
  return { handler, times };
}

/** Serves the page's own origin (the upload goes to a same-origin path) and uploads a small file. */
async function upload(handler: Handler) {
  server = await startServer(handler);
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    `${server.url}/dashboard/resumes`,
  );
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4 resume'], 'cv.pdf', { type: 'application/pdf' }));
  const progress: number[] = [];
  const answer = uploadWithProgress('/api/candidate/resumes', form, 'upload-key-0001', (f) => progress.push(f));
  return { answer, seen: server.seen, progress };
}

describe('the resume upload honours Retry-After', () => {
  it.each([503, 429])(
    'a %i with Retry-After: 1 is sent again, under the same key, after the second the server asked for',
    async (status) => {
      const busy = busyOnce(status, '1');
      const { answer, seen } = await upload(busy.handler);
      expect(await answer).toEqual({ name: 'cv.pdf', path: '/api/candidate/resumes' });
      expect(seen).toHaveLength(2);
      expect(seen.map((r) => r.headers['idempotency-key'])).toEqual(['upload-key-0001', 'upload-key-0001']);
      expect(seen[1]!.body).toContain('%PDF-1.4 resume');
      expect(busy.times[1]! - busy.times[0]!).toBeGreaterThanOrEqual(950);
    },
  );

  it.each([503, 429])('a %i asking for more than 5 s is given up at once: its answer is the error', async (status) => {
    const { answer, seen } = await upload(busyOnce(status, '6').handler);
    await expect(answer).rejects.toMatchObject({ status, message: 'busy' });
    expect(seen).toHaveLength(1);
  });

  it('a 503 without Retry-After is a gateway blip: sent again after the backoff', async () => {
    let calls = 0;
    const { answer, seen } = await upload((req, res) =>
      calls++ === 0 ? json(res, 503, { message: 'busy' }) : json(res, 201, { name: 'cv.pdf', path: req.path }),
    );
    expect(await answer).toEqual({ name: 'cv.pdf', path: '/api/candidate/resumes' });
    expect(seen).toHaveLength(2);
  });
});
