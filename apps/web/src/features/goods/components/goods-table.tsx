import { goodStatusLabel, goodStatusTone, type Good } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatDate } from '../../../lib/dates';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { GoodActions, type OnGoodAction } from './good-actions';
import { ExpiryBadge, StockBadge } from './status-badges';

type GoodsTableProps = {
  goods: readonly Good[];
  onAction: OnGoodAction;
  /** Whether the rows offer Transfer (the screen has the transfer dialog). */
  transfer: boolean;
  /** The first page is loading: placeholder rows under the header. */
  loading: boolean;
  skeletonRows: number;
  /** Shown instead of the table when no item matches. */
  empty: ReactNode;
  /** Dims the rows while the next page loads over them. */
  stale: boolean;
};

/** The five columns of spec 02 on wide screens; on phones each item is a card of the same cells. */
export function GoodsTable({ goods, onAction, transfer, loading, skeletonRows, empty, stale }: GoodsTableProps) {
  const { t } = useTranslation(['goods']);
  const columns: DataTableColumn<Good>[] = [
    {
      id: 'product',
      header: t('goods:table.product'),
      phone: 'full',
      phoneLabel: null,
      cell: (good) => <ProductDetails good={good} />,
    },
    { id: 'category', header: t('goods:table.categoryBranch'), cell: (good) => <CategoryBranch good={good} /> },
    { id: 'stock', header: t('goods:table.stock'), cell: (good) => <StockDetails good={good} /> },
    { id: 'batch', header: t('goods:table.batchExpiry'), phone: 'full', cell: (good) => <BatchDetails good={good} /> },
    {
      id: 'actions',
      header: t('goods:table.actions'),
      phone: 'full',
      phoneLabel: null,
      cell: (good) => <GoodActions good={good} onAction={onAction} transfer={transfer} />,
    },
  ];
  return (
    <DataTable
      caption={t('goods:table.label')}
      columns={columns}
      rows={goods}
      rowClassName={() => 'align-top'}
      loading={loading}
      loadingLabel={t('goods:states.loading')}
      skeletonRows={skeletonRows}
      empty={empty}
      stale={stale}
    />
  );
}

function ProductDetails({ good }: { good: Good }) {
  const { t } = useTranslation(['goods']);
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-gray-900">{good.name}</p>
      {good.owner && (
        <p className="text-sm text-brand-700">
          <span className="font-medium">{t('goods:table.owner')}</span> {good.owner.name}
        </p>
      )}
      <p className="text-gray-600">{t('goods:table.sku', { sku: good.sku ?? '-' })}</p>
      <p className="text-xs text-gray-500">{t('goods:table.id', { id: good.product_id })}</p>
      {good.supplier && (
        <p className="text-xs text-gray-500">{t('goods:table.supplier', { supplier: good.supplier })}</p>
      )}
    </div>
  );
}

/** The category (one of the domain's, in the reader's language) and the branch. */
function CategoryBranch({ good }: { good: Good }) {
  const { t } = useTranslation(['goods']);
  const translate = useTranslateMessage();
  return (
    <>
      <p className="text-gray-900">{translate(good.category)}</p>
      <p className="text-gray-500">{good.branch?.name ?? t('goods:table.noBranch')}</p>
    </>
  );
}

/** A customer's lot is not stock: its status in the storage flow, not a stock level against a threshold. */
function StockDetails({ good }: { good: Good }) {
  const { t } = useTranslation(['goods']);
  const translate = useTranslateMessage();
  const formats = useSiteNumberFormats();
  const quantity = (
    <p className="text-gray-900">
      {t('goods:table.qty')} <span className="font-semibold">{formats.number(good.quantity)}</span>
    </p>
  );
  if (good.owner)
    return (
      <div className="space-y-1">
        <Badge tone={goodStatusTone(good.status)}>{translate(goodStatusLabel(good.status))}</Badge>
        {quantity}
        <p className="text-xs text-gray-500">{t('goods:table.customerGoods')}</p>
      </div>
    );
  return (
    <div className="space-y-1">
      <StockBadge status={good.stock_status} />
      {quantity}
      <p className="text-gray-500">{formats.money(good.price_per_unit)}</p>
    </div>
  );
}

function BatchDetails({ good }: { good: Good }) {
  const { t } = useTranslation(['goods']);
  const dates = useFormatDate();
  return (
    <div className="space-y-1">
      <p className="text-gray-900">{t('goods:table.batch', { batch: good.batch_no ?? '-' })}</p>
      <p className="text-gray-500">
        {t('goods:table.expires', { date: good.expiry_date ? dates.date(good.expiry_date) : '-' })}
      </p>
      <ExpiryBadge status={good.expiry_status} />
    </div>
  );
}
