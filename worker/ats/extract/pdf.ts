import { extractText, getDocumentProxy } from 'unpdf';

import { PDF_OBJECT_STREAMS_MAX_BYTES } from '../../../src/contract/ats';
import { inflateCapped } from './inflate';
import { AtsInputError } from './sniff';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Text of a PDF, page by page, through unpdf's serverless build of PDF.js (runs in workerd). A PDF
 * that carries scripts or launch actions is refused; one that opens but yields no text is 'no_text'.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  if (namesActiveContent(bytes)) throw new AtsInputError('active_content');
  let doc: PdfDocument;
  try {
    // PDF.js may detach the buffer it is given; keep the caller's bytes intact.
    doc = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, stopAtErrors: false });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException') throw new AtsInputError('encrypted');
    throw new AtsInputError('unreadable', describe(error));
  }
  try {
    if (await hasScripts(doc)) throw new AtsInputError('active_content');
    const { text } = await extractText(doc, { mergePages: false });
    return text.join('\n\n');
  } catch (error) {
    if (error instanceof AtsInputError) throw error;
    throw new AtsInputError('no_text', describe(error));
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/**
 * Scripts as PDF.js finds them once it has read the whole file, compressed object streams included:
 * the document's (on open, named scripts), each page's, and each form field's.
 */
async function hasScripts(doc: PdfDocument): Promise<boolean> {
  if (await doc.getJSActions()) return true;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    if (await page.getJSActions()) return true;
    const annotations = (await page.getAnnotations()) as { actions?: Record<string, unknown> }[];
    if (annotations.some((a) => a.actions && Object.keys(a.actions).length > 0)) return true;
  }
  return false;
}

// Action names that run something: JavaScript, and Launch (starts a program or opens a file).
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch']);
const DELIMITER = /[\s()<>[\]{}/%]/;

/**
 * Whether the file's objects name a script or a launch action, read from the bytes, so that a file
 * PDF.js cannot open is checked too, and so are links and launch actions, which PDF.js does not
 * report. Objects packed in compressed object streams (/Type /ObjStm) are inflated and read the
 * same way, all of them together within PDF_OBJECT_STREAMS_MAX_BYTES. Names are decoded (/J#53 is
 * /JS); strings, other streams and comments are skipped, since a resume's own text ("HTML/JS")
 * lives there.
 */
function namesActiveContent(bytes: Uint8Array): boolean {
  const budget = { left: PDF_OBJECT_STREAMS_MAX_BYTES };
  return scanObjects(bytes, (dictionary, data) => {
    const unpacked = objectStreamContent(dictionary, data, budget);
    return unpacked !== null && scanObjects(unpacked, () => false);
  });
}

const decodeNames = (text: string) =>
  text.replace(/\/[^\s()<>[\]{}/%]*/g, (name) =>
    name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/**
 * Walks PDF objects in `bytes`: true as soon as an active name is found, or when `onStream` says a
 * stream (given its dictionary, the text since the object began, and its raw data) holds one.
 */
function scanObjects(bytes: Uint8Array, onStream: (dictionary: string, data: Uint8Array) => boolean): boolean {
  const pdf = new TextDecoder('latin1').decode(bytes);
  for (let i = 0; i < pdf.length;) {
    const c = pdf[i]!;
    if (c === '%') {
      while (i < pdf.length && pdf[i] !== '\n' && pdf[i] !== '\r') i++;
    } else if (c === '(') {
      i = afterString(pdf, i);
    } else if (
      c === 's' &&
      pdf.startsWith('stream', i) &&
      /[\s>]/.test(pdf[i - 1] ?? ' ') &&
      /[\r\n]/.test(pdf[i + 6] ?? '')
    ) {
      const start = i + 6 + (pdf.startsWith('\r\n', i + 6) ? 2 : 1);
      const end = pdf.indexOf('endstream', start);
      const dictionary = pdf.slice(Math.max(0, pdf.lastIndexOf(' obj', i)), i);
      if (onStream(dictionary, bytes.subarray(start, end < 0 ? bytes.length : end))) return true;
      i = end < 0 ? pdf.length : end + 9;
    } else if (c === '/') {
      let end = i + 1;
      while (end < pdf.length && !DELIMITER.test(pdf[end]!)) end++;
      const name = pdf
        .slice(i + 1, end)
        .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (ACTIVE_NAMES.has(name)) return true;
      i = end;
    } else {
      i++;
    }
  }
  return false;
}

/**
 * The objects an object stream holds, or null for any other stream. Only FlateDecode (or no
 * filter) without a predictor is accepted: an object stream packed any other way is 'unreadable',
 * so nothing hides behind a filter this scan does not undo.
 */
function objectStreamContent(dictionary: string, data: Uint8Array, budget: { left: number }): Uint8Array | null {
  const dict = decodeNames(dictionary);
  if (!/\/Type\s*\/ObjStm(?![^\s()<>[\]{}/%])/.test(dict)) return null;
  const filters = [
    ...(dict.match(/\/Filter\s*(\[[^\]]*\]|\/[^\s()<>[\]{}/%]+)/)?.[1] ?? '').matchAll(/\/([^\s()<>[\]{}/%]+)/g),
  ].map((m) => m[1]);
  if (/\/Predictor\s+([2-9]|\d\d)/.test(dict)) throw new AtsInputError('unreadable', 'object stream with a predictor');
  if (filters.length === 0) return data;
  if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl'))
    throw new AtsInputError('unreadable', `object stream filter ${filters.join(' ')}`.slice(0, 120));
  const unpacked = inflateCapped(data, budget.left, 'zlib');
  budget.left -= unpacked.length;
  return unpacked;
}

/** The index after a literal string that opens at `start`: parentheses nest, backslash escapes. */
function afterString(pdf: string, start: number): number {
  let depth = 0;
  for (let i = start; i < pdf.length; i++) {
    const c = pdf[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return pdf.length;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 120);
}
