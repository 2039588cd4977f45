import { lastLoginLabel, type UserListItem } from '@stockyard/domain';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
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
  return (
    <div className={cn('transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Users</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                User
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Branch
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Last Login
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
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
                  {user.branch?.name ?? <span className="text-gray-500">None</span>}
                </td>
                <td className="px-4 py-3">
                  <UserStatusBadge active={user.is_active} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{lastLoginLabel(user.last_login, now)}</td>
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

      <ul className="space-y-3 md:hidden" aria-label="Users">
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
                  <dt className="text-gray-500">Branch</dt>
                  <dd className="text-gray-800">{user.branch?.name ?? 'None'}</dd>
                </div>
                <div>
                  <dt className="text-gray-500">Last Login</dt>
                  <dd className="text-gray-800">{lastLoginLabel(user.last_login, now)}</dd>
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
