import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A build as `npm run build` leaves it: hashed assets with .br and .gz beside them, robots.txt, the
 * prerendered public pages with their manifest (apps/web/build/prerender-pages.ts), and the signed-in
 * areas' page (apps/web/build/app-page.ts) unless `withAppPage` is false.
 */
const APP_PAGE_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/core-def456.js">';

function fakeBuild({ withAppPage = true } = {}): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stockyard-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'pages'));
  const page = (words: string) => `<!doctype html><html><body><div id="root"><h1>${words}</h1></div></body></html>`;
  const pages: [string, string][] = [
    ['pages/landing.html', page('Store more. Worry less.')],
    ['pages/login.html', page('Welcome back')],
    ['pages/login-demo.html', page('Welcome back, demo')],
  ];
  writeFileSync(
    join(dir, 'pages/manifest.json'),
    JSON.stringify({
      pages: { '/': 'pages/landing.html', '/about': 'pages/landing.html', '/login': 'pages/login.html' },
      demo: { '/login': 'pages/login-demo.html' },
    }),
  );
  const script = `console.log(${JSON.stringify('stockyard '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<!-- pad -->'.repeat(100)}</body></html>`;
  const files: [string, string][] = [...pages, ['assets/index-abc123.js', script], ['index.html', html]];
  if (withAppPage) files.push(['app.html', html.replace('</head>', `${APP_PAGE_PRELOAD}</head>`)]);
  for (const [name, content] of files) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // The inlined before-app.js's hash (apps/web/build/inline-head.ts), and a value that is no hash.
  writeFileSync(
    join(dir, 'inline-scripts.json'),
    JSON.stringify(["'sha256-q1w2e3r4t5y6u7i8o9p0AbCdEf+/='", "'unsafe-inline'"]),
  );
  return { dir, script };
}

describe('delivery of the built SPA', () => {
  let t: TestApp;
  let build: ReturnType<typeof fakeBuild>;
  beforeAll(async () => {
    build = fakeBuild();
    t = await createTestApp({ webDistDir: build.dir, demoData: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('when a browser accepts brotli, then a hashed asset is sent precompressed, cached for a year, varying by encoding', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(build.script);
  });

  it("when a hashed asset is sent, then it carries a file's security headers and none of a page's", async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(asset.headers[header], header).toBeUndefined();
    // A page keeps them all, also when it answers an /assets/ path that is no file.
    for (const url of ['/', '/assets/missing.js']) {
      const page = await get(url);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
      // One framing policy (issue 39): frame-ancestors 'none', and no X-Frame-Options beside it.
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options'], url).toBeUndefined();
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('when a client takes only gzip or nothing, then it gets gzip or the plain file', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(build.script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.script);
  });

  it('when a page path is asked, then index.html comes compressed and must be revalidated', async () => {
    const response = await get('/no-such-page', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('/assets/index-abc123.js');
    expect(html).not.toContain('modulepreload');
  });

  it('when a browser revalidates a page it holds, then 304 without a body; a changed copy gets the page', async () => {
    const first = await get('/', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    const stale = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': 'W/"older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<h1>Store more. Worry less.</h1>');
    // Each page has its own validator: index.html's does not stand for the landing page.
    expect((await get('/no-such-page')).headers.etag).not.toBe(etag);
  });

  it('when a browser refuses brotli or takes no encoding, then a page comes gzipped or plain', async () => {
    const gzipped = await get('/login', 'br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>Welcome back</h1>');
    const plain = await get('/login', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Welcome back</h1>');
    expect((await get('/login', '*')).headers['content-encoding']).toBe('br');
  });

  it("when a path of a signed-in area is asked, then the build's app page answers, naming the signed-in screens' files", async () => {
    for (const path of ['/customer/dashboard', '/employee', '/admin/manage-goods?page=2', '/admin/settings/']) {
      const response = await get(path, 'br');
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html, path).toContain(APP_PAGE_PRELOAD);
      expect(html, path).toContain('/assets/index-abc123.js');
    }
    // Only the areas themselves: a path that merely starts with an area's name is any other page.
    for (const path of ['/administrator', '/customers', '/dashboard'])
      expect((await get(path)).body, path).not.toContain('modulepreload');
  });

  it('when a prerendered public page is asked, then its own HTML answers, revalidated like index.html', async () => {
    for (const [path, words] of [
      ['/', 'Store more. Worry less.'],
      ['/about', 'Store more. Worry less.'],
      ['/login', 'Welcome back'],
      ['/login?next=%2Fcustomer%2Fdashboard', 'Welcome back'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toContain(`<h1>${words}</h1>`);
    }
    // A server with the demo accounts sends the page that shows them from the first paint.
    const demo = await createTestApp({ webDistDir: build.dir, demoData: true });
    try {
      const login = await demo.app.inject({ method: 'GET', url: '/login' });
      expect(login.body).toContain('<h1>Welcome back, demo</h1>');
      expect((await demo.app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Store more. Worry less.</h1>');
    } finally {
      await demo.close();
    }
    // Any other page path is the app's shell, with nothing prerendered in it.
    const other = await get('/register/');
    expect(other.body).toContain('/assets/index-abc123.js');
    expect(other.body).not.toContain('<h1>');
  });

  it("when any page is sent, then its policy runs the build's own inline script by hash and no other inline script", async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-q1w2e3r4t5y6u7i8o9p0AbCdEf+/='"]);
  });

  it('when the build has no app page, then the signed-in areas get index.html', async () => {
    const older = fakeBuild({ withAppPage: false });
    const app = await createTestApp({ webDistDir: older.dir, demoData: false });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/admin/manage-goods' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/assets/index-abc123.js');
      expect(response.body).not.toContain('modulepreload');
    } finally {
      await app.close();
      rmSync(older.dir, { recursive: true, force: true });
    }
  });

  it('when robots.txt is asked, then the real file answers, not the app page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('User-agent: *\nAllow: /\n');
  });
});
