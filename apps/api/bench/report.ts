/** Prints bench/results.json as readable tables (npm run bench). */
import type { BundleResult } from './bundle.js';
import type { LcpResult } from './lcp.js';
import type { LoadResult, MixedResult } from './load.js';

const table = (header: string[], rows: (string | number)[][]) => {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  for (const [index, row] of cells.entries()) {
    console.log(
      `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`,
    );
    if (index === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  }
};

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
const loadRow = (name: string, load: LoadResult, extra: (string | number)[] = []) => [
  name,
  ...extra,
  load.requests,
  load.rps,
  load.p50,
  load.p95,
  load.p99,
  load.errors,
];
const LOAD_HEADER = ['requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];

export function printReport(results: Record<string, unknown>) {
  const machine = results.machine as { cpus: number; load_average_1m_at_start: number } | undefined;
  console.log(`\nStockyard benchmark: ${String(results.database)} (${String(results.at)})`);
  if (machine) console.log(`${machine.cpus} CPUs, load average ${machine.load_average_1m_at_start} at the start`);

  if (results.start_existing_data_ms !== undefined) {
    console.log('\nStart-up');
    table(
      ['', 'ms', 'budget'],
      [
        ['first start (create + seed)', String(results.first_start_ms), ''],
        [
          'start with existing data',
          String(results.start_existing_data_ms),
          `< 3000 ${verdict(Number(results.start_existing_data_ms) < 3000)}`,
        ],
      ],
    );
  }

  const endpoints = (['branches_list_10_clients', 'users_me_10_clients'] as const).filter((key) => results[key]);
  if (endpoints.length) {
    console.log('\nSingle endpoints (10 clients, 5 s)');
    table(
      ['', ...LOAD_HEADER],
      endpoints.map((key) => loadRow(key, results[key] as LoadResult)),
    );
  }

  const mixed = results.mixed_workload as (MixedResult & { generator: string; dataset: string }) | undefined;
  if (mixed) {
    console.log(
      `\nMixed workload: ${mixed.clients} clients for ${mixed.seconds} s, ${mixed.generator}; ${mixed.dataset}` +
        ` (target: 0 errors, p95 < 100 ms: ${verdict(mixed.overall.errors === 0 && mixed.overall.p95 < 100)})`,
    );
    table(
      ['', 'clients', ...LOAD_HEADER],
      [
        loadRow('all', mixed.overall, [mixed.clients]),
        ...Object.entries(mixed.by_role).map(([role, load]) => loadRow(`  ${role}`, load, [load.clients])),
        ...Object.entries(mixed.by_request).map(([label, load]) => loadRow(`    ${label}`, load, [''])),
      ],
    );
  }

  if (results.goods) {
    console.log('\nGoods at scale (see goods-bench.ts)');
    for (const [key, value] of Object.entries(results.goods as Record<string, unknown>)) {
      console.log(`  ${key.padEnd(30)} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
    }
  }

  const lcp = results.lcp as { landing: LcpResult; admin_goods: LcpResult } | { skipped: string } | undefined;
  if (lcp) {
    console.log('\nLargest Contentful Paint (headless Chromium, 4x CPU slowdown, cold cache, median)');
    if ('skipped' in lcp) console.log(`  skipped: ${lcp.skipped}`);
    else
      table(
        ['', 'median ms', 'runs ms', 'target'],
        [
          [
            'landing page /',
            lcp.landing.median_ms,
            lcp.landing.runs_ms.join(' '),
            `<= 2500 ${verdict(lcp.landing.within_target)}`,
          ],
          [
            'goods screen (admin)',
            lcp.admin_goods.median_ms,
            lcp.admin_goods.runs_ms.join(' '),
            `<= 2500 ${verdict(lcp.admin_goods.within_target)}`,
          ],
        ],
      );
  }

  const bundle = results.bundle as BundleResult | { skipped: string } | undefined;
  if (bundle) {
    console.log('\nFront end: JS + CSS, gzip');
    if ('skipped' in bundle) console.log(`  skipped: ${bundle.skipped}`);
    else {
      console.log(
        `  first screen ${bundle.first_screen_kb} KB (JS ${bundle.first_screen_js_kb} + CSS ${bundle.first_screen_css_kb})` +
          `, budget < ${bundle.budget_kb} KB: ${verdict(bundle.within_budget)}`,
      );
      table(
        ['route', 'own chunk KB', 'adds to first screen KB'],
        bundle.routes.map((route) => [route.route, route.chunk_kb, route.adds_kb]),
      );
    }
  }
}
