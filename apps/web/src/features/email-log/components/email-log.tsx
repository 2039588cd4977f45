import { type OutboxMessageView, type OutboxStatusName } from '@stockyard/domain';
import MailX from 'lucide-react/icons/mail-x';
import Send from 'lucide-react/icons/send';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { StatusFilter } from '../../../components/ui/status-filter';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { EMAIL_LOG_PAGE_SIZE, useEmailLog, type EmailLogFilter } from '../api/get-email-log';
import { useSendMessageNow } from '../api/requeue-messages';
import { useResendMessage } from '../api/resend-message';
import { MailConfigAlert } from './mail-config-alert';
import { QueueHealth } from './queue-health';
import { usePaging } from '../../../lib/use-paging';

const FILTERS = [
  { value: 'all', label: 'admin:emailLog.all' },
  { value: 'pending', label: 'admin:emailLog.pending' },
  { value: 'sent', label: 'admin:emailLog.sent' },
  { value: 'failed', label: 'admin:emailLog.failed' },
] as const satisfies readonly { value: EmailLogFilter; label: string }[];

const STATUS_KEYS = {
  pending: 'admin:emailLog.pending',
  sent: 'admin:emailLog.sent',
  failed: 'admin:emailLog.failed',
} as const satisfies Record<OutboxStatusName, string>;

const CHANNEL_KEYS = {
  email: 'admin:emailLog.channelEmail',
  push: 'admin:emailLog.channelPush',
  sms: 'admin:emailLog.channelSms',
} as const satisfies Record<OutboxMessageView['channel'], string>;

const STATUS_TONES: Record<OutboxStatusName, BadgeTone> = { pending: 'amber', sent: 'green', failed: 'red' };

const EMPTY_TEXT = {
  all: 'admin:emailLog.emptyAll',
  pending: 'admin:emailLog.emptyPending',
  sent: 'admin:emailLog.emptySent',
  failed: 'admin:emailLog.emptyFailed',
} as const satisfies Record<EmailLogFilter, string>;

/** Admin: every outgoing message with its delivery state; failed ones can be sent again, pending ones now. */
export function EmailLog() {
  const [filter, setFilter] = useState<EmailLogFilter>('all');
  const paging = usePaging(EMAIL_LOG_PAGE_SIZE);
  const { t } = useTranslation(['admin']);
  const log = useEmailLog({ status: filter, page: paging.page });
  const resend = useResendMessage();
  const sendNow = useSendMessageNow();
  const total = log.data?.total ?? 0;
  paging.keepInRange(total, log);

  // A failed message goes back to the queue; a pending one is tried at once.
  const requeueOne = (message: OutboxMessageView) =>
    (message.status === 'failed' ? resend : sendNow).mutate(message.id, {
      onSuccess: () =>
        toast.success(t(message.status === 'failed' ? 'admin:emailLog.resent' : 'admin:emailLog.sentNow')),
      onError: (error) => toast.error(errorMessage(error, t('admin:emailLog.resendFailed'))),
    });
  const busyId = resend.isPending ? resend.variables : sendNow.isPending ? sendNow.variables : undefined;

  return (
    <>
      <PageHeader
        title={t('admin:emailLog.title')}
        description={t('admin:emailLog.description')}
        backTo="/admin/settings"
        backLabel={t('admin:emailLog.backToSettings')}
      />
      <div className="space-y-4">
        <StatusFilter
          label={t('admin:emailLog.show')}
          options={FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            paging.restart();
          }}
        />

        {log.data?.mail_config_error && <MailConfigAlert failure={log.data.mail_config_error} />}
        {log.data && <QueueHealth queue={log.data.queue} />}

        {log.isError && (
          <LoadError query={log} title={t('admin:emailLog.loadFailed')} fallback={t('admin:emailLog.loadFallback')} />
        )}

        <MessageTable
          messages={log.data?.messages ?? []}
          loading={log.isPending}
          stale={log.isPlaceholderData}
          onRequeue={requeueOne}
          busyId={busyId}
          empty={
            log.data ? (
              <EmptyState icon={MailX} title={t('admin:emailLog.none')} description={t(EMPTY_TEXT[filter])} />
            ) : null
          }
        />
        {log.data && log.data.messages.length > 0 && (
          <Pagination {...paging.controls(total)} itemLabel={(count) => t('admin:emailLog.items', { count })} />
        )}
      </div>
    </>
  );
}

