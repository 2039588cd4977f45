import { lastLoginLabel, type UserListItem } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useTranslation } from '../../../lib/i18n/react';
import { UserActions, type UserAction } from './user-actions';
import { RoleBadge, UserStatusBadge } from './user-badges';

type UsersTableProps = {
  users: UserListItem[];
  /** The first page is loading. */
  loading: boolean;
  /** Shown when no user matches. */
  empty: ReactNode;
  currentUserId: number | undefined;
  /** The user whose status change or deletion is running. */
  busyUserId: number | null;
  onAction: (action: UserAction, user: UserListItem) => void;
  /** Dims the rows while the next page loads over them. */
  stale?: boolean;
};

const fullName = (user: UserListItem) => `${user.first_name} ${user.last_name}`;

/** The user list: a table from medium screens up, one labelled card per user below that. */
export function UsersTable({ users, loading, empty, currentUserId, busyUserId, onAction, stale }: UsersTableProps) {
  const now = new Date();
  const { t } = useTranslation(['users']);
  // The domain's wording, read back into the catalog's sentences ('3 hours ago' -> 'vor 3 Stunden').
  const lastLogin = (value: string | null | undefined) => {
    const label = lastLoginLabel(value, now);
    const ago = /^(\d+) (hour|hours|day|days) ago$/.exec(label);
    if (ago) {
      const count = Number(ago[1]);
      const unit = ago[2]!.startsWith('hour') ? 'hour' : 'day';
      return unit === 'hour' ? t('users:login.hours', { count }) : t('users:login.days', { count });
    }
    if (label === 'Never logged in') return t('users:login.never');
    if (label === 'Active now') return t('users:login.now');
    if (label === 'Inactive') return t('users:login.inactive');
    return label;
  };
  const columns: DataTableColumn<UserListItem>[] = [
    {
      id: 'user',
      header: t('users:table.user'),
      phone: 'full',
      phoneLabel: null,
      cell: (user) => (
        <>
          <p className="font-medium text-gray-900">{fullName(user)}</p>
          <p className="text-gray-500">@{user.username}</p>
          <p className="break-all text-gray-500">{user.email}</p>
          {/* The number on the customer's statements, which staff look them up by when billing. */}
          {user.role === 'customer' && (
            <p className="text-gray-500" data-testid="customer-number">
              {t('users:table.customerNo', { number: user.id })}
            </p>
          )}
        </>
      ),
    },
    { id: 'role', header: t('users:table.role'), cell: (user) => <RoleBadge role={user.role} /> },
    {
      id: 'branch',
      header: t('users:table.branch'),
      className: 'text-gray-700',
      cell: (user) => user.branch?.name ?? <span className="text-gray-500">{t('users:table.none')}</span>,
    },
    { id: 'status', header: t('users:table.status'), cell: (user) => <UserStatusBadge active={user.is_active} /> },
    {
      id: 'lastLogin',
      header: t('users:table.lastLogin'),
      className: 'whitespace-nowrap text-gray-700',
      cell: (user) => lastLogin(user.last_login),
    },
    {
      id: 'actions',
      header: t('users:table.actions'),
      align: 'right',
      phone: 'full',
      phoneLabel: null,
      cell: (user) => (
        <UserActions user={user} isSelf={user.id === currentUserId} busy={busyUserId === user.id} onAction={onAction} />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('users:table.caption')}
      columns={columns}
      rows={users}
      loading={loading}
      loadingLabel={t('users:loading')}
      empty={empty}
      stale={stale}
    />
  );
}
