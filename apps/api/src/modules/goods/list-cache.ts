import type { GoodsFilter } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { goodsListVersion, listGoods, type GoodsPage } from './goods.repository.js';

/**
 * The goods list's exact totals are its expensive part: counting 100,000 rows, or 10,000 trigram
 * matches, costs 15-25 ms of database time per request, while the page itself costs under 1 ms.
 * People page through and re-open the same views, so pages and totals are remembered, each with
 * the goods-list version they were read at. Every request still reads the current version (one
 * primary-key lookup); an entry is used only while no transaction that changed goods or branches
 * has committed since, so a cached answer is never stale, whichever process served the change.
 */
export type GoodsListCache = ReturnType<typeof createGoodsListCache>;

type Entry<T> = { version: number; value: T };

const MAX_ENTRIES = 2000;

function lruMap<T>() {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, version: number): T | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, version: number, value: T) {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    clear: () => entries.clear(),
  };
}

export function createGoodsListCache(db: Db) {
  const pages = lruMap<GoodsPage>();
  const totals = lruMap<number>();

  return {
    async list(filter: GoodsFilter, today: string, page: { offset: number; limit: number }): Promise<GoodsPage> {
      const { sort, ...matching } = filter;
      // `today` is part of the key: the stock and expiry states depend on the date.
      const totalKey = JSON.stringify([today, matching]);
      const pageKey = JSON.stringify([totalKey, sort, page.offset, page.limit]);
      const cached = pages.get(pageKey, await goodsListVersion(db));
      if (cached) return cached;
      // The version and the rows must come from one snapshot, or a change committed in between
      // would be cached under the new version with the old rows.
      return db.transaction(
        async (tx) => {
          const version = await goodsListVersion(tx);
          const result = await listGoods(tx, filter, today, page, totals.get(totalKey, version));
          pages.set(pageKey, version, result);
          totals.set(totalKey, version, result.total);
          return result;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
    clear() {
      pages.clear();
      totals.clear();
    },
  };
}
