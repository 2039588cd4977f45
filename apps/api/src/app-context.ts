import type pg from 'pg';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Db, Engine } from './db/client.js';
import type { RedisConnection } from './lib/redis.js';
import type { SecretSealer } from './lib/sealed-secret.js';
import type { JobRunner } from './modules/jobs/job-runner.js';
import type { HostResolver } from './modules/push/push-address.js';

/** What every feature module is registered with. */
export type AppContext = {
  db: Db;
  engine: Engine;
  /** The pool behind db, for COPY streams (backups, CSV import). */
  pool: pg.Pool;
  config: Config;
  ping(): Promise<boolean>;
  /** Seals two-factor (TOTP) secrets for storage; keyed by the server secret. */
  totpSealer: SecretSealer;
  /** Seals the secrets of the system settings (the SMTP password) for storage. */
  settingsSealer: SecretSealer;
  /** Background jobs and schedules, shared through the database by every server process. */
  jobs: JobRunner;
  /** How push endpoints' host names resolve (the system resolver unless a test injects one). */
  resolveHost?: HostResolver;
  /** REDIS_URL's connection (shared rate limits); undefined when not configured. */
  redis: RedisConnection | undefined;
  /** The one clock every rule reads "now" and "today" from (movable in tests). */
  clock: Clock;
};
