import type { Branch } from '@stockyard/domain';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useTranslation } from '../../../../lib/i18n/react';
import { BranchListSkeleton, BRANCH_GRID } from '../branch-list-skeleton';
import { AddBranchTile, BranchAdminCard, type BranchCardActions } from './branch-admin-card';
import { SearchBox } from '../../../../components/ui/search-box';

type ToolbarProps = { search: string; onSearch: (value: string) => void; refreshing: boolean; onRefresh: () => void };

/** Search by name or location (filtered here, not on the server) and Refresh. */
export function BranchesToolbar({ search, onSearch, refreshing, onRefresh }: ToolbarProps) {
  const { t } = useTranslation(['branches', 'common']);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox
        className="flex-1"
        value={search}
        onValueChange={onSearch}
        placeholder={t('branches:admin.searchPlaceholder')}
        aria-label={t('branches:admin.searchLabel')}
      />
      <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
        {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
        {t('common:refresh')}
      </Button>
    </div>
  );
}

type GridProps = {
  branches: readonly Branch[];
  loading: boolean;
  filtered: boolean;
  onClearSearch: () => void;
  onAdd: () => void;
  actions: BranchCardActions;
};

/** The card grid; it always ends with the Add New Branch tile, also when there are no branches yet. */
export function BranchesGrid({ branches, loading, filtered, onClearSearch, onAdd, actions }: GridProps) {
  const { t } = useTranslation(['branches']);
  if (loading) return <BranchListSkeleton label={t('branches:admin.loading')} />;
  if (filtered && branches.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('branches:admin.noMatch')}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            {t('branches:admin.clearSearch')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className={BRANCH_GRID}>
      {branches.map((branch) => (
        <li key={branch.id}>
          <BranchAdminCard branch={branch} actions={actions} />
        </li>
      ))}
      <li>
        <AddBranchTile onAdd={onAdd} />
      </li>
    </ul>
  );
}
