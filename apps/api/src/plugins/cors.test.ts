import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

describe('cross-origin access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: ['https://ops.example.com'] });
  });
  afterAll(() => t.close());

  it('when an allowed origin lists users, then it may read the X-Total-Count header', async () => {
    const { headers } = await signIn(t.app, DEMO.admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { ...headers, origin: 'https://ops.example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://ops.example.com');
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('x-total-count');
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('when another origin calls, then no CORS header allows it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/branches',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
