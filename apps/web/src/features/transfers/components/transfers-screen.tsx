import {
  TRANSFER_DIRECTIONS,
  TRANSFER_STATUSES,
  type Transfer,
  type TransferDirection,
  type TransferStatus,
} from '@stockyard/domain';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Plus from 'lucide-react/icons/plus';
import Truck from 'lucide-react/icons/truck';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/card-skeletons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { TRANSFERS_PAGE_SIZE, useCancelTransfer, useTransfers, type TransferFilter } from '../api/transfers-api';
import { CreateTransferDialog } from './create-transfer-dialog';
import { ReceiveTransferDialog } from './receive-transfer-dialog';
import { TransferCard } from './transfer-card';
import { TransferFilters } from './transfer-filters';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filter as the address holds it, so a link (a ledger line's reference) opens the list filtered. */
export function readTransferFilter(params: URLSearchParams): TransferFilter {
  const branch = Number(params.get('branch'));
  const page = Number(params.get('page'));
  return {
    direction: oneOf<TransferDirection>(TRANSFER_DIRECTIONS, params.get('direction')),
    status: oneOf<TransferStatus>(TRANSFER_STATUSES, params.get('status')),
    branch_id: Number.isInteger(branch) && branch > 0 ? branch : undefined,
    // As typed (the server trims it), so the search box keeps a space between words.
    q: params.get('q') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Transfers between branches: outgoing and incoming, with receive and cancel where the reader may. */
export function TransfersScreen({ backTo }: { backTo: string }) {
  const { t } = useTranslation(['transfers', 'common']);
  const translate = useTranslateMessage();
  const formats = useNumberFormats();
  const [params, setParams] = useSearchParams();
  const filter = readTransferFilter(params);
  const deferred = useDeferredValue(filter);
  const transfers = useTransfers(deferred);
  const cancel = useCancelTransfer();
  const [creating, setCreating] = useState(false);
  const [receiving, setReceiving] = useState<Transfer>();
  const [cancelling, setCancelling] = useState<Transfer>();

  const update = (changes: Partial<Record<'direction' | 'status' | 'branch' | 'q' | 'page', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling.id, version: cancelling.version },
      {
        onSuccess: () => toast.success(translate('Transfer cancelled: the stock is back at the source')),
        onError: (error) => toast.error(errorMessage(error, t('transfers:cancel.failed'))),
        onSettled: () => setCancelling(undefined),
      },
    );
  };

  const data = transfers.data;
  return (
    <>
      <PageHeader title={t('transfers:title')} description={t('transfers:description')} backTo={backTo}>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('transfers:actions.new')}
        </Button>
      </PageHeader>
      <TransferFilters filter={filter} onChange={update} />
      {data && (
        <div className="mb-4 grid grid-cols-2 gap-3 lg:max-w-xl">
          <StatCard label={t('transfers:stats.listed')} value={formats.number(data.total)} icon={ArrowLeftRight} />
          <StatCard
            label={t('transfers:stats.inTransit')}
            value={formats.number(data.in_transit_units)}
            icon={Truck}
            tone="amber"
          />
        </div>
      )}
      {transfers.isPending ? (
        <CardSkeletons
          label={t('transfers:loading')}
          count={3}
          className="grid gap-3"
          bars={['h-5 w-1/2', 'h-4 w-1/3']}
        />
      ) : transfers.isError ? (
        <LoadError query={transfers} title={t('transfers:loadFailed')} />
      ) : transfers.data.total === 0 ? (
        <EmptyState icon={ArrowLeftRight} title={t('transfers:empty')} description={t('transfers:emptyText')} />
      ) : (
        <div className={transfers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ul className="grid gap-3" aria-label={t('transfers:list')}>
            {transfers.data.transfers.map((transfer) => (
              <li key={transfer.id}>
                <TransferCard transfer={transfer} onReceive={setReceiving} onCancel={setCancelling} />
              </li>
            ))}
          </ul>
          {transfers.data.total > TRANSFERS_PAGE_SIZE && (
            <Pagination
              page={filter.page}
              pageSize={TRANSFERS_PAGE_SIZE}
              total={transfers.data.total}
              onPageChange={(page) => update({ page: String(page) })}
              itemLabel={(count) => t('transfers:items', { count })}
            />
          )}
        </div>
      )}
      <CreateTransferDialog open={creating} onClose={() => setCreating(false)} />
      <ReceiveTransferDialog transfer={receiving} onClose={() => setReceiving(undefined)} />
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title={t('transfers:cancel.title', { reference: cancelling?.reference ?? '' })}
        message={t('transfers:cancel.message', {
          count: cancelling?.quantity ?? 0,
          item: cancelling?.item_name ?? '',
          branch: cancelling?.from_branch.name ?? '',
        })}
        confirmLabel={t('transfers:cancel.confirm')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </>
  );
}
