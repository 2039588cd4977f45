import { lastLoginLabel, type UserListItem } from '@stockyard/domain';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';
import { UserActions, type UserAction } from './user-actions';
import { RoleBadge, UserStatusBadge } from './user-badges';

type UsersTableProps = {
  users: UserListItem[];
  currentUserId: number | undefined;
  /** The user whose status change or deletion is running. */
  busyUserId: number | null;
  onAction: (action: UserAction, user: UserListItem) => void;
  /** Dims the rows while the next page loads over them. */
  stale?: boolean;
};

const fullName = (user: UserListItem) => `${user.first_name} ${user.last_name}`;

/** The user list: a table from medium screens up, cards below that. */
export function UsersTable({ users, currentUserId, busyUserId, onAction, stale = false }: UsersTableProps) {
  const now = new Date();
  const { t } = useTranslation(['users']);
  // The domain's wording, read back into the catalog's sentences ('3 hours ago' -> 'vor 3 Stunden').
  const lastLogin = (value: string | null | undefined) => {
    const label = lastLoginLabel(value, now);
    const ago = /^(\d+) (hour|hours|day|days) ago$/.exec(label);
    if (ago) {
      const count = Number(ago[1]);
      const unit = ago[2]!.startsWith('hour') ? 'hour' : 'day';
      if (unit === 'hour') return count === 1 ? t('users:login.hour', { count }) : t('users:login.hours', { count });
      return count === 1 ? t('users:login.day', { count }) : t('users:login.days', { count });
    }
    if (label === 'Never logged in') return t('users:login.never');
    if (label === 'Active now') return t('users:login.now');
    if (label === 'Inactive') return t('users:login.inactive');
    return label;
  };
  return (
    <div className={cn('transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('users:table.caption')}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('users:table.user')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users:table.role')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users:table.branch')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users:table.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users:table.lastLogin')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('users:table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {users.map((user) => (
              <tr key={user.id} className="align-middle hover:bg-gray-50/60">
                <td className="px-4 py-3">
                  <p className="font-medium text-gray-900">{fullName(user)}</p>
                  <p className="text-gray-500">@{user.username}</p>
                  <p className="break-all text-gray-500">{user.email}</p>
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3 text-gray-700">
                  {user.branch?.name ?? <span className="text-gray-500">{t('users:table.none')}</span>}
                </td>
                <td className="px-4 py-3">
                  <UserStatusBadge active={user.is_active} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{lastLogin(user.last_login)}</td>
                <td className="px-4 py-3">
                  <UserActions
                    compact
                    user={user}
                    isSelf={user.id === currentUserId}
                    busy={busyUserId === user.id}
                    onAction={onAction}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 md:hidden" aria-label={t('users:table.caption')}>
        {users.map((user) => (
          <li key={user.id}>
            <Card as="article" className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900">{fullName(user)}</p>
                  <p className="text-sm text-gray-500">@{user.username}</p>
                  <p className="text-sm break-all text-gray-500">{user.email}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1.5">
                  <RoleBadge role={user.role} />
                  <UserStatusBadge active={user.is_active} />
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-gray-500">{t('users:table.branch')}</dt>
                  <dd className="text-gray-800">{user.branch?.name ?? t('users:table.none')}</dd>
                </div>
                <div>
                  <dt className="text-gray-500">{t('users:table.lastLogin')}</dt>
                  <dd className="text-gray-800">{lastLogin(user.last_login)}</dd>
                </div>
              </dl>
              <div className="mt-4 border-t border-gray-100 pt-3">
                <UserActions
                  user={user}
                  isSelf={user.id === currentUserId}
                  busy={busyUserId === user.id}
                  onAction={onAction}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
