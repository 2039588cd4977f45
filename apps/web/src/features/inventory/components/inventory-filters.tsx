import { INVENTORY_STOCK_STATUS_LABELS, STOCK_STATUSES, type StockStatus } from '@stockyard/domain';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useCategoryOptions } from '../../../lib/goods-catalog';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type Props = {
  search: string;
  category: string;
  status: '' | StockStatus;
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
  onStatus: (value: '' | StockStatus) => void;
};

export function InventoryFilters({ search, category, status, onSearch, onCategory, onStatus }: Props) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  // Categories and stock statuses are the domain's English words; the messages catalog has them.
  const categoryOptions = useCategoryOptions().map((option) => ({ ...option, label: translate(option.label) }));
  const statusOptions = STOCK_STATUSES.map((s) => ({ value: s, label: translate(INVENTORY_STOCK_STATUS_LABELS[s]) }));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        label={t('inventory:filters.search')}
        type="search"
        placeholder={t('inventory:filters.searchPlaceholder')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <SelectField
        label={t('inventory:filters.category')}
        placeholder={t('inventory:filters.allCategories')}
        options={categoryOptions}
        value={category}
        onChange={(e) => onCategory(e.target.value)}
      />
      <SelectField
        label={t('inventory:filters.stockStatus')}
        placeholder={t('inventory:filters.allStatuses')}
        options={statusOptions}
        value={status}
        onChange={(e) => onStatus(e.target.value as '' | StockStatus)}
      />
    </div>
  );
}
