import { AtsInputError } from './sniff';

/**
 * A small reader of PDF objects (ISO 32000-1 section 7.3 to 7.5): the lexer and parser of PDF
 * values, cross-reference tables and streams (with /Prev and /XRefStm), and the few stream filters
 * that object and cross-reference streams use. It reads structure only: it never renders, never
 * decodes a page's content, and never changes the file. worker/ats/extract/pdf-active.ts walks what
 * it reads.
 */

export class PdfName {
  constructor(readonly name: string) {}
}
// Names repeat endlessly (/Type, /Subtype...): each is made once. Only short names are kept, and few.
const NAMES = new Map<string, PdfName>();
function nameOf(name: string): PdfName {
  const known = NAMES.get(name);
  if (known) return known;
  const made = new PdfName(name);
  if (name.length <= 32 && NAMES.size < 4096) NAMES.set(name, made);
  return made;
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
/** A string. Its text is never needed (only that it is no name), so it is not kept. */
export class PdfString {}
export class PdfKeyword {
  constructor(readonly word: string) {}
}
export type PdfDict = Map<string, PdfValue>;
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    /** The raw bytes between `stream` and `endstream`, filters not undone. */
    readonly data: Uint8Array,
  ) {}
}
export type PdfValue =
  null | boolean | number | PdfName | PdfRef | PdfString | PdfKeyword | PdfValue[] | PdfDict | PdfStream;

export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;

// Deeper nesting than any real PDF has; deeper input is refused rather than risk the stack.
const MAX_DEPTH = 100;

const WHITE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;
const isRegular = (c: number) => !WHITE[c] && !DELIM[c];
const hexValue = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

type Token =
  | { t: 'num'; v: number; int: boolean }
  | { t: 'name'; v: string }
  | { t: 'str' }
  | { t: 'kw'; v: string }
  | { t: 'open' | 'close' | 'dopen' | 'dclose' | 'brace' }
  | { t: 'eof' };

/** Counts the bytes every parse reads, so that no file makes the reader read it over and over. */
export interface Work {
  left: number;
}

/** The lexer and parser of PDF values over `bytes`, from `pos`. */
export class Parser {
  pos: number;
  constructor(
    readonly bytes: Uint8Array,
    pos: number,
    private readonly work: Work,
    /** The length of a stream whose /Length is an indirect reference, or undefined when unknown. */
    private readonly lengthOf: (ref: PdfRef) => number | undefined = () => undefined,
    private readonly end = bytes.length,
  ) {
    this.pos = pos;
  }

  private skipSpace(): void {
    const b = this.bytes;
    while (this.pos < this.end) {
      const c = b[this.pos]!;
      if (WHITE[c]) this.pos++;
      else if (c === 0x25) {
        while (this.pos < this.end && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      } else break;
    }
  }

  // The last few tokens read, by where they were read from: looking ahead and stepping back
  // (a reference's `g R`, the end of an array or dictionary) reads nothing twice.
  private readonly recent: { at: number; end: number; token: Token }[] = [];

  token(): Token {
    const at = this.pos;
    for (const seen of this.recent)
      if (seen.at === at) {
        this.pos = seen.end;
        return seen.token;
      }
    this.skipSpace();
    const start = this.pos;
    const token = this.lex();
    this.work.left -= this.pos - start + 1;
    if (this.work.left < 0) throw new AtsInputError('unreadable', 'too much PDF structure to read');
    if (this.recent.length === 4) this.recent.shift();
    this.recent.push({ at, end: this.pos, token });
    return token;
  }

  private lex(): Token {
    const b = this.bytes;
    if (this.pos >= this.end) return { t: 'eof' };
    const c = b[this.pos]!;
    switch (c) {
      case 0x28: // (
        this.literal();
        return { t: 'str' };
      case 0x29: // ) stray
        this.pos++;
        return { t: 'kw', v: ')' };
      case 0x3c: // <
        if (b[this.pos + 1] === 0x3c) {
          this.pos += 2;
          return { t: 'dopen' };
        }
        this.hex();
        return { t: 'str' };
      case 0x3e: // >
        this.pos += b[this.pos + 1] === 0x3e ? 2 : 1;
        return { t: 'dclose' };
      case 0x5b:
        this.pos++;
        return { t: 'open' };
      case 0x5d:
        this.pos++;
        return { t: 'close' };
      case 0x7b:
      case 0x7d:
        this.pos++;
        return { t: 'brace' };
      case 0x2f: // /
        return { t: 'name', v: this.name() };
    }
    const start = this.pos;
    while (this.pos < this.end && isRegular(b[this.pos]!)) this.pos++;
    let word = '';
    for (let i = start; i < this.pos && i < start + 64; i++) word += String.fromCharCode(b[i]!);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { t: 'num', v: Number(word), int: /^[+-]?\d+$/.test(word) };
    return { t: 'kw', v: word };
  }

  private name(): string {
    const b = this.bytes;
    this.pos++;
    let out = '';
    while (this.pos < this.end && isRegular(b[this.pos]!)) {
      const c = b[this.pos]!;
      if (c === 0x23) {
        const hi = hexValue(b[this.pos + 1] ?? 0);
        const lo = hexValue(b[this.pos + 2] ?? 0);
        if (hi >= 0 && lo >= 0) {
          out += String.fromCharCode(hi * 16 + lo);
          this.pos += 3;
          continue;
        }
      }
      out += String.fromCharCode(c);
      this.pos++;
    }
    return out;
  }

  /** Skips a literal string: parentheses nest, a backslash escapes the next byte. */
  private literal(): void {
    const b = this.bytes;
    let depth = 0;
    for (; this.pos < this.end; this.pos++) {
      const c = b[this.pos];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos++;
        return;
      }
    }
  }

