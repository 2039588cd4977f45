import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSidePool } from '../src/db/client.js';
import { SEARCH_SESSION_SETTINGS } from '../src/modules/goods/goods.repository.js';
import { createTestApp, type TestApp } from './test-app.js';

const setting = async (db: TestApp['db']) =>
  ((await db.execute(sql`show enable_seqscan`)) as unknown as { rows: { enable_seqscan: string }[] }).rows[0]
    ?.enable_seqscan;

describe('the search side pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when a side pool is opened with the search settings, then its sessions have them and the main pool does not', async () => {
    const side = openSidePool(t.database.pool, SEARCH_SESSION_SETTINGS);
    try {
      expect(await setting(side.db)).toBe('off');
      expect(await setting(t.db)).toBe('on');
    } finally {
      await side.close();
    }
  });
});
