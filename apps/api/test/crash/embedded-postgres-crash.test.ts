import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAdmin, startServer, stopServer, type ServerProcess } from './server-process.js';

/**
 * Heal or stop: the real server on its embedded PostgreSQL, whose postmaster is killed with -9.
 * While it is down every request answers 503 with Retry-After (never 500); the server restarts it
 * and answers again with the data intact; when it cannot restart it, the process exits non-zero.
 */
const postmasterPid = (dataDir: string) =>
  Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);

const goodsTotal = async (baseUrl: string, token: string) => {
  const response = await fetch(`${baseUrl}/api/goods?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, response };
};

describe('the embedded PostgreSQL killed under a running server', () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-heal-'));
    dataDirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', JOBS: 'true' });
    servers.push(server);
    return { dataDir, server };
  };

  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGTERM');
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('when its postmaster is killed, then requests answer 503 with Retry-After and the server restarts it with the data intact', async () => {
    const { dataDir, server } = await start();
    const token = await signInAdmin(server.baseUrl);
    const before = await goodsTotal(server.baseUrl, token);
    expect(before.status).toBe(200);
    const { total } = (await before.response.json()) as { total: number };

    const killedAt = Date.now();
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    // Its backends notice the postmaster's death within moments: a request in that moment may still
    // be served. The first answer after that is the one checked.
    let during = await goodsTotal(server.baseUrl, token);
    for (const until = Date.now() + 5_000; during.status === 200 && Date.now() < until;)
      during = await goodsTotal(server.baseUrl, token);
    expect(during.status).toBe(503);
    expect(during.response.headers.get('retry-after')).toBe('5');
    expect(await during.response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });

    // Until it is back, every answer is 503 (sign-in too), never 500.
    const statuses = new Set<number>();
    let back = false;
    while (!back && Date.now() - killedAt < 40_000) {
      const [list, login] = await Promise.all([
        goodsTotal(server.baseUrl, token),
        fetch(`${server.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'admin123' }),
        }),
      ]);
      statuses.add(list.status).add(login.status);
      back = list.status === 200 && login.status === 200;
      if (back) expect(((await list.response.json()) as { total: number }).total).toBe(total);
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const recoveredInMs = Date.now() - killedAt;
    console.info(
      `embedded crash test: answering again ${recoveredInMs} ms after the kill; statuses seen ${[...statuses]}`,
    );
    expect(back).toBe(true);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // The line is written once the restart has returned, and reaches this process through a pipe:
    // the first answers can come before it does.
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toMatch(/Embedded PostgreSQL: restarted \(try 1 of 5\)/);
    expect(postmasterPid(dataDir)).not.toBeNaN();
  }, 90_000);

  it('when the postmaster cannot be started again, then the process exits non-zero after its bounded tries', async () => {
    const { dataDir, server } = await start();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const killedAt = Date.now();
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    // Its data folder gone (a lost disk, a wrong mount): no try can succeed.
    renameSync(join(dataDir, 'postgres'), join(dataDir, 'postgres-lost'));
    const code = await exited;
    console.info(`embedded crash test: gave up and exited ${Date.now() - killedAt} ms after the kill`);
    expect(code).toBe(1);
    // 'exit' can come before the last of its output has been read from the pipe.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/restart try 5 of 5 failed/);
    await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/could not be restarted; exiting/);
  }, 90_000);
});
