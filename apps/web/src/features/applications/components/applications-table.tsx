import type { Application } from '@stockyard/domain';
import Eye from 'lucide-react/icons/eye';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ApplicationStatusBadge } from './application-status-badge';
import { estimatedVolumeLabel, storageTypeLabel } from './option-labels';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type ApplicationsTableProps = {
  applications: Application[];
  /** The first page is loading. */
  loading: boolean;
  /** Shown when no application matches. */
  empty: ReactNode;
  /** Dims the rows while the next page loads over them. */
  stale: boolean;
  onView: (application: Application) => void;
};

/** A table from md up; below that each application is a compact card, so nothing scrolls sideways. */
export function ApplicationsTable({ applications, loading, empty, stale, onView }: ApplicationsTableProps) {
  const dates = useFormatDate();
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const columns: DataTableColumn<Application>[] = [
    {
      id: 'customer',
      header: t('applications:table.customer'),
      phone: 'full',
      phoneLabel: null,
      className: 'md:max-w-64',
      cell: (application) => (
        <>
          <p className="truncate font-medium text-gray-900">{application.full_name}</p>
          <p className="truncate text-gray-600">{application.email}</p>
          {application.is_business_account && application.business_name && (
            <p className="truncate text-xs text-gray-500">{application.business_name}</p>
          )}
        </>
      ),
    },
    {
      id: 'storage',
      header: t('applications:table.storage'),
      className: 'text-gray-700',
      cell: (application) => (
        <>
          <p className="font-medium text-gray-900">{translate(application.item_type)}</p>
          <p>{translate(storageTypeLabel(application.storage_type))}</p>
          <p className="text-xs text-gray-500">{translate(estimatedVolumeLabel(application.estimated_volume))}</p>
        </>
      ),
    },
    {
      id: 'status',
      header: t('applications:table.status'),
      cell: (application) => <ApplicationStatusBadge status={application.status} />,
    },
    {
      id: 'submitted',
      header: t('applications:table.submitted'),
      className: 'whitespace-nowrap text-gray-700',
      cell: (application) => dates.date(application.created_at),
    },
    {
      id: 'actions',
      header: t('applications:table.actions'),
      align: 'right',
      phoneLabel: null,
      // On a phone's card the button sits at the bottom right, beside the date.
      className: 'self-end text-right',
      cell: (application) => (
        <Button variant="secondary" size="sm" onClick={() => onView(application)}>
          <Eye aria-hidden="true" className="size-4" />
          {t('applications:table.view')}
          <span className="sr-only">{t('applications:table.viewFrom', { name: application.full_name })}</span>
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('applications:table.caption')}
      columns={columns}
      rows={applications}
      loading={loading}
      loadingLabel={t('applications:mine.loading')}
      empty={empty}
      stale={stale}
    />
  );
}
