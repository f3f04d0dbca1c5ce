import { env, SELF } from 'cloudflare:test';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { ATS_INPUT_MESSAGES, type AtsInputErrorCode } from '../../../src/contract';
import { API_CSP } from '../../../worker/http/security-headers';
import { makeDocx } from '../../fixtures/resume-files';
import { api, createUser, uploadResume } from '../helpers';
import { lyingAboutSize, objectStreamBomb, type PdfThreat, pdfWith, RESUME_TEXT, zipBomb } from './files';
import { snapshot } from './world';

/**
 * Hostile uploads, through the API into real R2. The content decides a file's type, never its name:
 * a real PDF or DOCX is stored as what it is (and renamed to match); anything that does not open as
 * one is refused, and so are PDFs carrying scripts or launch actions and DOCX zip bombs. A refused
 * upload leaves no row and no file. Stored files come back with nosniff and a locked-down CSP, and
 * only PDFs open in the browser.
 */

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const GIGABYTE = 1024 * 1024 * 1024;

let candidate: Awaited<ReturnType<typeof createUser>>;
let bomb: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  candidate = await createUser('candidate');
  bomb = zipBomb(GIGABYTE);
}, 60_000);

async function refused(name: string, bytes: Uint8Array<ArrayBuffer>, code: AtsInputErrorCode) {
  const before = await snapshot();
  const res = await uploadResume(candidate.token, name, bytes);
  expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(400);
  expect(res.json).toEqual({ message: ATS_INPUT_MESSAGES[code], fields: { file: ATS_INPUT_MESSAGES[code] } });
  expect(await snapshot()).toEqual(before);
}

async function served(name: string) {
  const link = await api(`/api/candidate/resumes/${encodeURIComponent(name)}/url`, { token: candidate.token });
  const file = await SELF.fetch(link.json.url);
  await file.arrayBuffer();
  return file.headers;
}

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('hostile uploads', { timeout: 60_000 }, () => {
  it('stores a real DOCX named .pdf as the DOCX it is, and serves it as a download', async () => {
    const res = await uploadResume(candidate.token, 'lying.pdf', new Uint8Array(makeDocx(RESUME_TEXT)));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'lying.docx', mime: DOCX_TYPE, textStatus: 'ok' });
    const headers = await served('lying.docx');
    expect(headers.get('content-type')).toBe(DOCX_TYPE);
    expect(headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses programs, web pages and archives whatever their name says', async () => {
    const exe = new Uint8Array(4096);
    exe.set(utf8('MZ\x90\x00This program cannot be run in DOS mode.\r\n$PE\x00\x00'));
    await refused('resume.pdf', exe, 'unsupported_type');
    await refused(
      'resume.pdf',
      utf8(
        '<!doctype html><html><body><script>alert(document.cookie)</script><p>Asha Rao, backend engineer</p></body></html>',
      ),
      'unsupported_type',
    );
    await refused('resume.docx', new Uint8Array(zipSync({ 'setup.exe': exe })), 'unsupported_type');
    // A page that slips "%PDF-" into its first kilobyte looks like a PDF to a sniffer, but opens as none.
    await refused(
      'resume.pdf',
      utf8(
        '<html><!-- %PDF-1.7 --><script>alert(1)</script><p>Asha Rao, backend engineer with enough words here</p></html>',
      ),
      'unreadable',
    );
  });

  it('refuses a DOCX zip bomb at once: honest about its gigabyte, or lying about it', async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    for (const [name, bytes] of [
      ['bomb.docx', bomb],
      ['liar.docx', lyingAboutSize(bomb, 40 * 1024)],
      ['liar.pdf', lyingAboutSize(bomb, 0)],
    ] as const) {
      // Unpacking stops at the cap (20 MB), nowhere near the gigabyte (tests/unit/ats/inflate.test.ts counts the reads).
      await refused(name, bytes, 'oversized_content');
    }
  });

  it('refuses a PDF whose object streams unpack past the cap, without unpacking them whole', async () => {
    await refused('objstm-bomb.pdf', objectStreamBomb(30 * 1024 * 1024), 'oversized_content');
  });

  it.each<PdfThreat>([
    'open-action',
    'document-names',
    'page-action',
    'link',
    'disguised-name',
    'launch',
    'packed',
    'packed-launch',
    'packed-link',
  ])('refuses a PDF with a script or launch action: %s', async (threat) => {
    await refused('cv.pdf', pdfWith(threat), 'active_content');
  });

  it('keeps the same PDF without them, as text only, served as an attachment in a sandbox with nosniff and no script allowed', async () => {
    const lines = [...RESUME_TEXT, 'Built <script>alert(1)</script> filters and </textarea> escapes'];
    const res = await uploadResume(candidate.token, 'clean.pdf', pdfWith('none', lines));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ name: 'clean.pdf', mime: 'application/pdf', textStatus: 'ok' });
    const row = await env.DB.prepare('SELECT text FROM resumes WHERE candidate_id = ? AND name = ?')
      .bind(candidate.id, 'clean.pdf')
      .first<{ text: string }>();
    expect(row!.text.split('\n')).toEqual(lines);
    const headers = await served('clean.pdf');
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe(API_CSP);
    expect(headers.get('content-security-policy')!.split('; ')).toContain('sandbox');
  });
});
