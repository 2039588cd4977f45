import { CONTACT_INBOX_MESSAGES, type ContactMessageRecord } from '@stockyard/domain';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDeleteMessage } from '../api/delete-message';
import { MESSAGES_PAGE_SIZE, useContactMessages, type MessageFilter } from '../api/get-contact-messages';
import { useSetMessageHandled } from '../api/set-message-handled';
import { MessageDialog } from './message-dialog';
import { MessageList } from './message-list';

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
];

const EMPTY_TEXT: Record<MessageFilter, string> = {
  all: 'Messages sent through the contact form on the home page appear here.',
  open: 'Every message has been handled.',
  handled: 'No message has been marked as handled yet.',
};

/** The contact form's inbox: newest first, filtered, read, marked handled, deleted. */
export function MessagesInbox() {
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<ContactMessageRecord | null>(null);
  const [deleting, setDeleting] = useState<ContactMessageRecord | null>(null);
  const messages = useContactMessages({ status: filter, page });
  const setHandled = useSetMessageHandled();
  const remove = useDeleteMessage();

  const total = messages.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  // A deletion or a filter can leave the page past the end; step back while rendering.
  if (messages.isSuccess && !messages.isPlaceholderData && page > lastPage) setPage(lastPage);

  const toggleHandled = (message: ContactMessageRecord) =>
    setHandled.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: (updated) => {
          setReading(updated);
          toast.success(updated.handled ? CONTACT_INBOX_MESSAGES.markedHandled : CONTACT_INBOX_MESSAGES.markedOpen);
        },
        onError: (error) => toast.error(errorMessage(error, CONTACT_INBOX_MESSAGES.updateFailed)),
      },
    );

  const confirmDelete = (message: ContactMessageRecord) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        toast.success(CONTACT_INBOX_MESSAGES.deleted);
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
      <PageHeader
        title="Contact Messages"
        description="Messages sent through the contact form on the home page."
        backTo="/admin/dashboard"
        backLabel="Back to Dashboard"
      />
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
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
          {messages.data && filter !== 'handled' && (
            <Badge tone={messages.data.open > 0 ? 'brand' : 'gray'}>{messages.data.open} open</Badge>
          )}
        </div>

        {messages.isError && (
          <LoadError
            query={messages}
            title={CONTACT_INBOX_MESSAGES.loadFailed}
            fallback="The messages could not be loaded."
          />
        )}

        {messages.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading messages" />
          </div>
        ) : messages.data && messages.data.messages.length > 0 ? (
          <>
            <MessageList messages={messages.data.messages} onOpen={setReading} stale={messages.isPlaceholderData} />
            <Pagination
              page={page}
              pageSize={MESSAGES_PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              itemLabel="messages"
            />
          </>
        ) : messages.data ? (
          <EmptyState icon={Inbox} title="No messages" description={EMPTY_TEXT[filter]} />
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
        title="Delete Message"
        message={CONTACT_INBOX_MESSAGES.deleteConfirm}
        confirmLabel="Delete Message"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
