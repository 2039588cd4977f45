import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { runningClusterUrl } from '../../src/db/embedded-cluster.js';
import { changedTables, snapshotDatabase } from '../db-snapshot.js';
import { signInAdmin, startServer, stopServer, type ServerProcess } from './server-process.js';

/**
 * Crash safety of the embedded default and of the CSV import: the real server, on its own embedded
 * PostgreSQL in a fresh DATA_DIR, is SIGKILLed while a large import is being written, then started
 * again on the same data. Its postmaster outlives it (an orphan holding the port); the restart must
 * deal with it, and, the import being one transaction, every table must be as before the import.
 */
const ROWS = 20_000;
const tag = randomUUID().slice(0, 8);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function importCsv(branchId: number): Buffer {
  const lines = ['name,category,sku,supplier,quantity,price_per_unit,branch_id,low_stock_threshold'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(
      `Crash ${tag} item ${i},Electronics,CR${tag}-${i},Crash Supply,${(i % 50) + 1},${i % 100}.25,${branchId},5`,
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

function multipart(file: Buffer) {
  const boundary = `----crash${tag}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Posts the import; `sent` resolves when the whole body is on the wire, `answer` with the status or the broken socket. */
function postImport(baseUrl: string, token: string, file: Buffer) {
  const { body, contentType } = multipart(file);
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<number | 'connection lost'>((resolve) => {
    const req = request(
      `${baseUrl}/api/goods/import`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve('connection lost'));
      },
    );
    req.on('error', () => resolve('connection lost'));
    req.on('finish', markSent);
    req.end(body);
  });
  return { sent, answer };
}

/** Resolves once the import's transaction is writing: a backend of the database holds a transaction id. */
async function importIsWriting(databaseUrl: string, deadline: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`,
      );
      if (rows[0].n > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return false;
  } finally {
    await client.end();
  }
}

/** The running embedded cluster's database, read directly (not through the server). */
async function withClusterDb<T>(
  dataDir: string,
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const url = runningClusterUrl(dataDir);
  if (!url) throw new Error('the embedded cluster is not running');
  const database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 2 });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/**
 * What the start-up jobs write while the test runs, whatever the import does: the statement
 * catch-up (the demo agreement is billed at the first start), the mail it queues and retries, and
 * the time of the last attempt the missing SMTP host refused (settings' mail_config_error).
 */
const BACKGROUND_TABLES = new Set([
  'billing_accounts',
  'billing_counters',
  'billing_runs',
  'billing_statement_lines',
  'billing_statements',
  'notifications',
  'outbox',
  'settings',
  'storage_agreements',
]);

describe('crash during a large CSV import (embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-crash-'));
  const servers: ServerProcess[] = [];
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the server is killed mid-import and restarted, then its database comes back with every table as before the import', async () => {
    const first = await startServer(env);
    servers.push(first);
    const token = await signInAdmin(first.baseUrl);
    const branches = (await (
      await fetch(`${first.baseUrl}/api/branches`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[] | { branches: { id: number }[] };
    const branchId = (Array.isArray(branches) ? branches : branches.branches)[0]!.id;
    const before = await withClusterDb(dataDir, (db) => snapshotDatabase(db));

    const upload = postImport(first.baseUrl, token, importCsv(branchId));
    await upload.sent;
    const writing = await Promise.race([
      importIsWriting(runningClusterUrl(dataDir)!, Date.now() + 60_000),
      upload.answer.then(() => false),
    ]);
    await stopServer(first, 'SIGKILL');
    const outcome = await upload.answer;
    console.info(
      `import crash test: killed ${writing ? 'while the import was writing' : 'after it answered'} (${outcome})`,
    );

    // The postmaster outlived the server; the next start, as `npm start` runs it (the compiled
    // server), must stop it and come up on the same data.
    const second = await startServer(env, { compiled: true });
    servers.push(second);
    const after = await withClusterDb(dataDir, (db) => snapshotDatabase(db));
    if (writing) expect(changedTables(before, after).filter((table) => !BACKGROUND_TABLES.has(table))).toEqual([]);
    else expect(outcome).toBe(200);

    const again = await signInAdmin(second.baseUrl);
    const listed = await fetch(`${second.baseUrl}/api/goods?search=${encodeURIComponent(`CR${tag}-`)}&limit=10`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(listed.status).toBe(200);
    const { total } = (await listed.json()) as { total: number };
    expect(total).toBe(writing ? 0 : ROWS);
    await stopServer(second, 'SIGTERM');
    // A clean stop takes its cluster down with it.
    expect(runningClusterUrl(dataDir)).toBeNull();

    const database = await openDatabase({ dataDir, poolSize: 2 });
    try {
      const [counts] = rowsOf<{ goods: number; inward: number; ledger_off: number }>(
        await database.db.execute(sql`
          with imported as (select * from goods where sku like ${`CR${tag}-%`})
          select
            (select count(*)::int from imported) as goods,
            (select count(*)::int from stock_movements m join imported g on g.id = m.good_id
              where m.type = 'inward' and m.new_quantity = g.quantity) as inward,
            (select count(*)::int from goods g where g.owner_id is null and g.quantity <> coalesce((
              select m.new_quantity from stock_movements m where m.good_id = g.id order by m.id desc limit 1), 0))
              as ledger_off`),
      );
      expect(counts?.goods).toBe(total);
      // Every imported item has its one "Initial Stock" entry; no warehouse item disagrees with its ledger.
      expect(counts?.inward).toBe(counts?.goods);
      expect(counts?.ledger_off).toBe(0);
    } finally {
      await database.close();
    }
  }, 110_000);
});
