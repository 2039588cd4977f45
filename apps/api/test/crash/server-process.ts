import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export type ServerProcess = { child: ChildProcess; baseUrl: string; output: () => string };

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let built = false;

/**
 * The real server as a child process: node itself is the child, so SIGKILL hits the process that
 * holds the database, with no npx wrapper in between. From its sources through tsx, or `compiled`:
 * what `npm start` runs, apps/api/dist/server.js, built here first (a second).
 */
export async function startServer(
  env: Record<string, string>,
  { compiled = false }: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  if (compiled && !built) {
    execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'ignore' });
    built = true;
  }
  const port = await freePort();
  let output = '';
  const args = compiled
    ? ['--enable-source-maps', 'apps/api/dist/server.js']
    : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      API_RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
  await waitForHealth(server);
  return server;
}

async function waitForHealth(server: ServerProcess) {
  // Generous: a loaded 2-core machine may take long to compile, start its database and seed.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within 60 s:\n${server.output()}`);
}

/** Sends the signal and resolves once the process is gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

export async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
