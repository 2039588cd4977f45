import {
  OUTBOX_CHANNEL_LABELS,
  OUTBOX_MESSAGES,
  OUTBOX_STATUS_LABELS,
  type OutboxMessageView,
  type OutboxStatusName,
} from '@stockyard/domain';
import { MailX, RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { stackedTable as st } from '../../../components/ui/stacked-table';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { EMAIL_LOG_PAGE_SIZE, useEmailLog, type EmailLogFilter } from '../api/get-email-log';
import { useResendMessage } from '../api/resend-message';

const FILTERS: { value: EmailLogFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: OUTBOX_STATUS_LABELS.pending },
  { value: 'sent', label: OUTBOX_STATUS_LABELS.sent },
  { value: 'failed', label: OUTBOX_STATUS_LABELS.failed },
];

const STATUS_TONES: Record<OutboxStatusName, BadgeTone> = { pending: 'amber', sent: 'green', failed: 'red' };

const EMPTY_TEXT: Record<EmailLogFilter, string> = {
  all: 'Messages appear here as soon as something is sent to someone: application decisions, assignments, security alerts.',
  pending: 'Nothing is waiting to be sent.',
  sent: 'No message has been sent yet.',
  failed: 'No message has failed.',
};

/** Admin: every outgoing message with its delivery state; failed ones can be sent again. */
export function EmailLog() {
  const [filter, setFilter] = useState<EmailLogFilter>('all');
  const [page, setPage] = useState(1);
  const log = useEmailLog({ status: filter, page });
  const resend = useResendMessage();
  const total = log.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / EMAIL_LOG_PAGE_SIZE));
  if (log.isSuccess && !log.isPlaceholderData && page > lastPage) setPage(lastPage);

  const resendOne = (message: OutboxMessageView) =>
    resend.mutate(message.id, {
      onSuccess: () => toast.success(OUTBOX_MESSAGES.resent),
      onError: (error) => toast.error(errorMessage(error, 'The message could not be queued again.')),
    });

  return (
    <>
      <PageHeader
        title="Email Log"
        description="Every e-mail, push and SMS message the server sends, with its delivery state. Failed messages can be sent again."
        backTo="/admin/settings"
        backLabel="Back to Settings"
      />
      <div className="space-y-4">
        <div
          role="group"
          aria-label="Show messages"
          className="inline-flex rounded-lg border border-gray-300 bg-white p-1"
        >
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => {
                setFilter(option.value);
                setPage(1);
              }}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                filter === option.value
                  ? 'bg-brand-600 text-white hover:bg-brand-700'
                  : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>

        {log.isError && (
          <Alert
            tone="error"
            title="Failed to load the email log"
            action={
              <Button size="sm" variant="secondary" onClick={() => void log.refetch()} loading={log.isFetching}>
                <RotateCw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            }
          >
            {errorMessage(log.error, 'The email log could not be loaded.')}
          </Alert>
        )}

        {log.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading the email log" />
          </div>
        ) : log.data && log.data.messages.length > 0 ? (
          <>
            <MessageTable
              messages={log.data.messages}
              stale={log.isPlaceholderData}
              onResend={resendOne}
              resendingId={resend.isPending ? resend.variables : undefined}
            />
            <Pagination
              page={page}
              pageSize={EMAIL_LOG_PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              itemLabel="messages"
            />
          </>
        ) : log.data ? (
          <EmptyState icon={MailX} title="No messages" description={EMPTY_TEXT[filter]} />
        ) : null}
      </div>
    </>
  );
}

type MessageTableProps = {
  messages: OutboxMessageView[];
  stale: boolean;
  onResend: (message: OutboxMessageView) => void;
  resendingId: number | undefined;
};

function MessageTable({ messages, stale, onResend, resendingId }: MessageTableProps) {
  const format = useFormatDate();
  const head = 'px-3 py-3';
  // Cards on phones (components/ui/stacked-table.ts), a table from md up.
  const cell = cn(st.cell, 'md:py-3 md:align-top');
  return (
    <div
      className={cn(
        'relative rounded-xl border border-gray-200 bg-white px-4 shadow-sm md:px-0',
        st.wrapper,
        stale && 'opacity-60',
      )}
    >
      <table className={st.table}>
        <thead className="hidden bg-gray-50 text-left md:table-header-group text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className={head}>
              Recipient
            </th>
            <th scope="col" className={head}>
              Subject
            </th>
            <th scope="col" className={head}>
              Channel
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Attempts
            </th>
            <th scope="col" className={head}>
              Created
            </th>
            <th scope="col" className={head}>
              Sent
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={st.body}>
          {messages.map((message) => (
            <tr key={message.id} className={st.row} data-testid={`email-log-row-${message.id}`}>
              <td className={cn(cell, 'col-span-2')}>
                <span className="block text-gray-900">{message.to_address ?? '—'}</span>
                {message.username && <span className="block text-xs text-gray-500">{message.username}</span>}
              </td>
              <td className={cn(cell, 'col-span-2 md:max-w-xs')}>
                <span className={st.label}>Subject</span>
                <span className="block text-gray-900">{message.subject}</span>
                {message.last_error && (
                  <span className="mt-1 block text-xs wrap-anywhere text-red-700">
                    Last error: {message.last_error}
                  </span>
                )}
                {message.status === 'pending' && message.attempts > 0 && message.next_attempt_at && (
                  <span className="mt-1 block text-xs text-gray-500">
                    Next attempt {format.dateTime(message.next_attempt_at)}
                  </span>
                )}
              </td>
              <td className={cell}>
                <span className={st.label}>Channel</span>
                {OUTBOX_CHANNEL_LABELS[message.channel]}
              </td>
              <td className={cell}>
                <span className={st.label}>Status</span>
                <Badge tone={STATUS_TONES[message.status]}>{OUTBOX_STATUS_LABELS[message.status]}</Badge>
              </td>
              <td className={cn(cell, 'tabular-nums')}>
                <span className={st.label}>Attempts</span>
                {message.attempts}
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-gray-600')}>
                <span className={st.label}>Created</span>
                <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-gray-600')}>
                <span className={st.label}>Sent</span>
                {message.sent_at ? <time dateTime={message.sent_at}>{format.dateTime(message.sent_at)}</time> : '—'}
              </td>
              <td className={cn(cell, 'col-span-2 text-right empty:hidden')}>
                {message.status === 'failed' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onResend(message)}
                    loading={resendingId === message.id}
                  >
                    <Send aria-hidden="true" className="size-4" />
                    Resend
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
