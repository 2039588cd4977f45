import { INVENTORY_MESSAGES, itemValue, type Good } from '@stockyard/domain';
import Eye from 'lucide-react/icons/eye';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Minus from 'lucide-react/icons/minus';
import PackageSearch from 'lucide-react/icons/package-search';
import Plus from 'lucide-react/icons/plus';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { StockStatusBadge } from './stock-status-badge';

type Props = {
  goods: Good[];
  loading: boolean;
  onNudge: (good: Good, step: 1 | -1) => void;
  onView: (good: Good, tab: 'details' | 'history') => void;
};

const iconButton = buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2' });

/** Warehouse stock: a table from md up, a labelled card per item on phones (DataTable). */
export function InventoryTable({ goods, loading, onNudge, onView }: Props) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { number, money } = useSiteNumberFormats();
  const columns: DataTableColumn<Good>[] = [
    {
      id: 'item',
      header: t('inventory:table.item'),
      phone: 'full',
      phoneLabel: null,
      className: 'md:max-w-64',
      cell: (good) => (
        <>
          <p className="font-medium wrap-anywhere text-gray-900">{good.name}</p>
          <p className="text-xs break-all text-gray-500">
            {good.sku
              ? t('inventory:table.sku', { sku: good.sku })
              : t('inventory:table.productId', { id: good.product_id })}
          </p>
          {good.description && <p className="truncate text-xs text-gray-500">{good.description}</p>}
        </>
      ),
    },
    {
      id: 'category',
      header: t('inventory:table.category'),
      className: 'text-gray-700',
      cell: (good) => translate(good.category),
    },
    {
      id: 'quantity',
      header: t('inventory:table.quantity'),
      cell: (good) => (
        <>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className={iconButton}
              aria-label={t('inventory:table.decrease', { name: good.name })}
              disabled={good.quantity <= 0}
              onClick={() => onNudge(good, -1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output
              className="min-w-8 text-center font-semibold tabular-nums"
              aria-label={t('inventory:table.quantityOf', { name: good.name })}
            >
              {number(good.quantity)}
            </output>
            <button
              type="button"
              className={iconButton}
              aria-label={t('inventory:table.increase', { name: good.name })}
              onClick={() => onNudge(good, 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="text-xs text-gray-500">
            {t('inventory:table.minMax', { min: number(good.low_stock_threshold), max: number(good.max_quantity) })}
          </p>
        </>
      ),
    },
    {
      id: 'status',
      header: t('inventory:table.status'),
      cell: (good) => (
        <StockStatusBadge
          quantity={good.quantity}
          threshold={good.low_stock_threshold}
          maxQuantity={good.max_quantity}
        />
      ),
    },
    {
      id: 'location',
      header: t('inventory:table.location'),
      className: 'wrap-anywhere text-gray-700',
      cell: (good) => good.location ?? good.branch?.name ?? '-',
    },
    {
      id: 'value',
      header: t('inventory:table.value'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (good) => (
        <>
          <p className="font-medium text-gray-900">{money(itemValue(good.quantity, good.price_per_unit))}</p>
          <p className="text-xs text-gray-500">{t('inventory:table.perUnit', { price: money(good.price_per_unit) })}</p>
        </>
      ),
    },
    {
      id: 'actions',
      header: t('inventory:table.actions'),
      align: 'right',
      phoneLabel: null,
      // On phones the buttons sit at the bottom right of the card, beside the value.
      className: 'self-end text-right whitespace-nowrap',
      cell: (good) => (
        <>
          <button
            type="button"
            className={iconButton}
            aria-label={t('inventory:table.view', { name: good.name })}
            onClick={() => onView(good, 'details')}
          >
            <Eye aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('inventory:table.history', { name: good.name })}
            onClick={() => onView(good, 'history')}
          >
            <History aria-hidden="true" className="size-4" />
          </button>
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('inventory:table.caption')}
      columns={columns}
      rows={goods}
      rowTestId={(good) => `inventory-row-${good.id}`}
      variant="plain"
      loading={loading}
      loadingLabel={t('inventory:table.loading')}
      empty={<EmptyState icon={PackageSearch} title={translate(INVENTORY_MESSAGES.empty)} />}
    />
  );
}
