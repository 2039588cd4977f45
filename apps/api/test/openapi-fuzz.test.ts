import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './test-app.js';

/**
 * Issue 39: the API as an outsider finds it, from its OpenAPI document alone and over real HTTP.
 * Every operation gets odd spellings of its ids, control characters in each of its string fields
 * (body and query) and one unknown key in its body, as an admin. None may answer 5xx, and no
 * unknown key may be taken (a 2xx with one). A new route is walked without anyone listing it.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const ODD_IDS = ['0x10', '%201', '1.0', '1e0', '-1', '99999999999'];
const CONTROL = ['\u0000', '\u0007', '\u202e'];
const UNKNOWN = 'zz_fuzz_unknown';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Strings that satisfy the patterns the document uses (ids, dates, e-mail, phones, colours, codes). */
const PATTERN_CANDIDATES = [
  '1',
  'fuzz@example.com',
  '2030-01-15',
  '2030-01-15T10:00:00.000Z',
  '+442079460958',
  '#112233',
  'A-01-1',
  'fuzz',
  'FUZZ-1',
  '10:00',
];

function resolve(schema: Schema | undefined, document: OpenApi): Schema {
  if (!schema) return {};
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(document.components?.schemas?.[name], document);
}

const typesOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A plausible valid value for a schema, so that one changed field is what a request is refused for. */
function sample(raw: Schema | undefined, document: OpenApi): unknown {
  const schema = resolve(raw, document);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== '' && value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const chosen = variants.map((variant) => resolve(variant, document)).find((v) => !typesOf(v).includes('null'));
    return sample(chosen ?? variants[0], document);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, document) as object));
  }
  const type = typesOf(schema).find((name) => name !== 'null');
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/fuzz';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
        if (found) return found;
      }
      return 'fuzz'.padEnd(Math.max(schema.minLength ?? 1, 4), 'z').slice(0, schema.maxLength ?? 1000);
    }
    case 'integer':
    case 'number': {
      const low =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, document));
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : undefined;
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties)
          // The version goes along where a record has one, so an edit is judged on its fields, not refused for lack of it.
          .filter(([name, property]) => (required.has(name) || name === 'version') && !property.not)
          .map(([name, property]) => [name, sample(property, document)]),
      );
    }
  }
}

const isStringSchema = (schema: Schema, document: OpenApi): boolean =>
  typesOf(schema).includes('string') ||
  (schema.anyOf ?? schema.oneOf ?? []).some((variant) => isStringSchema(resolve(variant, document), document));

/** The paths of every free string field of an object schema, nested objects included. */
function stringFields(raw: Schema | undefined, document: OpenApi, prefix: string[] = [], depth = 0): string[][] {
  const schema = resolve(raw, document);
  if (depth > 3 || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const resolved = resolve(property, document);
    if (resolved.not) return [];
    if (isStringSchema(resolved, document) && !resolved.enum) return [[...prefix, name]];
    return stringFields(resolved, document, [...prefix, name], depth + 1);
  });
}

