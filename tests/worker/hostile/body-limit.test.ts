import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import { ATS_INPUT_MESSAGES, MESSAGES, RESUME_MAX_BYTES } from '../../../src/contract';
import { JSON_BODY_MAX_BYTES } from '../../../worker/http/body-limit';
import { ORIGIN, SAMPLE_JOB, samplePdf } from '../helpers';
import { expectJsonError, seedWorld, send, snapshot, type World } from './world';

/**
 * Oversize bodies are refused with 413 before they are read: by a declared Content-Length without
 * waiting for the body at all, and for a body streamed without one as soon as the limit is passed.
 */

let world: World;
beforeAll(async () => {
  world = await seedWorld();
}, 30_000);

/** A body that declares `length` bytes but only ever sends its first kilobyte. */
function neverFinished(length: number, head = new Uint8Array(1024).fill(0x20)) {
  const { readable, writable } = new FixedLengthStream(length);
  const writer = writable.getWriter();
  void writer.write(head).catch(() => {});
  return { body: readable, abort: () => writer.abort().catch(() => {}) };
}

const STREAMED_BYTES = 32 * 1024 * 1024;

/** A 32 MB body streamed in 16 KB chunks with no Content-Length, counting what was pulled. */
function streamed() {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
      if (pulled >= STREAMED_BYTES) controller.close();
    },
  });
  return { body, pulled: () => pulled };
}

async function post(
  path: string,
  init: { token: string; method?: string; type: string; body: BodyInit; abort?: () => Promise<unknown> },
) {
  // A server waiting for a body that never ends would never answer: give up, and end the body so
  // that the request ends too.
  const answer = SELF.fetch(`${ORIGIN}${path}`, {
    method: init.method ?? 'POST',
    headers: { Authorization: `Bearer ${init.token}`, 'Content-Type': init.type },
    body: init.body,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        void Promise.resolve(init.abort?.()).finally(() =>
          reject(new Error('no answer: the server was reading the body')),
        ),
      5_000,
    );
  });
  try {
    const res = await Promise.race([answer, timeout]);
    return { status: res.status, headers: res.headers, text: await res.text() };
  } finally {
    clearTimeout(timer);
    await init.abort?.();
  }
}

function formWith(bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new File([bytes], 'streamed.pdf', { type: 'application/pdf' }));
  return form;
}

const BOUNDARY = 'hostile-boundary';
const multipartHead = new TextEncoder().encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
);

describe('oversize bodies', { timeout: 30_000 }, () => {
  it('refuses a JSON body whose Content-Length is over the limit without reading it, and changes nothing', async () => {
    const before = await snapshot();
    const res = await post('/api/recruiter/jobs', {
      token: world.recruiter.token,
      type: 'application/json',
      ...neverFinished(10 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expectJsonError(res, 'declared length');
    expect(JSON.parse(res.text)).toEqual({ message: MESSAGES.bodyTooLarge });
    expect(await snapshot()).toEqual(before);
  });

  it('stops reading a JSON body streamed without a length as soon as it passes the limit', async () => {
    const before = await snapshot();
    const stream = streamed();
    const res = await post('/api/candidate/profile', {
      token: world.candidate.token,
      method: 'PUT',
      type: 'application/json',
      body: stream.body,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ message: MESSAGES.bodyTooLarge });
    // Far less than the whole body: the limit plus what was in flight.
    expect(stream.pulled()).toBeLessThan(JSON_BODY_MAX_BYTES + 1024 * 1024);
    expect(await snapshot()).toEqual(before);
  });

  it('takes the largest legitimate JSON body, and refuses one byte over the limit', async () => {
    const longest = {
      ...SAMPLE_JOB,
      title: '職'.repeat(120),
      description: '職'.repeat(20_000),
      requiredSkills: Array.from({ length: 30 }, (_, i) => `${i}${'技'.repeat(58)}`),
      niceToHaveSkills: Array.from({ length: 30 }, (_, i) => `${i}${'術'.repeat(58)}`),
    };
    const text = JSON.stringify(longest);
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(64 * 1024);
    const ok = await send('POST', '/api/recruiter/jobs', {
      headers: { Authorization: `Bearer ${world.recruiter.token}`, 'Content-Type': 'application/json' },
      body: text,
    });
    expect(ok.status, ok.text).toBe(201);

    const before = await snapshot();
    const over = `{"title":"${'x'.repeat(JSON_BODY_MAX_BYTES - 11)}"}`;
    expect(over.length).toBe(JSON_BODY_MAX_BYTES + 1);
    const res = await send('POST', '/api/recruiter/jobs', {
      headers: { Authorization: `Bearer ${world.recruiter.token}`, 'Content-Type': 'application/json' },
      body: over,
    });
    expect(res.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an upload whose Content-Length is over the file limit without reading it', async () => {
    const before = await snapshot();
    const res = await post('/api/candidate/resumes', {
      token: world.candidate.token,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      ...neverFinished(RESUME_MAX_BYTES + 1024 * 1024, multipartHead),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({
      message: ATS_INPUT_MESSAGES.too_large,
      fields: { file: ATS_INPUT_MESSAGES.too_large },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('stops reading an upload streamed without a length once it passes the file limit', async () => {
    const before = await snapshot();
    const stream = streamed();
    const res = await post('/api/candidate/resumes', {
      token: world.candidate.token,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      body: stream.body,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).message).toBe(ATS_INPUT_MESSAGES.too_large);
    expect(stream.pulled()).toBeLessThan(RESUME_MAX_BYTES + 2 * 1024 * 1024);
    expect(await snapshot()).toEqual(before);
  });

  it('still takes bodies under the limits when they are streamed without a length', async () => {
    const chunks = (bytes: Uint8Array) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1024) controller.enqueue(bytes.subarray(at, at + 1024));
          controller.close();
        },
      });
    const profile = new TextEncoder().encode(JSON.stringify({ fullName: 'Asha Streamed', bio: 'b'.repeat(1_500) }));
    const json = await post('/api/candidate/profile', {
      token: world.candidate.token,
      method: 'PUT',
      type: 'application/json',
      body: chunks(profile),
    });
    expect(json.status, json.text).toBe(200);
    expect(JSON.parse(json.text).fullName).toBe('Asha Streamed');

    const form = new Response(formWith(samplePdf()));
    const upload = await post('/api/candidate/resumes', {
      token: world.candidate.token,
      type: form.headers.get('content-type')!,
      body: chunks(new Uint8Array(await form.arrayBuffer())),
    });
    expect(upload.status, upload.text).toBe(201);
  });

  it('asks who is uploading before reading anything, and JSON routes never read a multipart body', async () => {
    const res = await post('/api/candidate/resumes', {
      token: 'forged',
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      ...neverFinished(RESUME_MAX_BYTES + 1024 * 1024, multipartHead),
    });
    expect(res.status).toBe(401);

    const json = await post('/api/recruiter/jobs', {
      token: world.recruiter.token,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      ...neverFinished(RESUME_MAX_BYTES + 1024 * 1024, multipartHead),
    });
    expect(json.status).toBe(415);
    expectJsonError(json, 'multipart to a JSON route');
  });
});