  private hex(): void {
    const b = this.bytes;
    this.pos++;
    while (this.pos < this.end && b[this.pos] !== 0x3e) this.pos++;
    if (this.pos < this.end) this.pos++;
  }

  /** The next value; a keyword other than true, false and null comes back as a PdfKeyword. */
  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new AtsInputError('unreadable', 'PDF objects nested too deeply');
    const token = this.token();
    switch (token.t) {
      case 'eof':
        return new PdfKeyword('');
      case 'num':
        return token.int && token.v >= 0 ? this.maybeRef(token.v) : token.v;
      case 'name':
        return nameOf(token.v);
      case 'str':
        return new PdfString();
      case 'kw':
        return token.v === 'true'
          ? true
          : token.v === 'false'
            ? false
            : token.v === 'null'
              ? null
              : new PdfKeyword(token.v);
      case 'open': {
        const items: PdfValue[] = [];
        for (;;) {
          const at = this.pos;
          const next = this.token();
          if (next.t === 'close' || next.t === 'eof') return items;
          this.pos = at;
          items.push(this.value(depth + 1));
        }
      }
      case 'dopen':
        return this.dictionary(depth);
      default:
        return new PdfKeyword(token.t);
    }
  }

  /** `n g R` after a non-negative integer is a reference. */
  private maybeRef(n: number): PdfValue {
    const at = this.pos;
    const gen = this.token();
    if (gen.t === 'num' && gen.int && gen.v >= 0) {
      const r = this.token();
      if (r.t === 'kw' && r.v === 'R') return new PdfRef(n, gen.v);
    }
    this.pos = at;
    return n;
  }

  private dictionary(depth: number): PdfDict | PdfStream {
    const dict: PdfDict = new Map();
    for (;;) {
      const key = this.token();
      if (key.t === 'dclose' || key.t === 'eof') break;
      // A token where a key should be that is no name is skipped, alone, as PDF.js does.
      if (key.t !== 'name') continue;
      const at2 = this.pos;
      const next = this.token();
      if (next.t === 'dclose' || next.t === 'eof') {
        dict.set(key.v, null);
        break;
      }
      this.pos = at2;
      dict.set(key.v, this.value(depth + 1));
    }
    const at = this.pos;
    const next = this.token();
    if (next.t === 'kw' && next.v === 'stream') return new PdfStream(dict, this.streamData(dict));
    this.pos = at;
    return dict;
  }

  /**
   * The stream's bytes: /Length of them when `endstream` follows there (a reference is resolved),
   * otherwise up to the first `endstream`, as PDF.js reads a stream whose length is wrong.
   */
  private streamData(dict: PdfDict): Uint8Array {
    const b = this.bytes;
    if (b[this.pos] === 13) this.pos++;
    if (b[this.pos] === 10) this.pos++;
    const start = this.pos;
    const declared = dict.get('Length');
    const length =
      typeof declared === 'number' ? declared : declared instanceof PdfRef ? this.lengthOf(declared) : undefined;
    let end = -1;
    if (length !== undefined && Number.isInteger(length) && length >= 0 && start + length <= this.end) {
      let after = start + length;
      while (after < this.end && WHITE[b[after]!]) after++;
      if (startsWith(b, after, ENDSTREAM)) {
        end = start + length;
        this.pos = after + ENDSTREAM.length;
      }
    }
    if (end < 0) {
      const found = indexOf(b, ENDSTREAM, start, this.end);
      end = found < 0 ? this.end : found;
      this.pos = found < 0 ? this.end : found + ENDSTREAM.length;
      if (end > start && b[end - 1] === 10) end--;
      if (end > start && b[end - 1] === 13) end--;
    }
    return b.subarray(start, end);
  }
}

const ENDSTREAM = bytesOf('endstream');