function withValue(body: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone((body ?? {}) as Record<string, unknown>);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

/** The version of a JSON record, if the text is one. */
function versionIn(text: string): unknown {
  try {
    return (JSON.parse(text) as { version?: unknown }).version;
  } catch {
    return undefined;
  }
}

describe('outside fuzz over the OpenAPI document', () => {
  let t: TestApp;
  let base: string;
  /**
   * Sessions signed in up front: a request may end the one in use (logout), and the fuzz's own wrong
   * current passwords pause new sign-ins of the account, as they should.
   */
  const tokens: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close(), 120_000);

  const signIn = async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    expect(response.status, 'the admin signs in').toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  /** One request as the admin; when a previous request ended the session in use, the next one takes over. */
  const send = async (method: string, url: string, body: unknown) => {
    const once = () =>
      fetch(`${base}${url}`, {
        method: method.toUpperCase(),
        headers: {
          authorization: `Bearer ${tokens[0]}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    let response = await once();
    while (response.status === 401 && tokens.length > 1) {
      tokens.shift();
      response = await once();
    }
    const text = await response.text();
    return { status: response.status, text };
  };

  // About 700 requests over HTTP: the default 30 s is not enough beside the other test files on 2 cores.
  it('when every operation gets odd ids, control characters in each string field and an unknown key, then none answers 5xx and no unknown key is taken', async () => {
    for (let i = 0; i < 5; i += 1) tokens.push(await signIn());
    const document = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApi;
    const failures: string[] = [];
    let requests = 0;
    const check = async (label: string, method: string, url: string, body: unknown, refuseSuccess: boolean) => {
      requests += 1;
      const { status, text } = await send(method, url, body);
      if (status >= 500) failures.push(`${label}: ${status} ${text.slice(0, 200)}`);
      else if (refuseSuccess && status >= 200 && status < 300) failures.push(`${label}: accepted (${status})`);
    };

    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        // A live stream answers for as long as it is open: nothing to fuzz in a request that has no fields.
        if (Object.values(operation.responses ?? {}).some((r) => r.content?.['text/event-stream'])) continue;
        const parameters = operation.parameters ?? [];
        const pathParams = parameters.filter((p) => p.in === 'path');
        const query = parameters.filter((p) => p.in === 'query');
        const json = operation.requestBody?.content?.['application/json']?.schema;
        const body = json ? sample(json, document) : undefined;
        const objectBody = json !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body);
        const urlWith = (ids: Record<string, string>, search: Record<string, string> = {}) => {
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
            if (ids[name] !== undefined) return ids[name];
            return encodeURIComponent(String(sample(pathParams.find((p) => p.name === name)?.schema, document)));
          });
          const qs = new URLSearchParams(search).toString();
          return qs ? `${filled}?${qs}` : filled;
        };
        const requiredQuery = Object.fromEntries(
          query.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema, document))]),
        );
        const label = `${method.toUpperCase()} ${path}`;

        for (const param of pathParams.filter((p) => /id$/i.test(p.name))) {
          for (const odd of ODD_IDS) {
            await check(
              `${label} ${param.name}=${odd}`,
              method,
              urlWith({ [param.name]: odd }, requiredQuery),
              body,
              true,
            );
          }
        }
        for (const param of pathParams) {
          for (const char of CONTROL) {
            const url = urlWith({ [param.name]: encodeURIComponent(`a${char}b`) }, requiredQuery);
            await check(`${label} ${param.name} ${JSON.stringify(char)}`, method, url, body, true);
          }
        }
        for (const param of query) {
          const schema = resolve(param.schema, document);
          if (!isStringSchema(schema, document) || schema.enum) continue;
          for (const char of CONTROL) {
            const search = { ...requiredQuery, [param.name]: `a${char}b` };
            await check(`${label} ?${param.name} ${JSON.stringify(char)}`, method, urlWith({}, search), body, false);
          }
        }
        if (!objectBody) continue;
        /** The body as sampled, with the record's version as it is now when it has one (earlier writes moved it). */
        const current = async () => {
          if (!('version' in body) || method === 'get') return body;
          const read = await send('get', urlWith({}), undefined);
          const version = read.status === 200 ? versionIn(read.text) : undefined;
          return typeof version === 'number' ? { ...body, version } : body;
        };
        const url = urlWith({}, requiredQuery);
        await check(`${label} unknown key`, method, url, { ...(await current()), [UNKNOWN]: 1 }, true);
        for (const field of stringFields(json, document)) {
          for (const char of CONTROL) {
            const fuzzed = withValue(await current(), field, `a${char}b`);
            await check(`${label} ${field.join('.')} ${JSON.stringify(char)}`, method, url, fuzzed, false);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    // Still signed in at the end: the walk reached every operation as the admin.
    expect((await send('get', '/api/users/me', undefined)).status).toBe(200);
    expect(failures.join('\n')).toBe('');
  }, 300_000);
});
