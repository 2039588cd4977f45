import { formatMoney, INVENTORY_MESSAGES, itemValue, type Good } from '@stockyard/domain';
import { Eye, History, Minus, PackageSearch, Plus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { stackedTable as st } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
import { StockStatusBadge } from './stock-status-badge';

type Props = {
  goods: Good[];
  loading: boolean;
  onNudge: (good: Good, step: 1 | -1) => void;
  onView: (good: Good, tab: 'details' | 'history') => void;
};

const iconButton = buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2' });

export function InventoryTable({ goods, loading, onNudge, onView }: Props) {
  if (loading)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading inventory">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded bg-gray-100" />
        ))}
      </div>
    );
  if (goods.length === 0) return <EmptyState icon={PackageSearch} title={INVENTORY_MESSAGES.empty} />;
  return (
    <div className={st.wrapper}>
      <table className={st.table}>
        <caption className="sr-only">Inventory items</caption>
        <thead className="hidden bg-gray-50 text-left md:table-header-group text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Item
            </th>
            <th scope="col" className="px-3 py-2">
              Category
            </th>
            <th scope="col" className="px-3 py-2">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Location
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Value
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={st.body}>
          {goods.map((good) => (
            <tr key={good.id} className={st.row} data-testid={`inventory-row-${good.id}`}>
              <td className={cn(st.cell, 'col-span-2 md:max-w-64')}>
                <p className="font-medium wrap-anywhere text-gray-900">{good.name}</p>
                <p className="text-xs break-all text-gray-500">
                  {good.sku ? `SKU: ${good.sku}` : `ID: ${good.product_id}`}
                </p>
                {good.description && <p className="truncate text-xs text-gray-500">{good.description}</p>}
              </td>
              <td className={cn(st.cell, 'text-gray-700')}>
                <span className={st.label}>Category</span>
                {good.category}
              </td>
              <td className={st.cell}>
                <span className={st.label}>Quantity</span>
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Decrease quantity of ${good.name}`}
                    disabled={good.quantity <= 0}
                    onClick={() => onNudge(good, -1)}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <output
                    className="min-w-8 text-center font-semibold tabular-nums"
                    aria-label={`Quantity of ${good.name}`}
                  >
                    {good.quantity}
                  </output>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Increase quantity of ${good.name}`}
                    onClick={() => onNudge(good, 1)}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                </div>
                <p className="text-xs text-gray-500">
                  Min: {good.low_stock_threshold} / Max: {good.max_quantity}
                </p>
              </td>
              <td className={st.cell}>
                <span className={st.label}>Status</span>
                <StockStatusBadge quantity={good.quantity} threshold={good.low_stock_threshold} />
              </td>
              <td className={cn(st.cell, 'wrap-anywhere text-gray-700')}>
                <span className={st.label}>Location</span>
                {good.location ?? good.branch?.name ?? '-'}
              </td>
              <td className={cn(st.cell, 'whitespace-nowrap md:text-right')}>
                <span className={st.label}>Value</span>
                <p className="font-medium text-gray-900">
                  {formatMoney(itemValue(good.quantity, good.price_per_unit))}
                </p>
                <p className="text-xs text-gray-500">{formatMoney(good.price_per_unit)} per unit</p>
              </td>
              <td className={cn(st.cell, 'self-end text-right whitespace-nowrap')}>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`View ${good.name}`}
                  onClick={() => onView(good, 'details')}
                >
                  <Eye aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Stock history of ${good.name}`}
                  onClick={() => onView(good, 'history')}
                >
                  <History aria-hidden="true" className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
