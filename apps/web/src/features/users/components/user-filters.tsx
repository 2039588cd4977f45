import { ROLE_LABELS, ROLES, USER_SEARCH_MAX_LENGTH, USER_STATUS_LABELS, USER_STATUSES } from '@stockyard/domain';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import type { UserListParams } from '../api/get-users';
import { SearchBox } from '../../../components/ui/search-box';

export type UserFilterValues = Pick<UserListParams, 'search' | 'role' | 'status'>;

type UserFiltersProps = {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
};

const isRole = (value: string): value is UserFilterValues['role'] =>
  value === '' || (ROLES as readonly string[]).includes(value);
const isStatus = (value: string): value is UserFilterValues['status'] =>
  value === '' || (USER_STATUSES as readonly string[]).includes(value);

/** Search over names, username and email, and the role and status filters of the user list. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const filtered = values.search !== '' || values.role !== '' || values.status !== '';
  const { t } = useTranslation(['users']);
  const translate = useTranslateMessage();
  const roleOptions = ROLES.map((role) => ({ value: role, label: translate(ROLE_LABELS[role]) }));
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: translate(USER_STATUS_LABELS[status]),
  }));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] sm:items-end">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="user-search" className="mb-1.5 block text-sm font-medium text-gray-800">
          {t('users:filters.search')}
        </label>
        <SearchBox
          id="user-search"
          value={values.search}
          maxLength={USER_SEARCH_MAX_LENGTH}
          placeholder={t('users:filters.placeholder')}
          onValueChange={(search) => onChange({ ...values, search })}
        />
      </div>
      <SelectField
        label={t('users:table.role')}
        placeholder={t('users:filters.allRoles')}
        options={roleOptions}
        value={values.role}
        onChange={(event) => isRole(event.target.value) && onChange({ ...values, role: event.target.value })}
      />
      <SelectField
        label={t('users:table.status')}
        placeholder={t('users:filters.allStatus')}
        options={statusOptions}
        value={values.status}
        onChange={(event) => isStatus(event.target.value) && onChange({ ...values, status: event.target.value })}
      />
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => onChange({ search: '', role: '', status: '' })}
          className="col-span-2 justify-self-start sm:col-span-1"
        >
          {t('users:filters.clear')}
        </Button>
      )}
    </div>
  );
}
