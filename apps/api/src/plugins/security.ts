import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { sharedRateLimitStore } from '../lib/rate-limit-store.js';

/** Security headers with a same-origin CSP, CORS only from the allowlist, and the rate limiter. */
export type SecurityOptions = {
  corsOrigins: string[];
  /** CSP hashes ('sha256-...') of the web page's own inline scripts (plugins/spa.ts inlineScriptHashes). */
  inlineScriptHashes?: string[];
  /** The API-wide limit (modules/settings/rate-limit.ts); without it only routes that opt in are limited. */
  rateLimit?: RateLimitPluginOptions;
  /** REDIS_URL's client: every limit then counts across processes; without it, per process. */
  redis?: Redis | undefined;
};

/** A Redis failure is said once a minute at most, not once per request. */
const REDIS_WARNING_INTERVAL_MS = 60_000;

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The barcode reader (Scan Item) compiles its own WebAssembly file; nothing else is allowed.
        // The page's one inline script (before-app.js, inlined by the web build) by its hash.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(options.inlineScriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Documents are opened from blob: URLs in new tabs; COEP would block them.
    crossOriginEmbedderPolicy: false,
  });
  if (options.corsOrigins.length > 0) {
    // Lists put their total in X-Total-Count and records their version in ETag; a browser on another
    // origin may only read them if exposed.
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: false,
      exposedHeaders: ['X-Total-Count', 'ETag'],
    });
  }
  // Routes with their own config.rateLimit (sign-in, registration, contact) keep their stricter limit.
  await app.register(rateLimit, {
    ...(options.rateLimit ?? { global: false }),
    ...(options.redis && { store: sharedStore(app, options.redis) }),
  });
});

function sharedStore(app: FastifyInstance, redis: Redis) {
  let lastWarning = 0;
  return sharedRateLimitStore({
    redis,
    prefix: 'stockyard:rate-limit:',
    onRedisError: (error) => {
      if (Date.now() - lastWarning < REDIS_WARNING_INTERVAL_MS) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'Redis could not count a request: rate limits count per process meanwhile');
    },
  });
}
