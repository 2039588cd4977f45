import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idDoc, submit, validApplication } from '../modules/applications/applications.fixtures.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { isCompressible } from './compression.js';

describe('compression of API answers', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const get = (url: string, encoding?: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('when a browser accepts brotli, then a JSON list over 1 KB comes brotli-compressed and varies by encoding', async () => {
    const plain = await get('/api/goods?limit=50');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await get('/api/goods?limit=50', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('when a browser accepts only gzip, then the answer is gzip', async () => {
    const plain = await get('/api/goods?limit=50');
    const response = await get('/api/goods?limit=50', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('when an answer is under 1 KB, then it is sent as is', async () => {
    const response = await get('/api/health', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('when the goods export streams, then the stream is compressed and decompresses to the CSV', async () => {
    const plain = await get('/api/goods/export');
    const response = await get('/api/goods/export', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-encoding']).toBe('br');
    const csv = brotliDecompressSync(response.rawPayload).toString();
    expect(csv.split('\n')[0]).toBe(plain.body.split('\n')[0]);
    expect(csv.split('\n').length).toBe(plain.body.split('\n').length);
  });

  it('when an uploaded document is downloaded, then it goes back byte for byte, even a text file', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const list = Buffer.from('Sofa, 2 chairs, 14 boxes of books\n'.repeat(100));
    const created = await submit(t.app, customer.headers, {
      data: validApplication(),
      id: idDoc(),
      inventory: { data: list, name: 'inventory.txt', type: 'text/plain' },
    });
    expect(created.statusCode).toBe(201);
    const download = await get(created.json().inventory_list_url, 'br, gzip', customer.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(download.rawPayload, list)).toBe(0);
  });

  it('when a type is live, binary or compressed already, then it is never compressed', () => {
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('application/gzip')).toBe(false);
    expect(isCompressible('application/octet-stream')).toBe(false);
    expect(isCompressible('application/pdf')).toBe(false);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('application/problem+json')).toBe(true);
    expect(isCompressible('text/csv; charset=utf-8')).toBe(true);
  });
});
