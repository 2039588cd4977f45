import { GOOD_MESSAGES } from '@stockyard/domain';
import { PackageSearch, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder rows in the table's shape while the first page loads. */
export function GoodsSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="Loading goods" className="divide-y divide-gray-100">
      {Array.from({ length: Math.min(rows, 6) }, (_, index) => (
        <div key={index} className="grid animate-pulse gap-4 px-4 py-4 md:grid-cols-5">
          <div className="space-y-2">
            <div className="h-4 w-3/4 rounded bg-gray-200" />
            <div className="h-3 w-1/2 rounded bg-gray-100" />
          </div>
          <div className="hidden h-4 w-2/3 rounded bg-gray-100 md:block" />
          <div className="hidden h-5 w-20 rounded-full bg-gray-100 md:block" />
          <div className="hidden h-4 w-1/2 rounded bg-gray-100 md:block" />
          <div className="hidden h-8 w-32 rounded bg-gray-100 md:block" />
        </div>
      ))}
    </div>
  );
}

export function GoodsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="p-4 sm:p-6">
      <Alert
        tone="error"
        title={GOOD_MESSAGES.fetchFailed}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        }
      >
        The list is empty until the goods can be loaded.
      </Alert>
    </div>
  );
}

export function GoodsEmpty({
  filtered,
  onAdd,
  onClear,
}: {
  filtered: boolean;
  onAdd: () => void;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={PackageSearch}
      title={GOOD_MESSAGES.empty}
      description={filtered ? 'No item matches the search and filters.' : 'Add an item or import a CSV file to start.'}
      className="m-4 border-gray-200 sm:m-6"
      action={
        <>
          {filtered && (
            <Button variant="secondary" onClick={onClear}>
              Clear Filters
            </Button>
          )}
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add First Item
          </Button>
        </>
      }
    />
  );
}
