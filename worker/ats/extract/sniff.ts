import { ATS_INPUT_MESSAGES, type AtsInputErrorCode } from '../../../src/contract/ats';

/** A resume file the engine refuses, with a message fit to show the person who uploaded it. */
export class AtsInputError extends Error {
  readonly code: AtsInputErrorCode;
  constructor(code: AtsInputErrorCode, detail?: string) {
    super(detail ? `${ATS_INPUT_MESSAGES[code]} (${detail})` : ATS_INPUT_MESSAGES[code]);
    this.name = 'AtsInputError';
    this.code = code;
  }
}

export type FileKind = 'pdf' | 'docx' | 'txt' | 'legacy_office' | 'zip' | 'unknown';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The file's real type from its first bytes; the name's extension is never trusted. */
export function sniff(bytes: Uint8Array): FileKind {
  // "%PDF-" may follow a little junk; the PDF spec lets readers look in the first kilobyte.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return hasZipEntry(bytes, 'word/document.xml') ? 'docx' : 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'legacy_office';
  if (looksLikeText(bytes)) return 'txt';
  return 'unknown';
}

function hasZipEntry(bytes: Uint8Array, name: string): boolean {
  // Entry names are stored in plain ASCII in the local and central headers.
  const needle = new TextEncoder().encode(name);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartial(sample) : sample);
    return true;
  } catch {
    return false;
  }
}

/** Drop a UTF-8 sequence cut in half at the end of a sample. */
function trimPartial(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  let back = 0;
  while (end > 0 && back < 3 && (sample[end - 1]! & 0xc0) === 0x80) {
    end--;
    back++;
  }
  if (end > 0 && sample[end - 1]! >= 0xc0) end--;
  return sample.subarray(0, end);
}

/** An Office file wrapped in an OLE container with an EncryptedPackage stream is password-protected. */
export function isEncryptedOffice(bytes: Uint8Array): boolean {
  const needle = 'EncryptedPackage';
  const utf16 = new Uint8Array(needle.length * 2);
  for (let i = 0; i < needle.length; i++) utf16[i * 2] = needle.charCodeAt(i);
  outer: for (let i = 0; i + utf16.length <= bytes.length; i++) {
    for (let j = 0; j < utf16.length; j++) if (bytes[i + j] !== utf16[j]) continue outer;
    return true;
  }
  return false;
}
