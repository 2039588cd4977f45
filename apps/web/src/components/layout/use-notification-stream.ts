import {
  NOTIFICATION_DEFAULT_LIMIT,
  NOTIFICATION_STREAM_EVENTS,
  notificationStreamNotificationSchema,
  notificationStreamUnreadSchema,
  type NotificationList,
} from '@stockyard/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, isApiError } from '../../lib/api-client';

const STREAM_URL = '/api/notifications/stream';
/** After the server refused the stream (or the cookie could not be had): wait, doubling up to the cap. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, raw: string) {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the bell's cached list current from the server's event stream and answers whether the
 * stream is open; while it is not (no EventSource, refused, reconnecting) the caller polls.
 * EventSource cannot send the bearer token, so a cookie for the stream's path is asked for first.
 * The browser reconnects a dropped stream by itself; a refused one (ended session, too many tabs)
 * is retried here after a pause, with a fresh cookie.
 */
export function useNotificationStream(userId: number | undefined, queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let stopped = false;
    let wait = FIRST_RETRY_MS;
    let openedBefore = false;

    const onUnread = (event: MessageEvent<string>) => {
      const data = parse(notificationStreamUnreadSchema, event.data);
      if (!data) return;
      const current = queryClient.getQueryData<NotificationList>(queryKey);
      if (!current || current.unread_count === data.unread_count) return;
      // Read elsewhere (another tab, another device): the count now, the list's read marks next.
      queryClient.setQueryData<NotificationList>(queryKey, { ...current, unread_count: data.unread_count });
      void queryClient.invalidateQueries({ queryKey });
    };
    const onNotification = (event: MessageEvent<string>) => {
      const data = parse(notificationStreamNotificationSchema, event.data);
      if (!data) return;
      const current = queryClient.getQueryData<NotificationList>(queryKey);
      if (!current) {
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      const others = current.notifications.filter((item) => item.id !== data.notification.id);
      queryClient.setQueryData<NotificationList>(queryKey, {
        notifications: [data.notification, ...others].slice(0, NOTIFICATION_DEFAULT_LIMIT),
        unread_count: data.unread_count,
      });
    };

    const retryLater = () => {
      if (stopped) return;
      retry = window.setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    };

    const connect = async () => {
      try {
        // A background request: a refused session (signed out here or elsewhere, which also closes the
        // stream) must not send the reader to /login in the middle of what they are doing; their next
        // own request does that. Nothing to reconnect to then.
        await api.post('/notifications/stream-session', undefined, { skipAuthRedirect: true });
      } catch (error) {
        if (!isApiError(error) || error.status !== 401) retryLater();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(STREAM_URL);
      source = opened;
      opened.onopen = () => {
        wait = FIRST_RETRY_MS;
        setLive(true);
        // Whatever came while the stream was down is fetched once; the first open has the fresh list.
        if (openedBefore) void queryClient.invalidateQueries({ queryKey });
        openedBefore = true;
      };
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, onUnread);
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, onNotification);
      opened.onerror = () => {
        setLive(false);
        // CONNECTING: the browser is already retrying. CLOSED: it gave up (the server refused).
        if (opened.readyState !== EventSource.CLOSED) return;
        opened.close();
        retryLater();
      };
    };

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
      setLive(false);
    };
    // The key is derived from userId; listing it would reconnect on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, queryClient]);

  return live;
}
