import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { RESUMES_MAX } from '../../../src/contract';
import { signFileLink } from '../../../worker/files/links';
import { RESUME_MAX_BYTES } from '../../../worker/matching/engine';
import { makeDocx, makePdf } from '../../fixtures/resume-files';
import { api, createUser, ORIGIN, PNG_BYTES, RESUME_LINES, samplePdf, uploadResume } from '../helpers';

describe('candidate resumes', { timeout: 30_000 }, () => {
  it('stores a PDF, lists it newest first and gives duplicate names a suffix', async () => {
    const candidate = await createUser('candidate');
    const first = await uploadResume(candidate.token, 'Jane Doe CV.pdf');
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      name: 'Jane Doe CV.pdf',
      mime: 'application/pdf',
      size: samplePdf().byteLength,
    });
    expect(first.json.textStatus).toBe('ok');
    const second = await uploadResume(candidate.token, 'Jane Doe CV.pdf');
    const third = await uploadResume(candidate.token, '../../etc/Jane Doe CV.pdf');
    expect([second.json.name, third.json.name]).toEqual(['Jane Doe CV (2).pdf', 'Jane Doe CV (3).pdf']);

    const list = await api('/api/candidate/resumes', { token: candidate.token });
    expect(list.status).toBe(200);
    expect(list.json.resumes.map((r: { name: string }) => r.name)).toEqual([
      'Jane Doe CV (3).pdf',
      'Jane Doe CV (2).pdf',
      'Jane Doe CV.pdf',
    ]);
    const stored = await env.DB.prepare('SELECT r2_key FROM resumes WHERE candidate_id = ? AND name = ?')
      .bind(candidate.id, 'Jane Doe CV.pdf')
      .first<{ r2_key: string }>();
    expect(await (await env.FILES.get(stored!.r2_key))!.arrayBuffer()).toEqual(samplePdf().buffer);
    const text = await env.DB.prepare('SELECT text FROM resumes WHERE candidate_id = ? AND name = ?')
      .bind(candidate.id, 'Jane Doe CV.pdf')
      .first<{ text: string }>();
    expect(text!.text).toContain('Owned PostgreSQL schemas');
  });

  it('keeps a PDF without readable text (a scanned page) but flags it unreadable', async () => {
    const candidate = await createUser('candidate');
    const res = await uploadResume(candidate.token, 'scan.pdf', samplePdf([]));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'scan.pdf', textStatus: 'unreadable' });
  });

  it('stores a DOCX with its text, and refuses a password-protected PDF', async () => {
    const candidate = await createUser('candidate');
    const docx = await uploadResume(
      candidate.token,
      'cv.docx',
      new Uint8Array(makeDocx(RESUME_LINES)),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.status).toBe(201);
    expect(docx.json).toMatchObject({
      name: 'cv.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      textStatus: 'ok',
    });
    const locked = await uploadResume(
      candidate.token,
      'locked.pdf',
      new Uint8Array(makePdf([RESUME_LINES], { encrypted: true })),
    );
    expect(locked.status).toBe(400);
    expect(locked.json.fields).toEqual({ file: 'The file is password-protected; upload a copy without a password.' });
  });

  it('names the file after what it really is', async () => {
    const candidate = await createUser('candidate');
    const res = await uploadResume(candidate.token, 'resume.docx', samplePdf());
    expect(res.json).toMatchObject({ name: 'resume.pdf', mime: 'application/pdf' });
  });

  it('refuses a file whose content is not PDF or DOCX, whatever its name says', async () => {
    const candidate = await createUser('candidate');
    const res = await uploadResume(candidate.token, 'resume.pdf', PNG_BYTES, 'application/pdf');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Only PDF and DOCX resumes are supported (the file content is neither).',
      fields: { file: 'Only PDF and DOCX resumes are supported (the file content is neither).' },
    });
    const empty = await uploadResume(candidate.token, 'resume.pdf', new Uint8Array(), 'application/pdf');
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('The file is empty.');
    expect((await api('/api/candidate/resumes', { token: candidate.token })).json.resumes).toEqual([]);
  });

  it('refuses a file over the size cap, and a request without a file', async () => {
    const candidate = await createUser('candidate');
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(samplePdf().subarray(0, 8));
    const res = await uploadResume(candidate.token, 'huge.pdf', big);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The file is larger than 5 MB.');

    const form = new FormData();
    form.append('other', 'x');
    const none = await SELF.fetch(`${ORIGIN}/api/candidate/resumes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${candidate.token}` },
      body: form,
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      message: 'Send the file in the form field `file`',
      fields: { file: 'Send the file in the form field `file`' },
    });

    // A file under another field name, or a JSON body: the same answer, naming the field.
    const misnamed = new FormData();
    misnamed.append('resume', new File([samplePdf()], 'cv.pdf', { type: 'application/pdf' }));
    const wrongField = await SELF.fetch(`${ORIGIN}/api/candidate/resumes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${candidate.token}` },
      body: misnamed,
    });
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as any).message).toBe('Send the file in the form field `file`');
    const asJson = await api('/api/candidate/resumes', { token: candidate.token, body: { file: 'cv.pdf' } });
    expect(asJson.status).toBe(415);
    expect(asJson.json.message).toBe('Send the file in the form field `file` of a multipart/form-data body');
  });

  it('the OpenAPI document names the upload field', async () => {
    const doc = (await api('/api/openapi.json')).json;
    const body = doc.paths['/candidate/resumes'].post.requestBody;
    expect(body.description).toBe('Send the file in the form field `file`');
    expect(body.content['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it(`keeps at most ${RESUMES_MAX} resumes`, async () => {
    const candidate = await createUser('candidate');
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: RESUMES_MAX }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO resumes (id, candidate_id, name, r2_key, mime, size, text_status, created_at) VALUES (?, ?, ?, 'k', 'application/pdf', 1, 'unreadable', ?)",
        ).bind(crypto.randomUUID(), candidate.id, `cv${i}.pdf`, now),
      ),
    );
    const res = await uploadResume(candidate.token, 'one-more.pdf');
    expect(res.status).toBe(409);
  });

  it('opens a resume through a short-lived signed link; expired and forged links are refused', async () => {
    const candidate = await createUser('candidate');
    await uploadResume(candidate.token, 'cv é.pdf');
    const link = await api(`/api/candidate/resumes/${encodeURIComponent('cv é.pdf')}/url`, { token: candidate.token });
    expect(link.status).toBe(200);
    expect(link.json.url).toMatch(new RegExp(`^${env.PUBLIC_ORIGIN}/api/files/[\\w-]+\\.[\\w-]+$`));
    const ttl = Date.parse(link.json.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);

    const file = await SELF.fetch(link.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="cv _.pdf"; filename*=UTF-8''cv%20%C3%A9.pdf`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(samplePdf());

    const [payload, sig] = new URL(link.json.url).pathname.replace('/api/files/', '').split('.');
    const forged = await SELF.fetch(`${ORIGIN}/api/files/${payload}.${sig!.slice(0, -2)}AA`);
    expect(forged.status).toBe(404);
    const row = await env.DB.prepare('SELECT r2_key FROM resumes WHERE candidate_id = ?')
      .bind(candidate.id)
      .first<{ r2_key: string }>();
    const expired = await signFileLink(
      env.JWT_SECRET,
      { key: row!.r2_key, name: 'cv.pdf', mime: 'application/pdf' },
      Date.now() - 6 * 60_000,
    );
    const old = await SELF.fetch(`${ORIGIN}/api/files/${expired.token}`);
    expect(old.status).toBe(404);
    expect(((await old.json()) as any).message).toBe(
      'This link has expired or is not valid. Open the file again from Hireloop.',
    );
    const otherKey = await signFileLink('another-secret-0123456789abcdef0123456789', {
      key: row!.r2_key,
      name: 'cv.pdf',
      mime: 'application/pdf',
    });
    expect((await SELF.fetch(`${ORIGIN}/api/files/${otherKey.token}`)).status).toBe(404);
  });

  it("never shows or deletes another candidate's resume", async () => {
    const owner = await createUser('candidate');
    const other = await createUser('candidate');
    await uploadResume(owner.token, 'mine.pdf');
    expect((await api('/api/candidate/resumes/mine.pdf/url', { token: other.token })).status).toBe(404);
    expect((await api('/api/candidate/resumes/mine.pdf', { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await api('/api/candidate/resumes', { token: other.token })).json.resumes).toEqual([]);
    expect((await api('/api/candidate/resumes', { token: owner.token })).json.resumes).toHaveLength(1);
  });

  it('deletes a resume and its file', async () => {
    const candidate = await createUser('candidate');
    await uploadResume(candidate.token, 'old.pdf');
    const row = await env.DB.prepare('SELECT r2_key FROM resumes WHERE candidate_id = ?')
      .bind(candidate.id)
      .first<{ r2_key: string }>();
    const res = await api('/api/candidate/resumes/old.pdf', { method: 'DELETE', token: candidate.token });
    expect(res.status).toBe(200);
    expect(await env.FILES.head(row!.r2_key)).toBeNull();
    expect((await api('/api/candidate/resumes/old.pdf', { method: 'DELETE', token: candidate.token })).json).toEqual({
      message: 'Resume not found',
    });
  });
});
