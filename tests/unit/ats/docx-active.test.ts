import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { docxActiveContent } from '../../../worker/ats/extract/docx';
import { makeDocx } from '../../fixtures/resume-files';
import { type DocxThreat, docxWith } from '../../worker/hostile/files';

/** The DOCX checks (worker/ats/extract/docx.ts) on the hostile corpus and on spellings Word also reads. */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** makeDocx's package with word/document.xml's body replaced by `body` (prefix `p` bound to W). */
function withBody(body: string, prefix = 'w', store = false): Uint8Array {
  const base = makeDocx(['x']);
  const files: Record<string, Uint8Array> = unzipSync(base);
  files['word/document.xml'] = strToU8(
    `<?xml version="1.0"?><${prefix}:document xmlns:${prefix}="${W}"><${prefix}:body>${body}</${prefix}:body></${prefix}:document>`,
  );
  return zipSync(files, { level: store ? 0 : 6 });
}

const complex = (p: string, ...pieces: string[]) =>
  `<${p}:p><${p}:r><${p}:fldChar ${p}:fldCharType="begin"/></${p}:r>${pieces
    .map((x) => `<${p}:r><${p}:instrText>${x}</${p}:instrText></${p}:r>`)
    .join(
      '',
    )}<${p}:r><${p}:fldChar ${p}:fldCharType="separate"/></${p}:r><${p}:r><${p}:t>DDEAUTO shown as text</${p}:t></${p}:r><${p}:r><${p}:fldChar ${p}:fldCharType="end"/></${p}:r></${p}:p>`;

describe('docxActiveContent', () => {
  it('passes plain resumes, hyperlinks and everyday fields', () => {
    expect(docxActiveContent(makeDocx(['Skills: VBA macros, DDE, INCLUDEPICTURE']))).toBeNull();
    expect(docxActiveContent(docxWith('none'))).toBeNull();
    expect(docxActiveContent(withBody(complex('w', ' PAGE ')))).toBeNull();
    expect(docxActiveContent(withBody(complex('w', ' HYPERLINK "https://example.com/dde" ')))).toBeNull();
    expect(docxActiveContent(withBody(`<w:p><w:fldSimple w:instr=" NUMPAGES "/></w:p>`))).toBeNull();
  });

  it.each<[DocxThreat, string]>([
    ['macros', 'macros'],
    ['macros-renamed', 'macros'],
    ['remote-template', 'external relationship'],
    ['include-picture', 'field'],
    ['external-image', 'external relationship'],
    ['dde-split', 'field'],
    ['dde-simple', 'field'],
  ])('finds %s', (threat, found) => {
    expect(docxActiveContent(docxWith(threat))).toBe(found);
  });

  it('reads field codes however Word may spell them', () => {
    for (const doc of [
      withBody(complex('w', 'dde', 'auto c:\\\\cmd.exe')),
      withBody(complex('w', '&#68;DEAUTO c:\\\\cmd.exe')),
      withBody(complex('x', ' INCLUDETEXT "https://example.com/a.docx" '), 'x'),
      withBody(complex('w', ' LINK Excel.Sheet.12 "https://example.com/a.xlsx" ""'), 'w', true),
      withBody(`<w:p><w:fldSimple w:instr=' IMPORT "https://example.com/a.png" '/></w:p>`),
    ])
      expect(docxActiveContent(doc)).toBe('field');
  });
});
