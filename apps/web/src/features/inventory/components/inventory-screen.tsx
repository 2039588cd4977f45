import { INVENTORY_MESSAGES, type Good, type StockStatus } from '@stockyard/domain';
import * as Tabs from '../../../components/ui/tabs';
import Download from 'lucide-react/icons/download';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ScanLine from 'lucide-react/icons/scan-line';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage, isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useExportInventory } from '../api/export-inventory';
import { useInventory } from '../api/get-inventory';
import { useInventorySummary } from '../api/get-inventory-summary';
import type { InventoryFilter } from '../api/inventory-filter';
import { CustomerGoodsPanel } from './customer-goods-panel';
import { InventoryTabList, INVENTORY_VIEWS, type InventoryView } from './inventory-tab-list';
import { InventoryFilters } from './inventory-filters';
import { InventoryReport } from './inventory-report';
import { InventoryTable } from './inventory-table';
import { InventoryTiles } from './inventory-tiles';
import { ItemDialog, type ItemView } from './item-dialog';
import { LowStockAlerts } from './low-stock-alerts';
import { QuickStockUpdate } from './quick-stock-update';
import { ScanItemDialog } from './scan-item-dialog';
import { ScanResultDialog } from './scan-result-dialog';
import { useScanLookup } from './use-scan-lookup';
import { useQuickAdjust } from './use-quick-adjust';

const SEARCH_DELAY_MS = 300;
/** The spec's load error for the failure, in the current language (the messages catalog holds it). */
export function inventoryLoadError(error: unknown, translateMessage: (text: string) => string): string {
  if (isApiError(error) && error.status === 401) return translateMessage(INVENTORY_MESSAGES.signInRequired);
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS)
    return translateMessage(INVENTORY_MESSAGES.unavailable);
  return translateMessage(INVENTORY_MESSAGES.loadFailed);
}

/**
 * Employee Inventory (spec 01): warehouse stock with server-side filters and tiles, minus/plus as
 * movements with Undo, export; customers' stored goods under their own tab (in the address, so a
 * link opens it), never counted as stock.
 */
export function InventoryScreen() {
  const { t } = useTranslation(['inventory', 'common']);
  const translateMessage = useTranslateMessage();
  const [params, setParams] = useSearchParams();
  const tab: InventoryView = params.get('view') === 'customer-goods' ? 'customer-goods' : 'stock';
  const showView = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'customer-goods') changed.set('view', next);
        else changed.delete('view');
        return changed;
      },
      { replace: true },
    );
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'' | StockStatus>('');
  const [view, setView] = useState<ItemView | null>(null);
  const [scanning, setScanning] = useState(false);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const filter: InventoryFilter = { search: settledSearch, category, stock_status: status };
  const list = useInventory(filter);
  const summary = useInventorySummary(filter);
  const nudge = useQuickAdjust();
  const exporter = useExportInventory();
  const goods = list.data?.goods ?? [];

  // A scanned code is resolved by the server: an item opens its details, a lot or a location shows
  // what the label names. A code that names nothing becomes the search (which covers SKUs), with the
  // other filters cleared.
  const openItem = useCallback((good: Good) => setView({ good, tab: 'details' }), []);
  const searchFor = useCallback((code: string) => {
    setCategory('');
    setStatus('');
    setSearch(code);
  }, []);
  const scan = useScanLookup(openItem, searchFor);
  const onCode = (code: string) => {
    setScanning(false);
    void scan.lookUp(code);
  };

  const refresh = () => {
    void list.refetch();
    void summary.refetch();
  };

  const exportCsv = () =>
    exporter.mutate(filter, {
      onSuccess: () => toast.success(t('inventory:exported')),
      onError: (error) => toast.error(errorMessage(error, t('inventory:exportFailed'))),
    });

  const unauthorized = isApiError(list.error) && list.error.status === 401;

  return (
    <>
      <PageHeader title={t('inventory:title')} description={t('inventory:description')} backTo="/dashboard">
        {tab === INVENTORY_VIEWS.stock && (
          <>
            <Button variant="secondary" onClick={() => setScanning(true)} loading={scan.looking}>
              <ScanLine aria-hidden="true" className="size-4" />
              {t('inventory:scanItem')}
            </Button>
            <Button variant="secondary" onClick={refresh} loading={list.isFetching && !list.isPending}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('common:refresh')}
            </Button>
            <Button onClick={exportCsv} loading={exporter.isPending}>
              <Download aria-hidden="true" className="size-4" />
              {t('inventory:export')}
            </Button>
          </>
        )}
      </PageHeader>
      <Tabs.Root value={tab} onValueChange={showView} className="space-y-6">
        <InventoryTabList />
        <Tabs.Content value="stock" className="space-y-6 focus-visible:outline-none">
          <InventoryTiles summary={summary.data} loading={summary.isPending} />
          <Card>
            <CardBody className="space-y-4">
              <InventoryFilters
                search={search}
                category={category}
                status={status}
                onSearch={setSearch}
                onCategory={setCategory}
                onStatus={setStatus}
              />
              {unauthorized ? (
                <Alert
                  tone="error"
                  action={
                    <Link to="/login" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                      {t('inventory:signIn')}
                    </Link>
                  }
                >
                  {inventoryLoadError(list.error, translateMessage)}
                </Alert>
              ) : (
                <InventoryTable
                  goods={goods}
                  loading={!list.isSuccess}
                  onNudge={nudge}
                  onView={(good, tab) => setView({ good, tab })}
                />
              )}
            </CardBody>
          </Card>
          <div className="grid gap-6 lg:grid-cols-3">
            <QuickStockUpdate goods={goods} />
            <LowStockAlerts />
            <InventoryReport goods={goods} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="customer-goods" className="focus-visible:outline-none">
          <Card>
            <CardBody>
              <CustomerGoodsPanel />
            </CardBody>
          </Card>
        </Tabs.Content>
      </Tabs.Root>
      <ItemDialog view={view} onClose={() => setView(null)} />
      <ScanItemDialog open={scanning} onClose={() => setScanning(false)} onCode={onCode} />
      <ScanResultDialog outcome={scan.outcome} onClose={scan.close} onCode={(code) => void scan.lookUp(code)} />
    </>
  );
}
