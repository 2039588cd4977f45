import type { Branch } from '@stockyard/domain';
import { RefreshCw, Search, SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { controlClasses } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n/react';
import { BranchListSkeleton, BRANCH_GRID } from '../branch-list-skeleton';
import { AddBranchTile, BranchAdminCard, type BranchCardActions } from './branch-admin-card';

type ToolbarProps = { search: string; onSearch: (value: string) => void; refreshing: boolean; onRefresh: () => void };

/** Search by name or location (filtered here, not on the server) and Refresh. */
export function BranchesToolbar({ search, onSearch, refreshing, onRefresh }: ToolbarProps) {
  const { t } = useTranslation(['branches', 'common']);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('branches:admin.searchPlaceholder')}
          aria-label={t('branches:admin.searchLabel')}
          className={cn(controlClasses(false), 'pl-9')}
        />
      </div>
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
