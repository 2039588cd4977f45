import { CONTACT_INBOX_PATH, type NotificationList } from '@stockyard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Inbox from 'lucide-react/icons/inbox';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';
import { contactMessageKeys, unhandledCountQueryOptions } from '../../resources/contact-messages';
import { notificationsQueryOptions } from '../../resources/notifications';
import { Link } from 'react-router';
import { CountBadge } from './count-badge';

/** The id of the newest bell notification that points at the inbox (0: none in the list). */
const newestInboxNews = (list: NotificationList) =>
  list.notifications.reduce(
    (newest, item) => (item.link === CONTACT_INBOX_PATH ? Math.max(newest, item.id) : newest),
    0,
  );

/**
 * The number of unhandled messages. New ones are noticed through the bell rather than a poll of
 * our own: each contact message gives every admin a bell notification linking to the inbox, which
 * the bell's event stream (or its 30 s poll while the stream is down) puts in the shared cache, so
 * a newer one than seen asks for the count again. Marking handled, opening again or deleting on
 * the inbox invalidates the count (features/messages); coming back to the tab asks again, as
 * another admin may have handled some meanwhile.
 */
function useUnhandledCount(userId: number | undefined): number {
  const queryClient = useQueryClient();
  const count = useQuery({ ...unhandledCountQueryOptions(), refetchOnWindowFocus: true });
  // Reads the bell's cached list and never fetches it: the bell does.
  const news = useQuery({ ...notificationsQueryOptions(userId), enabled: false, select: newestInboxNews });
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (news.data === undefined) return;
    if (seen.current !== undefined && news.data > seen.current) {
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.unhandledCount() });
    }
    seen.current = Math.max(seen.current ?? 0, news.data);
  }, [news.data, queryClient]);
  return count.data ?? 0;
}

/** The admin's inbox icon (the contact form's messages) with the count of unhandled ones. */
export function MessagesButton() {
  const { t } = useTranslation(['common']);
  const { user } = useAuth();
  const unhandled = useUnhandledCount(user?.id);
  const label = unhandled > 0 ? t('common:nav.messagesUnhandled', { count: unhandled }) : t('common:nav.messages');
  return (
    <Link
      to={CONTACT_INBOX_PATH}
      aria-label={label}
      title={label}
      className="relative flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
    >
      <Inbox aria-hidden="true" className="size-5" />
      <CountBadge count={unhandled} testId="messages-unhandled" />
    </Link>
  );
}
