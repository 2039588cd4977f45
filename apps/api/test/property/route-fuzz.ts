import type { Role } from '@stockyard/domain';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { changedTables, snapshotDatabase } from '../db-snapshot.js';
import type { TestApp } from '../test-app.js';
import { bodyFor, hostilePathParam, queryFor, RAW_BODIES } from './arbitraries.js';
import { arbitraryFor, nearlyValid, type JsonSchema } from './schema-arbitrary.js';

/** A route as the fuzzer sees it: taken from the built app, its schemas from the OpenAPI document. */
export type FuzzRoute = {
  method: string;
  url: string;
  body: JsonSchema | undefined;
  query: { name: string; schema: JsonSchema | undefined }[];
};

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths?: Record<string, Record<string, Operation>> };

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Answers that never end (Server-Sent Events): inject would wait forever; notification-stream.test.ts covers them. */
const ENDLESS = new Set(['GET /api/notifications/stream']);

/**
 * Every API route the role may call (its own and the anonymous ones), from app.routeAccess, so
 * routes added later are fuzzed without editing this file. Reads come first and the settings
 * routes last: a successful random settings change (an allow-list, maintenance) must not starve
 * the other routes of a working session.
 */
export function fuzzableRoutes(app: FastifyInstance, role: Role): FuzzRoute[] {
  const spec = app.swagger() as OpenApi;
  const rank = (route: FuzzRoute) =>
    (route.url.startsWith('/api/settings') ? 2 : 0) + (MUTATING.includes(route.method) ? 1 : 0);
  return app.routeAccess
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .filter((route) => !ENDLESS.has(`${route.method} ${route.url}`))
    .filter((route) => route.access === 'anonymous' || route.access?.includes(role))
    .map((route) => {
      const operation = spec.paths?.[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const content = operation?.requestBody?.content ?? {};
      return {
        method: route.method,
        url: route.url,
        body: (content['application/json'] ?? Object.values(content)[0])?.schema,
        query: (operation?.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
      };
    })
    .sort((a, b) => rank(a) - rank(b) || `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

type FuzzRequest = { params: string[]; query: string; body: { json: unknown } | { raw: string; type: string } };

const requestFor = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> => {
  const paramCount = (route.url.match(/:\w+/g) ?? []).length;
  // Real (small) ids take updates into the services; a DELETE only ever gets ids that do not
  // exist, so the fuzzer never removes demo rows (deleting live rows is the module tests' job).
  const param =
    route.method === 'DELETE'
      ? hostilePathParam
      : fc.oneof(
          { weight: 3, arbitrary: hostilePathParam },
          { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
        );
  const fields = Object.keys(route.body?.properties ?? {});
  const json: fc.Arbitrary<unknown> = route.body
    ? fc.oneof(
        { weight: 3, arbitrary: arbitraryFor(route.body) },
        { weight: 3, arbitrary: nearlyValid(route.body) },
        { weight: 2, arbitrary: bodyFor(fields) },
      )
    : bodyFor(fields);
  return fc.record({
    params: fc.array(param, { minLength: paramCount, maxLength: paramCount }),
    query: fc.oneof(fc.constant(''), queryFor(route.query)),
    body: fc.oneof(
      { weight: 8, arbitrary: json.map((value) => ({ json: value })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw: raw.payload, type: raw.contentType })),
      },
    ),
  });
};

function injectOptions(route: FuzzRoute, request: FuzzRequest, headers: Record<string, string>): InjectOptions {
  let index = 0;
  const path = route.url.replace(/:\w+/g, () => request.params[index++] ?? 'x');
  const url = request.query ? `${path}?${request.query}` : path;
  const options: InjectOptions = { method: route.method as 'GET', url, headers: { ...headers } };
  // Bodies are sent on the methods that take one; a GET or DELETE body is not part of the API.
  if (!['POST', 'PUT', 'PATCH'].includes(route.method)) return options;
  if ('raw' in request.body) {
    options.payload = request.body.raw;
    options.headers = { ...options.headers, 'content-type': request.body.type };
  } else {
    options.payload = JSON.stringify(request.body.json ?? null);
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

// A client error must never leak internals: SQL, driver messages, stack frames, file paths.
const LEAK =
  /node_modules|\bat [\w.<>]+ \(|\.ts:\d+|duplicate key|violates|syntax error at|relation "|SQLSTATE|ZodError/i;

export type FuzzOptions = {
  t: TestApp;
  role: Role;
  /** The principal's current auth headers. */
  session(): Promise<Record<string, string>>;
  /** Called after each route: signs in again if the route ended the session (logout). */
  revive(): Promise<void>;
  numRuns: number;
  seed: number;
  /** Tables a refused request of this route may change by design (say why where it is set). */
  sideEffects?: Record<string, readonly string[]>;
};

const ROUTE_TIME_LIMIT_MS = 2500;

/** Statuses seen per route: FUZZ_STATS=1 prints them, to check that inputs get past validation. */
const statusesSeen = new Map<string, Map<number, number>>();
const elapsed = new Map<string, number>();

/** Fuzzes one route; throws with the failing request, what went wrong, and the seed and path to replay it. */
export async function fuzzRoute(route: FuzzRoute, options: FuzzOptions): Promise<void> {
  const key = `${route.method} ${route.url}`;
  const ignore = ['sessions', ...(options.sideEffects?.[key] ?? [])];
  const details = await fc.check(
    fc.asyncProperty(requestFor(route), async (request) => {
      const sent = injectOptions(route, request, await options.session());
      const before = await snapshotDatabase(options.t.db, { ignore });
      const response = await options.t.app.inject(sent);
      const counts = statusesSeen.get(key) ?? new Map<number, number>();
      statusesSeen.set(key, counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1));
      const where = `${key} as ${options.role}: ${sent.method} ${String(sent.url).slice(0, 300)}`;
      if (response.statusCode >= 500) throw new Error(`${where} -> ${response.statusCode} ${response.body}`);
      if (response.statusCode < 400) return;
      if (!/^application\/json/.test(String(response.headers['content-type'])))
        throw new Error(`${where} -> ${response.statusCode} is not JSON: ${response.headers['content-type']}`);
      const error = response.json() as { detail?: unknown; code?: unknown };
      if (typeof error.detail !== 'string' || error.detail === '' || typeof error.code !== 'string')
        throw new Error(`${where} -> ${response.statusCode} without the error shape: ${response.body.slice(0, 300)}`);
      if (LEAK.test(response.body)) throw new Error(`${where} -> leaks internals: ${response.body.slice(0, 300)}`);
      const changed = changedTables(before, await snapshotDatabase(options.t.db, { ignore }));
      if (changed.length)
        throw new Error(`${where} -> refused with ${response.statusCode} but changed ${changed.join(', ')}`);
    }),
    // A slow route (the database backup takes seconds a call) gets fewer runs, not a slow file.
    {
      numRuns: options.numRuns,
      seed: options.seed,
      endOnFailure: true,
      interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
      markInterruptAsFailure: false,
    },
  );
  // An interrupted run passes with the runs it made (possibly none, if one call outlasted the limit).
  if (details.failed) {
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${key}: ${cause.slice(0, 600)}\n  replay: { seed: ${details.seed}, path: "${details.counterexamplePath}" } after ${details.numRuns} runs`,
    );
  }
}

/** Fuzzes every route in turn and collects failures, so one report names every broken route. */
export async function fuzzAllRoutes(routes: readonly FuzzRoute[], options: FuzzOptions): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const started = Date.now();
    try {
      await fuzzRoute(route, options);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
    await options.revive();
    elapsed.set(`${route.method} ${route.url}`, Date.now() - started);
  }
  if (process.env.FUZZ_STATS)
    console.info(
      [...statusesSeen]
        .map(([key, counts]) => `${key}: ${JSON.stringify(Object.fromEntries(counts))} ${elapsed.get(key)} ms`)
        .join('\n'),
    );
  return failures;
}
