import { extractText, getDocumentProxy } from 'unpdf';
import { AtsInputError } from './sniff';

/** Text of a PDF, page by page, through unpdf's serverless build of PDF.js (runs in workerd). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js may detach the buffer it is given; keep the caller's bytes intact.
    doc = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, stopAtErrors: false });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException') throw new AtsInputError('encrypted');
    throw new AtsInputError('unreadable', describe(error));
  }
  try {
    const { text } = await extractText(doc, { mergePages: false });
    return text.join('\n\n');
  } catch (error) {
    throw new AtsInputError('unreadable', describe(error));
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 120);
}
