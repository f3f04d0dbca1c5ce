/**
 * The resume upload's limits and refusals, apart from ats.ts and its schemas: the help page and the
 * upload form show them, and that must not bring zod along.
 */

/** Largest resume file accepted for text extraction (the upload form shows the same limit). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Most text a DOCX may unpack to: a resume's word/document.xml is tens of kilobytes. */
export const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024;
/** The most a PDF's compressed object streams may unpack to, all together, when they are scanned for scripts. */
export const PDF_OBJECT_STREAMS_MAX_BYTES = 20 * 1024 * 1024;
export const RESUME_ACCEPT_ATTR =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Why a file was refused; each code has one clear message in ATS_INPUT_MESSAGES. */
export const ATS_INPUT_ERROR_CODES = [
  'too_large',
  'empty_file',
  'unsupported_type',
  'legacy_doc',
  'encrypted',
  'unreadable',
  'no_text',
  'active_content',
  'active_content_docx',
  'oversized_content',
] as const;
export type AtsInputErrorCode = (typeof ATS_INPUT_ERROR_CODES)[number];

export const ATS_INPUT_MESSAGES: Record<AtsInputErrorCode, string> = {
  too_large: `The file is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB.`,
  empty_file: 'The file is empty.',
  unsupported_type: 'Only PDF and DOCX resumes are supported (the file content is neither).',
  legacy_doc: 'Old Word .doc files are not supported; save the resume as DOCX or PDF.',
  encrypted: 'The file is password-protected; upload a copy without a password.',
  unreadable: 'The file is damaged or not a valid PDF/DOCX and could not be read.',
  no_text: 'No text could be read from the file (it may be a scanned image); upload a text-based PDF or DOCX.',
  active_content:
    'The PDF contains scripts or actions that launch programs; print or export it to a new PDF and upload that.',
  active_content_docx:
    'The document contains macros, or fields or links that fetch content from elsewhere; export it to PDF and upload that.',
  oversized_content: `The file unpacks to more than ${DOCX_XML_MAX_BYTES / 1024 / 1024} MB, far more than any resume; save or export it again and upload that.`,
};
