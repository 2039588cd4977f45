import { USER_MESSAGES, USER_PAGE_DEFAULT_LIMIT, type Role, type UserListItem } from '@stockyard/domain';
import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { translateMessage, useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useToggleUserActive } from '../api/toggle-user-active';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { UserAction } from './user-actions';
import { UserActivityDialog } from './user-activity-dialog';
import { UserFilters, type UserFilterValues } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';
import { usePaging } from '../../../lib/use-paging';

const SEARCH_DELAY_MS = 300;

type OpenDialog =
  | { kind: 'form'; user: UserListItem | null }
  | { kind: 'activity'; user: UserListItem }
  | { kind: 'delete'; user: UserListItem }
  | null;

/**
 * Spec 02 "User management": list, filters, pagination, add/edit, status, delete and activity.
 * defaultRole: the admin setting "default user role", preselected when adding a user.
 */
export function UsersManager({ defaultRole }: { defaultRole?: Role }) {
  const { user: me } = useAuth();
  const [filters, setFilters] = useState<UserFilterValues>({ search: '', role: '', status: '' });
  const paging = usePaging(USER_PAGE_DEFAULT_LIMIT);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const users = useUsers({ search, role: filters.role, status: filters.status, page: paging.page });
  const toggle = useToggleUserActive();
  const remove = useDeleteUser();
  const { t } = useTranslation(['users', 'common']);
  const translate = useTranslateMessage();

  // Spec 02 section 8: a failed load shows a banner and a toast.
  const failedAt = users.isError ? users.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(translateMessage(USER_MESSAGES.loadFailed));
  }, [failedAt]);

  const total = users.data?.total ?? 0;
  paging.keepInRange(total, users);

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    paging.restart();
  };

  const toggleActive = (user: UserListItem) =>
    toggle.mutate(user, {
      onSuccess: ({ user: updated }) =>
        toast.success(translateMessage(updated.is_active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated)),
      onError: (error) => toast.error(errorMessage(error, USER_MESSAGES.toggleFailed)),
    });

  const confirmDelete = (user: UserListItem) =>
    remove.mutate(user, {
      onSuccess: () => {
        toast.success(translateMessage(USER_MESSAGES.deleted));
        setDialog(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, USER_MESSAGES.deleteFailed));
        setDialog(null);
      },
    });

  const onAction = (action: UserAction, user: UserListItem) => {
    if (action === 'toggle') toggleActive(user);
    else if (action === 'edit') setDialog({ kind: 'form', user });
    else setDialog({ kind: action, user });
  };

  const busyUserId = toggle.isPending
    ? (toggle.variables?.id ?? null)
    : remove.isPending
      ? (remove.variables?.id ?? null)
      : null;
  const filtered = search.trim() !== '' || filters.role !== '' || filters.status !== '';

  return (
    <>
      <PageHeader title={t('users:title')} description={t('users:description')} backTo="/admin/dashboard">
        <Button onClick={() => setDialog({ kind: 'form', user: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('users:add')}
        </Button>
      </PageHeader>

      <div className="space-y-4">
        <UserFilters values={filters} onChange={changeFilters} />

        {users.isError && (
          <LoadError query={users} title={translate(USER_MESSAGES.loadFailed)} fallback={t('users:loadFallback')} />
        )}

        <UsersTable
          users={users.data?.users ?? []}
          loading={users.isPending}
          empty={
            users.data && (
              <EmptyState
                icon={Users}
                title={t('users:none')}
                description={filtered ? t('users:adjust') : t('users:noneYet')}
              />
            )
          }
          currentUserId={me?.id}
          busyUserId={busyUserId}
          onAction={onAction}
          stale={users.isPlaceholderData}
        />
        {users.data && users.data.users.length > 0 && (
          <Pagination {...paging.controls(total)} itemLabel={(count) => t('users:items', { count })} />
        )}
      </div>

      {dialog?.kind === 'form' && (
        <UserFormDialog
          defaultRole={defaultRole}
          user={dialog.user}
          isSelf={dialog.user !== null && dialog.user.id === me?.id}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'activity' && <UserActivityDialog user={dialog.user} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('users:deleteTitle')}
        message={translate(USER_MESSAGES.deleteConfirm)}
        confirmLabel={t('users:deleteTitle')}
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.user)}
      />
    </>
  );
}
