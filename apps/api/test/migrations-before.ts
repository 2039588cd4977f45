import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';

type Journal = { entries: { tag: string }[] };

/**
 * The migrations folder as it was before `tag`: its journal stops right before it, so a test can
 * store data as an earlier version did and then run the migration on it.
 */
export function migrationsBefore(tag: string): { folder: string; dispose(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'stockyard-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`${tag} is not in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}
