/**
 * npm run bench: measured figures, printed as tables and written to bench/results.json.
 * Runs against the embedded PostgreSQL by default, or the server at DATABASE_URL when it is set.
 *
 * Parts: start, endpoints, mixed, goods, engine, billing, lcp, bundle, delivery (engine needs goods' 100,000 items). `BENCH_ONLY=mixed,bundle npm run bench` (or
 * `npm run bench -- --only=mixed,bundle`) runs some of them and merges their
 * figures into the existing results.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningClusterUrl } from '../src/db/embedded-cluster.js';
import { benchBilling } from './billing-bench.js';
import { measureBundle } from './bundle.js';
import { measureTransfers } from './delivery.js';
import { benchImportAgainstCopy, benchInterference, benchSearchAgainstSql } from './engine-bench.js';
import { benchGoods } from './goods-bench.js';
import { measureLcp } from './lcp.js';
import { measureLighthouse } from './lighthouse.js';
import { httpGet, runLoad, round } from './load.js';
import { printReport } from './report.js';

const PARTS = ['start', 'endpoints', 'mixed', 'goods', 'engine', 'billing', 'lcp', 'bundle', 'delivery'] as const;
type Part = (typeof PARTS)[number];

const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const only = (onlyArgument ?? process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const runs = (part: Part) => only.length === 0 || only.includes(part);

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8190);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const webDist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const resultsFile = join(root, 'bench/results.json');

/** Names the database measured, without credentials. */
function databaseLabel(): string {
  if (!databaseUrl) return 'embedded PostgreSQL (a fresh data dir)';
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

// A partial run keeps the figures of the parts it did not run.
const previous: Record<string, unknown> =
  only.length && existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
const results: Record<string, unknown> = {
  ...previous,
  engine: databaseUrl ? 'postgresql' : 'embedded',
  database: databaseLabel(),
  at: new Date().toISOString(),
  // Latency figures mean little without how busy the machine was (other work shares the cores).
  machine: { cpus: cpus().length, load_average_1m_at_start: round(loadavg()[0]!) },
};

// Half of the engine part's interference clients read the landing page: without a build each of
// them would get a 404, fast and counted as an error. Said before the long goods part, not after.
if (runs('engine') && !existsSync(join(webDist, 'index.html')))
  throw new Error(`the engine part reads / from ${webDist}, which has no build: run npm run build first`);
const needsServer = PARTS.filter((part) => part !== 'bundle').some(runs);
const dataDir = needsServer ? mkdtempSync(join(tmpdir(), 'stockyard-bench-')) : '';

// The bench measures what `npm start` runs: the compiled server (built here, it takes a second).
execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The demo's Log Level setting (info) would otherwise replace it once the settings are read.
      LOG_LEVEL_PINNED: 'true',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      // The bench measures the server, not the limiter: 50 clients from one address would be refused
      // (429) within the first second by the API-wide per-address limit.
      API_RATE_LIMIT: 'false',
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function timeToFirstAnswer(server: ChildProcess): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return round(performance.now() - start);
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stop = async (server: ChildProcess) => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
};

async function signIn(username: string, password: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: unknown };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}

/** The mixed workload runs in its own Node process, so the generator does not take the server's event loop. */
async function mixedWorkload(): Promise<unknown> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/bench/mixed-load.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_BASE_URL: base },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`mixed-load.ts exited with ${code}`);
  const goods = (await (await fetch(`${base}/api/goods?page=1&limit=1`, { headers: admin!.headers })).json()) as {
    total?: number;
  };
  return {
    generator: 'separate Node process on the same machine (shares its CPU cores with the server)',
    dataset: `demo data (${goods.total ?? '?'} goods)`,
    ...(JSON.parse(output.trim().split('\n').pop()!) as object),
  };
}

let admin: Awaited<ReturnType<typeof signIn>> | undefined;
/**
 * A server left running on the bench's port (an interrupted run) would answer in place of the one
 * started here, and every figure would be that old build's: refuse to measure instead.
 */
async function assertPortFree(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (a server from an earlier run?): stop it or set BENCH_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

if (needsServer) {
  await assertPortFree();
  // First start creates and seeds the database; the second start is the budgeted one (existing data).
  let server = startServer();
  const firstStart = await timeToFirstAnswer(server);
  await stop(server);
  server = startServer();
  const existingStart = await timeToFirstAnswer(server);
  if (runs('start')) {
    results.first_start_ms = firstStart;
    results.start_existing_data_ms = existingStart;
  }
  try {
    admin = await signIn('admin', 'admin123');
    if (runs('endpoints')) {
      const customer = await signIn('customer1', 'cust123');
      results.branches_list_10_clients = await runLoad(() => httpGet(`${base}/api/branches`), {
        clients: 10,
        seconds: 5,
      });
      results.users_me_10_clients = await runLoad(() => httpGet(`${base}/api/users/me`, customer.headers), {
        clients: 10,
        seconds: 5,
      });
    }
    // Before the goods part: the mixed workload reads the demo data set, not the 100,000 seeded items.
    if (runs('mixed')) results.mixed_workload = await mixedWorkload();
    // The embedded cluster is reachable beside the server: seeding and the direct-SQL figures use it.
    const sqlUrl = databaseUrl ?? runningClusterUrl(dataDir) ?? undefined;
    // Goods at 100,000 items: list and search latency, import of 10,000 rows, streamed export.
    if (runs('goods'))
      results.goods = await benchGoods(base, admin.headers, { databaseUrl: sqlUrl, serverPid: server.pid });
    if (runs('engine') && sqlUrl) {
      const customer = await signIn('customer1', 'cust123');
      const branchIds = ((await (await fetch(`${base}/api/branches`)).json()) as { id: number }[]).map((b) => b.id);
      results.engine = {
        search_unseen_terms: await benchSearchAgainstSql(base, admin.headers, sqlUrl),
        interference: await benchInterference(base, admin.headers, customer.headers, branchIds),
        import_against_copy: await benchImportAgainstCopy(base, admin.headers, sqlUrl, branchIds),
      };
    }
    // 10,000 customers with a year of statements: a month's run and aged balances (issue 46).
    if (runs('billing') && sqlUrl) results.billing = await benchBilling(base, admin.headers, sqlUrl);
    // After the goods part when both run: the goods screen then opens on 100,000 items.
    if (runs('lcp')) {
      results.lcp = existsSync(join(webDist, 'index.html'))
        ? await measureLcp(base, admin)
        : { skipped: `${webDist} has no build: run npm run build first` };
    }
    // Delivery on the wire (issue 18), on the demo data unless the goods part ran first: requests and
    // bytes of a cold and a repeat visit, LCP at 4x CPU slowdown, Lighthouse (mobile) scores.
    if (runs('delivery')) {
      if (!existsSync(join(webDist, 'index.html'))) {
        results.delivery = { skipped: `${webDist} has no build: run npm run build first` };
      } else {
        const employee = await signIn('employee1', 'emp123');
        results.delivery = {
          transfers: await measureTransfers(base, admin),
          lcp: await measureLcp(base, admin),
          lighthouse: await measureLighthouse(base, { admin, employee }),
        };
      }
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs('bundle')) results.bundle = measureBundle(webDist);
// Figures of the earlier bench format, replaced by the bundle part.
delete results.first_screen_gzip_kb;
delete results.chunks_gzip_kb;

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
printReport(results);
