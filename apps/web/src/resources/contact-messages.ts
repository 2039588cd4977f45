import { contactUnhandledCountSchema } from '@stockyard/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * The contact form's messages (admins only): the inbox screen's pages and the navigation bar's
 * unhandled count live under one root, so a write on the inbox (handled, open again, deleted)
 * that invalidates the root refreshes the count too.
 */
export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  pages: () => [...contactMessageKeys.all, 'pages'] as const,
  unhandledCount: () => [...contactMessageKeys.all, 'unhandled-count'] as const,
};

/** GET /api/contact/unhandled-count: the number on the inbox icon. */
export async function getUnhandledCount(signal?: AbortSignal): Promise<number> {
  return contactUnhandledCountSchema.parse(await api.get('/contact/unhandled-count', { signal })).unhandled_count;
}

export const unhandledCountQueryOptions = () =>
  queryOptions({ queryKey: contactMessageKeys.unhandledCount(), queryFn: ({ signal }) => getUnhandledCount(signal) });
