import type { Good } from '@stockyard/domain';
import { History, PackagePlus, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type GoodAction = 'stock' | 'edit' | 'delete' | 'history';
export type OnGoodAction = (action: GoodAction, good: Good) => void;

const ACTIONS: readonly { action: GoodAction; label: string; icon: LucideIcon; className: string }[] = [
  { action: 'stock', label: 'Update Stock', icon: PackagePlus, className: 'text-brand-700 hover:bg-brand-50' },
  { action: 'edit', label: 'Edit Item', icon: Pencil, className: 'text-gray-700 hover:bg-gray-100' },
  { action: 'history', label: 'History', icon: History, className: 'text-gray-700 hover:bg-gray-100' },
  { action: 'delete', label: 'Delete Item', icon: Trash2, className: 'text-red-600 hover:bg-red-50' },
];

/**
 * The row's actions: icons with their names as labels in the table, icons and words on phone cards.
 * A customer's lot has no Update Stock: it is theirs, and changes through its status flow.
 */
export function GoodActions({
  good,
  onAction,
  withText = false,
}: {
  good: Good;
  onAction: OnGoodAction;
  withText?: boolean;
}) {
  return (
    <div className={withText ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap gap-1'}>
      {ACTIONS.filter(({ action }) => action !== 'stock' || good.owner_id === null).map(
        ({ action, label, icon: Icon, className }) => (
          <button
            key={action}
            type="button"
            title={label}
            aria-label={withText ? undefined : label}
            onClick={() => onAction(action, good)}
            className={cn(
              'inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              withText ? 'h-9 border border-gray-200 px-3' : 'size-9',
              className,
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {withText && label}
          </button>
        ),
      )}
    </div>
  );
}
