import type pg from 'pg';
import { openSidePool, type Db } from '../../db/client.js';
import {
  GOODS_LIST_VERSION,
  goodsListVersion,
  listGoods,
  SEARCH_SESSION_SETTINGS,
  type GoodsPage,
  type ScopedGoodsFilter,
} from './goods.repository.js';

type Entry<T> = { version: number; value: T };

const MAX_ENTRIES = 2000;

/** Connections of the search side pool: searches beyond this many at once wait for one. */
export const SEARCH_POOL_SIZE = 5;

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

/**
 * The goods list's exact totals are its expensive part: counting every row, or every trigram match
 * of a common term, grows with the table, while the page itself reads a few rows by index.
 * People page through and re-open the same views, so pages and totals are remembered, each with
 * the goods-list version they were read at. Every request still reads the current version (one
 * primary-key lookup, or none: the auth hook reads the counters with the session, see
 * findSessionUser); an entry is used only while no transaction that changed goods or branches
 * has committed since, so a cached answer is never stale, whichever process served the change.
 * A miss costs one more statement: rows and total together.
 */
export function createGoodsListCache(db: Db, pool: pg.Pool) {
  const pages = lruMap<GoodsPage>();
  const totals = lruMap<number>();
  const search = openSidePool(pool, SEARCH_SESSION_SETTINGS, SEARCH_POOL_SIZE);

  return {
    /** `versions`: the counters read earlier in this request, so the version costs no round trip. */
    async list(
      filter: ScopedGoodsFilter,
      today: string,
      page: { offset: number; limit: number },
      versions: Readonly<Record<string, number>> | null = null,
    ): Promise<GoodsPage> {
      const { sort, ...matching } = filter;
      // `today` is part of the key: the stock and expiry states depend on the date.
      const totalKey = JSON.stringify([today, matching]);
      const pageKey = JSON.stringify([totalKey, sort, page.offset, page.limit]);
      // Read before the page either way (here or with the session), which is what makes it safe.
      const version = versions?.[GOODS_LIST_VERSION] ?? (await goodsListVersion(db));
      const cached = pages.get(pageKey, version);
      if (cached) return cached;
      // The page is read after the version, so it is at least as new as that version: stored under
      // it, it can only be served while no change has committed since, when it is exact. (A change
      // committed in between makes the current version newer for good, so the entry never serves.)
      // The rows and the total come from one statement, hence one snapshot, without a transaction.
      const read = (executor: Db) => listGoods(executor, filter, today, page, totals.get(totalKey, version));
      const result = await read(filter.search ? search.db : db);
      pages.set(pageKey, version, result);
      totals.set(totalKey, version, result.total);
      return result;
    },
    clear() {
      pages.clear();
      totals.clear();
    },
    close: () => search.close(),
  };
}
