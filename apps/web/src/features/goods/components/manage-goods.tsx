import { GOOD_MESSAGES, GOODS_PAGE_SIZES, type Good, type LabelCode } from '@stockyard/domain';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import Printer from 'lucide-react/icons/printer';
import Upload from 'lucide-react/icons/upload';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { PrintLabelsDialog } from '../../../components/labels/print-labels-dialog';
import { PageContainer } from '../../../components/layout/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { OnceOpened } from '../../../components/ui/once-opened';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { useDeleteGood } from '../../../resources/goods';
import { useExportGoods } from '../api/export-goods';
import { useGoodsList } from '../../../resources/goods';
import { useGoodsView } from '../hooks/use-goods-view';
import { hasActiveFilters } from '../lib/goods-params';
import { useGoodsText } from '../lib/goods-text';
import type { GoodAction } from './good-actions';
import { GoodsEmpty, GoodsLoadError } from './goods-list-states';
import { GoodsTable } from './goods-table';
import { GoodsToolbar } from './goods-toolbar';
import type { ItemFormTarget } from './item-form-dialog';
import type { BranchOption } from './types';

// The dialogs, with their forms (react-hook-form, the form schemas), load when first opened.
const ImportWizard = lazy(() => import('./import-wizard').then((module) => ({ default: module.ImportWizard })));
const ItemFormDialog = lazy(() => import('./item-form-dialog').then((module) => ({ default: module.ItemFormDialog })));
const MovementHistoryDialog = lazy(() =>
  import('./movement-history-dialog').then((module) => ({ default: module.MovementHistoryDialog })),
);
const StockDialog = lazy(() => import('./stock-dialog').then((module) => ({ default: module.StockDialog })));
const LotRemovalDialog = lazy(() =>
  import('./lot-removal-dialog').then((module) => ({ default: module.LotRemovalDialog })),
);

/** A warehouse item prints as ITM-, a customer's lot as LOT- (label-code.ts). */
const labelCodeOf = (good: Good): LabelCode => ({ kind: good.owner_id === null ? 'item' : 'lot', id: good.id });

type ManageGoodsProps = {
  branches: readonly BranchOption[];
  /** The dashboard of the area the screen is opened in. */
  backTo: string;
  description: string;
  /**
   * Sending an item's stock to another branch (the transfers feature, passed in by the route): the
   * rows' Transfer action opens it, and the header links to the Transfers screen.
   */
  transfers?: { dialog: ComponentType<TransferDialogProps>; path: string } | undefined;
};

export type TransferDialogProps = { good: Good | undefined; onClose: () => void };

/**
 * Manage Goods (spec 02 "Goods management") for admins and employees alike: the server allows both
 * every goods action (goods_management), so both screens offer them. The route passes the branches in.
 */
