import { PDF_OBJECT_STREAMS_MAX_BYTES } from '../../../src/contract/ats';
import { inflateCapped } from './inflate';
import {
  byteText,
  decode,
  type FilterStep,
  isDict,
  Parser,
  type PdfDict,
  PdfKeyword,
  PdfName,
  PdfRef,
  PdfStream,
  type PdfValue,
  readXref,
  type Work,
  type Xref,
} from './pdf-reader';
import { AtsInputError } from './sniff';

/**
 * Actions that run something or reach outside the document: a script, a program or file to open,
 * a form posted to an address, data imported from a file, a file embedded in the PDF.
 */
const ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToE']);

// Object streams packed inside one another deeper than this are refused (real files never nest them).
const MAX_ROUNDS = 64;
// Filter chains tried for one stream when its filters are named more than one way.
const MAX_CHAINS = 16;

/**
 * What makes a PDF unsafe to hand to a reader, or null when nothing does: a JavaScript, Launch,
 * SubmitForm, ImportData or GoToE action, a script anywhere (/JS, the document's /JavaScript
 * names, an XFA form, whose templates carry scripts), or an embedded file (/EmbeddedFiles, a file
 * specification's /EF, an /EmbeddedFile stream, a FileAttachment annotation).
 *
 * The file is read as a reader reads it, with no shortcut through its bytes: the cross-reference
 * tables and streams (every section, through /Prev and /XRefStm), every object the sections point
 * at, and every `n g obj` in the body as well, as a reader that rebuilds a damaged table finds
 * them. Every stream that is an object stream to any reader (/Type /ObjStm, or /N and /First, or
 * named by a compressed cross-reference entry) is unpacked with its filters (/Filter, or /F as
 * PDF.js reads it; names, arrays and indirect references), and every object in it is read, at the
 * offsets its header gives and in sequence, nested object streams included. Each dictionary of
 * every object is then checked, with /S, /Type and /Subtype followed through indirect references;
 * an object defined more than once counts in each of its versions.
 *
 * Throws AtsInputError: 'oversized_content' when object and cross-reference streams unpack past
 * PDF_OBJECT_STREAMS_MAX_BYTES together, 'encrypted' when object streams are encrypted (their
 * objects cannot be checked), 'unreadable' when an object stream uses a filter this reader does
 * not undo or the structure is past reading (nesting, volume).
 */
export function findActiveContent(bytes: Uint8Array): string | null {
  try {
    return new Walk(bytes).run();
  } catch (error) {
    if (error instanceof AtsInputError) throw error;
    // Whatever else goes wrong (a file no reader should meet) makes it unreadable, never a 500.
    throw new AtsInputError('unreadable', error instanceof Error ? error.message.slice(0, 120) : undefined);
  }
}

class Walk {
  private readonly work: Work;
  private readonly budget = { left: PDF_OBJECT_STREAMS_MAX_BYTES };
  /** Every definition of each object number: an object defined twice counts twice. */
  private readonly defs = new Map<number, PdfValue[]>();
  private readonly parsedAt = new Map<number, { num: number; value: PdfValue } | null>();
  private readonly headers = new Map<number, number[]>();
  private readonly streamNums = new Map<PdfStream, Set<number>>();
  private readonly dicts: PdfDict[] = [];
  private readonly streams: PdfStream[] = [];
  private readonly visited = new Set<object>();
  private readonly unpacked = new Map<PdfStream, Set<string>>();
  private xref: Xref | null = null;
  /** Object streams named by compressed cross-reference entries: the objects and their places. */
  private readonly compressed = new Map<number, { num: number; index: number }[]>();
  private encrypted = false;

  private readonly text: string;

  constructor(private readonly bytes: Uint8Array) {
    this.text = byteText(bytes);
    // Reading each byte a few times over is plenty (objects are parsed once per offset).
    this.work = { left: 8 * bytes.length + 1_000_000 };
  }

