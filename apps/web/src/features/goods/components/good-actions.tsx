import type { Good } from '@stockyard/domain';
import type { LucideIcon } from 'lucide-react/types';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import History from 'lucide-react/icons/rotate-ccw-clock';
import PackagePlus from 'lucide-react/icons/package-plus';
import Pencil from 'lucide-react/icons/pencil';
import Printer from 'lucide-react/icons/printer';
import Trash2 from 'lucide-react/icons/trash';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';

export type GoodAction = 'stock' | 'transfer' | 'edit' | 'delete' | 'history' | 'labels';
export type OnGoodAction = (action: GoodAction, good: Good) => void;

const ACTIONS: readonly { action: GoodAction; icon: LucideIcon; className: string }[] = [
  { action: 'stock', icon: PackagePlus, className: 'text-brand-700 hover:bg-brand-50' },
  { action: 'transfer', icon: ArrowLeftRight, className: 'text-brand-700 hover:bg-brand-50' },
  { action: 'edit', icon: Pencil, className: 'text-gray-700 hover:bg-gray-100' },
  { action: 'history', icon: History, className: 'text-gray-700 hover:bg-gray-100' },
  { action: 'labels', icon: Printer, className: 'text-gray-700 hover:bg-gray-100' },
  { action: 'delete', icon: Trash2, className: 'text-red-600 hover:bg-red-50' },
];

/**
 * The row's actions: on phones icons and words in a two-column grid, from md up icons alone (the
 * words stay as their accessible names and tooltips). A customer's lot has no Update Stock and no
 * Transfer: it is theirs, and changes through its status flow. Transfer shows where the screen offers it.
 */
export function GoodActions({ good, onAction, transfer }: { good: Good; onAction: OnGoodAction; transfer: boolean }) {
  const { t } = useTranslation(['goods']);
  const labels: Record<GoodAction, string> = {
    stock: t('goods:actions.stock'),
    transfer: t('goods:actions.transfer'),
    edit: t('goods:actions.edit'),
    history: t('goods:actions.history'),
    labels: t('goods:actions.labels'),
    // A customer's lot is removed with a reason, not deleted (lot-removal-dialog).
    delete: good.owner_id === null ? t('goods:actions.delete') : t('goods:actions.removeLot'),
  };
  return (
    <div className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:gap-1">
      {ACTIONS.filter(({ action }) =>
        action === 'stock' ? good.owner_id === null : action === 'transfer' ? transfer && good.owner_id === null : true,
      ).map(({ action, icon: Icon, className }) => (
        <button
          key={action}
          type="button"
          title={labels[action]}
          onClick={() => onAction(action, good)}
          className={cn(
            'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md border border-gray-200 px-3 py-1.5 text-center text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            'md:size-9 md:min-h-0 md:border-0 md:p-0',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="md:sr-only">{labels[action]}</span>
        </button>
      ))}
    </div>
  );
}
