import { GOOD_STATUSES, goodStatusLabel, type LabelCode, type OwnedGood } from '@stockyard/domain';
import PackageOpen from 'lucide-react/icons/package-open';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
import { PrintLabelsDialog } from '../../../components/labels/print-labels-dialog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { LoadError } from '../../../components/ui/load-error';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerGoods } from '../api/get-customer-goods';
import { CustomerGoodsList } from './customer-goods-list';
import { GoodStatusDialog } from './good-status-dialog';

const SEARCH_DELAY_MS = 300;

/**
 * Customers' stored goods: theirs, not warehouse stock, so no quantities to nudge and no threshold;
 * staff see the owner, storage date, status and branch, and move a lot along its status flow.
 */
export function CustomerGoodsPanel() {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { number } = useNumberFormats();
  const statusOptions = GOOD_STATUSES.map((value) => ({ value, label: translate(goodStatusLabel(value)) }));
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OwnedGood | null>(null);
  const [labels, setLabels] = useState<{ codes: LabelCode[]; subject: string } | null>(null);
  const print = (lots: readonly OwnedGood[], subject: string) =>
    setLabels({ codes: lots.map((lot) => ({ kind: 'lot', id: lot.id })), subject });
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const goods = useCustomerGoods({ status, search: settledSearch });
  const filtered = status !== '' || settledSearch.trim() !== '';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="max-w-prose text-sm text-gray-600">{t('inventory:customerGoods.intro')}</p>
        <div className="grid gap-3 sm:w-[28rem] sm:grid-cols-2">
          <TextField
            label={t('inventory:customerGoods.search')}
            type="search"
            placeholder={t('inventory:customerGoods.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label={t('inventory:customerGoods.status')}
            placeholder={t('inventory:customerGoods.allStatuses')}
            options={statusOptions}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          />
        </div>
      </div>
      {goods.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('inventory:customerGoods.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded bg-gray-100" />
          ))}
        </div>
      ) : goods.isError ? (
        <LoadError
          query={goods}
          retryLabel={t('inventory:tryAgain')}
          fallback={t('inventory:customerGoods.loadFailed')}
        />
      ) : goods.data.goods.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={t('inventory:customerGoods.emptyTitle')}
          description={filtered ? t('inventory:customerGoods.emptyFiltered') : t('inventory:customerGoods.emptyNone')}
        />
      ) : (
        <div className={goods.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <CustomerGoodsList
            goods={goods.data.goods}
            onChangeStatus={setEditing}
            onPrintLabel={(lot) => print([lot], lot.name)}
          />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-gray-500">
              {goods.data.total > goods.data.goods.length &&
                t('inventory:customerGoods.showing', {
                  shown: number(goods.data.goods.length),
                  total: number(goods.data.total),
                })}
            </p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => print(goods.data.goods, t('inventory:customerGoods.labelsSubject'))}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('inventory:customerGoods.printShown')}
            </Button>
          </div>
        </div>
      )}
      <GoodStatusDialog good={editing} onClose={() => setEditing(null)} />
      <PrintLabelsDialog codes={labels?.codes ?? null} subject={labels?.subject} onClose={() => setLabels(null)} />
    </div>
  );
}