  run(): string | null {
    this.indexHeaders();
    this.xref = readXref(
      this.bytes,
      (offset) => this.objectAt(offset),
      (stream) => {
        const chains = this.chainsOf(stream);
        return this.unpack(stream, chains === 'pending' ? [] : (chains[0] ?? []));
      },
      this.work,
    );
    for (const [num, entries] of this.xref?.entries ?? [])
      for (const entry of entries)
        if (entry.type === 2) {
          const list = this.compressed.get(entry.stream);
          if (list) list.push({ num, index: entry.index });
          else this.compressed.set(entry.stream, [{ num, index: entry.index }]);
        }
    for (const [num, offsets] of this.headers)
      for (const offset of offsets) {
        const object = this.objectAt(offset);
        if (object) this.define(num, object.value);
      }
    for (const [num, entries] of this.xref?.entries ?? [])
      for (const entry of entries) {
        if (entry.type !== 1) continue;
        const object = this.objectAt(entry.offset);
        if (object) {
          this.define(num, object.value);
          if (object.num !== num) this.define(object.num, object.value);
        }
      }
    for (const trailer of [...(this.xref?.trailers ?? []), ...this.looseTrailers()]) {
      if (trailer.has('Encrypt')) this.encrypted = true;
      this.visit(trailer);
    }
    // A cross-reference stream the chain did not reach is a trailer too.
    if (this.streams.some((stream) => stream.dict.has('Encrypt'))) this.encrypted = true;
    this.unpackObjectStreams();
    for (const dict of this.dicts) {
      const found = this.danger(dict);
      if (found) return found;
    }
    return null;
  }

  /** Every `n g obj` in the file, wherever it stands, as a reader rebuilding the table finds them. */
  private indexHeaders(): void {
    const header = /(?<![0-9])(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
    for (const m of this.text.matchAll(header)) {
      const num = Number(m[1]);
      const list = this.headers.get(num);
      if (list) list.push(m.index);
      else this.headers.set(num, [m.index]);
    }
  }

  /** The object whose `n g obj` starts at `offset` (parsed once per offset). */
  private objectAt(offset: number): { num: number; value: PdfValue } | null {
    if (this.parsedAt.has(offset)) return this.parsedAt.get(offset)!;
    this.parsedAt.set(offset, null);
    const parser = new Parser(this.bytes, offset, this.work, (ref) => this.lengthOf(ref));
    const num = parser.token();
    const gen = parser.token();
    const obj = parser.token();
    if (num.t !== 'num' || gen.t !== 'num' || obj.t !== 'kw' || obj.v !== 'obj') return null;
    const object = { num: num.v, value: parser.value() };
    this.parsedAt.set(offset, object);
    return object;
  }

  /** An indirect /Length: the first integer among the object's definitions at the top level. */
  private lengthOf(ref: PdfRef): number | undefined {
    const offsets = [
      ...(this.xref?.entries.get(ref.num) ?? []).flatMap((e) => (e.type === 1 ? [e.offset] : [])),
      ...(this.headers.get(ref.num) ?? []),
    ];
    for (const offset of offsets) {
      const value = this.objectAt(offset)?.value;
      if (typeof value === 'number' && Number.isInteger(value)) return value;
    }
    return undefined;
  }

  private looseTrailers(): PdfDict[] {
    const found: PdfDict[] = [];
    for (const m of this.text.matchAll(/trailer(?![^\0\t\n\f\r ()<>[\]{}/%])/g)) {
      const value = new Parser(this.bytes, m.index + 7, this.work).value();
      if (isDict(value)) found.push(value);
    }
    return found;
  }

  private define(num: number, value: PdfValue): void {
    const list = this.defs.get(num);
    if (list?.includes(value)) return;
    if (list) list.push(value);
    else this.defs.set(num, [value]);
    if (value instanceof PdfStream) {
      const nums = this.streamNums.get(value) ?? new Set();
      nums.add(num);
      this.streamNums.set(value, nums);
    }
    this.visit(value);
  }

  /** Gathers every dictionary and stream inside a value (references are followed where checked). */
  private visit(value: PdfValue): void {
    // A value is a tree of fresh objects; only the whole of it may come twice (one object, two numbers).
    if (value === null || typeof value !== 'object' || this.visited.has(value)) return;
    this.visited.add(value);
    this.gather(value);
  }

  private gather(value: PdfValue): void {
    if (value instanceof PdfStream) {
      this.streams.push(value);
      this.gather(value.dict);
    } else if (value instanceof Map) {
      this.dicts.push(value);
      for (const v of value.values()) if (v !== null && typeof v === 'object') this.gather(v);
    } else if (Array.isArray(value)) {
      for (const v of value) if (v !== null && typeof v === 'object') this.gather(v);
    }
  }

  /** Every value `value` may stand for: itself, or each definition of the object it refers to. */
  private alternatives(value: PdfValue | undefined, depth = 0): PdfValue[] | 'pending' {
    if (value === undefined) return [];
    if (!(value instanceof PdfRef)) return [value];
    const defs = this.defs.get(value.num);
    if (!defs || depth > 8) return 'pending';
    const out: PdfValue[] = [];
    for (const def of defs) {
      const more = this.alternatives(def, depth + 1);
      if (more !== 'pending') out.push(...more);
    }
    return out;
  }

  private names(value: PdfValue | undefined): string[] {
    if (value instanceof PdfName) return [value.name];
    const all = this.alternatives(value);
    return all === 'pending' ? [] : all.flatMap((v) => (v instanceof PdfName ? [v.name] : []));
  }

  private integers(value: PdfValue | undefined): number[] {
    const all = this.alternatives(value);
    return all === 'pending'
      ? []
      : all.filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0);
  }

