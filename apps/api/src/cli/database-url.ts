/**
 * Prints the connection URL of the embedded PostgreSQL that a running server owns, e.g.
 *   psql "$(npm run -s database-url)"
 */
import { loadConfig } from '../config.js';
import { runningClusterUrl } from '../db/embedded-cluster.js';

const config = loadConfig();
if (config.databaseUrl) {
  console.log(config.databaseUrl);
} else {
  const url = runningClusterUrl(config.dataDir);
  if (!url) {
    console.error(`The embedded database in ${config.dataDir} is not running: start the server (npm start) first.`);
    process.exit(1);
  }
  console.log(url);
}
