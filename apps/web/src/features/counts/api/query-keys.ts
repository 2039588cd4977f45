import type { CountStatus } from '@stockyard/domain';

/** Every read of the counts feature, under one root, so any count write refreshes them all. */
export const countKeys = {
  all: ['counts'] as const,
  list: (query: { status?: CountStatus; page: number }) => [...countKeys.all, 'list', query] as const,
  detail: (id: number) => [...countKeys.all, 'detail', id] as const,
  review: (id: number) => [...countKeys.all, 'review', id] as const,
};
