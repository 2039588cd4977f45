import { CUSTOMER_GOODS_MESSAGES, formatGoodValue, goodDisplayId, type CustomerGood } from '@stockyard/domain';
import { Eye, PackageOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { stackedTable as st } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
import { GoodStatusBadge } from './good-status-badge';
import { useFormatDate } from '../../../lib/dates';

type Props = {
  goods: CustomerGood[];
  loading: boolean;
  filtered: boolean;
  onView: (id: number) => void;
};

export function MyGoodsTable({ goods, loading, filtered, onView }: Props) {
  const dates = useFormatDate();
  if (loading)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading goods">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 animate-pulse rounded bg-gray-100" />
        ))}
      </div>
    );
  if (goods.length === 0)
    return (
      <EmptyState
        icon={PackageOpen}
        title={CUSTOMER_GOODS_MESSAGES.empty}
        description={filtered ? 'Try another status or search term.' : undefined}
        action={
          !filtered && (
            <Link to="/customer/store-goods" className={buttonClasses({})}>
              <Plus aria-hidden="true" className="size-4" />
              {CUSTOMER_GOODS_MESSAGES.addFirst}
            </Link>
          )
        }
      />
    );
  return (
    <div className={st.wrapper}>
      <table className={st.table}>
        <caption className="sr-only">My Goods</caption>
        <thead className="hidden bg-gray-50 text-left md:table-header-group text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Good ID
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Date Added
            </th>
            <th scope="col" className="px-3 py-2">
              Status
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
            <tr key={good.id} className={st.row}>
              <td className={cn(st.cell, 'font-mono whitespace-nowrap text-gray-700')}>
                <span className={cn(st.label, 'font-sans')}>Good ID</span>
                {goodDisplayId(good.id)}
              </td>
              <td className={cn(st.cell, 'font-medium break-words text-gray-900')}>
                <span className={st.label}>Name</span>
                {good.name}
              </td>
              <td className={cn(st.cell, 'whitespace-nowrap text-gray-600')}>
                <span className={st.label}>Date Added</span>
                {dates.date(good.created_at)}
              </td>
              <td className={st.cell}>
                <span className={st.label}>Status</span>
                <GoodStatusBadge status={good.status} />
              </td>
              <td className={cn(st.cell, 'whitespace-nowrap md:text-right')}>
                <span className={st.label}>Value</span>
                {formatGoodValue(good.value)}
              </td>
              <td className={cn(st.cell, 'self-end text-right')}>
                <button
                  type="button"
                  onClick={() => onView(good.id)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={`View ${good.name}`}
                >
                  <Eye aria-hidden="true" className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