export function ManageGoods({ branches, backTo, description, transfers }: ManageGoodsProps) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const { params, update, clearFilters, search } = useGoodsView();
  const { page, limit, ...filters } = params;
  const goods = useGoodsList(params);
  const exportGoods = useExportGoods();
  const deleteGood = useDeleteGood();

  const [stockGood, setStockGood] = useState<Good>();
  const [historyGood, setHistoryGood] = useState<Good>();
  const [transferGood, setTransferGood] = useState<Good>();
  const [deleting, setDeleting] = useState<Good>();
  const [removingLot, setRemovingLot] = useState<Good>();
  const [formTarget, setFormTarget] = useState<ItemFormTarget>();
  const [importOpen, setImportOpen] = useState(false);
  const [labels, setLabels] = useState<{ codes: LabelCode[]; subject: string }>();

  // Spec 02 section 8: a failed load is announced, and the list stays empty (with Retry).
  const failedAt = goods.isError ? goods.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) toast.error(message(GOOD_MESSAGES.fetchFailed));
  }, [failedAt, message]);

  // A page past the end (the last item of the last page deleted, an old link) shows the last page.
  const totalPages = goods.data?.total_pages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages)
      update({ page: totalPages }, { replace: true });
  }, [page, totalPages, update]);

  const onAction = (action: GoodAction, good: Good) => {
    if (action === 'stock') setStockGood(good);
    if (action === 'transfer') setTransferGood(good);
    if (action === 'edit') setFormTarget({ kind: 'edit', id: good.id });
    if (action === 'history') setHistoryGood(good);
    if (action === 'labels') setLabels({ codes: [labelCodeOf(good)], subject: good.name });
    // A customer's lot is never deleted: it is removed with a reason (or purged by an admin).
    if (action === 'delete') (good.owner_id === null ? setDeleting : setRemovingLot)(good);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteGood.mutate(deleting, {
      onSuccess: () => toast.success(message(GOOD_MESSAGES.deleted)),
      onError: (error) => toast.error(message(errorMessage(error, GOOD_MESSAGES.deleteFailed))),
      onSettled: () => setDeleting(undefined),
    });
  };

  const runExport = () =>
    exportGoods.mutate(filters, {
      onSuccess: () => toast.success(message(GOOD_MESSAGES.exported)),
      onError: () => toast.error(message(GOOD_MESSAGES.exportFailed)),
    });

  const clearAll = () => {
    search.setText('');
    clearFilters();
  };
  const addItem = () => setFormTarget({ kind: 'create' });
  const list = goods.isError ? undefined : goods.data;
  const printPage = () =>
    list && setLabels({ codes: list.goods.map(labelCodeOf), subject: t('goods:header.labelsSubject') });

  return (
    <PageContainer>
      <PageHeader title={t('goods:title')} description={description} backTo={backTo}>
        {transfers && (
          <Link to={transfers.path} className={buttonClasses({ variant: 'secondary' })}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            {t('goods:header.transfers')}
          </Link>
        )}
        <Button variant="secondary" onClick={() => setImportOpen(true)}>
          <Upload aria-hidden="true" className="size-4" />
          {t('goods:header.import')}
        </Button>
        <Button variant="secondary" onClick={printPage} disabled={!list || list.goods.length === 0}>
          <Printer aria-hidden="true" className="size-4" />
          {t('goods:header.labels')}
        </Button>
        <Button variant="secondary" onClick={runExport} loading={exportGoods.isPending}>
          {!exportGoods.isPending && <Download aria-hidden="true" className="size-4" />}
          {t('goods:header.export')}
        </Button>
        <Button onClick={addItem}>
          <Plus aria-hidden="true" className="size-4" />
          {t('goods:header.add')}
        </Button>
      </PageHeader>

      <GoodsToolbar
        filters={filters}
        searchText={search.text}
        onSearchTextChange={search.setText}
        onChange={update}
        onClear={clearAll}
        branches={branches}
        total={goods.isError ? 0 : list?.total}
      />

      <div className="mt-6 space-y-4">
        {goods.isError ? (
          <Card className="overflow-hidden">
            <GoodsLoadError onRetry={() => void goods.refetch()} retrying={goods.isFetching} />
          </Card>
        ) : (
          <GoodsTable
            goods={list?.goods ?? []}
            onAction={onAction}
            transfer={transfers !== undefined}
            loading={goods.isPending}
            skeletonRows={Math.min(limit, 6)}
            empty={list && <GoodsEmpty filtered={hasActiveFilters(filters)} onAdd={addItem} onClear={clearAll} />}
            stale={goods.isPlaceholderData}
          />
        )}
        {list && list.total > 0 && (
          <Pagination
            page={Math.min(page, Math.max(1, list.total_pages))}
            pageSize={limit}
            total={list.total}
            onPageChange={(next) => update({ page: next })}
            pageSizes={GOODS_PAGE_SIZES}
            onPageSizeChange={(size) => update({ limit: size })}
          />
        )}
      </div>

      <OnceOpened open={stockGood !== undefined}>
        <StockDialog good={stockGood} onClose={() => setStockGood(undefined)} />
      </OnceOpened>
      {transfers && (
        <OnceOpened open={transferGood !== undefined}>
          <transfers.dialog good={transferGood} onClose={() => setTransferGood(undefined)} />
        </OnceOpened>
      )}
      <OnceOpened open={formTarget !== undefined}>
        <ItemFormDialog target={formTarget} branches={branches} onClose={() => setFormTarget(undefined)} />
      </OnceOpened>
      <OnceOpened open={historyGood !== undefined}>
        <MovementHistoryDialog good={historyGood} onClose={() => setHistoryGood(undefined)} />
      </OnceOpened>
      <OnceOpened open={importOpen}>
        <ImportWizard open={importOpen} onClose={() => setImportOpen(false)} />
      </OnceOpened>
      <OnceOpened open={removingLot !== undefined}>
        <LotRemovalDialog lot={removingLot} onClose={() => setRemovingLot(undefined)} />
      </OnceOpened>
      <PrintLabelsDialog codes={labels?.codes ?? null} subject={labels?.subject} onClose={() => setLabels(undefined)} />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('goods:deleteTitle')}
        message={message(GOOD_MESSAGES.deleteConfirm)}
        confirmLabel={t('common:ui.delete')}
        busy={deleteGood.isPending}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
