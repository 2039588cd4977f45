import { customerGoodsTotals, GOOD_STATUSES, goodStatusLabel, normalizeGoodStatus } from '@stockyard/domain';
import Clock from 'lucide-react/icons/clock';
import DollarSign from 'lucide-react/icons/dollar-sign';
import Filter from 'lucide-react/icons/funnel';
import Package from 'lucide-react/icons/package';
import PackageCheck from 'lucide-react/icons/package-check';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { StatGrid, UNKNOWN_FIGURE } from '../../../components/ui/stat-card';
import { useQuery } from '@tanstack/react-query';
import { myGoodsQueryOptions, useMyGoods } from '../api/get-my-goods';
import { GoodDetailsDialog } from './good-details-dialog';
import { MyGoodsTable } from './my-goods-table';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useSiteNumberFormats } from '../../../resources/site-money';

/** The table shows the newest few until View All Goods is chosen. */
const PREVIEW_ROWS = 5;

/**
 * The customer dashboard's four cards (spec 01), from the real list. No list read, no figures: a
 * dash (the screen's message says why), never a 0 that reads as a fact.
 */
export function CustomerGoodsTiles() {
  const goods = useMyGoods();
  const { t } = useTranslation(['customer']);
  const { money } = useSiteNumberFormats();
  const totals = goods.data ? customerGoodsTotals(goods.data) : undefined;
  const count = (value: number | undefined) => value ?? UNKNOWN_FIGURE;
  return (
    <StatGrid
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      loading={goods.isPending}
      tiles={[
        { label: t('customer:totalGoods'), value: count(totals?.total), icon: Package },
        { label: t('customer:activeGoods'), value: count(totals?.active), icon: PackageCheck, tone: 'green' },
        { label: t('customer:pendingGoods'), value: count(totals?.pending), icon: Clock, tone: 'amber' },
        {
          label: t('customer:totalValue'),
          value: totals ? money(totals.totalValue) : UNKNOWN_FIGURE,
          icon: DollarSign,
          tone: 'blue',
        },
      ]}
    />
  );
}

/** My Goods (spec 01): the customer's goods with filters and their details. */
export function MyGoodsCard() {
  // A failure goes to the screen's QueryErrorBoundary, which speaks for all its reads at once.
  const goods = useQuery({ ...myGoodsQueryOptions(), throwOnError: true });
  const { t } = useTranslation(['customer']);
  const translate = useTranslateMessage();
  const statusOptions = GOOD_STATUSES.map((s) => ({ value: s, label: translate(goodStatusLabel(s)) }));
  const [showFilters, setShowFilters] = useState(false);
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useMemo(() => goods.data ?? [], [goods.data]);
  const filtered = useMemo(() => {
    const term = text.trim().toLowerCase();
    return list.filter(
      (g) =>
        (!status || normalizeGoodStatus(g.status) === status) &&
        (!term || [g.name, g.description ?? '', g.category].some((v) => v.toLowerCase().includes(term))),
    );
  }, [list, status, text]);
  const filtering = Boolean(status || text.trim());
  const rows = showAll || filtering ? filtered : filtered.slice(0, PREVIEW_ROWS);

  return (
    <>
      <Card>
        <CardBody className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="text-lg font-semibold text-gray-900">{t('customer:myGoods')}</h2>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={showFilters}
                onClick={() => setShowFilters((v) => !v)}
              >
                <Filter aria-hidden="true" className="size-4" />
                {t('customer:filterGoods')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setShowAll(true);
                  setStatus('');
                  setText('');
                }}
              >
                {t('customer:viewAllGoods')}
              </Button>
            </div>
          </div>
          {showFilters && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t('customer:searchGoods')} value={text} onChange={(e) => setText(e.target.value)} />
              <SelectField
                label={t('customer:status')}
                placeholder={t('customer:allStatuses')}
                options={statusOptions}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
              />
            </div>
          )}
          <MyGoodsTable goods={rows} loading={!goods.isSuccess} filtered={filtering} onView={setOpenId} />
          {!showAll && !filtering && filtered.length > PREVIEW_ROWS && (
            <p className="text-sm text-gray-600">
              {t('customer:showingNewest', { shown: PREVIEW_ROWS, total: filtered.length })}
            </p>
          )}
        </CardBody>
      </Card>
      <GoodDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
