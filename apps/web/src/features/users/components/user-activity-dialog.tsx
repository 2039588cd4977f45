import type { ActivityCategory, UserListItem } from '@stockyard/domain';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useUserActivities } from '../api/get-user-activities';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';

const CATEGORY_TONES: Record<ActivityCategory, BadgeTone> = {
  auth: 'blue',
  profile: 'brand',
  goods: 'green',
  application: 'gray',
  assignment: 'amber',
  branch: 'orange',
  security: 'red',
};

/** 'login_success' reads as 'Login success'. */
const actionLabel = (action: string) => {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type UserActivityDialogProps = { user: UserListItem; onClose: () => void };

/** The user's 20 newest activity log entries (spec 02 "User activity"). */
export function UserActivityDialog({ user, onClose }: UserActivityDialogProps) {
  const dates = useFormatDate();
  const activities = useUserActivities(user.id);
  const { t } = useTranslation(['users']);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users:activity.title')}
      description={t('users:activity.description', {
        name: `${user.first_name} ${user.last_name}`,
        username: user.username,
      })}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('users:activity.close')}
        </Button>
      }
    >
      {activities.isPending ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner size="lg" label={t('users:activity.loading')} />
        </div>
      ) : activities.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void activities.refetch()}>
              {t('users:activity.retry')}
            </Button>
          }
        >
          {errorMessage(activities.error, t('users:activity.failed'))}
        </Alert>
      ) : activities.data.length === 0 ? (
        <EmptyState icon={History} title={t('users:activity.none')} description={t('users:activity.noneText')} />
      ) : (
        <ol className="divide-y divide-gray-100" aria-label={t('users:activity.entries')}>
          {activities.data.map((entry) => (
            <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium text-gray-900">{actionLabel(entry.action)}</p>
                <Badge tone={CATEGORY_TONES[entry.category]} className="capitalize">
                  {entry.category}
                </Badge>
              </div>
              <p className="mt-1 text-sm text-gray-700">{entry.description}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-500">
                <time dateTime={entry.timestamp}>{dates.dateTime(entry.timestamp)}</time>
                <span>{t('users:activity.ip', { ip: entry.ip_address ?? t('users:activity.unknown') })}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
