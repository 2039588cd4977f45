/**
 * The engine's figures (issue 16), run after the goods part has seeded 100,000 items:
 * - interference: while one client uploads two 5 MB documents, imports 20,000 rows or exports every
 *   item, 10 other clients read GET /api/branches and GET /; their p99 must stay under 100 ms;
 * - import against bare COPY: 100,000 rows through the import API (two files of 50,000, its limit)
 *   against a COPY of the same rows into goods on the same cluster;
 * - search with unseen terms through the API against the same page + count SQL sent through pg.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { goodsListQuerySchema, IMPORT_COLUMNS, todayIsoDate } from '@stockyard/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../src/db/client.js';
import { DEMO_PDF } from '../src/modules/demo/demo-data.js';
import * as schema from '../src/db/schema/index.js';
import { listGoodsStatement, SEARCH_SESSION_SETTINGS } from '../src/modules/goods/goods.repository.js';
import { SEARCH_POOL_SIZE } from '../src/modules/goods/list-cache.js';
import { csvOf, importRows } from './goods-bench.js';
import { collectLoad, httpGet, round, runLoad, summarise, type LoadResult } from './load.js';

/** Two decimals: with one, a ratio just under the target could print (and pass) as the target. */
const ratioOf = (value: number, base: number) => Math.round((value / base) * 100) / 100;

type Headers = Record<string, string>;

const importCsv = (count: number, prefix: string, branchIds: number[], withIds: boolean) =>
  csvOf(importRows(count, prefix, branchIds, withIds));

