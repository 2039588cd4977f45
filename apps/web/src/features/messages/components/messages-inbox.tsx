import { CONTACT_INBOX_MESSAGES, type ContactMessageRecord } from '@stockyard/domain';
import Inbox from 'lucide-react/icons/inbox';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { StatusFilter } from '../../../components/ui/status-filter';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { translateMessage, useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDeleteMessage } from '../api/delete-message';
import { MESSAGES_PAGE_SIZE, useContactMessages, type MessageFilter } from '../api/get-contact-messages';
import { useSetMessageHandled } from '../api/set-message-handled';
import { MessageDialog } from './message-dialog';
import { MessageList } from './message-list';
import { usePaging } from '../../../lib/use-paging';

const FILTERS = [
  { value: 'all', label: 'admin:inbox.all' },
  { value: 'open', label: 'admin:inbox.open' },
  { value: 'handled', label: 'admin:inbox.handled' },
] as const satisfies readonly { value: MessageFilter; label: string }[];

const EMPTY_TEXT = {
  all: 'admin:inbox.emptyAll',
  open: 'admin:inbox.emptyOpen',
  handled: 'admin:inbox.emptyHandled',
} as const satisfies Record<MessageFilter, string>;

/** The contact form's inbox: newest first, filtered, read, marked handled, deleted. */
export function MessagesInbox() {
  const [filter, setFilter] = useState<MessageFilter>('all');
  const paging = usePaging(MESSAGES_PAGE_SIZE);
  const { t } = useTranslation(['admin', 'common']);
  const translate = useTranslateMessage();
  const [reading, setReading] = useState<ContactMessageRecord | null>(null);
  const [deleting, setDeleting] = useState<ContactMessageRecord | null>(null);
  const messages = useContactMessages({ status: filter, page: paging.page });
  const setHandled = useSetMessageHandled();
  const remove = useDeleteMessage();

  const total = messages.data?.total ?? 0;
  paging.keepInRange(total, messages);

  const toggleHandled = (message: ContactMessageRecord) =>
    setHandled.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: (updated) => {
          setReading(updated);
          toast.success(
            translateMessage(
              updated.handled ? CONTACT_INBOX_MESSAGES.markedHandled : CONTACT_INBOX_MESSAGES.markedOpen,
            ),
          );
        },
        onError: (error) => toast.error(errorMessage(error, CONTACT_INBOX_MESSAGES.updateFailed)),
      },
    );

  const confirmDelete = (message: ContactMessageRecord) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        toast.success(translateMessage(CONTACT_INBOX_MESSAGES.deleted));
        setDeleting(null);
        setReading(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, CONTACT_INBOX_MESSAGES.deleteFailed));
        setDeleting(null);
      },
    });

  return (
    <>
      <PageHeader title={t('admin:inbox.title')} description={t('admin:inbox.description')} backTo="/admin/dashboard" />
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StatusFilter
            label={t('admin:inbox.show')}
            options={FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              paging.restart();
            }}
          />
          {messages.data && filter !== 'handled' && (
            <Badge tone={messages.data.open > 0 ? 'brand' : 'gray'}>
              {t('admin:inbox.openCount', { count: messages.data.open })}
            </Badge>
          )}
        </div>

        {messages.isError && (
          <LoadError
            query={messages}
            title={translate(CONTACT_INBOX_MESSAGES.loadFailed)}
            fallback={t('admin:inbox.loadFallback')}
          />
        )}

        {messages.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('admin:inbox.loading')} />
          </div>
        ) : messages.data && messages.data.messages.length > 0 ? (
          <>
            <MessageList messages={messages.data.messages} onOpen={setReading} stale={messages.isPlaceholderData} />
            <Pagination {...paging.controls(total)} itemLabel={(count) => t('admin:inbox.items', { count })} />
          </>
        ) : messages.data ? (
          <EmptyState icon={Inbox} title={t('admin:inbox.none')} description={t(EMPTY_TEXT[filter])} />
        ) : null}
      </div>

      {reading && (
        <MessageDialog
          message={reading}
          onClose={() => setReading(null)}
          onToggleHandled={() => toggleHandled(reading)}
          onDelete={() => setDeleting(reading)}
          busy={setHandled.isPending}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin:inbox.delete')}
        message={translate(CONTACT_INBOX_MESSAGES.deleteConfirm)}
        confirmLabel={t('admin:inbox.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
