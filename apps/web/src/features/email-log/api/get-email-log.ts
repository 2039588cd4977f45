import { outboxListSchema, type OutboxList, type OutboxStatusName } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const EMAIL_LOG_PAGE_SIZE = 20;
export type EmailLogFilter = 'all' | OutboxStatusName;
export type EmailLogParams = { status: EmailLogFilter; page: number };

/** GET /api/admin/email-log: outgoing messages, newest first, one page of one status. */
export async function getEmailLog(params: EmailLogParams, signal?: AbortSignal): Promise<OutboxList> {
  const query: Record<string, string | number> = { page: params.page, limit: EMAIL_LOG_PAGE_SIZE };
  if (params.status !== 'all') query.status = params.status;
  return outboxListSchema.parse(await api.get('/admin/email-log', { query, signal }));
}

export const emailLogKeys = {
  all: ['email-log'] as const,
  page: (params: EmailLogParams) => ['email-log', params] as const,
};

export const emailLogQueryOptions = (params: EmailLogParams) =>
  queryOptions({
    queryKey: emailLogKeys.page(params),
    queryFn: ({ signal }) => getEmailLog(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEmailLog(params: EmailLogParams) {
  return useQuery(emailLogQueryOptions(params));
}
