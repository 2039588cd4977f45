import type { Config } from './config.js';
import type { Db, Engine } from './db/client.js';

/** What every feature module is registered with. */
export type AppContext = {
  db: Db;
  engine: Engine;
  config: Config;
  ping(): Promise<boolean>;
};
