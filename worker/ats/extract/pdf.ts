import { extractText, getDocumentProxy } from 'unpdf';

import { findActiveContent } from './pdf-active';
import { AtsInputError } from './sniff';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Text of a PDF, page by page, through unpdf's serverless build of PDF.js (runs in workerd). A PDF
 * that carries active content (scripts, launch, form-submit and import actions, embedded files;
 * worker/ats/extract/pdf-active.ts reads every object for them, before PDF.js opens the file) is
 * refused; one that opens but yields no text is 'no_text'.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  if (findActiveContent(bytes)) throw new AtsInputError('active_content');
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
 * Scripts as PDF.js finds them once it has read the whole file: the document's (on open, named
 * scripts), each page's, and each form field's. A second opinion after findActiveContent.
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

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 120);
}
