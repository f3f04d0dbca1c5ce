import { unzipSync } from 'fflate';
import { AtsInputError } from './sniff';

// A resume's document.xml is tens of kilobytes; anything far larger is a zip bomb or not a resume.
const MAX_XML_BYTES = 20 * 1024 * 1024;

/** Text of a DOCX: the paragraphs of word/document.xml, one per line, tabs and breaks kept. */
export function docxText(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => f.name === 'word/document.xml' && f.originalSize <= MAX_XML_BYTES,
    });
  } catch (error) {
    throw new AtsInputError('unreadable', error instanceof Error ? error.message.slice(0, 120) : undefined);
  }
  const xml = files['word/document.xml'];
  if (!xml) throw new AtsInputError('unreadable', 'no readable word/document.xml');
  return xmlToText(new TextDecoder('utf-8').decode(xml));
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
