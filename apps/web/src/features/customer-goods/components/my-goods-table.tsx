import { CUSTOMER_GOODS_MESSAGES, formatGoodValue, goodDisplayId, type CustomerGood } from '@stockyard/domain';
import Eye from 'lucide-react/icons/eye';
import PackageOpen from 'lucide-react/icons/package-open';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { GoodStatusBadge } from './good-status-badge';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useSiteNumberFormats } from '../../../resources/site-money';

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
  const { money } = useSiteNumberFormats();
  // Spec 01: dollars with two decimals, N/A for 0; written the language's way.
  const value = (amount: number | null | undefined) => (amount ? money(amount) : translate(formatGoodValue(amount)));
  const columns: DataTableColumn<CustomerGood>[] = [
    {
      id: 'id',
      header: t('customer:goodId'),
      className: 'font-mono whitespace-nowrap text-gray-700',
      cell: (good) => goodDisplayId(good.id),
    },
    {
      id: 'name',
      header: t('customer:name'),
      className: 'font-medium wrap-anywhere text-gray-900',
      cell: (good) => good.name,
    },
    {
      id: 'dateAdded',
      header: t('customer:dateAdded'),
      className: 'whitespace-nowrap text-gray-600',
      cell: (good) => dates.date(good.created_at),
    },
    { id: 'status', header: t('customer:status'), cell: (good) => <GoodStatusBadge status={good.status} /> },
    {
      id: 'value',
      header: t('customer:value'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (good) => value(good.value),
    },
    {
      id: 'actions',
      header: t('customer:actions'),
      align: 'right',
      phoneLabel: null,
      // On a phone's card the button sits at the bottom right, beside the value.
      className: 'self-end text-right',
      cell: (good) => (
        <button
          type="button"
          onClick={() => onView(good.id)}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={t('customer:view', { name: good.name })}
        >
          <Eye aria-hidden="true" className="size-4" />
        </button>
      ),
    },
  ];
  return (
    <DataTable
      variant="plain"
      caption={t('customer:myGoods')}
      columns={columns}
      rows={goods}
      loading={loading}
      loadingLabel={t('customer:loadingGoods')}
      skeletonRows={3}
      empty={
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
      }
    />
  );
}
