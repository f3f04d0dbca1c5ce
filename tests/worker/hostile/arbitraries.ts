import fc from 'fast-check';

import { makeDocx } from '../../fixtures/resume-files';
import { pdfWith, RESUME_TEXT } from './files';

/**
 * fast-check generators of hostile input: strings, numbers, JSON bodies shaped after the route's
 * own schema (from the OpenAPI document) with hostile leaves, malformed bodies, query strings and
 * path ids. Requests are built as raw text so that what no JSON.stringify would write (1e400, bad
 * UTF-8, duplicate keys, "__proto__" as an own key) reaches the worker.
 */

/** The JSON Schema subset the OpenAPI document of the API uses for parameters and bodies. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
}

/** Text that has broken other apps: SQL, HTML and path metacharacters, odd Unicode, JS names. */
export const HOSTILE_TEXT = [
  "'; DROP TABLE jobs; --",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT * FROM users',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '" onmouseover="alert(1)',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  'Zoë 日本語 🚀👩‍💻',
  '\ud83d',
  '\udfff',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
  'true',
  '{}',
  '[]',
  '${7*7}{{7*7}}',
  '   ',
  '',
] as const;

export const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 150_000 }).map((n) => 'x'.repeat(n)) },
);

/** Number literals as JSON text, including ones JSON.parse turns into Infinity or loses precision on. */
const numberLiteral = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '9007199254740993',
    '-1',
    '-0',
    '0.5',
    '1e-400',
    '123456789012345678901234567890',
    '1E2',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
);

/** A JSON text fragment: any value at all, meant for where a schema wants something else. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: numberLiteral },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'true',
      'false',
      'null',
      '[]',
      '{}',
      '[null]',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
);

const typesOf = (s: Schema): string[] =>
  s.anyOf ? s.anyOf.flatMap(typesOf) : Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];

/** A string within the schema's lengths: any characters, or hostile text that fits. */
function plausibleString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom('2030-01-31', '2024-02-30', '0000-00-00', '2030-1-1');
  const min = schema.minLength ?? 0;
  const fits = HOSTILE_TEXT.filter((t) => t.length >= min && t.length <= (schema.maxLength ?? Infinity));
  const any = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 60, 60)) });
  return fits.length ? fc.oneof(any, fc.constantFrom(...fits)) : any;
}

/** A value of the schema's own type (often valid), as JSON text. */
function plausibleJson(schema: Schema, depth = 0): fc.Arbitrary<string> {
  const enums = schema.anyOf ? schema.anyOf.flatMap((s) => s.enum ?? []) : schema.enum;
  if (enums?.length) return fc.constantFrom(...enums.map((v) => JSON.stringify(v)));
  const options = typesOf(schema).map((type): fc.Arbitrary<string> => {
    switch (type) {
      case 'string':
        return plausibleString(schema).map((s) => JSON.stringify(s));
      case 'integer':
      case 'number':
        return fc.oneof(
          {
            weight: 4,
            arbitrary: fc
              .integer({
                min: schema.minimum ?? -1_000,
                max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
              })
              .map(String),
          },
          { weight: 1, arbitrary: numberLiteral },
        );
      case 'boolean':
        return fc.constantFrom('true', 'false');
      case 'null':
        return fc.constant('null');
      case 'array':
        return fc
          .array(fieldJson(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) + 1 })
          .map((items) => `[${items.join(',')}]`);
      case 'object':
        return objectJson(schema, depth + 1);
      default:
        return hostileJson;
    }
  });
  return options.length ? fc.oneof(...options) : hostileJson;
}

/** Mostly a value of the right type, sometimes anything. */
const fieldJson = (schema: Schema, depth: number): fc.Arbitrary<string> =>
  depth > 4
    ? hostileJson
    : fc.oneof({ weight: 12, arbitrary: plausibleJson(schema, depth) }, { weight: 1, arbitrary: hostileJson });

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'role',
  'userId',
  'candidateId',
  'companyId',
  'status',
  'createdAt',
] as const;

