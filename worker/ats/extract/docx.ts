import { DOCX_XML_MAX_BYTES } from '../../../src/contract/ats';
import { inflateCapped } from './inflate';
import { AtsInputError } from './sniff';

const DOCUMENT = 'word/document.xml';

/** Text of a DOCX: the paragraphs of word/document.xml, one per line, tabs and breaks kept. */
export function docxText(bytes: Uint8Array): string {
  const entry = zipEntry(bytes, DOCUMENT);
  if (!entry) throw new AtsInputError('unreadable', `no readable ${DOCUMENT}`);
  return xmlToText(new TextDecoder('utf-8').decode(inflated(entry)));
}

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32 = (b: Uint8Array, i: number) => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0;

interface Entry {
  method: number;
  data: Uint8Array;
}

/**
 * One entry's compressed bytes, found through the central directory. The sizes an archive states
 * are never trusted: the stored size only bounds the slice, the unpacked size is counted.
 */
function zipEntry(bytes: Uint8Array, name: string): Entry | null {
  // The end-of-central-directory record: the last 22 bytes, or further back by a comment of up to 64 KB.
  let end = bytes.length - 22;
  while (end >= 0 && bytes.length - end <= 22 + 0xffff && u32(bytes, end) !== 0x06054b50) end--;
  if (end < 0 || bytes.length - end > 22 + 0xffff) return null;
  const wanted = new TextEncoder().encode(name);
  let at = u32(bytes, end + 16);
  for (let i = u16(bytes, end + 10); i > 0 && at + 46 <= bytes.length; i--) {
    if (u32(bytes, at) !== 0x02014b50) return null;
    const nameLength = u16(bytes, at + 28);
    const found = bytes.subarray(at + 46, at + 46 + nameLength);
    if (found.length === wanted.length && found.every((b, j) => b === wanted[j])) {
      const local = u32(bytes, at + 42);
      if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50) return null;
      const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
      return { method: u16(bytes, at + 10), data: bytes.subarray(start, start + u32(bytes, at + 20)) };
    }
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return null;
}

/** The entry unpacked, refused as soon as it passes DOCX_XML_MAX_BYTES (a zip bomb never unpacks). */
function inflated({ method, data }: Entry): Uint8Array {
  if (method === 0) {
    if (data.length > DOCX_XML_MAX_BYTES) throw new AtsInputError('oversized_content');
    return data;
  }
  if (method !== 8) throw new AtsInputError('unreadable', `compression method ${method}`);
  return inflateCapped(data, DOCX_XML_MAX_BYTES, 'raw');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function xmlToText(xml: string): string {
  return xml
    .replace(/<w:tab\/>|<w:tab [^>]*\/>/g, '\t')
    .replace(/<w:br\/>|<w:br [^>]*\/>|<w:cr\/>/g, '\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<\/w:tc>/g, '\t')
    .replace(/<w:instrText[^>]*>[\s\S]*?<\/w:instrText>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ent: string) => {
      if (ent[0] === '#') {
        const code = ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[ent] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
