/** Prints bench/results.json as readable tables (npm run bench). */
import type { BundleResult } from './bundle.js';
import type { Transfer, TransferResult } from './delivery.js';
import type { BillingBenchResult } from './billing-bench.js';
import type { ImportAgainstCopy, Interference, SearchAgainstSql } from './engine-bench.js';
import type { LcpResult } from './lcp.js';
import { BUDGETS, type LighthouseResult, type LighthouseScores } from './lighthouse.js';
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

type EngineResult = {
  search_unseen_terms: SearchAgainstSql;
  interference: Record<string, Interference>;
  import_against_copy: ImportAgainstCopy;
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
      // Budgets (DESIGN.md): a page of 10, filtered or searched, p95 under 25 ms; 10,000 rows imported under 1 s.
      const load = value as Partial<LoadResult> | null;
      const budget =
        typeof load?.p95 === 'number'
          ? `  p95 < 25 ms: ${verdict(load.p95 < 25)}`
          : key === 'import_10000_rows_ms'
            ? `  < 1000 ms: ${verdict(Number(value) < 1000)}`
            : '';
      console.log(`  ${key.padEnd(30)} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}${budget}`);
    }
  }

  const engine = results.engine as EngineResult | string | undefined;
  // `engine` once named the database engine (a string); older results files still hold that.
  if (typeof engine === 'object' && engine.search_unseen_terms) {
    const search = engine.search_unseen_terms;
    console.log(
      `\nSearch with unseen terms, 10 clients: API ${search.api.rps} req/s (p95 ${search.api.p95} ms) against the` +
        ` same SQL through pg ${search.direct_sql.rps} req/s: ratio ${search.throughput_ratio}` +
        ` (target >= 0.75 ${verdict(search.throughput_ratio >= 0.75)}, p95 < 25 ms ${verdict(search.api.p95 < 25)})`,
    );
    console.log('\nOther clients while one client works (5 read /api/branches, 5 read /; p99 target < 100 ms)');
    table(
      ['heavy work', 'runs', 'median ms', 'branches p99', 'landing p99', 'target'],
      Object.entries(engine.interference).map(([name, run]) => [
        name,
        run.heavy_runs,
        run.heavy_ms_median,
        run.branches.p99,
        run.landing.p99,
        verdict(run.branches.p99 < 100 && run.landing.p99 < 100 && run.branches.errors + run.landing.errors === 0),
      ]),
    );
    const copy = engine.import_against_copy;
    console.log(
      `\nImport of ${copy.rows} rows: ${copy.import_api_ms} ms through the API against ${copy.bare_copy_ms} ms bare COPY:` +
        ` ${copy.ratio}x (target <= 3 ${verdict(copy.ratio <= 3)})`,
    );
  }

  const billing = results.billing as BillingBenchResult | undefined;
  if (billing) {
    const aged = billing.aged_balances_10_clients;
    console.log(
      `\nBilling at ${billing.customers} customers, ${billing.statements_seeded} statements seeded (billing-bench.ts)`,
    );
    console.log(
      `  statements for ${billing.issue_month}: ${billing.issued} issued in ${billing.issue_ms} ms (target < 60,000 ${verdict(billing.issue_ms < 60_000)})`,
    );
    console.log(
      `  aged balances, 10 clients: p50 ${aged.p50} ms, p95 ${aged.p95} ms (target < 300 ${verdict(aged.p95 < 300)}), ${aged.errors} errors`,
    );
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
            `< ${lcp.landing.target_ms} ${verdict(lcp.landing.within_target)}`,
          ],
          [
            'goods screen (admin)',
            lcp.admin_goods.median_ms,
            lcp.admin_goods.runs_ms.join(' '),
            `< ${lcp.admin_goods.target_ms} ${verdict(lcp.admin_goods.within_target)}`,
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

  printDelivery(results.delivery as DeliveryResult | undefined);
}

type DeliveryResult =
  | {
      transfers: TransferResult | { skipped: string };
      lcp: { landing: LcpResult; admin_goods: LcpResult } | { skipped: string };
      lighthouse: LighthouseResult | { skipped: string };
    }
  | { skipped: string };

function printDelivery(delivery: DeliveryResult | undefined) {
  if (!delivery) return;
  console.log('\nDelivery on the wire (Chromium network events, 390 x 844, no scrolling, until the network is idle)');
  if ('skipped' in delivery) {
    console.log(`  skipped: ${delivery.skipped}`);
    return;
  }
  const { transfers, lcp, lighthouse } = delivery;
  if ('skipped' in transfers) console.log(`  skipped: ${transfers.skipped}`);
  else {
    const row = (name: string, transfer: Transfer, budget: string) => [name, transfer.requests, transfer.kb, budget];
    const { budgets } = transfers;
    table(
      ['', 'requests', 'KB', 'budget'],
      [
        row(
          'landing, cold',
          transfers.landing_cold,
          `<= ${budgets.landing_max_requests} req, < ${budgets.landing_max_kb} KB: ${verdict(
            transfers.landing_cold.requests <= budgets.landing_max_requests &&
              transfers.landing_cold.kb < budgets.landing_max_kb,
          )}`,
        ),
        row(
          'landing, repeat',
          transfers.landing_repeat,
          `page and API only: ${verdict(transfers.landing_repeat.only_page_and_api)}`,
        ),
        row(
          'admin goods, cold',
          transfers.admin_goods_cold,
          `< ${budgets.admin_goods_max_kb} KB: ${verdict(transfers.admin_goods_cold.kb < budgets.admin_goods_max_kb)}`,
        ),
      ],
    );
  }
  if ('skipped' in lcp) console.log(`  LCP skipped: ${lcp.skipped}`);
  else
    console.log(
      `  LCP (4x CPU slowdown, median of 5): landing ${lcp.landing.median_ms} ms (< ${lcp.landing.target_ms}: ` +
        `${verdict(lcp.landing.within_target)}), admin goods ${lcp.admin_goods.median_ms} ms ` +
        `(< ${lcp.admin_goods.target_ms}: ${verdict(lcp.admin_goods.within_target)})`,
    );
  console.log('\nLighthouse 13, mobile preset (median run of each page by performance; every run in brackets)');
  if ('skipped' in lighthouse) {
    console.log(`  skipped: ${lighthouse.skipped}`);
    return;
  }
  table(
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'budget'],
    Object.entries(lighthouse).map(([name, result]) => {
      if ('error' in result) return [name, '-', '-', '-', '-', '-', `error: ${result.error}`];
      const scores = result as LighthouseScores;
      const budget = name.startsWith('admin') || name.startsWith('employee') ? BUDGETS.signed_in : BUDGETS.public;
      return [
        name,
        scores.runs ? `${scores.performance} (${scores.runs.join(', ')})` : scores.performance,
        scores.accessibility,
        scores.best_practices,
        scores.seo,
        scores.lcp_ms,
        `a11y ${budget.accessibility}, bp ${budget.best_practices}` +
          (budget.seo ? `, SEO >= ${budget.seo}` : '') +
          `: ${verdict(scores.within_budget)}`,
      ];
    }),
  );
}
