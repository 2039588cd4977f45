import {
  formatGoodValue,
  goodDisplayId,
  goodStatusLabel,
  goodStatusTone,
  nextGoodStatuses,
  type OwnedGood,
} from '@stockyard/domain';
import Printer from 'lucide-react/icons/printer';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatDate } from '../../../lib/dates';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type Props = {
  goods: readonly OwnedGood[];
  onChangeStatus: (good: OwnedGood) => void;
  onPrintLabel: (good: OwnedGood) => void;
};

/**
 * Customer lots as a table on wide screens (DataTable) and as one card per lot on phones: a list
 * whose cards put the status beside the name, which DataTable's own phone cards do not.
 */
export function CustomerGoodsList({ goods, onChangeStatus, onPrintLabel }: Props) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { money } = useSiteNumberFormats();
  const dates = useFormatDate();
  const storedOn = (good: OwnedGood) =>
    good.storage_date ? dates.date(good.storage_date) : t('inventory:customerGoods.notSet');
  const branchOf = (good: OwnedGood) => good.branch?.name ?? t('inventory:customerGoods.notAssigned');
  // Spec 01: dollars with two decimals, N/A for 0; written the language's way.
  const value = (good: OwnedGood) => (good.value ? money(good.value) : translate(formatGoodValue(good.value)));
  const status = (good: OwnedGood) => (
    <Badge tone={goodStatusTone(good.status)}>{translate(goodStatusLabel(good.status))}</Badge>
  );
  const action = (good: OwnedGood, className?: string) => (
    <div className={className ?? 'flex justify-end gap-2'}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onPrintLabel(good)}
        aria-label={t('inventory:customerGoods.printLabelOf', { name: good.name })}
      >
        <Printer aria-hidden="true" className="size-4" />
        {t('inventory:customerGoods.printLabel')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={nextGoodStatuses(good.status).length === 0}
        onClick={() => onChangeStatus(good)}
        aria-label={t('inventory:customerGoods.changeStatusOf', { name: good.name })}
      >
        {t('inventory:customerGoods.changeStatus')}
      </Button>
    </div>
  );
  const goodId = (good: OwnedGood) => (
    <p className="text-xs text-gray-500">
      <span className="font-mono">{goodDisplayId(good.id)}</span> · {translate(good.category)}
    </p>
  );
  const columns: DataTableColumn<OwnedGood>[] = [
    {
      id: 'good',
      header: t('inventory:customerGoods.good'),
      className: 'max-w-64',
      cell: (good) => (
        <>
          <p className="font-medium text-gray-900">{good.name}</p>
          {goodId(good)}
        </>
      ),
    },
    {
      id: 'owner',
      header: t('inventory:customerGoods.owner'),
      className: 'text-gray-700',
      cell: (good) => good.owner_name,
    },
    {
      id: 'storageDate',
      header: t('inventory:customerGoods.storageDate'),
      className: 'whitespace-nowrap text-gray-700',
      cell: storedOn,
    },
    { id: 'status', header: t('inventory:customerGoods.status'), cell: status },
    { id: 'branch', header: t('inventory:customerGoods.branch'), className: 'text-gray-700', cell: branchOf },
    {
      id: 'value',
      header: t('inventory:customerGoods.value'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: value,
    },
    {
      id: 'actions',
      header: t('inventory:customerGoods.actions'),
      align: 'right',
      cell: (good) => action(good),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('inventory:customerGoods.caption')}
        columns={columns}
        rows={goods}
        rowTestId={(good) => `customer-good-row-${good.id}`}
        variant="plain"
        // Phones get the cards below instead: name and status on top, then the facts, then the button.
        className="hidden md:block"
      />
      <ul className="divide-y divide-gray-100 md:hidden" aria-label={t('inventory:customerGoods.caption')}>
        {goods.map((good) => (
          <li key={good.id} className="space-y-3 py-4" data-testid={`customer-good-card-${good.id}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-gray-900">{good.name}</p>
                {goodId(good)}
              </div>
              {status(good)}
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">{t('inventory:customerGoods.owner')}</dt>
                <dd className="text-gray-900">{good.owner_name}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">
                  {t('inventory:customerGoods.storageDate')}
                </dt>
                <dd className="text-gray-900">{storedOn(good)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">{t('inventory:customerGoods.branch')}</dt>
                <dd className="text-gray-900">{branchOf(good)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">{t('inventory:customerGoods.value')}</dt>
                <dd className="text-gray-900">{value(good)}</dd>
              </div>
            </dl>
            {action(good, 'grid grid-cols-2 gap-2')}
          </li>
        ))}
      </ul>
    </>
  );
}
