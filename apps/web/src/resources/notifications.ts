import { notificationListSchema, notificationSchema, type NotificationList } from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * The signed-in user's notifications (the navbar bell, kept live by the event stream). One key per
 * user, so a mark-read or a streamed event changes the one cached list every view reads.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number | undefined) => [...notificationKeys.all, userId] as const,
};

/** GET /api/notifications: the newest notifications and the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return notificationListSchema.parse(await api.get('/notifications', { signal }));
}

export const notificationsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: ({ signal }) => getNotifications(signal) });

/**
 * `pollMs`: how often to ask while the live stream is not open (false: not at all); `start`: false
 * holds the first request (a refetch still asks).
 */
export function useNotificationList(userId: number | undefined, pollMs: number | false, start = true) {
  return useQuery({
    ...notificationsQueryOptions(userId),
    enabled: start && userId !== undefined,
    refetchInterval: pollMs,
  });
}

/** POST /api/notifications/{id}/read: the one item is marked at once, the list is read again after. */
export function useMarkNotificationRead(userId: number | undefined) {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.list(userId);
  return useMutation({
    mutationFn: async (id: number) => notificationSchema.parse(await api.post(`/notifications/${id}/read`)),
    onSuccess: (updated) =>
      queryClient.setQueryData<NotificationList>(queryKey, (current) =>
        current
          ? {
              notifications: current.notifications.map((item) => (item.id === updated.id ? updated : item)),
              unread_count: Math.max(0, current.unread_count - 1),
            }
          : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}
