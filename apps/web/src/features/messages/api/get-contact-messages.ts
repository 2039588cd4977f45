import { contactMessageRecordSchema } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const MESSAGES_PAGE_SIZE = 10;
export type MessageFilter = 'all' | 'open' | 'handled';

const inboxPageSchema = z.object({
  messages: z.array(contactMessageRecordSchema),
  total: z.number().int(),
  open: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /api/contact (admin): newest first, filtered, one page; total and open counts of the filter. */
export async function getContactMessages(
  params: { status: MessageFilter; page: number },
  signal?: AbortSignal,
): Promise<InboxPage> {
  const data = await api.get('/contact', {
    query: { status: params.status, skip: (params.page - 1) * MESSAGES_PAGE_SIZE, limit: MESSAGES_PAGE_SIZE },
    signal,
  });
  return inboxPageSchema.parse(data);
}

export const contactMessagesQueryOptions = (params: { status: MessageFilter; page: number }) =>
  queryOptions({
    queryKey: ['contact-messages', params],
    queryFn: ({ signal }) => getContactMessages(params, signal),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(params: { status: MessageFilter; page: number }) {
  return useQuery(contactMessagesQueryOptions(params));
}
