import { EXPIRY_STATUSES, GOODS_SEARCH_MAX_LENGTH, STOCK_STATUSES } from '@stockyard/domain';
import FilterX from 'lucide-react/icons/funnel-x';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useCategoryOptions } from '../../../lib/goods-catalog';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useOwnerFilterOptions } from '../hooks/use-owner-filter-options';
import { useGoodsLabels } from '../lib/format';
import { hasActiveFilters, type GoodsFilters, type GoodsListParams } from '../lib/goods-params';
import type { BranchOption } from './types';
import { SearchBox } from '../../../components/ui/search-box';

type GoodsToolbarProps = {
  filters: GoodsFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (changes: Partial<GoodsListParams>) => void;
  onClear: () => void;
  branches: readonly BranchOption[];
  /** Items matching the filters; undefined while the first answer is on its way. */
  total: number | undefined;
};

export function GoodsToolbar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
  branches,
  total,
}: GoodsToolbarProps) {
  const { t } = useTranslation(['goods']);
  const translate = useTranslateMessage();
  const labels = useGoodsLabels();
  const branchOptions = branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  // Values stay the stored names; the labels are the domain's categories in the reader's language.
  const categoryOptions = useCategoryOptions().map((option) => ({ ...option, label: translate(option.label) }));
  const ownerOptions = useOwnerFilterOptions();
  const stockOptions = STOCK_STATUSES.map((status) => ({ value: status, label: labels.stock[status] }));
  const expiryOptions = EXPIRY_STATUSES.map((status) => ({ value: status, label: labels.expiry[status] }));
  const filtered = hasActiveFilters(filters) || searchText.trim() !== '';
  return (
    <section
      aria-label={t('goods:toolbar.label')}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-5">
          <label htmlFor="goods-search" className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('goods:toolbar.search')}
          </label>
          <SearchBox
            id="goods-search"
            value={searchText}
            maxLength={GOODS_SEARCH_MAX_LENGTH}
            onValueChange={onSearchTextChange}
            placeholder={t('goods:toolbar.searchPlaceholder')}
          />
        </div>
        <SelectField
          label={t('goods:toolbar.category')}
          placeholder={t('goods:toolbar.all')}
          options={categoryOptions}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
        <SelectField
          label={t('goods:toolbar.owner')}
          placeholder={t('goods:toolbar.allGoods')}
          options={ownerOptions}
          value={filters.owner}
          onChange={(event) => onChange({ owner: event.target.value })}
        />
        <SelectField
          label={t('goods:toolbar.branch')}
          placeholder={t('goods:toolbar.all')}
          options={branchOptions}
          value={filters.branch}
          onChange={(event) => onChange({ branch: event.target.value })}
        />
        <SelectField
          label={t('goods:toolbar.stockStatus')}
          placeholder={t('goods:toolbar.all')}
          options={stockOptions}
          value={filters.stock_status}
          onChange={(event) => onChange({ stock_status: event.target.value as GoodsFilters['stock_status'] })}
        />
        <SelectField
          label={t('goods:toolbar.expiryStatus')}
          placeholder={t('goods:toolbar.all')}
          options={expiryOptions}
          value={filters.expiry_status}
          onChange={(event) => onChange({ expiry_status: event.target.value as GoodsFilters['expiry_status'] })}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <p className="text-sm text-gray-700" aria-live="polite" aria-atomic="true">
          {total === undefined ? t('goods:toolbar.loading') : t('goods:toolbar.found', { count: total })}
        </p>
        <Button variant="secondary" size="sm" onClick={onClear} disabled={!filtered}>
          <FilterX aria-hidden="true" className="size-4" />
          {t('goods:toolbar.clear')}
        </Button>
      </div>
    </section>
  );
}
