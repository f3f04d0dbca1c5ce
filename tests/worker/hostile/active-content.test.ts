import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';

import { ATS_INPUT_MESSAGES, type AtsInputErrorCode } from '../../../src/contract';
import { createUser, uploadResume } from '../helpers';
import { type DocxThreat, docxWith, HIDDEN_OBJECT_STREAMS, type HiddenObjectStream, pdfWithHiddenLink } from './files';
import { snapshot } from './world';

/**
 * Active content however the file hides it. Each PDF here carries a Link whose action is
 * `/S /JavaScript`, packed in a compressed object stream whose dictionary is spelled in a way a
 * reader still follows: PDF.js opens every one of them and finds the page and its link. The upload
 * refuses them all with the product's message for unsafe files, and keeps nothing. So does a DOCX
 * with macros, a remote template, an image fetched from elsewhere or a DDE field.
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
