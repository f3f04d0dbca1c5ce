import { RESUME_MAX_BYTES } from '../../../src/contract/ats';
import { docxText } from './docx';
import { pdfText } from './pdf';
import { AtsInputError, isEncryptedOffice, sniff } from './sniff';

export { AtsInputError } from './sniff';

export interface ExtractedText {
  text: string;
  kind: 'pdf' | 'docx' | 'txt';
}

export interface ExtractOptions {
  /** Accept plain UTF-8 text too (the command line does; uploads do not). */
  allowText?: boolean;
  maxBytes?: number;
}

// Fewer letters than this is no resume: a scanned page, a form with its fields empty.
const MIN_LETTERS = 40;

/**
 * The text of a resume file, type checked by its magic bytes. Throws AtsInputError with a message
 * fit for the uploader when the file is too large, of another type, encrypted, damaged or empty.
 */
export async function extractResumeText(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedText> {
  const max = options.maxBytes ?? RESUME_MAX_BYTES;
  if (bytes.length === 0) throw new AtsInputError('empty_file');
  if (bytes.length > max) throw new AtsInputError('too_large');
  const kind = sniff(bytes);
  let text: string;
  switch (kind) {
    case 'pdf':
      text = await pdfText(bytes);
      break;
    case 'docx':
      text = docxText(bytes);
      break;
    case 'legacy_office':
      throw new AtsInputError(isEncryptedOffice(bytes) ? 'encrypted' : 'legacy_doc');
    case 'txt':
      if (!options.allowText) throw new AtsInputError('unsupported_type');
      text = new TextDecoder('utf-8').decode(bytes);
      break;
    default:
      throw new AtsInputError('unsupported_type');
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) throw new AtsInputError('no_text');
  return { text, kind };
}