function bytesOf(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The bytes as text, one character a byte (windows-1252 maps every byte to one character, so offsets hold). */
export function byteText(b: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(b);
}

function startsWith(b: Uint8Array, at: number, needle: Uint8Array): boolean {
  if (at + needle.length > b.length) return false;
  for (let i = 0; i < needle.length; i++) if (b[at + i] !== needle[i]) return false;
  return true;
}

export function indexOf(b: Uint8Array, needle: Uint8Array, from: number, end = b.length): number {
  const first = needle[0]!;
  for (let i = b.indexOf(first, from); i >= 0 && i + needle.length <= end; i = b.indexOf(first, i + 1))
    if (startsWith(b, i, needle)) return i;
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Filters: what object streams and cross-reference streams may be packed with.

export type Inflate = (data: Uint8Array) => Uint8Array;

/** Names a filter chain; the parameters of each, when given. */
export interface FilterStep {
  name: string;
  params: PdfDict | null;
}

const FLATE = new Set(['FlateDecode', 'Fl']);
const HEX = new Set(['ASCIIHexDecode', 'AHx']);
const A85 = new Set(['ASCII85Decode', 'A85']);

/**
 * The stream's bytes with `chain` undone. Only FlateDecode (with or without a predictor),
 * ASCIIHexDecode and ASCII85Decode are undone; any other filter makes the stream 'unreadable'.
 */
export function decode(data: Uint8Array, chain: readonly FilterStep[], inflate: Inflate): Uint8Array {
  let out = data;
  for (const { name, params } of chain) {
    if (FLATE.has(name)) out = predict(inflate(out), params);
    else if (HEX.has(name)) out = asciiHex(out);
    else if (A85.has(name)) out = ascii85(out);
    else throw new AtsInputError('unreadable', `stream filter ${name}`.slice(0, 120));
  }
  return out;
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const v = hexValue(c);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Uint8Array.from(out);
}

function ascii85(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let n = 0;
    for (const d of group) n = n * 85 + d;
    for (let i = 0; i < count - 1; i++) out.push((n >>> (24 - 8 * i)) & 255);
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === 0x7e) break; // ~>
    if (WHITE[c]) continue;
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) throw new AtsInputError('unreadable', 'bad ASCII85 data');
    group.push(c - 33);
    if (group.length === 5) flush(5);
  }
  if (group.length > 1) flush(group.length);
  return Uint8Array.from(out);
}

const intOf = (v: PdfValue | undefined, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) ? v : fallback;

