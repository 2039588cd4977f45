import { goodStatusLabel, goodStatusTone, type Good } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { formatPrice } from '../lib/format';
import { GoodActions, type OnGoodAction } from './good-actions';
import { ExpiryBadge, StockBadge } from './status-badges';
import { useFormatDate } from '../../../lib/dates';

type GoodsTableProps = { goods: readonly Good[]; onAction: OnGoodAction };

const headClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';

/** The five columns of spec 02 on wide screens; phones get one card per item instead. */
export function GoodsTable({ goods, onAction }: GoodsTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={headClass}>
                Product Details
              </th>
              <th scope="col" className={headClass}>
                Category &amp; Branch
              </th>
              <th scope="col" className={headClass}>
                Stock Status
              </th>
              <th scope="col" className={headClass}>
                Batch &amp; Expiry
              </th>
              <th scope="col" className={headClass}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {goods.map((good) => (
              <tr key={good.id} className="align-top hover:bg-gray-50/60">
                <td className="px-4 py-3">
                  <ProductDetails good={good} />
                </td>
                <td className="px-4 py-3">
                  <p className="text-gray-900">{good.category}</p>
                  <p className="text-gray-500">{good.branch?.name ?? 'No branch'}</p>
                </td>
                <td className="px-4 py-3">
                  <StockDetails good={good} />
                </td>
                <td className="px-4 py-3">
                  <BatchDetails good={good} />
                </td>
                <td className="px-4 py-3">
                  <GoodActions good={good} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-gray-100 md:hidden" aria-label="Goods">
        {goods.map((good) => (
          <li key={good.id} className="space-y-3 px-4 py-4">
            <ProductDetails good={good} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">Category &amp; Branch</dt>
                <dd className="mt-1">
                  <p className="text-gray-900">{good.category}</p>
                  <p className="text-gray-500">{good.branch?.name ?? 'No branch'}</p>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">Stock Status</dt>
                <dd className="mt-1">
                  <StockDetails good={good} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs font-medium text-gray-500 uppercase">Batch &amp; Expiry</dt>
                <dd className="mt-1">
                  <BatchDetails good={good} />
                </dd>
              </div>
            </dl>
            <GoodActions good={good} onAction={onAction} withText />
          </li>
        ))}
      </ul>
    </>
  );
}

function ProductDetails({ good }: { good: Good }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-gray-900">{good.name}</p>
      {good.owner && (
        <p className="text-sm text-brand-700">
          <span className="font-medium">Owner:</span> {good.owner.name}
        </p>
      )}
      <p className="text-gray-600">SKU: {good.sku ?? '-'}</p>
      <p className="text-xs text-gray-500">ID: {good.product_id}</p>
      {good.supplier && <p className="text-xs text-gray-500">Supplier: {good.supplier}</p>}
    </div>
  );
}

/** A customer's lot is not stock: its status in the storage flow, not a stock level against a threshold. */
function StockDetails({ good }: { good: Good }) {
  if (good.owner)
    return (
      <div className="space-y-1">
        <Badge tone={goodStatusTone(good.status)}>{goodStatusLabel(good.status)}</Badge>
        <p className="text-gray-900">
          Qty: <span className="font-semibold">{good.quantity}</span>
        </p>
        <p className="text-xs text-gray-500">Customer goods, not stock</p>
      </div>
    );
  return (
    <div className="space-y-1">
      <StockBadge status={good.stock_status} />
      <p className="text-gray-900">
        Qty: <span className="font-semibold">{good.quantity}</span>
      </p>
      <p className="text-gray-500">{formatPrice(good.price_per_unit)}</p>
    </div>
  );
}

function BatchDetails({ good }: { good: Good }) {
  const dates = useFormatDate();
  return (
    <div className="space-y-1">
      <p className="text-gray-900">Batch: {good.batch_no ?? '-'}</p>
      <p className="text-gray-500">Expires: {good.expiry_date ? dates.date(good.expiry_date) : '-'}</p>
      <ExpiryBadge status={good.expiry_status} />
    </div>
  );
}
