import { DOCX_XML_MAX_BYTES } from '../../../src/contract/ats';
import { inflateCapped } from './inflate';
import { AtsInputError } from './sniff';

const DOCUMENT = 'word/document.xml';

/**
 * Text of a DOCX: the paragraphs of word/document.xml, one per line, tabs and breaks kept. A DOCX
 * that runs or fetches something when opened is refused first (see docxActiveContent).
 */
export function docxText(bytes: Uint8Array): string {
  if (docxActiveContent(bytes)) throw new AtsInputError('active_content_docx');
  const entry = zipEntry(bytes, DOCUMENT);
  if (!entry) throw new AtsInputError('unreadable', `no readable ${DOCUMENT}`);
  return xmlToText(new TextDecoder('utf-8').decode(inflated(entry)));
}

// Fields that run a program (DDE), fetch a file or a web address when updated (INCLUDEPICTURE,
// INCLUDETEXT, IMPORT, LINK), whatever their case.
const ACTIVE_FIELD = /^\s*(DDE|DDEAUTO|INCLUDEPICTURE|INCLUDETEXT|IMPORT|LINK)(?![\w])/i;
const MACROS = /(^|\/)vba(project\.bin|data\.xml)$/i;

/**
 * What makes a DOCX unsafe to hand to Word, or null: macros (a VBA project part, wherever it sits
 * and whatever its case, or a macro-enabled content type), a relationship to something outside the
 * package other than a hyperlink (a remote template, an image or object fetched from an address,
 * a frame), or a DDE, INCLUDEPICTURE, INCLUDETEXT, IMPORT or LINK field, simple or complex (its
 * code split across runs is joined as Word joins it). The parts read unpack to at most
 * DOCX_XML_MAX_BYTES together.
 */
export function docxActiveContent(bytes: Uint8Array): string | null {
  try {
    return activeParts(bytes);
  } catch (error) {
    if (error instanceof AtsInputError) throw error;
    throw new AtsInputError('unreadable', error instanceof Error ? error.message.slice(0, 120) : undefined);
  }
}

function activeParts(bytes: Uint8Array): string | null {
  const names = zipNames(bytes);
  if (names.some((name) => MACROS.test(name))) return 'macros';
  const budget = { left: DOCX_XML_MAX_BYTES };
  const read = (name: string) => {
    const entry = zipEntry(bytes, name);
    if (!entry) return '';
    const data = inflated(entry, budget.left);
    budget.left -= data.length;
    return new TextDecoder('utf-8').decode(data);
  };
  for (const name of new Set(names)) {
    const lower = name.toLowerCase();
    if (lower === '[content_types].xml') {
      const types = read(name);
      if (/macroEnabled|vbaProject/i.test(types)) return 'macros';
    } else if (lower.endsWith('.rels')) {
      for (const rel of read(name).matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
        const type = attribute(rel[0], 'Type');
        if (/vbaProject$/i.test(type)) return 'macros';
        if (/^external$/i.test(attribute(rel[0], 'TargetMode')) && !/\/hyperlink$/i.test(type))
          return 'external relationship';
      }
    } else if (lower.startsWith('word/') && lower.endsWith('.xml')) {
      if (fieldCodes(read(name)).some((code) => ACTIVE_FIELD.test(code))) return 'field';
    }
  }
  return null;
}

function attribute(tag: string, name: string): string {
  const m = tag.match(new RegExp(`\\s(?:[\\w.-]+:)?${name}\\s*=\\s*("([^"]*)"|'([^']*)')`));
  return decodeEntities(m?.[2] ?? m?.[3] ?? '').trim();
}

/** Every field code of a part: simple fields' w:instr, and complex fields' instrText runs joined. */
function fieldCodes(xml: string): string[] {
  const codes: string[] = [];
  const open: string[] = [];
  const pieces =
    /<(?:[\w.-]+:)?fldSimple\b[^>]*>|<(?:[\w.-]+:)?fldChar\b[^>]*>|<(?:[\w.-]+:)?instrText\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?instrText>/g;
  for (const m of xml.matchAll(pieces)) {
    const tag = m[0];
    if (/^<(?:[\w.-]+:)?fldSimple\b/.test(tag)) codes.push(attribute(tag, 'instr'));
    else if (/^<(?:[\w.-]+:)?fldChar\b/.test(tag)) {
      const kind = attribute(tag, 'fldCharType').toLowerCase();
      if (kind === 'begin') open.push('');
      else if (open.length > 0 && (kind === 'separate' || kind === 'end')) {
        const code = open.pop()!;
        if (code !== '\u0000') codes.push(code);
        // A field's code is read once; its result (after separate) belongs to no code.
        if (kind === 'separate') open.push('\u0000');
      }
    } else if (open.length > 0 && open[open.length - 1] !== '\u0000') {
      open[open.length - 1] += decodeEntities(m[1] ?? '');
    }
  }
  codes.push(...open.filter((code) => code !== '\u0000'));
  return codes;
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

/** The entry unpacked, refused as soon as it passes `cap` bytes (a zip bomb never unpacks). */
function inflated({ method, data }: Entry, cap = DOCX_XML_MAX_BYTES): Uint8Array {
  if (method === 0) {
    if (data.length > cap) throw new AtsInputError('oversized_content');
    return data;
  }
  if (method !== 8) throw new AtsInputError('unreadable', `compression method ${method}`);
  return inflateCapped(data, cap, 'raw');
}

/**
 * Every entry name the archive holds: in its central directory, and in each local header (a name
 * there that the directory does not list is still a part some reader may open).
 */
function zipNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8');
  let end = bytes.length - 22;
  while (end >= 0 && bytes.length - end <= 22 + 0xffff && u32(bytes, end) !== 0x06054b50) end--;
  if (end >= 0 && bytes.length - end <= 22 + 0xffff) {
    let at = u32(bytes, end + 16);
    for (let i = u16(bytes, end + 10); i > 0 && at + 46 <= bytes.length && u32(bytes, at) === 0x02014b50; i--) {
      const nameLength = u16(bytes, at + 28);
      names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
  }
  for (let at = bytes.indexOf(0x50); at >= 0 && at + 30 <= bytes.length; at = bytes.indexOf(0x50, at + 1))
    if (u32(bytes, at) === 0x04034b50)
      names.push(decoder.decode(bytes.subarray(at + 30, at + 30 + u16(bytes, at + 26))));
  return names;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ent: string) => {
    if (ent[0] === '#') {
      const code = ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[ent] ?? whole;
  });
}

export function xmlToText(xml: string): string {
  return xml
    .replace(/<w:tab\/>|<w:tab [^>]*\/>/g, '\t')
    .replace(/<w:br\/>|<w:br [^>]*\/>|<w:cr\/>/g, '\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<\/w:tc>/g, '\t')
    .replace(/<w:instrText[^>]*>[\s\S]*?<\/w:instrText>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole) => decodeEntities(whole))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
