import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { strictBodyValidatorCompiler } from './lib/strict-body.js';
import type { AppContext } from './app-context.js';
import type { HostResolver } from './modules/push/push-address.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './lib/logging.js';
import { openRedis } from './lib/redis.js';
import { DEFAULT_WEB_DIST } from './lib/paths.js';
import { checkBackupKey, checkServerSecret } from './lib/server-identity.js';
import { resolveBackupKey, resolveJwtSecret } from './lib/secret.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createClock, type Clock } from './lib/clock.js';
import { followSiteTimeZone } from './modules/billing/site-time-zone.js';
import { agreementRoutes } from './modules/agreements/agreements.routes.js';
import { lifecycleRoutes } from './modules/agreements/lifecycle.routes.js';
import { lotPhotoRoutes } from './modules/agreements/lot-photo.routes.js';
import { applicationRoutes } from './modules/applications/applications.routes.js';
import { assignmentRoutes } from './modules/assignments/assignments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { avatarRoutes } from './modules/avatar/avatar.routes.js';
import { backupRoutes } from './modules/backups/backups.routes.js';
import { billingModule } from './modules/billing/index.js';
import { branchRoutes } from './modules/branches/branches.routes.js';
import { channelRoutes } from './modules/channels/channels.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { customerGoodsRoutes } from './modules/customer-goods/customer-goods.routes.js';
import { databaseRoutes } from './modules/database/database.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { employeeRoutes } from './modules/employee/employee.routes.js';
import { goodsRoutes } from './modules/goods/goods.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { readyRoutes } from './modules/health/ready.routes.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { labelRoutes } from './modules/labels/labels.routes.js';
import { transferRoutes } from './modules/transfers/transfers.routes.js';
import { countRoutes } from './modules/counts/counts.routes.js';
import { startJobRunner, type JobRunnerOptions } from './modules/jobs/job-runner.js';
import { upgradeQueues } from './modules/jobs/queue-upgrades.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { reminderJobs } from './modules/reminders/reminders.jobs.js';
import { alertJobs } from './modules/alerts/alerts.jobs.js';
import { alertRoutes } from './modules/alerts/alerts.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { followLogLevelSetting } from './modules/settings/log-level.js';
import { followQueryTimeoutSetting } from './modules/settings/query-timeout.js';
import { apiRateLimitOptions } from './modules/settings/rate-limit.js';
import { sealPlainSettingsSecrets, settingsSealerFor } from './modules/settings/settings-secrets.js';
import { normaliseStoredPhones } from './modules/settings/stored-phones.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { sealPlainTotpSecrets, totpSealerFor } from './modules/two-factor/two-factor.service.js';
import { meRoutes } from './modules/me/me.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { inlineScriptHashes, spaPlugin } from './plugins/spa.js';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 treats a bare number as "trust nobody", so a hop
 * count becomes proxy-addr's hop function: the nearest `hops` addresses (the peer first) are proxies.
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * logStream: where log lines go when not to stdout (the tests read them back to check nothing secret
 * is written). jobs: false for a process that works no background jobs (most API tests; messages
 * still reach the outbox), else the runner's timings (defaults for a server).
 */
export type BuildOptions = {
  logStream?: DestinationStream;
  jobs?: false | Omit<JobRunnerOptions, 'connectionString'>;
  /** Resolves push endpoints' host names; tests make names resolve to chosen addresses. */
  resolveHost?: HostResolver;
  /** The clock the rules read; tests give one they can move. */
  clock?: Clock;
};