/** An object with some of the schema's keys (required ones mostly present) plus unexpected ones. */
function objectJson(schema: Schema, depth: number): fc.Arbitrary<string> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const members = props.map(([key, prop]) =>
    fc.option(
      fieldJson(prop, depth).map((v) => `${JSON.stringify(key)}:${v}`),
      { freq: required.has(key) ? 8 : 2 },
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileString), hostileJson)
      .map(([k, v]) => `${JSON.stringify(k)}:${v}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...members), extra)
    .map(([own, more]) => `{${[...own.filter((m): m is string => m !== null), ...more].join(',')}}`);
}

const utf8 = (s: string) => new TextEncoder().encode(s);
/** Percent-encoding; a lone surrogate (which no URL can carry) becomes U+FFFD first. */
const enc = (s: string) => encodeURIComponent(s.toWellFormed());

/** Bodies that are not JSON at all, or not the JSON a parser expects. */
const malformedBody = fc.oneof(
  fc
    .constantFrom(
      '',
      ' ',
      '{',
      '{"a":',
      '{bad}',
      "{'a':1}",
      '[1,]',
      'undefined',
      'NaN',
      '\ufeff{}',
      '{"a":1}{"b":2}',
      '{"a":1,"a":2}',
      'a=1&b=2',
      '<xml/>',
    )
    .map(utf8),
  fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array(b)),
  // Invalid UTF-8 inside an otherwise valid JSON string.
  fc.constant(
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => utf8('{"a":'.repeat(n))),
);

export type Body =
  | { kind: 'none' }
  | { kind: 'bytes'; bytes: Uint8Array<ArrayBuffer> }
  | { kind: 'form'; parts: [string, string | File][] };

/** A JSON body for the schema, often shaped like it, sometimes anything or malformed. */
export function jsonBody(schema: Schema | undefined): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: (schema ? objectJson(schema, 0) : hostileJson).map((text) => ({
        kind: 'bytes' as const,
        bytes: utf8(text),
      })),
    },
    { weight: 2, arbitrary: hostileJson.map((text) => ({ kind: 'bytes' as const, bytes: utf8(text) })) },
    { weight: 2, arbitrary: malformedBody.map((bytes) => ({ kind: 'bytes' as const, bytes })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

const fileName = fc.oneof(
  fc.constantFrom(
    'cv.pdf',
    'cv.docx',
    'a.exe',
    '../../x.pdf',
    'x'.repeat(300) + '.pdf',
    'ré sumé 🚀.pdf',
    '<img src=x>.pdf',
    '',
  ),
  hostileString,
);
// Real resumes, clean and hostile, besides random bytes: some uploads get far enough to be stored.
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_048 }),
  fc.constantFrom<Uint8Array>(
    pdfWith('none'),
    pdfWith('packed'),
    pdfWith('launch'),
    makeDocx(RESUME_TEXT),
    makeDocx([]),
  ),
);

/** Multipart bodies: files of any bytes and names, fields of the wrong kind, several files. */
export const formBody: fc.Arbitrary<Body> = fc
  .array(
    fc.tuple(
      fc.constantFrom('file', 'file', 'file[]', 'other', '__proto__'),
      fc.oneof(
        hostileString,
        // The FormData encoder itself refuses a name ending in a backslash.
        fc
          .tuple(fileBytes, fileName)
          .map(
            ([bytes, name]) => new File([new Uint8Array(bytes)], name.replace(/\\+$/, ''), { type: 'application/pdf' }),
          ),
      ),
    ),
    { maxLength: 3 },
  )
  .map((parts) => ({ kind: 'form' as const, parts }));

/** Values for a query parameter: plausible for its schema, or hostile; sometimes repeated. */
function queryValues(schema: Schema): fc.Arbitrary<string[]> {
  const one = fc.oneof(
    { weight: 6, arbitrary: plausibleJson(schema).map((json) => String(JSON.parse(json))) },
    { weight: 1, arbitrary: hostileString.map((s) => s.slice(0, 5_000)) },
    { weight: 1, arbitrary: numberLiteral },
  );
  return fc.oneof(
    { weight: 4, arbitrary: one.map((v) => [v]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

/** A query string (without "?"): declared keys with hostile values, unknown keys, broken escapes. */
export function queryString(params: Record<string, Schema>): fc.Arbitrary<string> {
  const declared = Object.entries(params).map(([key, schema]) =>
    fc.option(
      queryValues(schema).map((values) => values.map((v) => `${enc(key)}=${enc(v)}`)),
      { freq: 2 },
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc
        .tuple(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'a[]', 'a[b]')), hostileString)
        .map(([k, v]) => `${enc(k.slice(0, 500))}=${enc(v.slice(0, 5_000))}`),
      fc.constantFrom('%', '%zz', '%ff%fe', '=', '&&', 'a=%E0%A4%A', 'limit', 'page=&page='),
    ),
    { maxLength: 1 },
  );
  return fc
    .tuple(fc.tuple(...declared), extra)
    .map(([own, more]) => [...own.flatMap((o) => o ?? []), ...more].join('&'));
}

const HOSTILE_IDS = [
  "' OR 1=1 --",
  '1;DROP TABLE users',
  '../../etc/passwd',
  '..',
  '.',
  '%2e%2e%2f',
  '%00',
  '%ff',
  '%',
  'null',
  '0',
  '-1',
  '1e400',
  '__proto__',
  'constructor',
  '<svg onload=alert(1)>',
  'Zoë🚀',
] as const;

/** A path segment, already encoded: a real id of the seeded data, or something hostile. */
export function pathId(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds).map(encodeURIComponent) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IDS).map((s) => (s.includes('%') ? s : enc(s))) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map((s) => enc(s.slice(0, 5_000))) },
    { weight: 1, arbitrary: fc.integer({ min: 65, max: 10_000 }).map((n) => 'a'.repeat(n)) },
  );
}

/** Content types a client might send with a body, right and wrong. */
export const contentType = (right: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(right) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-16',
        'APPLICATION/JSON',
        'application/vnd.api+json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=nothing',
        'application/json, text/html',
        ';;;',
        '',
      ),
    },
  );
