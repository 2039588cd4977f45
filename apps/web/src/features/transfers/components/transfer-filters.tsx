import { TRANSFER_STATUSES } from '@stockyard/domain';
import { FormField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useTranslation } from '../../../lib/i18n/react';
import { useAllBranches } from '../../../resources/branches';
import type { TransferFilter } from '../api/transfers-api';
import { STATUS_LABELS } from './transfer-card';

type FilterChange = Partial<Record<'direction' | 'status' | 'branch' | 'q', string>>;
type Props = { filter: TransferFilter; onChange: (changes: FilterChange) => void };

/** Direction (all, outgoing, incoming), status, branch and a search over reference, SKU and item. */
export function TransferFilters({ filter, onChange }: Props) {
  const { t } = useTranslation(['transfers']);
  const branches = useAllBranches();
  return (
    <div className="mb-4 space-y-3">
      <StatusFilter
        label={t('transfers:filters.direction')}
        options={[
          { value: '', label: t('transfers:filters.all') },
          { value: 'outgoing', label: t('transfers:filters.outgoing') },
          { value: 'incoming', label: t('transfers:filters.incoming') },
        ]}
        value={filter.direction ?? ''}
        onChange={(direction) => onChange({ direction })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('transfers:filters.status')}
          placeholder={t('transfers:filters.anyStatus')}
          options={TRANSFER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
          value={filter.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        />
        <SelectField
          label={t('transfers:filters.branch')}
          placeholder={t('transfers:filters.anyBranch')}
          options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name }))}
          value={filter.branch_id ? String(filter.branch_id) : ''}
          onChange={(event) => onChange({ branch: event.target.value })}
        />
        <FormField label={t('transfers:filters.search')}>
          {(control) => (
            <SearchBox
              {...control}
              value={filter.q ?? ''}
              placeholder={t('transfers:filters.searchPlaceholder')}
              onValueChange={(q) => onChange({ q })}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
