import fc from 'fast-check';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary.js';

/** Percent-encodes the UTF-8 bytes; unlike encodeURIComponent it never throws on lone surrogates. */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/**
 * Hostile inputs for the route properties: wrong types, boundary and overflowing numbers, strings
 * that break parsers, SQL, HTML and paths, unicode oddities and nesting. Constants are listed so the
 * known-dangerous values come up in every run instead of by luck.
 */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '-1e309',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999999',
  '9007199254740993',
  '0x10',
  '1.5',
  '1,5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '9999-99-99',
  '0000-00-00',
  '-000001-01-01',
  '275760-09-13',
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '=cmd|"/c calc"!A1',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  'name\u0000',
  '\u0001\u0002\u0003',
  'bell\u0007',
  'esc\u001B[31m',
  'del\u007F',
  'tab\tand\nnew line',
  '\u0085\u2028\u2029',
  '\r\nSet-Cookie: x=1',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '𝕊𝕥𝕠𝕔𝕜 🧨',
  'Ünïcödé ñ 中文 العربية',
  '${7*7}{{7*7}}',
  'x'.repeat(256),
  'y'.repeat(5000),
  'z'.repeat(100_000),
] as const;

/** C0 control characters (NUL aside, which has its own weight) and DEL. */
export const CONTROL_CHARACTER: fc.Arbitrary<string> = fc
  .oneof(fc.integer({ min: 1, max: 0x1f }), fc.constant(0x7f))
  .map((code) => String.fromCharCode(code));

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.005,
  -0.01,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e15,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.oneof(fc.constant('\u0000'), CONTROL_CHARACTER))
      .map(([text, control]) => `${text}${control}${text}`),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, nested a few levels, with hostile leaves and keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** An object that uses the route's own field names (so validation and services are reached), plus strays. */
export const bodyFor = (fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fields.length
        ? fc
            .tuple(
              fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
              fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
            )
            .map(([known, stray]) => ({ ...stray, ...known }))
        : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 }),
    },
    { weight: 1, arbitrary: hostileValue },
  );

/** Raw bodies that are not what they claim to be. */
export const RAW_BODIES: readonly { payload: string; contentType: string }[] = [
  { payload: '{"name": ', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: '{"__proto__": {"role": "admin"}}', contentType: 'application/json' },
  { payload: '{"constructor": {"prototype": {"role": "admin"}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: JSON.stringify({ blob: 'z'.repeat(1024 * 1024 + 10) }), contentType: 'application/json' },
  { payload: 'name=x&quantity=1', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '<x/>', contentType: 'application/xml' },
  { payload: '--b\r\n\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
  { payload: 'name,category\n', contentType: 'text/csv' },
];

/** A value for a path parameter: never a small positive id, so no real row is deleted or changed. */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1e309',
      '1.5',
      '2147483647',
      '2147483648',
      '9223372036854775808',
      '99999999999999999999999',
      '0x10',
      'abc',
      'null',
      'NaN',
      '%20',
      '%00',
      '%2e%2e%2f',
      '%E2%80%AE',
      '%C0%AF',
      '%FF',
      "1'%20OR%20'1'='1",
      '%3Cscript%3E',
      '١٢',
      'identification_doc',
      // Over the router's 200-character parameter limit.
      'z'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100_000_000, max: 2_147_483_647 }).map(String) },
  {
    weight: 1,
    arbitrary: hostileString.map(
      (s) =>
        percentEncode(s)
          .slice(0, 180)
          .replace(/%[0-9A-F]?$/, '') || 'x',
    ),
  },
);

/** A query string over the route's own parameters (valid and hostile values) and strays, sometimes badly encoded. */
export const queryFor = (params: readonly { name: string; schema: JsonSchema | undefined }[]): fc.Arbitrary<string> => {
  const known = params.map(({ name, schema }) =>
    fc.tuple(
      fc.constant(name),
      fc.oneof(
        arbitraryFor(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
        hostileString,
        hostileNumber.map(String),
      ),
    ),
  );
  const stray = fc.tuple(hostileString, fc.oneof(hostileString, hostileNumber.map(String)));
  const pair = known.length
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...known) }, { weight: 1, arbitrary: stray })
    : stray;
  return fc.oneof(
    { weight: 5, arbitrary: fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.map(encodePair).join('&')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%E0%A4%A', 'a=%FF', 'a[b]=1&a[c][d]=2', '&&==&', `q=${'w'.repeat(9000)}`),
    },
  );
};
const encodePair = ([key, value]: [string, string]) => `${percentEncode(key)}=${percentEncode(value)}`;
