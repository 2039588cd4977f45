import { EXPIRY_STATUSES, GOODS_SEARCH_MAX_LENGTH, STOCK_STATUSES } from '@stockyard/domain';
import { FilterX, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { useCategoryOptions, useOwnerOptions } from '../../../lib/goods-catalog';
import { hasActiveFilters, type GoodsFilters, type GoodsListParams } from '../lib/goods-params';
import { EXPIRY_STATUS_LABELS, STOCK_STATUS_LABELS } from '../lib/format';
import type { BranchOption } from './types';

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

const stockOptions = STOCK_STATUSES.map((status) => ({ value: status, label: STOCK_STATUS_LABELS[status] }));
const expiryOptions = EXPIRY_STATUSES.map((status) => ({ value: status, label: EXPIRY_STATUS_LABELS[status] }));

export function GoodsToolbar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
  branches,
  total,
}: GoodsToolbarProps) {
  const branchOptions = branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  const categoryOptions = useCategoryOptions();
  const ownerOptions = useOwnerOptions();
  const filtered = hasActiveFilters(filters) || searchText.trim() !== '';
  return (
    <section aria-label="Filters" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-5">
          <label htmlFor="goods-search" className="mb-1.5 block text-sm font-medium text-gray-800">
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
            />
            <input
              id="goods-search"
              type="search"
              value={searchText}
              maxLength={GOODS_SEARCH_MAX_LENGTH}
              onChange={(event) => onSearchTextChange(event.target.value)}
              placeholder="Search by name, SKU or supplier..."
              className={cn(controlClasses(false), 'pl-9')}
            />
          </div>
        </div>
        <SelectField
          label="Category"
          placeholder="All"
          options={categoryOptions}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
        <SelectField
          label="Owner"
          placeholder="All goods"
          options={ownerOptions}
          value={filters.owner}
          onChange={(event) => onChange({ owner: event.target.value })}
        />
        <SelectField
          label="Branch"
          placeholder="All"
          options={branchOptions}
          value={filters.branch}
          onChange={(event) => onChange({ branch: event.target.value })}
        />
        <SelectField
          label="Stock Status"
          placeholder="All"
          options={stockOptions}
          value={filters.stock_status}
          onChange={(event) => onChange({ stock_status: event.target.value as GoodsFilters['stock_status'] })}
        />
        <SelectField
          label="Expiry Status"
          placeholder="All"
          options={expiryOptions}
          value={filters.expiry_status}
          onChange={(event) => onChange({ expiry_status: event.target.value as GoodsFilters['expiry_status'] })}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <p className="text-sm text-gray-700" aria-live="polite" aria-atomic="true">
          {total === undefined ? 'Loading items...' : `${total} ${total === 1 ? 'item' : 'items'} found`}
        </p>
        <Button variant="secondary" size="sm" onClick={onClear} disabled={!filtered}>
          <FilterX aria-hidden="true" className="size-4" />
          Clear Filters
        </Button>
      </div>
    </section>
  );
}
