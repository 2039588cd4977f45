import type { Branch } from '@stockyard/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/react';
import type { ShownField } from '../../../../lib/stale-version';
import { formatUnits } from '../branch-format';

/** A branch's fields as the "changed by someone else" notice names them, in the current language. */
export function useBranchShownFields(): readonly ShownField<Branch>[] {
  const { t } = useTranslation(['branches']);
  return useMemo(
    () => [
      { key: 'name', label: t('branches:form.name') },
      { key: 'location', label: t('branches:form.location') },
      { key: 'description', label: t('branches:form.description') },
      { key: 'capacity', label: t('branches:form.capacity'), format: (value) => formatUnits(value as number) },
      {
        key: 'other_use',
        label: t('branches:form.otherUse'),
        format: (value) => formatUnits(value as number),
      },
      { key: 'manager_name', label: t('branches:form.manager') },
    ],
    [t],
  );
}
