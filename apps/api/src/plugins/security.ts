import cors from '@fastify/cors';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';

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

/**
 * Helmet's headers that govern only a document: what the page may run and load, who may open it,
 * legacy browser switches. A script, stylesheet, font, image or JSON answer ignores them, and on
 * HTTP/1.1 (no header compression) they are sent in full with every answer, often larger than the
 * answer itself, on every one of a screen's many requests. Kept on every answer: nosniff (a script must be served as
 * a script), Cross-Origin-Resource-Policy, Referrer-Policy (a stylesheet's own requests follow it)
 * and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** A JSON answer opened by itself loads nothing and is framed by nobody (OWASP's REST headers). */
const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers an answer needs by what it is: a page (HTML, also one answering an unknown /assets/
 * path) keeps helmet's whole set; a built file (/assets/: scripts, stylesheets, the barcode
 * reader's WebAssembly) and a JSON answer drop the document-only ones, JSON with a deny-all policy.
 */
function trimToAnswerKind(url: string, reply: FastifyReply) {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (contentType.startsWith('text/html')) return;
  const json = /^application\/(?:[\w.+-]+\+)?json/.test(contentType);
  if (!json && !url.startsWith('/assets/')) return;
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  if (json) reply.header('content-security-policy', JSON_ANSWER_POLICY);
}

/** Every rate-limit key starts with it, so other apps can share one Redis database. */
const RATE_LIMIT_NAMESPACE = 'stockyard:rate-limit:';

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // helmet's own middleware, built once: the Fastify wrapper (@fastify/helmet) builds it again on
  // every request, parsing the whole policy each time, for per-route options and nonces this app
  // does not use.
  const setSecurityHeaders = helmet({
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
    // One framing policy: CSP frame-ancestors 'none' on every page and JSON answer. X-Frame-Options
    // beside it said SAMEORIGIN, a second and weaker answer to the same question; every browser that
    // runs this app honours frame-ancestors, which overrides it anyway.
    xFrameOptions: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    trimToAnswerKind(request.url, reply);
    return payload;
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
  // With REDIS_URL the counts live in Redis (the plugin's own store), shared by every process.
  // While Redis is unreachable the limits FAIL OPEN (skipOnError): requests are served uncounted
  // rather than refused, so a Redis outage never takes the API or sign-in down with it; the
  // per-account sign-in lockout is kept in PostgreSQL and still holds. The connection logs when
  // Redis goes away and when it is back (lib/redis.ts), and /api/health reports it.
  await app.register(rateLimit, {
    ...(options.rateLimit ?? { global: false }),
    ...(options.redis && { redis: options.redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true }),
  });
});