async function postImport(base: string, headers: Headers, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'engine.csv');
  const response = await fetch(`${base}/api/goods/import`, { method: 'POST', headers, body: form });
  if (!response.ok) throw new Error(`import failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
}

/** Application data the submit route accepts, with two PDFs of just under 5 MB. */
async function postApplication(base: string, headers: Headers) {
  const pdf = Buffer.concat([DEMO_PDF, Buffer.alloc(5 * 1024 * 1024 - DEMO_PDF.length - 1024, 0x20)]);
  const form = new FormData();
  form.append(
    'application_data',
    JSON.stringify({
      full_name: 'Bench Customer',
      email: 'bench@example.com',
      phone: '+1 202 555 0199',
      address: '1 Bench Road',
      is_business_account: false,
      item_type: 'Furniture',
      estimated_volume: 'medium',
      storage_type: 'climate-controlled',
      access_frequency: 'weekly',
      storage_duration: '3-6-months',
      insurance_required: false,
      packing_services: false,
      transportation_needed: false,
    }),
  );
  form.append('inventory_list', new Blob([pdf], { type: 'application/pdf' }), 'inventory.pdf');
  form.append('identification_doc', new Blob([pdf], { type: 'application/pdf' }), 'id.pdf');
  const response = await fetch(`${base}/api/applications/submit`, { method: 'POST', headers, body: form });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
}

async function readExport(base: string, headers: Headers) {
  const response = await fetch(`${base}/api/goods/export`, { headers });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  await response.arrayBuffer();
}

export type Interference = { heavy_runs: number; heavy_ms_median: number; branches: LoadResult; landing: LoadResult };

/** The heavy work of one interference run; runs in a child process (see heavy-worker.ts). */
export type HeavyWork = {
  kind: 'export' | 'upload' | 'import';
  base: string;
  admin: Headers;
  customer: Headers;
  branchIds: number[];
};

/** One run of the heavy work. */
export async function runHeavy(work: HeavyWork, batch: number): Promise<void> {
  if (work.kind === 'export') return readExport(work.base, work.admin);
  if (work.kind === 'upload') return postApplication(work.base, work.customer);
  return postImport(work.base, work.admin, importCsv(20_000, `INT${Date.now()}${batch}`, work.branchIds, false));
}

/**
 * Runs the heavy work back to back while 5 clients read /api/branches and 5 read / for `seconds`.
 * The heavy client works in its own process: building a 20,000-row file or reading a 100,000-row
 * export on the measuring clients' event loop delayed their timers, and that delay was counted as
 * the server's latency.
 */
async function underLoad(work: HeavyWork, seconds: number): Promise<Interference> {
  const child = fork(fileURLToPath(new URL('./heavy-worker.ts', import.meta.url)), [JSON.stringify(work)], {
    execArgv: ['--import', 'tsx'],
  });
  const done = new Promise<number[]>((resolve, reject) => {
    child.once('message', (durations) => resolve(durations as number[]));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`heavy client exited with code ${code}`)));
  });
  const [branches, landing] = await Promise.all([
    runLoad(() => httpGet(`${work.base}/api/branches`), { clients: 5, seconds }),
    runLoad(() => httpGet(`${work.base}/`), { clients: 5, seconds }),
  ]);
  child.send('stop');
  const durations = await done;
  durations.sort((a, b) => a - b);
  return {
    heavy_runs: durations.length,
    heavy_ms_median: round(durations[Math.floor(durations.length / 2)] ?? 0),
    branches,
    landing,
  };
}

export async function benchInterference(
  base: string,
  admin: Headers,
  customer: Headers,
  branchIds: number[],
  seconds = 8,
): Promise<Record<string, Interference>> {
  const work = (kind: HeavyWork['kind']): HeavyWork => ({ kind, base, admin, customer, branchIds });
  return {
    export_all_goods: await underLoad(work('export'), seconds),
    upload_two_5mb_documents: await underLoad(work('upload'), seconds),
    import_20000_rows: await underLoad(work('import'), seconds),
  };
}

export type ImportAgainstCopy = { rows: number; import_api_ms: number; bare_copy_ms: number; ratio: number };

export async function benchImportAgainstCopy(
  base: string,
  admin: Headers,
  databaseUrl: string,
  branchIds: number[],
): Promise<ImportAgainstCopy> {
  const stamp = Date.now();
  const halves = [importCsv(50_000, `IA${stamp}`, branchIds, true), importCsv(50_000, `IB${stamp}`, branchIds, true)];
  const importStart = performance.now();
  for (const csv of halves) await postImport(base, admin, csv);
  const importMs = performance.now() - importStart;

  // The same 100,000 rows (own SKUs and ids) straight into goods: the floor of what any import costs.
  const copyRows = [importCsv(50_000, `CA${stamp}`, branchIds, true), importCsv(50_000, `CB${stamp}`, branchIds, true)];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const copyStart = performance.now();
    await client.query('begin');
    for (const csv of copyRows) {
      const copy = client.query(
        copyFrom(`copy goods (${IMPORT_COLUMNS.join(', ')}) from stdin with (format csv, header true)`),
      );
      await pipeline(Readable.from([csv]), copy);
    }
    await client.query('commit');
    const copyMs = performance.now() - copyStart;
    return {
      rows: 100_000,
      import_api_ms: round(importMs),
      bare_copy_ms: round(copyMs),
      ratio: ratioOf(importMs, copyMs),
    };
  } finally {
    await client.end();
  }
}

export type SearchAgainstSql = {
  api: LoadResult;
  direct_sql: LoadResult;
  throughput_ratio: number;
  /** What the direct side sends: the list's own statement, on a pool like the list's search pool. */
  direct_sql_sends: string;
};

/**
 * Unseen terms both ways: the API (auth, settings, cache check, query) against the query alone. The
 * direct side sends the statement the list itself builds for each term (listGoodsStatement: same
 * text, same values, one round trip), with the search pool's session settings and size, and reads
 * rows as drizzle does (arrays), so the only difference left is what the API does around the query.
 */
export async function benchSearchAgainstSql(
  base: string,
  headers: Headers,
  databaseUrl: string,
  seconds = 6,
): Promise<SearchAgainstSql> {
  const options = Object.entries(SEARCH_SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SEARCH_POOL_SIZE, options });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const today = todayIsoDate();
  // The list's defaults (sort) as the API applies them, parsed once: the direct side's own work stays small.
  const { page: _page, limit: _limit, ...defaults } = goodsListQuerySchema.parse({});
  // Both sides ask the same questions: each pass walks its own run of terms (no cache has seen them),
  // and the two sides of a pass start from the same one.
  const termsFrom = (first: number) => {
    let turn = 0;
    return () => `Widget ${first + (turn++ % 4000)}`;
  };
  const viaApi = (term: () => string) => () =>
    httpGet(`${base}/api/goods?search=${encodeURIComponent(term())}&page=1&limit=10`, headers);
  const viaPg = (term: () => string) => async () => {
    const { text, values } = listGoodsStatement(db, { ...defaults, search: term() }, today, { offset: 0, limit: 10 });
    await pool.query({ text, values, rowMode: 'array' });
    return new Response('ok');
  };
  const load = { clients: 10, seconds: seconds / 2 };
  try {
    // Connected before the clock starts, as the list's search pool is by then.
    await Promise.all(Array.from({ length: SEARCH_POOL_SIZE }, () => pool.query('select 1')));
    // Two passes in opposite order (API then pg, pg then API): this machine's speed drifts within a
    // run, and a drift then weighs on both sides alike instead of on whichever ran second.
    const api1 = await collectLoad(viaApi(termsFrom(1000)), load);
    const direct1 = await collectLoad(viaPg(termsFrom(1000)), load);
    const direct2 = await collectLoad(viaPg(termsFrom(5000)), load);
    const api2 = await collectLoad(viaApi(termsFrom(5000)), load);
    const api = summarise([...api1.latencies, ...api2.latencies], api1.errors + api2.errors, seconds);
    const direct = summarise([...direct1.latencies, ...direct2.latencies], direct1.errors + direct2.errors, seconds);
    return {
      api,
      direct_sql: direct,
      throughput_ratio: ratioOf(api.rps, direct.rps),
      direct_sql_sends: `the list's search statement (page 1 of 10 and count), pool of ${SEARCH_POOL_SIZE} with ${options}`,
    };
  } finally {
    await pool.end();
  }
}
