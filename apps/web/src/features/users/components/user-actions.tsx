import type { UserListItem } from '@stockyard/domain';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';

export type UserAction = 'activity' | 'edit' | 'toggle' | 'delete';

type UserActionsProps = {
  user: UserListItem;
  /** The signed-in admin: the server refuses to deactivate or delete oneself, so the buttons say so first. */
  isSelf: boolean;
  busy: boolean;
  onAction: (action: UserAction, user: UserListItem) => void;
};

/** Icons with words on a phone's card, icons only in a table row from md up (the names stay in aria-label). */
export function UserActions({ user, isSelf, busy, onAction }: UserActionsProps) {
  const name = `${user.first_name} ${user.last_name}`;
  const { t } = useTranslation(['users']);
  const toggleLabel = user.is_active ? t('users:actions.deactivate') : t('users:actions.activate');
  const actions = [
    { action: 'activity' as const, label: t('users:actions.activity'), icon: History, disabled: false },
    { action: 'edit' as const, label: t('users:actions.edit'), icon: Pencil, disabled: false },
    {
      action: 'toggle' as const,
      label: toggleLabel,
      icon: user.is_active ? UserX : UserCheck,
      disabled: isSelf && user.is_active,
    },
    { action: 'delete' as const, label: t('users:actions.delete'), icon: Trash2, disabled: isSelf },
  ];
  return (
    <div className="grid grid-cols-2 gap-2 md:flex md:justify-end md:gap-1">
      {actions.map(({ action, label, icon: Icon, disabled }) => (
        <Button
          key={action}
          variant="secondary"
          size="sm"
          disabled={disabled || (busy && action !== 'activity')}
          onClick={() => onAction(action, user)}
          aria-label={t('users:actions.label', { action: label, name })}
          title={
            disabled
              ? t('users:actions.notOwn', { action: label.toLowerCase() })
              : t('users:actions.label', { action: label, name })
          }
          // The secondary look on a card, the ghost look (no frame) in a table row.
          className={cn(
            'md:border-transparent md:bg-transparent md:px-2 md:shadow-none',
            action === 'delete'
              ? 'text-red-700 hover:bg-red-50 hover:text-red-800 md:hover:bg-red-50'
              : 'md:hover:bg-gray-100',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="md:hidden">{label}</span>
        </Button>
      ))}
    </div>
  );
}