/** Undoes a TIFF (2) or PNG (10 to 15) predictor, as the decode parameters of FlateDecode ask. */
function predict(data: Uint8Array, params: PdfDict | null): Uint8Array {
  const predictor = intOf(params?.get('Predictor'), 1);
  if (predictor <= 1) return data;
  const colors = intOf(params?.get('Colors'), 1);
  const bits = intOf(params?.get('BitsPerComponent'), 8);
  const columns = intOf(params?.get('Columns'), 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 20)
    throw new AtsInputError('unreadable', 'bad predictor parameters');
  const pixel = Math.max(1, (colors * bits) >> 3);
  const row = (colors * bits * columns + 7) >> 3;
  if (predictor === 2) {
    if (bits !== 8) throw new AtsInputError('unreadable', 'TIFF predictor with other than 8 bits');
    const out = data.slice();
    for (let at = 0; at < out.length; at += row)
      for (let i = at + pixel; i < Math.min(at + row, out.length); i++) out[i] = (out[i]! + out[i - pixel]!) & 255;
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new AtsInputError('unreadable', `predictor ${predictor}`);
  const rows = Math.floor(data.length / (row + 1));
  const out = new Uint8Array(rows * row);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)]!;
    const src = r * (row + 1) + 1;
    const dst = r * row;
    for (let i = 0; i < row; i++) {
      const raw = data[src + i]!;
      const left = i >= pixel ? out[dst + i - pixel]! : 0;
      const up = r > 0 ? out[dst - row + i]! : 0;
      const upLeft = r > 0 && i >= pixel ? out[dst - row + i - pixel]! : 0;
      let value: number;
      switch (type) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4: {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          throw new AtsInputError('unreadable', `PNG predictor row type ${type}`);
      }
      out[dst + i] = value & 255;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cross-reference sections.

export type XrefEntry = { type: 1; offset: number } | { type: 2; stream: number; index: number };

export interface Xref {
  /** Every entry of every section, newest section first. */
  entries: Map<number, XrefEntry[]>;
  /** Each section's trailer dictionary (a cross-reference stream's own dictionary). */
  trailers: PdfDict[];
}

const STARTXREF = bytesOf('startxref');
const XREF = bytesOf('xref');

/**
 * The cross-reference sections from the last `startxref`, following /Prev and /XRefStm: tables
 * and streams. `objectAt` parses the object that starts at an offset; `streamBytes` undoes a
 * cross-reference stream's filters. A section that cannot be read ends the chain there; null when
 * none can be read (a reader then rebuilds the table from the body, as the walk does anyway).
 */
export function readXref(
  bytes: Uint8Array,
  objectAt: (offset: number) => { num: number; value: PdfValue } | null,
  streamBytes: (stream: PdfStream) => Uint8Array,
  work: Work,
): Xref | null {
  let at = -1;
  for (let from = Math.max(0, bytes.length - 4096); ;) {
    const found = indexOf(bytes, STARTXREF, from);
    if (found < 0) break;
    at = found;
    from = found + 1;
  }
  if (at < 0) at = indexOf(bytes, STARTXREF, 0);
  if (at < 0) return null;
  const start = new Parser(bytes, at + STARTXREF.length, work).token();
  if (start.t !== 'num' || !start.int) return null;
  const xref: Xref = { entries: new Map(), trailers: [] };
  const add = (num: number, entry: XrefEntry) => {
    const list = xref.entries.get(num);
    if (list) list.push(entry);
    else xref.entries.set(num, [entry]);
  };
  const queue = [start.v];
  const seen = new Set<number>();
  while (queue.length > 0 && seen.size < 1000) {
    const offset = queue.shift()!;
    if (seen.has(offset) || offset < 0 || offset >= bytes.length) continue;
    seen.add(offset);
    const trailer = readSection(bytes, offset, objectAt, streamBytes, add, work);
    if (!trailer) continue;
    xref.trailers.push(trailer);
    for (const key of ['XRefStm', 'Prev']) {
      const next = trailer.get(key);
      if (typeof next === 'number' && Number.isInteger(next)) queue.push(next);
    }
  }
  return xref.trailers.length > 0 ? xref : null;
}

function readSection(
  bytes: Uint8Array,
  offset: number,
  objectAt: (offset: number) => { num: number; value: PdfValue } | null,
  streamBytes: (stream: PdfStream) => Uint8Array,
  add: (num: number, entry: XrefEntry) => void,
  work: Work,
): PdfDict | null {
  const parser = new Parser(bytes, offset, work);
  const first = parser.token();
  if (first.t === 'kw' && first.v === 'xref') return readTable(parser, add);
  // PDF.js also takes an offset that lands a little before "xref".
  const table = indexOf(bytes, XREF, offset, Math.min(bytes.length, offset + 32));
  if (table >= 0 && !startsWith(bytes, table - 5, STARTXREF)) {
    const again = new Parser(bytes, table + XREF.length, work);
    return readTable(again, add);
  }
  const object = objectAt(offset);
  if (!object || !(object.value instanceof PdfStream)) return null;
  const { dict } = object.value;
  let data: Uint8Array;
  try {
    data = streamBytes(object.value);
  } catch (error) {
    if (error instanceof AtsInputError && error.code === 'oversized_content') throw error;
    return null;
  }
  const w = dict.get('W');
  if (
    !Array.isArray(w) ||
    w.length < 3 ||
    !w.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 8)
  )
    return null;
  const widths = w as number[];
  const size = intOf(dict.get('Size'), 0);
  const index = dict.get('Index');
  const ranges: number[] = Array.isArray(index) ? index.filter((x): x is number => typeof x === 'number') : [0, size];
  const rowLength = widths[0]! + widths[1]! + widths[2]!;
  if (rowLength === 0) return null;
  let pos = 0;
  const field = (width: number) => {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + data[pos++]!;
    return v;
  };
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const firstNum = ranges[r]!;
    const count = ranges[r + 1]!;
    for (let i = 0; i < count && pos + rowLength <= data.length; i++) {
      const type = widths[0] === 0 ? 1 : field(widths[0]!);
      const a = field(widths[1]!);
      const b = field(widths[2]!);
      if (type === 1) add(firstNum + i, { type: 1, offset: a });
      else if (type === 2) add(firstNum + i, { type: 2, stream: a, index: b });
    }
  }
  return dict;
}

function readTable(parser: Parser, add: (num: number, entry: XrefEntry) => void): PdfDict | null {
  for (;;) {
    const at = parser.pos;
    const first = parser.token();
    if (first.t === 'kw' && first.v === 'trailer') {
      const trailer = parser.value();
      return isDict(trailer) ? trailer : null;
    }
    const count = parser.token();
    if (first.t !== 'num' || count.t !== 'num') {
      parser.pos = at;
      return null;
    }
    for (let i = 0; i < count.v; i++) {
      const offset = parser.token();
      parser.token();
      const kind = parser.token();
      if (offset.t !== 'num' || kind.t !== 'kw') return null;
      if (kind.v === 'n') add(first.v + i, { type: 1, offset: offset.v });
    }
  }
}
