import { CUSTOMER_GOODS_MESSAGES, formatGoodValue, goodDisplayId, type CustomerGood } from '@stockyard/domain';
import { Eye, PackageOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { stackedTable as st } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
import { GoodStatusBadge } from './good-status-badge';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useNumberFormats } from '../../../lib/i18n/format';

type Props = {
  goods: CustomerGood[];
  loading: boolean;
  filtered: boolean;
  onView: (id: number) => void;
};

export function MyGoodsTable({ goods, loading, filtered, onView }: Props) {
  const dates = useFormatDate();
  const { t } = useTranslation(['customer']);
  const translate = useTranslateMessage();
  const { money } = useNumberFormats();
  // Spec 01: dollars with two decimals, N/A for 0; written the language's way.
  const value = (amount: number | null | undefined) => (amount ? money(amount) : translate(formatGoodValue(amount)));
  if (loading)
    return (
      <div className="space-y-2" aria-busy="true" aria-label={t('customer:loadingGoods')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 animate-pulse rounded bg-gray-100" />
        ))}
      </div>
    );
  if (goods.length === 0)
    return (
      <EmptyState
        icon={PackageOpen}
        title={translate(CUSTOMER_GOODS_MESSAGES.empty)}
        description={filtered ? t('customer:tryAnother') : undefined}
        action={
          !filtered && (
            <Link to="/customer/store-goods" className={buttonClasses({})}>
              <Plus aria-hidden="true" className="size-4" />
              {translate(CUSTOMER_GOODS_MESSAGES.addFirst)}
            </Link>
          )
        }
      />
    );
  return (
    <div className={st.wrapper}>
      <table className={st.table}>
        <caption className="sr-only">{t('customer:myGoods')}</caption>
        <thead className="hidden bg-gray-50 text-left md:table-header-group text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('customer:goodId')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('customer:name')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('customer:dateAdded')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('customer:status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('customer:value')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('customer:actions')}
            </th>
          </tr>
        </thead>
        <tbody className={st.body}>
          {goods.map((good) => (
            <tr key={good.id} className={st.row}>
              <td className={cn(st.cell, 'font-mono whitespace-nowrap text-gray-700')}>
                <span className={cn(st.label, 'font-sans')}>{t('customer:goodId')}</span>
                {goodDisplayId(good.id)}
              </td>
              <td className={cn(st.cell, 'font-medium wrap-anywhere text-gray-900')}>
                <span className={st.label}>{t('customer:name')}</span>
                {good.name}
              </td>
              <td className={cn(st.cell, 'whitespace-nowrap text-gray-600')}>
                <span className={st.label}>{t('customer:dateAdded')}</span>
                {dates.date(good.created_at)}
              </td>
              <td className={st.cell}>
                <span className={st.label}>{t('customer:status')}</span>
                <GoodStatusBadge status={good.status} />
              </td>
              <td className={cn(st.cell, 'whitespace-nowrap md:text-right')}>
                <span className={st.label}>{t('customer:value')}</span>
                {value(good.value)}
              </td>
              <td className={cn(st.cell, 'self-end text-right')}>
                <button
                  type="button"
                  onClick={() => onView(good.id)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={t('customer:view', { name: good.name })}
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
