import { GOOD_STATUSES, goodStatusLabel, type OwnedGood } from '@stockyard/domain';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { LoadError } from '../../../components/ui/load-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerGoods } from '../api/get-customer-goods';
import { CustomerGoodsList } from './customer-goods-list';
import { GoodStatusDialog } from './good-status-dialog';

const statusOptions = GOOD_STATUSES.map((status) => ({ value: status, label: goodStatusLabel(status) }));
const SEARCH_DELAY_MS = 300;

/**
 * Customers' stored goods: theirs, not warehouse stock, so no quantities to nudge and no threshold;
 * staff see the owner, storage date, status and branch, and move a lot along its status flow.
 */
export function CustomerGoodsPanel() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OwnedGood | null>(null);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const goods = useCustomerGoods({ status, search: settledSearch });
  const filtered = status !== '' || settledSearch.trim() !== '';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="max-w-prose text-sm text-gray-600">
          Goods customers store with us. They are not warehouse stock: they change through their status, not stock
          movements, and never raise low-stock alerts.
        </p>
        <div className="grid gap-3 sm:w-[28rem] sm:grid-cols-2">
          <TextField
            label="Search customer goods"
            type="search"
            placeholder="Name, description or category"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={statusOptions}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          />
        </div>
      </div>
      {goods.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading customer goods">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded bg-gray-100" />
          ))}
        </div>
      ) : goods.isError ? (
        <LoadError query={goods} retryLabel="Try again" fallback="Customer goods could not be loaded." />
      ) : goods.data.goods.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title="No customer goods found"
          description={
            filtered ? 'No customer good matches the search and status.' : 'No customer has goods stored yet.'
          }
        />
      ) : (
        <div className={goods.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <CustomerGoodsList goods={goods.data.goods} onChangeStatus={setEditing} />
          {goods.data.total > goods.data.goods.length && (
            <p className="mt-3 text-xs text-gray-500">
              Showing the newest {goods.data.goods.length} of {goods.data.total}; search or filter to find others.
            </p>
          )}
        </div>
      )}
      <GoodStatusDialog good={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
