import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PG_BOSS_SCHEMA } from './job-runner.js';

const boss = sql.raw(PG_BOSS_SCHEMA);

/**
 * Holds the queue upgrades of every process on this database for the caller's transaction, so two
 * processes starting together run them one after the other and the second finds nothing to do.
 */
export async function lockQueueUpgrades(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockyard: queue upgrades'))`);
}

/**
 * Drops a queue an earlier release used: its jobs in every state (waiting, running, finished), then
 * the queue with its schedule through pg-boss's own delete_queue (the schedule goes by cascade). The
 * jobs go first: the job table's foreign key to the queue is ON DELETE RESTRICT, which is what made
 * pg-boss's deleteQueue fail on a queue that still held jobs. Answers how many jobs were dropped, or
 * null when the queue no longer exists.
 */
export async function dropQueue(tx: Executor, name: string): Promise<number | null> {
  const found = (await tx.execute(sql`select 1 from ${boss}.queue where name = ${name}`)) as unknown as {
    rows: unknown[];
  };
  if (found.rows.length === 0) return null;
  const dropped = (await tx.execute(sql`delete from ${boss}.job where name = ${name} returning id`)) as unknown as {
    rows: unknown[];
  };
  await tx.execute(sql`select ${boss}.delete_queue(${name})`);
  return dropped.rows.length;
}
