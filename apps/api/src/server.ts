import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { EmbeddedClusterError } from './db/embedded-cluster.js';
import { seedDemoData } from './modules/demo/demo.repository.js';
import { seedDemoHistory } from './modules/demo/demo-history.js';
import { ServerSecretMismatchError } from './lib/server-identity.js';
import { JOB_STOP_TIMEOUT_MS, startJobRunner } from './modules/jobs/job-runner.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // Heal or stop: a supervisor (systemd, a container runtime) restarts a process that exits.
      supervise: {
        giveUp: (error) => {
          console.error(
            `Embedded PostgreSQL could not be restarted; exiting so that the supervisor restarts Stockyard. Last error: ${error.message}`,
          );
          process.exit(1);
        },
      },
    });
  } catch (error) {
    if (error instanceof EmbeddedClusterError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.demoData && (await seedDemoData(database.db))) {
    // Before the app and its scheduler start, so the start-up catch-up finds these months issued. The
    // statements' mail goes to the outbox, whose jobs live in pg-boss's schema: created first (the
    // start then gives each waiting message its delivery job).
    const connectionString = database.pool.options.connectionString;
    if (connectionString) await (await startJobRunner({ connectionString, work: false })).stop();
    await seedDemoHistory(database.db);
    console.log('Demo data seeded: sign in as admin / admin123');
  }
  let app;
  try {
    app = await buildApp(config, database);
  } catch (error) {
    if (error instanceof ServerSecretMismatchError) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 15_000;

  // SIGINT/SIGTERM (or a crash): stop taking requests, finish those under way and the jobs running
  // (a send waits for its server's answer; pg-boss fails what is left back to the queue after
  // JOB_STOP_TIMEOUT_MS, for another process), close the pool and stop the embedded cluster. A
  // second signal, or no end a while after the jobs' limit, exits at once.
  closeWithGrace({ delay: JOB_STOP_TIMEOUT_MS + 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

void main();
