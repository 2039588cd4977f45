import { BRANCH_FAILURE_MESSAGES, branchSummary, type Branch } from '@stockyard/domain';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n/react';
import { useDeleteBranch } from '../../../../resources/branches';
import { useBranches } from '../../../../resources/branches';
import { AddBranchDialog } from './add-branch-dialog';
import { BranchLocationsDialog } from './branch-locations-dialog';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { BranchSummaryCards } from './branch-summary-cards';
import { BranchesGrid, BranchesToolbar } from './branches-grid';
import { downloadBranchesCsv } from './download-branches-csv';
import { EditBranchDialog } from './edit-branch-dialog';
import { ManageCapacityDialog } from './manage-capacity-dialog';

const BranchUsageChart = lazy(() =>
  import('./branch-usage-chart').then((module) => ({ default: module.BranchUsageChart })),
);

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; branch: Branch }
  | { kind: 'capacity'; branch: Branch }
  | { kind: 'locations'; branch: Branch }
  | { kind: 'delete'; branch: Branch }
  | null;

const matches = (branch: Branch, term: string) =>
  branch.name.toLowerCase().includes(term) || branch.location.toLowerCase().includes(term);

/** Manage Branches (spec 02 "Branch management"): summary, search, card grid and the three dialogs. */
export function ManageBranches() {
  const list = useBranches();
  const { data, isPending, isError, errorUpdatedAt, isFetching, refetch } = list;
  const branches = useMemo(() => data ?? [], [data]);
  const deleteBranch = useDeleteBranch();
  const { t } = useTranslation(['branches', 'common']);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissedFetchError, setDismissedFetchError] = useState(0);
  const bannerRef = useRef<HTMLDivElement>(null);

  const term = search.trim().toLowerCase();
  const visible = useMemo(
    () => (term ? branches.filter((branch) => matches(branch, term)) : branches),
    [branches, term],
  );
  const summary = useMemo(() => (data ? branchSummary(data) : null), [data]);
  const showFetchError = isError && errorUpdatedAt !== dismissedFetchError;

  // A failed delete is reported at the top of the page; bring it into view from a card far below.
  useEffect(() => {
    if (actionError) bannerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [actionError]);

  const close = () => setDialog(null);
  const confirmDelete = async (branch: Branch) => {
    setActionError(null);
    try {
      await deleteBranch.mutateAsync(branch);
      toast.success(t('branches:admin.deleted'), BRANCH_NOTICE_TOAST);
    } catch (failure) {
      setActionError(errorMessage(failure, t('branches:admin.deleteFailed')));
    } finally {
      close();
    }
  };

  return (
    <>
      <PageHeader
        title={t('branches:admin.title')}
        description={t('branches:admin.description')}
        backTo="/admin/dashboard"
      >
        <Button
          variant="secondary"
          disabled={isPending || visible.length === 0}
          onClick={() => downloadBranchesCsv(visible)}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('branches:admin.export')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('branches:admin.add')}
        </Button>
      </PageHeader>

      <div ref={bannerRef} className="space-y-3 empty:hidden">
        {actionError && (
          <Alert tone="error" onDismiss={() => setActionError(null)} className="mb-6">
            {actionError}
          </Alert>
        )}
        {showFetchError && (
          <LoadError
            query={list}
            fallback={BRANCH_FAILURE_MESSAGES.fetch}
            retryLabel={t('branches:capacity.tryAgain')}
            onDismiss={() => setDismissedFetchError(errorUpdatedAt)}
            className="mb-6"
          />
        )}
      </div>

      <section aria-label={t('branches:admin.summary')}>
        <BranchSummaryCards summary={summary} loading={isPending} />
      </section>

      {visible.length > 0 && (
        <Card className="mt-6">
          <CardBody>
            <Suspense fallback={<div className="h-40 animate-pulse rounded-lg bg-gray-50" aria-hidden="true" />}>
              <BranchUsageChart branches={visible} />
            </Suspense>
          </CardBody>
        </Card>
      )}

      <section aria-labelledby="branch-list-heading" className="mt-8">
        <h2 id="branch-list-heading" className="sr-only">
          {t('branches:admin.list')}
        </h2>
        <BranchesToolbar
          search={search}
          onSearch={setSearch}
          refreshing={isFetching}
          onRefresh={() => void refetch()}
        />
        {/* A list that could not be read is not an empty one: no grid of just the Add New Branch
            tile under the message (Add Branch stays in the header). */}
        {(isPending || data) && (
          <BranchesGrid
            branches={visible}
            loading={isPending}
            filtered={term !== ''}
            onClearSearch={() => setSearch('')}
            onAdd={() => setDialog({ kind: 'add' })}
            actions={{
              onManageCapacity: (branch) => setDialog({ kind: 'capacity', branch }),
              onEdit: (branch) => setDialog({ kind: 'edit', branch }),
              onLocations: (branch) => setDialog({ kind: 'locations', branch }),
              onDelete: (branch) => setDialog({ kind: 'delete', branch }),
            }}
          />
        )}
      </section>

      {dialog?.kind === 'add' && <AddBranchDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditBranchDialog branch={dialog.branch} onClose={close} />}
      {dialog?.kind === 'capacity' && <ManageCapacityDialog branch={dialog.branch} onClose={close} />}
      {dialog?.kind === 'locations' && <BranchLocationsDialog branch={dialog.branch} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t('branches:admin.deleteTitle')}
          message={
            <>
              <span className="mb-2 block font-semibold text-gray-900">{dialog.branch.name}</span>
              {t('branches:admin.deleteConfirm')}
            </>
          }
          busy={deleteBranch.isPending}
          onConfirm={() => void confirmDelete(dialog.branch)}
        />
      )}
    </>
  );
}
