import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readPage, sendPage, type Page } from './spa-pages.js';

/**
 * The CSP hashes of the inline scripts the web build put in its pages (apps/web/build/inline-head.ts
 * writes them beside index.html); none without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'inline-scripts.json');
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(hashes)
    ? hashes.filter((hash): hash is string => /^'sha256-[A-Za-z0-9+/=]+'$/.test(String(hash)))
    : [];
}

/**
 * Serves the built SPA with history fallback: built files as they are, every other page path
 * index.html (the SPA shows its own 404); unknown /api paths answer 404 JSON.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web build not found; serving the API only (run npm run build)');
    return;
  }
  // Every page the server sends for a path, read once (spa-pages.ts).
  const files = new Map<string, Page>();
  const page = (file: string) => {
    if (!files.has(file)) files.set(file, readPage(options.distDir, file));
    return files.get(file)!;
  };
  const indexPage = page('index.html');
  // With wildcard off, @fastify/static adds one route per built file (marked by config.file); they
  // are public like the page itself, and without a declaration the auth plugin would refuse them.
  app.addHook('onRoute', (route) => {
    if (route.config && 'file' in route.config) route.config = { ...route.config, access: 'anonymous' };
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build leaves a .br and a .gz beside each text file (apps/web/vite.config.ts): the one the
    // browser accepts is sent as is, nothing is compressed per request.
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated. The plugin's own
    // Cache-Control (max-age=0) is off: it would be written over ours.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Lower case, as @fastify/compress writes it: it then sees the value and does not add it twice.
      res.setHeader('Vary', 'accept-encoding');
    },
  });
  app.get('/*', { config: { access: 'anonymous' }, schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ detail: 'Not Found', code: 'NOT_FOUND' });
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(options.distDir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    return sendPage(request, reply, indexPage);
  });
});
