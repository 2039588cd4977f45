import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AREA_ROLES } from '@stockyard/domain';
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
 * Serves the built SPA with history fallback: the public pages the build prerendered get their own
 * HTML, other page paths get index.html (the SPA shows its own 404); unknown /api paths answer 404
 * JSON from the error plugin's not-found handler.
 */
/**
 * The public pages the build prerendered (apps/web/build/prerender-pages.ts), path -> file: its
 * manifest names each page, and a second rendering of those that differ in demo mode (the login
 * page's demo accounts box), so the page arrives as it will stay, with nothing moving in later.
 */
export function prerenderedPages(distDir: string, demoMode: boolean): Map<string, string> {
  const file = join(distDir, 'pages/manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    pages: Record<string, string>;
    demo: Record<string, string>;
  };
  return new Map(Object.entries({ ...manifest.pages, ...(demoMode ? manifest.demo : {}) }));
}

/** The signed-in areas: /admin, /employee, /customer and every path below them. */
const AREAS = Object.keys(AREA_ROLES).map((area) => `/${area}`);
const inSignedInArea = (path: string) => AREAS.some((area) => path === area || path.startsWith(`${area}/`));

/**
 * The build's page for the signed-in areas (apps/web/build/app-page.ts): index.html with the files
 * every signed-in screen needs named in its head, so they load beside the entry. index.html when
 * the build has none. A signed-out visitor on such a path fetches them too, then goes to sign in.
 */
const APP_PAGE = 'app.html';

export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir: string; demoMode: boolean }) => {
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
  const prerendered = new Map(
    [...prerenderedPages(options.distDir, options.demoMode)].map(([path, file]) => [path, page(file)]),
  );
  const indexPage = page('index.html');
  const appPage = existsSync(join(options.distDir, APP_PAGE)) ? page(APP_PAGE) : indexPage;
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
    const prerenderedPage = prerendered.get(path);
    if (prerenderedPage) return sendPage(request, reply, prerenderedPage);
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(options.distDir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    return sendPage(request, reply, inSignedInArea(path) ? appPage : indexPage);
  });
});
