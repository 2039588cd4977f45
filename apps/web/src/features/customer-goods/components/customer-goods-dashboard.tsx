import {
  CUSTOMER_GOODS_MESSAGES,
  customerGoodsTotals,
  formatMoney,
  GOOD_STATUSES,
  goodStatusLabel,
  normalizeGoodStatus,
} from '@stockyard/domain';
import { Clock, DollarSign, Filter, Package, PackageCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage } from '../../../lib/api-client';
import { useMyGoods } from '../api/get-my-goods';
import { GoodDetailsDialog } from './good-details-dialog';
import { MyGoodsTable } from './my-goods-table';

/** The table shows the newest few until View All Goods is chosen. */
const PREVIEW_ROWS = 5;
const statusOptions = GOOD_STATUSES.map((s) => ({ value: s, label: goodStatusLabel(s) }));

/** Customer dashboard body (spec 01): four cards from the real list, My Goods, filters, details. */
export function CustomerGoodsDashboard() {
  const goods = useMyGoods();
  const [showFilters, setShowFilters] = useState(false);
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useMemo(() => goods.data ?? [], [goods.data]);
  const totals = customerGoodsTotals(list);
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
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Goods" value={totals.total} icon={Package} loading={goods.isPending} />
        <StatCard
          label="Active Goods"
          value={totals.active}
          icon={PackageCheck}
          tone="green"
          loading={goods.isPending}
        />
        <StatCard label="Pending Goods" value={totals.pending} icon={Clock} tone="amber" loading={goods.isPending} />
        <StatCard
          label="Total Value"
          value={formatMoney(totals.totalValue)}
          icon={DollarSign}
          tone="blue"
          loading={goods.isPending}
        />
      </div>

      <Card>
        <CardBody className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="text-lg font-semibold text-gray-900">My Goods</h2>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={showFilters}
                onClick={() => setShowFilters((v) => !v)}
              >
                <Filter aria-hidden="true" className="size-4" />
                Filter Goods
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
                View All Goods
              </Button>
            </div>
          </div>
          {showFilters && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Search goods" value={text} onChange={(e) => setText(e.target.value)} />
              <SelectField
                label="Status"
                placeholder="All statuses"
                options={statusOptions}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
              />
            </div>
          )}
          {goods.isError ? (
            <Alert
              tone="error"
              action={
                <Button size="sm" variant="secondary" onClick={() => void goods.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(goods.error, CUSTOMER_GOODS_MESSAGES.loadFailed)}
            </Alert>
          ) : (
            <MyGoodsTable goods={rows} loading={goods.isPending} filtered={filtering} onView={setOpenId} />
          )}
          {!showAll && !filtering && filtered.length > PREVIEW_ROWS && (
            <p className="text-sm text-gray-600">
              Showing the {PREVIEW_ROWS} newest of {filtered.length} goods.
            </p>
          )}
        </CardBody>
      </Card>
      <GoodDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
