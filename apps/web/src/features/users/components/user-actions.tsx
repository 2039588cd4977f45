import type { UserListItem } from '@stockyard/domain';
import { History, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
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
  /** Icons only (table rows) or icons with words (cards on small screens). */
  compact?: boolean;
};

export function UserActions({ user, isSelf, busy, onAction, compact = false }: UserActionsProps) {
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
    <div className={cn(compact ? 'flex justify-end gap-1' : 'grid grid-cols-2 gap-2')}>
      {actions.map(({ action, label, icon: Icon, disabled }) => (
        <Button
          key={action}
          variant={compact ? 'ghost' : 'secondary'}
          size="sm"
          disabled={disabled || (busy && action !== 'activity')}
          onClick={() => onAction(action, user)}
          aria-label={t('users:actions.label', { action: label, name })}
          title={
            disabled
              ? t('users:actions.notOwn', { action: label.toLowerCase() })
              : t('users:actions.label', { action: label, name })
          }
          className={cn(compact && 'px-2', action === 'delete' && 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          <Icon aria-hidden="true" className="size-4" />
          {!compact && label}
        </Button>
      ))}
    </div>
  );
}
