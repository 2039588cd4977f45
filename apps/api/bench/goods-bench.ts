/**
 * Goods at scale (issue 4): seeds 100,000 goods, then measures the list and search at 10 concurrent
 * clients, a 10,000-row CSV import, and a streamed export of everything with the server's memory.
 *
 * Called from bench/run.ts once the server answers, e.g.
 *   results.goods = await benchGoods(base, adminHeaders, { databaseUrl, serverPid: server.pid });
 * The goods are seeded through the import API in 10,000-row files, as people load them, so every
 * figure is taken right after large imports (fresh rows in the search indexes' pending lists, the
 * planner's statistics as the import leaves them). `db` or `databaseUrl` (PostgreSQL) give the
 * bench a connection of its own for the search plan it records.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { GOOD_CATEGORIES, IMPORT_COLUMNS } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.js';
import { httpGet, round, runLoad, type LoadResult } from './load.js';

export type GoodsBenchOptions = {
  db?: Db;
  databaseUrl?: string;
  /** The server's process id, to sample its resident memory during the export (Linux /proc). */
  serverPid?: number;
  items?: number;
  clients?: number;
  seconds?: number;
};

export type GoodsBenchResult = {
  items: number;
  seed_ms: number;
  list_page_10: LoadResult;
  list_filtered_search_page_10: LoadResult;
  search_only_page_10: LoadResult;
  /** Every request a term not asked before: no page or total can come from the list cache. */
  search_unique_terms_page_10: LoadResult;
  /** The median of IMPORT_RUNS imports of 10,000 new items (budget: under 1 s); each run below. */
  import_10000_rows_ms: number;
  import_10000_rows_runs_ms: number[];
  import_report: unknown;
  export_rows: number;
  export_ms: number;
  export_mb: number;
  server_rss_mb_before_export: number | null;
  server_rss_mb_peak_during_export: number | null;
  search_plan: string[] | null;
};

const NAMES = ['Widget', 'Gadget', 'Bolt', 'Cable', 'Lamp', 'Chair', 'Tea', 'Coffee', 'Printer', 'Hose'];
/** Imports of 10,000 rows timed; each adds 10,000 items, so the export and the engine part see 130,000. */
const IMPORT_RUNS = 3;
const SEARCH_TERMS = ['widget', 'supplier 42', 'bn-1234', 'lamp', 'coffee', 'hose 7', 'gadget', 'cable'];

/** Runs work on the given database, or on a short-lived connection to databaseUrl. */
async function withDb<T>(options: GoodsBenchOptions, work: (db: Db) => Promise<T>): Promise<T> {
  if (options.db) return work(options.db);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: tmpdir(), poolSize: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export function csvOf(rows: string[][]): string {
  return [IMPORT_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';
}

/** Rows of an import file; `withIds` gives each its own product id (otherwise the server draws one). */
export function importRows(count: number, prefix: string, branchIds: number[], withIds = false): string[][] {
  return Array.from({ length: count }, (_, i) => [
    `${NAMES[i % NAMES.length]} ${prefix} ${i}`,
    GOOD_CATEGORIES[i % GOOD_CATEGORIES.length]!,
    `${prefix}-${i}`,
    `Supplier ${i % 500}`,
    String(i % 200),
    ((i % 10000) / 100).toFixed(2),
    `B-${i % 1000}`,
    i % 3 === 0 ? '' : '2031-01-01',
    String(branchIds[i % branchIds.length]),
    '10',
    withIds ? `${prefix}-P${i}` : '',
  ]);
}

async function upload(baseUrl: string, headers: Record<string, string>, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(`${baseUrl}/api/goods/import`, { method: 'POST', headers, body: form });
  const body = await response.json();
  if (!response.ok) throw new Error(`import failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body as { imported: number };
}

const rssMb = (pid: number): number | null => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
};

/** The plan of the list's search condition: it should read the trigram indexes, not scan the table. */
async function searchPlan(db: Db): Promise<string[]> {
  const result = await db.execute(sql`explain select count(*) from goods
    where name ilike '%widget 12%' or sku ilike '%widget 12%' or supplier ilike '%widget 12%'`);
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN'].trim());
}

export async function benchGoods(
  baseUrl: string,
  headers: Record<string, string>,
  options: GoodsBenchOptions = {},
): Promise<GoodsBenchResult> {
  const items = options.items ?? 100_000;
  const load = { clients: options.clients ?? 10, seconds: options.seconds ?? 5 };
  const branches = (await (await fetch(`${baseUrl}/api/branches`)).json()) as { id: number }[];
  const branchIds = branches.map((b) => b.id);
  if (branchIds.length === 0) throw new Error('goods bench needs at least one branch');

  const seedStart = performance.now();
  for (let done = 0; done < items; done += 10_000)
    await upload(baseUrl, headers, csvOf(importRows(Math.min(10_000, items - done), `SEED${done}`, branchIds)));
  const seedMs = round(performance.now() - seedStart);

  let turn = 0;
  const get = (query: () => string) => () => httpGet(`${baseUrl}/api/goods?${query()}`, headers);
  const term = () => encodeURIComponent(SEARCH_TERMS[turn++ % SEARCH_TERMS.length]!);
  const listPage = await runLoad(
    get(() => `page=${1 + (turn++ % 50)}&limit=10`),
    load,
  );
  // A fresh term each request (as with uniqueTerms below): cycling a few terms measured the list cache.
  const unseenTerm = () => encodeURIComponent(`${NAMES[turn % NAMES.length]} ${turn++}`);
  const filtered = await runLoad(
    get(
      () =>
        `search=${unseenTerm()}&category=${encodeURIComponent(GOOD_CATEGORIES[turn % 11]!)}&stock_status=in-stock&expiry_status=fresh&page=1&limit=10`,
    ),
    load,
  );
  const searchOnly = await runLoad(
    get(() => `search=${term()}&page=1&limit=10`),
    load,
  );

  const uniqueTerms = await runLoad(
    get(() => `search=${unseenTerm()}&page=1&limit=10`),
    load,
  );

  // Three files of 10,000 new items, each timed: a single sample swings widely between runs of the
  // bench, and the first import after start also pays for cold caches (the server's code paths, the
  // database backend's). The budget applies to the median; every run is kept.
  const importRuns: number[] = [];
  let report: { imported: number } | undefined;
  for (let run = 0; run < IMPORT_RUNS; run += 1) {
    const csv = csvOf(importRows(10_000, `IMPB${run}${Date.now()}`, branchIds));
    const importStart = performance.now();
    report = await upload(baseUrl, headers, csv);
    importRuns.push(round(performance.now() - importStart));
  }
  const importMs = [...importRuns].sort((a, b) => a - b)[Math.floor(IMPORT_RUNS / 2)]!;

  const pid = options.serverPid ?? process.pid;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 25);
  const exportStart = performance.now();
  const response = await fetch(`${baseUrl}/api/goods/export`, { headers });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const exportMs = round(performance.now() - exportStart);
  clearInterval(sampler);

  return {
    items,
    seed_ms: seedMs,
    list_page_10: listPage,
    list_filtered_search_page_10: filtered,
    search_only_page_10: searchOnly,
    search_unique_terms_page_10: uniqueTerms,
    import_10000_rows_ms: importMs,
    import_10000_rows_runs_ms: importRuns,
    import_report: { imported: report?.imported },
    export_rows: lines - 1,
    export_ms: exportMs,
    export_mb: round(bytes / 1024 / 1024),
    server_rss_mb_before_export: before,
    server_rss_mb_peak_during_export: peak,
    search_plan: options.db || options.databaseUrl ? await withDb(options, searchPlan) : null,
  };
}
