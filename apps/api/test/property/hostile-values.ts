import fc from 'fast-check';

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
