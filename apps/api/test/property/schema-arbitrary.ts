import fc from 'fast-check';
import { CONTROL_CHARACTER, hostileValue } from './hostile-values.js';

/** The subset of OpenAPI 3.0 JSON Schema that the zod route schemas turn into. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: unknown;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

const LONGEST = 40;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length <= max);
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, LONGEST)) }) },
    // The boundaries themselves, where off-by-one errors and column widths live.
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(min), 'é'.repeat(max), '9'.repeat(max)) },
    // Otherwise valid text carrying a NUL or another control character: PostgreSQL cannot store a NUL.
    { weight: 2, arbitrary: withControlCharacter(min, max) },
    // Just over the limit, and far over it (a column width, a hashing or parsing cost).
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max + 1), 'ü'.repeat(Math.min(max * 10 + 1, 200_000))) },
  );
}

/** A string of the allowed length with a control character (NUL most often) somewhere inside. */
function withControlCharacter(min: number, max: number): fc.Arbitrary<string> {
  const room = Math.max(1, Math.min(max, LONGEST));
  return fc
    .tuple(
      fc.string({ minLength: Math.max(0, min - 1), maxLength: room - 1 }),
      fc.oneof({ weight: 3, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: CONTROL_CHARACTER }),
      fc.nat(),
    )
    .map(([text, control, at]) => {
      const cut = text.length === 0 ? 0 : at % (text.length + 1);
      return `${text.slice(0, cut)}${control}${text.slice(cut)}`;
    });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveLow = schema.exclusiveMinimum === true;
  const exclusiveHigh = schema.exclusiveMaximum === true;
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? -(2 ** 31));
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : (schema.maximum ?? 2 ** 31 - 1);
  if (integer) {
    const min = Math.ceil(low) + (exclusiveLow || typeof schema.exclusiveMinimum === 'number' ? 1 : 0);
    const max = Math.floor(high) - (exclusiveHigh || typeof schema.exclusiveMaximum === 'number' ? 1 : 0);
    return min > max ? fc.constant(min) : fc.integer({ min, max });
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true, minExcluded: exclusiveLow }),
  );
}

/**
 * Values the schema accepts (or nearly: zod refinements the schema cannot express, such as a date
 * in the future, are left to chance). Bodies built from these get past validation and reach the
 * services and the database, where overflows and constraint violations hide.
 */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  let value: fc.Arbitrary<unknown>;
  if (alternatives?.length) value = fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth + 1)));
  else if (schema.allOf?.length) value = arbitraryFor(schema.allOf[0], depth + 1);
  else if (schema.enum?.length) value = fc.constantFrom(...schema.enum);
  else if ('const' in schema) value = fc.constant(schema.const);
  else if (schema.not !== undefined) value = fc.constant(undefined);
  else {
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length === 0 && schema.properties) types.push('object');
    if (types.length === 0) return hostileValue;
    value = fc.oneof(
      ...types.map((type): fc.Arbitrary<unknown> => {
        switch (type) {
          case 'string':
            return stringFor(schema);
          case 'integer':
            return numberFor(schema, true);
          case 'number':
            return numberFor(schema, false);
          case 'boolean':
            return fc.boolean();
          case 'null':
            return fc.constant(null);
          case 'array':
            return fc.array(arbitraryFor(schema.items, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
            });
          case 'object':
            return fc.record(
              Object.fromEntries(
                Object.entries(schema.properties ?? {}).map(([key, s]) => [key, arbitraryFor(s, depth + 1)]),
              ),
              { requiredKeys: (schema.required ?? []).filter((key) => key in (schema.properties ?? {})) },
            );
          default:
            return hostileValue;
        }
      }),
    );
  }
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** A schema-valid object with one or two fields swapped for hostile values. */
export function nearlyValid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return arbitraryFor(schema);
  return fc
    .tuple(
      arbitraryFor({ ...schema, type: 'object' }),
      fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 }),
      fc.array(hostileValue, { minLength: 2, maxLength: 2 }),
    )
    .map(([valid, spoiled, values]) => ({
      ...(valid as Record<string, unknown>),
      ...Object.fromEntries(spoiled.map((key, i) => [key, values[i]])),
    }));
}
