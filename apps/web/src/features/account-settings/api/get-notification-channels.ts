import type { NotificationChannels } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const getNotificationChannels = (signal?: AbortSignal) =>
  api.get<NotificationChannels>('/users/me/notification-channels', { signal });

/** Whether push and SMS can be switched on here (the admin's switches, an SMS gateway, a phone to text). */
export const useNotificationChannels = () =>
  useQuery(
    queryOptions({
      queryKey: accountKeys.notificationChannels(),
      queryFn: ({ signal }) => getNotificationChannels(signal),
    }),
  );
