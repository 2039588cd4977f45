import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FILTER_KEYS, readGoodsParams, writeGoodsParams, type GoodsListParams } from '../lib/goods-params';

/** Typing pauses this long before the list is asked again, so a word is one request, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

type Update = (changes: Partial<GoodsListParams>, options?: { replace?: boolean }) => void;

/**
 * The goods view (search, filters, page, page size) lives in the URL. Any change other than the
 * page itself returns to page 1 (spec 02 section 9).
 */
export function useGoodsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readGoodsParams(searchParams), [searchParams]);

  const update = useCallback<Update>(
    (changes, options) =>
      setSearchParams((current) => writeGoodsParams(current, 'page' in changes ? changes : { ...changes, page: 1 }), {
        replace: options?.replace,
      }),
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Partial<GoodsListParams>),
    [update],
  );

  const search = useDebouncedSearch(params.search, update);
  return { params, update, clearFilters, search };
}

/** The search box's own text, written to the URL after a pause; a URL change from elsewhere (Clear Filters, Back) is shown in it. */
function useDebouncedSearch(urlSearch: string, update: Update) {
  const [text, setText] = useState(urlSearch);
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  const value = text.trim();
  const settled = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);

  if (urlSearch !== shownUrlSearch) {
    setShownUrlSearch(urlSearch);
    // Our own write arriving back (the settled text) is not news; the reader may already have typed further.
    if (urlSearch !== settled) setText(urlSearch);
  }

  // Written once typing pauses: when the settled text has caught up with what is in the box.
  useEffect(() => {
    if (settled === value && settled !== urlSearch) update({ search: settled }, { replace: true });
  }, [settled, value, urlSearch, update]);

  return { text, setText };
}
