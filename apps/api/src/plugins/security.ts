import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers with a same-origin CSP, CORS only from the allowlist, and the rate limiter. */
export type SecurityOptions = {
  corsOrigins: string[];
  /** The API-wide limit (modules/settings/rate-limit.ts); without it only routes that opt in are limited. */
  rateLimit?: RateLimitPluginOptions;
};

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  await app.register(rateLimit, options.rateLimit ?? { global: false });
});
