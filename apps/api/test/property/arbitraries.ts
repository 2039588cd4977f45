import fc from 'fast-check';
import { hostileNumber, hostileString, hostileValue } from './hostile-values.js';
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