/** Builds the whole application on an open database; used by server.ts and by the tests. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream, config.logFormat),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const serverSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  // Before anything reads a sealed setting or the push keys with the wrong secret.
  await checkServerSecret(database.db, serverSecret);
  await checkBackupKey(database.db, resolveBackupKey(config.backupKey, config.dataDir));
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  app.addHook('onClose', async () => redis?.close());
  const context: AppContext = {
    db: database.db,
    engine: database.engine,
    pool: database.pool,
    config,
    ping: database.ping,
    totpSealer: totpSealerFor(serverSecret),
    settingsSealer: settingsSealerFor(serverSecret),
    jobs: await jobRunnerFor(app, database, options.jobs),
    redis,
    clock: options.clock ?? createClock(),
    ...(options.resolveHost && { resolveHost: options.resolveHost }),
  };
  await followSiteTimeZone(app, database.db, context.clock);
  await sealPlainTotpSecrets(database.db, context.totpSealer);
  await sealPlainSettingsSecrets(database.db, context.settingsSealer);
  const phones = await normaliseStoredPhones(database.db);
  if (phones > 0) app.log.info({ phones }, 'stored phone numbers rewritten in E.164');

  // Before the other request hooks, so their lines are written at the admin's level.
  if (!config.logLevelPinned) followLogLevelSetting(app, database.db);
  // Before the auth hook, whose queries already run under it.
  followQueryTimeoutSetting(app, database.db, database.queryTimeout);
  await app.register(errorsPlugin, { queryTimeoutSeconds: () => database.queryTimeout.seconds });
  // Before the routes and the static files, so its hook runs for all of them.
  await app.register(compressionPlugin);
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    inlineScriptHashes: inlineScriptHashes(webDistDir),
    rateLimit: config.apiRateLimit ? apiRateLimitOptions(database.db) : undefined,
    redis: redis?.client,
  });
  await app.register(authPlugin, {
    db: database.db,
    secret: serverSecret,
    tokenTtlMinutes: config.tokenTtlMinutes,
  });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      await api.register(readyRoutes, context);
      await api.register(settingsRoutes, context);
      await api.register(databaseRoutes, context);
      await api.register(backupRoutes, context);
      await api.register(contactRoutes, context);
      await api.register(authRoutes, context);
      await api.register(meRoutes, context);
      await api.register(twoFactorRoutes, context);
      await api.register(avatarRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(userRoutes, context);
      await api.register(dashboardRoutes, context);
      await api.register(branchRoutes, context);
      await api.register(goodsRoutes, context);
      await api.register(customerGoodsRoutes, context);
      await api.register(inventoryRoutes, context);
      await api.register(transferRoutes, context);
      await api.register(labelRoutes, context);
      await api.register(countRoutes, context);
      await api.register(applicationRoutes, context);
      await api.register(agreementRoutes, context);
      await api.register(lifecycleRoutes, context);
      await api.register(lotPhotoRoutes, context);
      await api.register(notificationRoutes, context);
      await api.register(pushRoutes, context);
      await api.register(channelRoutes, context);
      await api.register(assignmentRoutes, context);
      await api.register(employeeRoutes, context);
      await api.register(messagesRoutes, context);
      await api.register(reminderJobs, context);
      await api.register(alertRoutes, context);
      await api.register(alertJobs, context);
      await api.register(billingModule, context);
    },
    { prefix: '/api' },
  );
  // After every module has registered its queues: what an earlier release left in the job queue.
  const upgraded = await upgradeQueues(database.db);
  if (upgraded.dropped.length > 0 || upgraded.requeuedMessages > 0) app.log.info(upgraded, 'queue upgrades done');

  await app.register(spaPlugin, { distDir: webDistDir });
  return app;
}

/**
 * The job runner on the app's database (its own small pool), stopped when the app closes. With
 * jobs: false it works no queue, but the queues exist and jobs are sent, so whichever process
 * works them delivers what this one queues.
 */
async function jobRunnerFor(app: FastifyInstance, database: Database, options: BuildOptions['jobs']) {
  const connectionString = database.pool.options.connectionString;
  if (!connectionString) throw new Error('The job runner needs the database connection string');
  const jobs = await startJobRunner({
    ...(options === false ? { work: false } : options),
    connectionString,
    onError: (error) => app.log.error({ err: error }, 'job runner error'),
  });
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
