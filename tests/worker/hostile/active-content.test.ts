import { env, SELF } from 'cloudflare:test';
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';

import { ATS_INPUT_MESSAGES, type AtsInputErrorCode, OFFER_MESSAGES } from '../../../src/contract';
import { api, apply, createRecruiter, createUser, insertJob, ORIGIN, samplePdf, uploadResume } from '../helpers';
import {
  type DocxThreat,
  docxWith,
  HIDDEN_OBJECT_STREAMS,
  type HiddenObjectStream,
  pdfWith,
  pdfWithHiddenLink,
  RESUME_TEXT,
} from './files';
import { snapshot } from './world';

/**
 * Active content however the file hides it. Each PDF here carries a Link whose action is
 * `/S /JavaScript`, packed in a compressed object stream whose dictionary is spelled in a way a
 * reader still follows: PDF.js opens every one of them and finds the page and its link. The upload
 * refuses them all with the product's message for unsafe files, and keeps nothing. So does a DOCX
 * with macros, a remote template, an image fetched from elsewhere or a DDE field; and an offer
 * letter goes through the same checks, stored under a name that ends in .pdf.
 */

const HOW = Object.keys(HIDDEN_OBJECT_STREAMS) as HiddenObjectStream[];

let candidate: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  candidate = await createUser('candidate');
});

async function refused(name: string, bytes: Uint8Array<ArrayBuffer>, code: AtsInputErrorCode) {
  const before = await snapshot();
  const res = await uploadResume(candidate.token, name, bytes);
  expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(400);
  expect(res.json).toEqual({ message: ATS_INPUT_MESSAGES[code], fields: { file: ATS_INPUT_MESSAGES[code] } });
  expect(await snapshot()).toEqual(before);
}

describe('a script hidden in an object stream', { timeout: 60_000 }, () => {
  it.each(HOW)('is read by PDF.js, page, text and link: %s', async (how) => {
    const doc = await getDocumentProxy(pdfWithHiddenLink(how), { isEvalSupported: false });
    try {
      expect(doc.numPages).toBe(1);
      const page = await doc.getPage(1);
      const annotations = (await page.getAnnotations()) as { subtype: string }[];
      expect(annotations.map((a) => a.subtype)).toEqual(['Link']);
      const text = await page.getTextContent();
      expect(text.items.map((i) => ('str' in i ? i.str : '')).join(' ')).toContain('Asha Rao');
    } finally {
      await doc.destroy();
    }
  });

  it.each(HOW)('is refused on upload: %s', async (how) => {
    await refused('cv.pdf', pdfWithHiddenLink(how), 'active_content');
  });
});

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('a DOCX that runs or fetches something when opened', { timeout: 60_000 }, () => {
  it('keeps a plain DOCX with a hyperlink (an external relationship every resume may have)', async () => {
    const res = await uploadResume(candidate.token, 'plain.docx', docxWith('none'), DOCX_TYPE);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ name: 'plain.docx', mime: DOCX_TYPE, textStatus: 'ok' });
  });

  it.each<DocxThreat>([
    'macros',
    'macros-renamed',
    'remote-template',
    'include-picture',
    'external-image',
    'dde-split',
    'dde-simple',
  ])('is refused: %s', async (threat) => {
    await refused('cv.docx', docxWith(threat), 'active_content_docx');
  });
});

async function offerSent() {
  const recruiter = await createRecruiter('Letter Co');
  const jobId = await insertJob(recruiter, { title: 'Data Analyst' });
  const person = await createUser('candidate', { fullName: 'Omar Candidate' });
  const { id } = await apply(jobId, { candidate: person, status: 'offer' });
  const sent = await api(`/api/recruiter/applications/${id}/offer`, {
    method: 'PUT',
    token: recruiter.token,
    body: { text: 'See the attached letter.' },
  });
  expect(sent.status).toBe(200);
  return { token: recruiter.token, id: id as string };
}

async function attach(t: { token: string; id: string }, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const res = await SELF.fetch(`${ORIGIN}/api/recruiter/applications/${t.id}/offer/file`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${t.token}`, Origin: ORIGIN },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as any };
}

const letterKey = (id: string) =>
  env.DB.prepare('SELECT file_key FROM application_offers WHERE application_id = ?').bind(id).first<string>('file_key');

describe('an offer letter', { timeout: 60_000 }, () => {
  it.each([
    ['a script in plain sight', pdfWith('open-action')],
    ['a launch action', pdfWith('launch')],
    ['a link whose script hides in an object stream', pdfWithHiddenLink('no-type')],
  ] as const)('is refused with %s, and nothing is kept', async (_, bytes) => {
    const t = await offerSent();
    const res = await attach(t, bytes, 'Offer_Letter.pdf');
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toEqual({
      message: ATS_INPUT_MESSAGES.active_content,
      fields: { file: ATS_INPUT_MESSAGES.active_content },
    });
    expect(await letterKey(t.id)).toBeNull();
  });

  it('that is a DOCX, not a PDF, is refused as not a PDF', async () => {
    const t = await offerSent();
    const res = await attach(t, docxWith('none'), 'Offer_Letter.pdf');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(OFFER_MESSAGES.fileNotPdf);
  });

  it('is stored under a name that ends in .pdf, whatever name it came with', async () => {
    const t = await offerSent();
    for (const [given, stored] of [
      ['Offer_Letter.pdf.hta', 'Offer_Letter.pdf'],
      ['offer.exe', 'offer.pdf'],
      ['../../Offer Letter', 'Offer Letter.pdf'],
      ['.pdf', 'offer.pdf'],
    ]) {
      const res = await attach(t, samplePdf(RESUME_TEXT), given!);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.offer.fileName, given).toBe(stored);
    }
  });
});
