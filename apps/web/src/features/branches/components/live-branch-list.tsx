import { Building2, RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/i18n/react';
import { QueryProvider } from '../../../lib/query-client';
import { useBranches } from '../../../resources/branches';
import { BranchLoadCard } from './branch-load-card';
import { BranchListSkeleton, BRANCH_GRID } from './branch-list-skeleton';

/** The live branch list with the three states of spec 01 section 8. */
function BranchList() {
  const { data: branches = [], isPending, isError, isFetching, refetch } = useBranches();
  const { t } = useTranslation(['landing', 'common']);

  if (isPending) return <BranchListSkeleton />;

  return (
    <>
      {isError && (
        <Alert
          tone="error"
          title={t('landing:branches.loadFailed')}
          className="mx-auto mb-6 max-w-3xl"
          action={
            <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      {branches.length > 0 ? (
        <ul className={BRANCH_GRID}>
          {branches.map((branch) => (
            <li key={branch.id} className="min-w-0">
              <BranchLoadCard branch={branch} />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <EmptyState
          icon={Building2}
          title={t('landing:branches.unable')}
          action={
            // Retry asks again for the list; Refresh reloads the whole page, for when more is stale.
            <Button variant="secondary" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('common:refresh')}
            </Button>
          }
        />
      ) : (
        <EmptyState icon={Building2} title={t('landing:branches.expanding')} />
      )}
    </>
  );
}

/** Loaded after the first paint (with react-query and zod), so it brings its own query provider. */
export function LiveBranchList() {
  return (
    <QueryProvider>
      <BranchList />
    </QueryProvider>
  );
}