  private isObjectStream(stream: PdfStream): boolean {
    if (this.names(stream.dict.get('Type')).includes('ObjStm')) return true;
    if (this.integers(stream.dict.get('N')).length > 0 && this.integers(stream.dict.get('First')).length > 0)
      return true;
    return [...(this.streamNums.get(stream) ?? [])].some((num) => this.compressed.has(num));
  }

  /**
   * Each way a reader may undo the stream's filters: PDF.js takes /F before /Filter (and /DP before
   * /DecodeParms), other readers /Filter; each indirect reference in either counts in every version.
   * 'pending' while a reference names an object not read yet.
   */
  private chainsOf(stream: PdfStream): FilterStep[][] | 'pending' {
    const d = stream.dict;
    const sources = [d.get('F'), d.get('Filter')].filter((v) => v !== undefined);
    const params = this.alternatives(d.has('DP') ? d.get('DP') : d.get('DecodeParms'));
    if (params === 'pending') return 'pending';
    if (sources.length === 0) return [[]];
    const chains: FilterStep[][] = [];
    for (const source of sources) {
      const filters = this.alternatives(source);
      if (filters === 'pending') return 'pending';
      for (const filter of filters) {
        if (filter instanceof PdfName) {
          for (const p of params.length ? params : [null])
            chains.push([{ name: filter.name, params: isDict(p) ? p : null }]);
        } else if (Array.isArray(filter)) {
          let partial: FilterStep[][] = [[]];
          for (let i = 0; i < filter.length; i++) {
            const names = this.alternatives(filter[i]);
            if (names === 'pending') return 'pending';
            const stepParams: PdfValue[] = [];
            for (const p of params) {
              if (!Array.isArray(p)) continue;
              const each = this.alternatives(p[i]);
              if (each === 'pending') return 'pending';
              stepParams.push(...each);
            }
            const next: FilterStep[][] = [];
            for (const chain of partial)
              for (const name of names) {
                if (!(name instanceof PdfName))
                  throw new AtsInputError('unreadable', 'a stream filter that is no name');
                for (const p of stepParams.length ? stepParams : [null])
                  next.push([...chain, { name: name.name, params: isDict(p) ? p : null }]);
              }
            partial = next;
            if (partial.length > MAX_CHAINS)
              throw new AtsInputError('unreadable', 'stream filters named too many ways');
          }
          chains.push(...partial);
        } else {
          // /F as a file specification (or any other value) means no filter to PDF.js.
          chains.push([]);
        }
      }
    }
    if (chains.length > MAX_CHAINS) throw new AtsInputError('unreadable', 'stream filters named too many ways');
    return chains;
  }

