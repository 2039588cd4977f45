import type { ContactMessageRecord } from '@stockyard/domain';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import { Badge } from '../../../components/ui/badge';
import { useFormatDate } from '../../../lib/dates';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';

type MessageListProps = {
  messages: ContactMessageRecord[];
  onOpen: (message: ContactMessageRecord) => void;
  stale: boolean;
};

/** One button per message: sender, subject, the start of the text, when, and open or handled. */
export function MessageList({ messages, onOpen, stale }: MessageListProps) {
  const format = useFormatDate();
  const { t } = useTranslation(['admin']);
  return (
    <ul
      aria-label={t('admin:inbox.list')}
      className={cn(
        'divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm',
        stale && 'opacity-60',
      )}
    >
      {messages.map((message) => {
        const Icon = message.handled ? MailOpen : Mail;
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onOpen(message)}
              className="flex w-full items-start gap-3 px-4 py-4 text-left hover:bg-gray-50 focus-visible:bg-gray-50 sm:px-5"
            >
              <Icon
                aria-hidden="true"
                className={cn('mt-0.5 size-5 shrink-0', message.handled ? 'text-gray-400' : 'text-brand-600')}
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className={cn('text-sm text-gray-900', !message.handled && 'font-semibold')}>
                    {message.subject}
                  </span>
                  <Badge tone={message.handled ? 'gray' : 'brand'}>
                    {message.handled ? t('admin:message.handled') : t('admin:message.open')}
                  </Badge>
                </span>
                <span className="mt-0.5 block text-sm text-gray-600">
                  {message.name} · {message.email}
                </span>
                <span className="mt-1 block truncate text-sm text-gray-500">{message.message}</span>
              </span>
              <time dateTime={message.created_at} className="shrink-0 text-xs whitespace-nowrap text-gray-500">
                {format.dateTime(message.created_at)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
