import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A build as `npm run build` leaves it: hashed assets with .br and .gz beside them, robots.txt, index.html. */
function fakeBuild(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stockyard-dist-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('stockyard '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;
  const files: [string, string][] = [
    ['assets/index-abc123.js', script],
    ['index.html', html],
  ];
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
    expect(stale.body).toContain('/assets/index-abc123.js');
  });

  it('when a browser refuses brotli or takes no encoding, then a page comes gzipped or plain', async () => {
    const gzipped = await get('/login', 'br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<div id="root"></div>');
    const plain = await get('/login', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
    expect((await get('/login', '*')).headers['content-encoding']).toBe('br');
  });

  it('when a public or signed-in page path is asked, then index.html answers, revalidated', async () => {
    for (const path of [
      '/',
      '/about',
      '/login?next=%2Fcustomer%2Fdashboard',
      '/customer/dashboard',
      '/admin/settings/',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toContain('/assets/index-abc123.js');
    }
  });

  it("when any page is sent, then its policy runs the build's own inline script by hash and no other inline script", async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-q1w2e3r4t5y6u7i8o9p0AbCdEf+/='"]);
  });

  it('when robots.txt is asked, then the real file answers, not the app page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('User-agent: *\nAllow: /\n');
  });
});
