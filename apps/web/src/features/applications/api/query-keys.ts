/** One root key, so any change to an application refreshes lists, stats and details together. */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  stats: () => [...applicationKeys.all, 'stats'] as const,
};
