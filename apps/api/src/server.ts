import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { EmbeddedClusterError } from './db/embedded-cluster.js';
import { seedDemoData } from './db/seed.js';

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
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof EmbeddedClusterError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.demoData && (await seedDemoData(database.db))) {
    console.log('Demo data seeded: sign in as admin / admin123');
  }
  const app = await buildApp(config, database);
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 15_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

void main();
