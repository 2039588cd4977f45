import ArrowRight from 'lucide-react/icons/arrow-right';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import PackageCheck from 'lucide-react/icons/package-check';
import Warehouse from 'lucide-react/icons/warehouse';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react';

const shortcuts = [
  {
    to: '/employee/assignments',
    title: 'employee:myAssignments',
    description: 'employee:myAssignmentsText',
    icon: ClipboardList,
  },
  {
    to: '/employee/applications',
    title: 'employee:manageApplications',
    description: 'employee:manageApplicationsText',
    icon: FileText,
  },
  {
    to: '/employee/storage-queue',
    title: 'employee:storageQueue',
    description: 'employee:storageQueueText',
    icon: PackageCheck,
  },
  {
    to: '/employee/counts',
    title: 'employee:stockCounts',
    description: 'employee:stockCountsText',
    icon: ClipboardCheck,
  },
  {
    to: '/employee/inventory',
    title: 'employee:inventory',
    description: 'employee:inventoryText',
    icon: Warehouse,
  },
] as const;

export function ShortcutCards() {
  const { t } = useTranslation(['employee']);
  return (
    <nav aria-label={t('employee:shortcuts')}>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {shortcuts.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-gray-900">
                  {t(title)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-gray-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                  />
                </span>
                <span className="mt-1 block text-sm text-gray-600">{t(description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
