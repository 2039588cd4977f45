/**
 * npm run bench: measured figures, printed as a table and written to bench/results.json.
 * Runs against the embedded database by default, or PostgreSQL when DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchGoods } from './goods-bench.js';
import { runLoad, round } from './load.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = 8190;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-bench-'));
const results: Record<string, unknown> = {
  engine: databaseUrl ? 'postgresql' : 'embedded',
  at: new Date().toISOString(),
};

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
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
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
};

// First start creates and seeds the database; the second start is the budgeted one (existing data).
let server = startServer();
results.first_start_ms = await timeToFirstAnswer(server);
await stop(server);
server = startServer();
results.start_existing_data_ms = await timeToFirstAnswer(server);

async function bearer(username: string, password: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}
const auth = await bearer('customer1', 'cust123');

results.branches_list_10_clients = await runLoad(() => fetch(`${base}/api/branches`), { clients: 10, seconds: 5 });
results.users_me_10_clients = await runLoad(() => fetch(`${base}/api/users/me`, { headers: auth }), {
  clients: 10,
  seconds: 5,
});
// Goods at 100,000 items: list and search latency, import of 10,000 rows, streamed export.
results.goods = await benchGoods(base, await bearer('admin', 'admin123'), { databaseUrl, serverPid: server.pid });
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

// Front-end budget: the first screen's JS + CSS (entry chunk and CSS linked from index.html), gzip.
const dist = join(root, 'apps/web/dist');
if (existsSync(join(dist, 'index.html'))) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  results.first_screen_gzip_kb = round(linked.reduce((sum, file) => sum + gz(file), 0) / 1024);
  results.chunks_gzip_kb = Object.fromEntries(
    readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, round(gz(join('assets', file)) / 1024)]),
  );
}

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`Stockyard benchmark (${results.engine})`);
for (const [key, value] of Object.entries(results)) {
  if (key === 'chunks_gzip_kb') continue;
  console.log(`  ${key.padEnd(28)} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
}
