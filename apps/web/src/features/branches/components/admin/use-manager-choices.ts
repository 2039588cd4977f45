import type { Branch } from '@stockyard/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/react';
import { useBranchManagers } from '../../api/get-branch-managers';
import type { ManagerChoices } from './branch-form-fields';

/**
 * Active employees for the manager select. The branch's current manager stays selectable even when
 * the list lacks them (an admin as manager, or a deactivated employee), so editing keeps the value.
 */
export function useManagerChoices(current?: Pick<Branch, 'manager_id' | 'manager_name'>): ManagerChoices {
  const { data, isPending, isError } = useBranchManagers();
  const { t } = useTranslation(['branches']);
  const options = useMemo(() => {
    const list = (data ?? [])
      .filter((user) => user.is_active)
      .map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name} (${user.username})` }));
    const currentId = current?.manager_id;
    if (currentId != null && !list.some((option) => option.value === String(currentId))) {
      list.unshift({
        value: String(currentId),
        label: current?.manager_name ?? t('branches:form.userNumber', { id: currentId }),
      });
    }
    return list;
  }, [data, current?.manager_id, current?.manager_name, t]);
  return { options, loading: isPending, failed: isError };
}
