import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A built HTML page held in memory, with the compressed copies the build left beside it. */
export type Page = {
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
  lastModified: string;
};

type Encoding = 'br' | 'gzip';

/** In the order the server prefers them: brotli is the smaller. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The page the server answers most (index.html) is read once at start, as are the policy's script
 * hashes beside it: a new build needs a restart. From memory a page is one write; from disk it is a
 * stat, an open and reads, each a turn of the event loop that waits behind every other request's.
 */
export function readPage(distDir: string, file: string): Page {
  const path = join(distDir, file);
  const identity = readFileSync(path);
  const encoded: Page['encoded'] = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(path + suffix)) encoded[encoding] = readFileSync(path + suffix);
  }
  return {
    identity,
    encoded,
    // Weak: the compressed copies carry it too, and they are the same page.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    lastModified: statSync(path).mtime.toUTCString(),
  };
}

/** Whether the browser's copy is this page (If-None-Match, or If-Modified-Since without it). */
function isFresh(request: FastifyRequest, page: Page): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === page.etag.slice(2));
  const since = request.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(page.lastModified);
}

/** Sends a page: revalidated on every visit (no-cache with validators), compressed as accepted. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    // Lower case, as @fastify/compress writes it: it then sees the value and does not add it twice.
    .header('Vary', 'accept-encoding')
    .header('ETag', page.etag)
    .header('Last-Modified', page.lastModified);
  if (isFresh(request, page)) return reply.code(304).send();
  // The negotiator @fastify/static and @fastify/compress use, so pages and files agree.
  const available = ENCODINGS.filter((encoding) => page.encoded[encoding]);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && available.length > 0 ? negotiate(accepted, available) : null;
  if (!encoding) return reply.send(page.identity);
  return reply.header('Content-Encoding', encoding).send(page.encoded[encoding]);
}
