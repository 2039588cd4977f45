import Building2 from 'lucide-react/icons/building-complex';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/i18n/react';
import { useBranches } from '../../../resources/branches';
import { BranchLoadCard } from './branch-load-card';
import { BranchListSkeleton, BRANCH_GRID } from './branch-list-skeleton';

/** The live branch list with the three states of spec 01 section 8. */
/** The landing page's live branch list. */
export function LiveBranchList() {
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
        >
          {/* Spec 01's empty-state words, in the one message: its Refresh would be a second button. */}
          {t('landing:branches.unable')}
        </Alert>
      )}
      {branches.length > 0 ? (
        <ul className={BRANCH_GRID}>
          {branches.map((branch) => (
            <li key={branch.id} className="min-w-0">
              <BranchLoadCard branch={branch} />
            </li>
          ))}
        </ul>
      ) : (
        // Only a list that was read can be empty. After a failed read the message above, with its
        // one Retry, is the whole answer: not a second message with a second button under it.
        !isError && <EmptyState icon={Building2} title={t('landing:branches.expanding')} />
      )}
    </>
  );
}
