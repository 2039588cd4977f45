import { readFileSync } from 'node:fs';
import type { ReadinessResponse } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { MIGRATIONS_JOURNAL } from '../../lib/paths.js';
import type { JobRunner } from '../jobs/job-runner.js';

/**
 * The last migration this build carries: drizzle's migrator records each applied one in
 * drizzle.__drizzle_migrations with the journal entry's `when` as created_at.
 */
function lastJournalEntry(): number {
  const journal = JSON.parse(readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whether this process may take traffic: the database answers, its schema is this build's, jobs run. */
export async function readiness(db: Db, jobs: JobRunner, expected = lastJournalEntry()): Promise<ReadinessResponse> {
  let applied: number | null | undefined;
  try {
    const [row] = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
    );
    applied = row?.last === null || row?.last === undefined ? null : Number(row.last);
  } catch {
    applied = undefined;
  }
  const database = applied === undefined ? 'error' : 'connected';
  const migrations =
    applied === undefined ? 'unknown' : applied !== null && applied >= expected ? 'current' : 'pending';
  const jobState = !jobs.active ? 'disabled' : jobs.running ? 'running' : 'stopped';
  const failing = [
    ...(database === 'error' ? (['database'] as const) : []),
    ...(migrations === 'pending' ? (['migrations'] as const) : []),
    ...(jobState === 'stopped' ? (['jobs'] as const) : []),
  ];
  return {
    status: failing.length === 0 ? 'ready' : 'not_ready',
    database,
    migrations,
    jobs: jobState,
    failing,
  };
}
