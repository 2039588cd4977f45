import { NOTIFICATION_POLL_FALLBACK_MS, type NotificationList } from '@stockyard/domain';
import Bell from 'lucide-react/icons/bell';
import BellOff from 'lucide-react/icons/bell-off';
import CheckCheck from 'lucide-react/icons/check-check';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useFormatDate } from '../../lib/dates';
import { playChime } from '../../lib/chime';
import { useDisplayPreferences } from '../../lib/theme-preferences';
import {
  notificationKeys,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
} from '../../resources/notifications';
import { CountBadge } from './count-badge';
import { useNotificationStream } from './use-notification-stream';

/**
 * News arrives live on the event stream; only while that is not open does the bell ask every 30 s.
 * Opening it asks at once either way.
 */
function useNotifications(userId: number | undefined) {
  const live = useNotificationStream(userId, notificationKeys.list(userId));
  const list = useNotificationList(userId, live ? false : NOTIFICATION_POLL_FALLBACK_MS);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  return { list, markRead, markAllRead };
}

/**
 * Chimes when a notification newer than any seen on this page arrives (a poll or opening the bell),
 * for employees with Sound Effects on: theirs is the only settings screen with that switch.
 */
function useChimeOnNews(list: NotificationList | undefined, role: string | undefined) {
  const { soundEnabled } = useDisplayPreferences();
  const chime = role === 'employee' && soundEnabled;
  const newestSeen = useRef<number | null>(null);
  const newest = list ? Math.max(0, ...list.notifications.map((item) => item.id)) : null;
  useEffect(() => {
    if (newest === null) return;
    if (chime && newestSeen.current !== null && newest > newestSeen.current) playChime();
    newestSeen.current = Math.max(newestSeen.current ?? 0, newest);
  }, [newest, chime]);
}

function BellWithBadge({ count }: { count: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      <CountBadge count={count} testId="notifications-unread" />
    </>
  );
}

/**
 * The bell of the navigation bar: unread count, the newest notifications, mark read on click and
 * 'Mark all as read'.
 */
export function NotificationsButton() {
  const dates = useFormatDate();
  const { t } = useTranslation(['common']);
  const translate = useTranslateMessage();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { list, markRead, markAllRead } = useNotifications(user?.id);
  useChimeOnNews(list.data, user?.role);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = list.data?.unread_count ?? 0;
  const updateError = markRead.error ?? markAllRead.error;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    if (!open) void list.refetch();
    setOpen(!open);
  };

  const onItem = (id: number, read: boolean, link: string | null) => {
    if (!read) markRead.mutate(id);
    if (link) {
      setOpen(false);
      void navigate(link);
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? t('common:notifications.unread', { count: unread }) : t('common:notifications.title')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className="relative flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
      >
        <BellWithBadge count={unread} />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('common:notifications.list')}
          className="fixed inset-x-4 top-16 z-50 rounded-xl border border-gray-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
            <p className="text-sm font-semibold text-gray-900">{t('common:notifications.title')}</p>
            <Button
              variant="link"
              size="sm"
              className="text-sm"
              disabled={unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('common:notifications.markAllRead')}
            </Button>
          </div>
          {updateError && (
            <p role="alert" className="border-b border-red-100 bg-red-50 px-4 py-2 text-sm text-red-700">
              {errorMessage(updateError, t('common:notifications.updateFailed'))}
            </p>
          )}
          <div className="max-h-[min(24rem,calc(100dvh-8rem))] overflow-y-auto">
            {list.isPending ? (
              <div className="flex justify-center p-6 text-brand-600">
                <Spinner label={t('common:notifications.loading')} />
              </div>
            ) : list.isError ? (
              <div role="alert" className="space-y-2 p-4 text-sm text-red-700">
                <p>{errorMessage(list.error, t('common:notifications.loadFailed'))}</p>
                <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                  {t('common:notifications.retry')}
                </Button>
              </div>
            ) : list.data.notifications.length === 0 ? (
              <div className="m-4 flex items-center gap-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-600">
                <BellOff aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
                {t('common:notifications.empty')}
              </div>
            ) : (
              <ul className="divide-y divide-gray-100">
                {list.data.notifications.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => onItem(item.id, item.read, item.link)}
                      className={cn(
                        'flex w-full gap-3 px-4 py-3 text-left text-sm hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset',
                        !item.read && 'bg-brand-50/60',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'mt-1.5 size-2 shrink-0 rounded-full',
                          item.read ? 'bg-transparent' : 'bg-brand-600',
                        )}
                      />
                      <span className="min-w-0 flex-1">
                        {!item.read && <span className="sr-only">{t('common:notifications.unreadPrefix')}</span>}
                        <span className={cn('block text-gray-900', !item.read && 'font-semibold')}>
                          {translate(item.title)}
                        </span>
                        <span className="block text-gray-600">{translate(item.message)}</span>
                        <span className="mt-1 block text-xs text-gray-500">{dates.dateTime(item.created_at)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
