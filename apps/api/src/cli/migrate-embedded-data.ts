/**
 * One-off, for a DATA_DIR made by a Stockyard version that ran PGlite:
 *   npm run migrate-embedded-data
 * Moves the PGlite files to DATA_DIR-pglite (kept), starts the embedded PostgreSQL in DATA_DIR (or
 * uses DATABASE_URL when set) and carries every table's rows over. Stop the server first.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { carryOver, movePgliteAside, pgliteDirOf } from '../modules/database/pglite-carry-over.js';

const config = loadConfig();
if (!pgliteDirOf(config.dataDir)) {
  console.log(`No PGlite database in ${config.dataDir} (or beside it): nothing to carry over.`);
  process.exit(0);
}
const aside = movePgliteAside(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const result = await carryOver(aside, database);
  console.log(
    `Carried ${result.rows} rows in ${result.tables} tables over from ${result.from}. ` +
      'Start the server as usual; delete that folder once you are satisfied.',
  );
} catch (error) {
  console.error('The carry-over failed; nothing was lost (the PGlite files are untouched):', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
