import * as Tabs from '../../../components/ui/tabs';
import Boxes from 'lucide-react/icons/boxes';
import PackageOpen from 'lucide-react/icons/package-open';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';

export const INVENTORY_VIEWS = { stock: 'stock', customerGoods: 'customer-goods' } as const;
export type InventoryView = (typeof INVENTORY_VIEWS)[keyof typeof INVENTORY_VIEWS];

const TABS = [
  { value: INVENTORY_VIEWS.stock, label: 'inventory:tabs.stock', icon: Boxes },
  { value: INVENTORY_VIEWS.customerGoods, label: 'inventory:tabs.customerGoods', icon: PackageOpen },
] as const;

/** The inventory's two views: warehouse stock (the default) and customers' stored goods. */
export function InventoryTabList() {
  const { t } = useTranslation(['inventory']);
  return (
    <Tabs.List
      aria-label={t('inventory:tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-xl border border-gray-200 bg-white p-1.5 shadow-sm sm:inline-flex"
    >
      {TABS.map(({ value, label, icon: Icon }) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className={cn(
            'flex min-w-0 items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-gray-700 transition-colors hover:bg-gray-100 sm:px-4',
            'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            'data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t(label)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
