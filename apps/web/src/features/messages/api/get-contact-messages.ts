import { contactInboxPageSchema, type ContactInboxFilter, type ContactInboxPage } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactMessageKeys } from '../../../resources/contact-messages';

export const MESSAGES_PAGE_SIZE = 10;
export type MessageFilter = ContactInboxFilter;
export type InboxPage = ContactInboxPage;

/** GET /api/contact (admin): newest first, filtered, one page; total and open counts of the filter. */
export async function getContactMessages(
  params: { status: MessageFilter; page: number },
  signal?: AbortSignal,
): Promise<InboxPage> {
  const data = await api.get('/contact', {
    query: { status: params.status, skip: (params.page - 1) * MESSAGES_PAGE_SIZE, limit: MESSAGES_PAGE_SIZE },
    signal,
  });
  return contactInboxPageSchema.parse(data);
}

export const contactMessagesQueryOptions = (params: { status: MessageFilter; page: number }) =>
  queryOptions({
    queryKey: [...contactMessageKeys.pages(), params],
    queryFn: ({ signal }) => getContactMessages(params, signal),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(params: { status: MessageFilter; page: number }) {
  return useQuery(contactMessagesQueryOptions(params));
}
