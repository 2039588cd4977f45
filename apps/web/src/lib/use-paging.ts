import { useState } from 'react';

/** What a react-query answer says about whether its page is the one asked for. */
type PageAnswer = { isSuccess: boolean; isPlaceholderData: boolean };

/** The page of a list shown a page at a time, and the props of the Pagination under it. */
export function usePaging(pageSize: number) {
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    /** Another filter or search: back to the first page. */
    restart: () => setPage(1),
    /**
     * A deletion or a filter can leave the page past the end: step back to the last page that
     * exists. Called while rendering (not in an effect), so the empty page past the end never paints.
     */
    keepInRange: (total: number, answer: PageAnswer) => {
      const lastPage = Math.max(1, Math.ceil(total / pageSize));
      if (answer.isSuccess && !answer.isPlaceholderData && page > lastPage) setPage(lastPage);
    },
    /** Pagination's page, size, total and page change for `total` items. */
    controls: (total: number) => ({ page, pageSize, total, onPageChange: setPage }),
  };
}
