import Boxes from 'lucide-react/icons/boxes';
import Building2 from 'lucide-react/icons/building-complex';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import PackageCheck from 'lucide-react/icons/package-check';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react/types';
import { Link } from 'react-router';
import { Card, CardBody } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/react';

const ACTIONS = [
  { to: '/admin/manage-users', label: 'admin:dash.manageUsers', detail: 'admin:dash.manageUsersText', icon: Users },
  { to: '/admin/manage-goods', label: 'admin:dash.manageGoods', detail: 'admin:dash.manageGoodsText', icon: Boxes },
  {
    to: '/admin/manage-branches',
    label: 'admin:dash.manageBranches',
    detail: 'admin:dash.manageBranchesText',
    icon: Building2,
  },
  {
    to: '/admin/assignments',
    label: 'admin:dash.assignments',
    detail: 'admin:dash.assignmentsText',
    icon: ClipboardList,
  },
  {
    to: '/admin/storage-queue',
    label: 'admin:dash.storageQueue',
    detail: 'admin:dash.storageQueueText',
    icon: PackageCheck,
  },
  { to: '/admin/counts', label: 'admin:dash.stockCounts', detail: 'admin:dash.stockCountsText', icon: ClipboardCheck },
] as const satisfies readonly { to: string; label: string; detail: string; icon: LucideIcon }[];

/** Spec 02: the Quick Actions buttons of the admin dashboard. */
export function QuickActions() {
  const { t } = useTranslation(['admin']);
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardBody>
        <h2 id="quick-actions-title" className="text-lg font-semibold text-gray-900">
          {t('admin:dash.quickActions')}
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {ACTIONS.map(({ to, label, detail, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-center gap-3 rounded-lg border border-gray-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-gray-900">{t(label)}</span>
                <span className="block text-sm text-gray-500">{t(detail)}</span>
              </span>
            </Link>
          ))}
        </div>
      </CardBody>
    </Card>
  );
}
