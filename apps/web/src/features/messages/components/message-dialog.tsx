import type { ContactMessageRecord } from '@stockyard/domain';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import Reply from 'lucide-react/icons/reply';
import Trash2 from 'lucide-react/icons/trash';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';

type MessageDialogProps = {
  message: ContactMessageRecord;
  onClose: () => void;
  onToggleHandled: () => void;
  onDelete: () => void;
  busy: boolean;
};

/** The whole message, with reply by email, mark handled or open, and delete. */
export function MessageDialog({ message, onClose, onToggleHandled, onDelete, busy }: MessageDialogProps) {
  const format = useFormatDate();
  const { t } = useTranslation(['admin']);
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={message.subject}
      description={t('admin:message.from', { name: message.name, date: format.dateTime(message.created_at) })}
      size="lg"
      footer={
        <>
          <Button variant="danger" onClick={onDelete} disabled={busy} className="sm:mr-auto">
            <Trash2 aria-hidden="true" className="size-4" />
            {t('admin:message.deleteShort')}
          </Button>
          <a href={reply} className={buttonClasses({ variant: 'secondary' })}>
            <Reply aria-hidden="true" className="size-4" />
            {t('admin:message.reply')}
          </a>
          <Button onClick={onToggleHandled} loading={busy}>
            {message.handled ? (
              <Mail aria-hidden="true" className="size-4" />
            ) : (
              <MailOpen aria-hidden="true" className="size-4" />
            )}
            {message.handled ? t('admin:message.markOpen') : t('admin:message.markHandled')}
          </Button>
        </>
      }
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">{t('admin:message.name')}</dt>
          <dd className="font-medium text-gray-900">{message.name}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('admin:message.email')}</dt>
          <dd className="font-medium break-all text-gray-900">{message.email}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('admin:message.status')}</dt>
          <dd>
            <Badge tone={message.handled ? 'gray' : 'brand'}>
              {message.handled ? t('admin:message.handled') : t('admin:message.open')}
            </Badge>
            {message.handled_at && (
              <span className="ml-2 text-gray-500">
                {t('admin:message.since', { date: format.dateTime(message.handled_at) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-5 rounded-lg bg-gray-50 p-4 text-sm whitespace-pre-wrap text-gray-800">{message.message}</p>
    </Dialog>
  );
}