type MessageTableProps = {
  messages: readonly OutboxMessageView[];
  loading: boolean;
  stale: boolean;
  empty: ReactNode;
  onRequeue: (message: OutboxMessageView) => void;
  busyId: number | undefined;
};

// Cells of several lines (a subject with its error) keep their neighbours at the top from md up.
const TOP = 'md:align-top';

function MessageTable({ messages, loading, stale, empty, onRequeue, busyId }: MessageTableProps) {
  const format = useFormatDate();
  const { number } = useNumberFormats();
  const { t } = useTranslation(['admin']);
  const columns: DataTableColumn<OutboxMessageView>[] = [
    {
      id: 'recipient',
      header: t('admin:emailLog.recipient'),
      phone: 'full',
      phoneLabel: null,
      className: TOP,
      cell: (message) => (
        <>
          <span className="block text-gray-900">{message.to_address ?? '—'}</span>
          {message.username && <span className="block text-xs text-gray-500">{message.username}</span>}
        </>
      ),
    },
    {
      id: 'subject',
      header: t('admin:emailLog.subject'),
      phone: 'full',
      className: cn(TOP, 'md:max-w-xs'),
      cell: (message) => (
        <>
          <span className="block text-gray-900">{message.subject}</span>
          {message.last_error && (
            <span className="mt-1 block text-xs wrap-anywhere text-red-700">
              {t('admin:emailLog.lastError', { error: message.last_error })}
            </span>
          )}
          {message.status === 'pending' && message.attempts > 0 && message.next_attempt_at && (
            <span className="mt-1 block text-xs text-gray-500">
              {t('admin:emailLog.nextAttempt', { date: format.dateTime(message.next_attempt_at) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'channel',
      header: t('admin:emailLog.channel'),
      className: TOP,
      cell: (message) => t(CHANNEL_KEYS[message.channel]),
    },
    {
      id: 'status',
      header: t('admin:emailLog.status'),
      className: TOP,
      cell: (message) => <Badge tone={STATUS_TONES[message.status]}>{t(STATUS_KEYS[message.status])}</Badge>,
    },
    {
      id: 'attempts',
      header: t('admin:emailLog.attempts'),
      className: cn(TOP, 'tabular-nums'),
      cell: (message) => number(message.attempts),
    },
    {
      id: 'created',
      header: t('admin:emailLog.created'),
      className: cn(TOP, 'whitespace-nowrap text-gray-600'),
      cell: (message) => <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>,
    },
    {
      id: 'sent',
      header: t('admin:emailLog.sentAt'),
      className: cn(TOP, 'whitespace-nowrap text-gray-600'),
      cell: (message) =>
        message.sent_at ? <time dateTime={message.sent_at}>{format.dateTime(message.sent_at)}</time> : '—',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin:emailLog.actions')}</span>,
      phone: 'full',
      phoneLabel: null,
      align: 'right',
      // Sent messages have no button; the empty cell takes no room in a phone's card.
      className: cn(TOP, 'empty:hidden'),
      cell: (message) =>
        message.status !== 'sent' && (
          <Button size="sm" variant="secondary" onClick={() => onRequeue(message)} loading={busyId === message.id}>
            <Send aria-hidden="true" className="size-4" />
            {t(message.status === 'failed' ? 'admin:emailLog.resend' : 'admin:emailLog.sendNow')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('admin:emailLog.caption')}
      columns={columns}
      rows={messages}
      rowTestId={(message) => `email-log-row-${message.id}`}
      loading={loading}
      loadingLabel={t('admin:emailLog.loading')}
      empty={empty}
      stale={stale}
    />
  );
}