  private unpack(stream: PdfStream, chain: readonly FilterStep[]): Uint8Array {
    this.work.left -= 1000;
    const out = decode(stream.data, chain, (data) => {
      const inflated = inflateCapped(data, this.budget.left, 'zlib');
      this.budget.left -= inflated.length;
      return inflated;
    });
    // What an unpacked stream holds is read a few times over too.
    this.work.left += 4 * out.length;
    return out;
  }

  /**
   * Unpacks every object stream with every chain of filters it may be read with, reads its
   * objects, and goes again while those objects (a filter or a /Type named by reference, another
   * object stream) change what the streams already seen are.
   */
  private unpackObjectStreams(): void {
    for (let round = 0; ; round++) {
      if (round > MAX_ROUNDS) throw new AtsInputError('unreadable', 'object streams nested too deeply');
      let changed = false;
      let pending = false;
      for (const stream of [...this.streams]) {
        if (!this.isObjectStream(stream)) continue;
        const chains = this.chainsOf(stream);
        if (chains === 'pending') {
          pending = true;
          continue;
        }
        const done = this.unpacked.get(stream) ?? new Set<string>();
        this.unpacked.set(stream, done);
        for (const chain of chains) {
          const key = JSON.stringify(chain.map((step) => [step.name, step.params ? [...step.params.entries()] : null]));
          if (done.has(key)) continue;
          done.add(key);
          if (this.encrypted) throw new AtsInputError('encrypted');
          this.readObjectStream(stream, this.unpack(stream, chain));
          changed = true;
        }
      }
      if (!changed) {
        if (pending) throw new AtsInputError('unreadable', 'an object stream whose filter names no object');
        return;
      }
    }
  }

  /** The objects of an unpacked object stream: at the offsets its header gives, and in sequence. */
  private readObjectStream(stream: PdfStream, data: Uint8Array): void {
    const sequence = new Parser(data, 0, this.work, (ref) => this.lengthOf(ref));
    while (sequence.pos < data.length) {
      const value = sequence.value();
      if (value instanceof PdfKeyword && value.word === '') break;
      this.visit(value);
    }
    const compressed = [...(this.streamNums.get(stream) ?? [])].flatMap((num) => this.compressed.get(num) ?? []);
    for (const n of this.integers(stream.dict.get('N')))
      for (const first of this.integers(stream.dict.get('First'))) {
        const header = new Parser(data, 0, this.work);
        for (let i = 0; i < n && i < 1_000_000; i++) {
          const num = header.value();
          const offset = header.value();
          if (typeof num !== 'number' || typeof offset !== 'number' || !Number.isInteger(offset)) break;
          const at = first + offset;
          if (at < 0 || at >= data.length) continue;
          const value = new Parser(data, at, this.work, (ref) => this.lengthOf(ref)).value();
          if (Number.isInteger(num) && num >= 0) this.define(num, value);
          for (const entry of compressed) if (entry.index === i) this.define(entry.num, value);
        }
      }
  }

  private danger(d: PdfDict): string | null {
    if (d.has('S')) for (const name of this.names(d.get('S'))) if (ACTIONS.has(name)) return `${name} action`;
    if (d.has('JS') || d.has('JavaScript')) return 'script';
    if (d.has('XFA')) return 'XFA form';
    if (d.has('EmbeddedFiles') || d.has('EF') || (d.has('Type') && this.names(d.get('Type')).includes('EmbeddedFile')))
      return 'embedded file';
    if (d.has('Subtype') && this.names(d.get('Subtype')).includes('FileAttachment')) return 'file attachment';
    return null;
  }
}
