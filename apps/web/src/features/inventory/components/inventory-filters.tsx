import { INVENTORY_STOCK_STATUS_LABELS, STOCK_STATUSES, type StockStatus } from '@stockyard/domain';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useCategoryOptions } from '../../../lib/goods-catalog';

type Props = {
  search: string;
  category: string;
  status: '' | StockStatus;
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
  onStatus: (value: '' | StockStatus) => void;
};

const statusOptions = STOCK_STATUSES.map((s) => ({ value: s, label: INVENTORY_STOCK_STATUS_LABELS[s] }));

export function InventoryFilters({ search, category, status, onSearch, onCategory, onStatus }: Props) {
  const categoryOptions = useCategoryOptions();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        label="Search"
        type="search"
        placeholder="Name, SKU or supplier"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <SelectField
        label="Category"
        placeholder="All categories"
        options={categoryOptions}
        value={category}
        onChange={(e) => onCategory(e.target.value)}
      />
      <SelectField
        label="Stock status"
        placeholder="All statuses"
        options={statusOptions}
        value={status}
        onChange={(e) => onStatus(e.target.value as '' | StockStatus)}
      />
    </div>
  );
}
