import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

// proxy-addr's names for the loopback, link-local and private ranges, accepted beside addresses and CIDRs.
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyEntry = (entry: string) => {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};
/** A hop count (proxies in front, each appending to X-Forwarded-For) or the proxies' addresses/CIDRs. */
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  // Zero hops is the default: no proxy, the connection's own address.
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyEntry)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'must be a hop count (0 to 10) or a comma-separated list of proxy addresses or CIDRs',
  });
  return z.NEVER;
});

/** A key in unpadded base64url, as web-push prints them. */
const base64urlKey = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what} in base64url`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be ${what} in base64url`);

/** Every environment variable the server reads, with its default. README "Configuration" mirrors this. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKUP_DIR: z.string().min(1).optional(),
  // An empty value means unset (the browser suite clears it this way to force the embedded database).
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BACKUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60 * 12),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_LEVEL_PINNED: booleanFlag.default(false),
  // json (production, log collectors) or pretty (npm run dev: readable lines, pino-pretty).
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  DEMO_DATA: booleanFlag.optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  // The public contact form's messages per address a minute (the browser suite sends more than 5 from one address).
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
  API_RATE_LIMIT: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxySetting.optional(),
  // Web Push (RFC 8292): both keys or neither; without them a pair is generated and kept in the database.
  VAPID_PUBLIC_KEY: base64urlKey(65, 'an uncompressed P-256 public key (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: base64urlKey(32, 'a P-256 private key (32 bytes)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag.optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://stock.example.com' })
    .optional(),
  TEST_CLOCK: booleanFlag.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where kept backups are written (default DATA_DIR/backups). With several processes it must be one
   * folder they all mount: any of them may run the schedule or answer a download.
   */
  backupDir: string;
  databaseUrl: string | undefined;
  /** Undefined means: read or create the secret stored in DATA_DIR. */
  jwtSecret: string | undefined;
  /**
   * Signs backups and, when set, encrypts kept and downloaded backups (AES-256-GCM). Undefined
   * means: sign with a key generated once and kept in DATA_DIR, and do not encrypt.
   */
  backupKey: string | undefined;
  tokenTtlMinutes: number;
  corsOrigins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * False (the default): LOG_LEVEL is the start-up level and the admin's Log Level setting decides
   * once the settings are read. True: LOG_LEVEL stays, whatever the setting says.
   */
  logLevelPinned: boolean;
  logFormat: 'json' | 'pretty';
  demoData: boolean;
  loginRateLimitPerMinute: number;
  contactRateLimitPerMinute: number;
  /** The per-client API limit of the admin settings; off where a proxy limits or a test suite floods. */
  apiRateLimit: boolean;
  webDistDir: string | undefined;
  /**
   * Whose X-Forwarded-For to believe: nobody (false), the nearest N hops, or these proxies. The
   * client address everywhere (allow-list, rate limits, audit log) is the right-most untrusted entry.
   */
  trustProxy: false | number | string[];
  /** The server's VAPID pair from the environment; undefined means the pair kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who push services may contact about this sender; else mailto: the SMTP From Address. */
  vapidSubject: string | undefined;
  /**
   * Whether a push subscription may point at plain http or a local/private address. Browsers'
   * push services are public https hosts; anything else would let a user make the server post to
   * its own network. On only for tests and a self-hosted push service.
   */
  pushAllowLocalEndpoints: boolean;
  /**
   * The address people open the app at (behind any proxy), without a trailing slash: mails link to
   * screens under it. Default http://localhost:PORT, right only for a server on this machine.
   */
  publicUrl: string;
  /**
   * Where the rate-limit counters live so that every process counts together; undefined keeps them
   * in each process's memory (docs/operations.md, "Several processes").
   */
  redisUrl: string | undefined;
  /** Tests only: lets an admin move the billing clock (POST /api/billing/test-clock). */
  testClock: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once. A bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a shell or a unit file) means "not set", not an invalid value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a pair from `npx web-push generate-vapid-keys`) or neither',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    backupDir: e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    backupKey: e.BACKUP_KEY,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    logLevelPinned: e.LOG_LEVEL_PINNED,
    logFormat: e.LOG_FORMAT,
    // Demo data is on for the embedded database and off for PostgreSQL unless set explicitly.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerMinute: e.CONTACT_RATE_LIMIT_PER_MINUTE,
    apiRateLimit: e.API_RATE_LIMIT ?? true,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY ?? false,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    pushAllowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    testClock: e.TEST_CLOCK ?? false,
  };
}
