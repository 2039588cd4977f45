import type { Application } from '@stockyard/domain';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ApplicationStatusBadge } from './application-status-badge';
import { estimatedVolumeLabel, storageTypeLabel } from './option-labels';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type ApplicationsTableProps = { applications: Application[]; onView: (application: Application) => void };

function ViewButton({ application, onView }: { application: Application; onView: ApplicationsTableProps['onView'] }) {
  const { t } = useTranslation(['applications']);
  return (
    <Button variant="secondary" size="sm" onClick={() => onView(application)}>
      <Eye aria-hidden="true" className="size-4" />
      {t('applications:table.view')}
      <span className="sr-only">{t('applications:table.viewFrom', { name: application.full_name })}</span>
    </Button>
  );
}

function CustomerCell({ application }: { application: Application }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-gray-900">{application.full_name}</p>
      <p className="truncate text-gray-600">{application.email}</p>
      {application.is_business_account && application.business_name && (
        <p className="truncate text-xs text-gray-500">{application.business_name}</p>
      )}
    </div>
  );
}

/** A table from md up; below that each application is a compact card, so nothing scrolls sideways. */
export function ApplicationsTable({ applications, onView }: ApplicationsTableProps) {
  const dates = useFormatDate();
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('applications:table.customer')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('applications:table.storage')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('applications:table.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('applications:table.submitted')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('applications:table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {applications.map((application) => (
              <tr key={application.id} className="hover:bg-gray-50">
                <td className="max-w-64 px-4 py-3">
                  <CustomerCell application={application} />
                </td>
                <td className="px-4 py-3 text-gray-700">
                  <p className="font-medium text-gray-900">{translate(application.item_type)}</p>
                  <p>{translate(storageTypeLabel(application.storage_type))}</p>
                  <p className="text-xs text-gray-500">
                    {translate(estimatedVolumeLabel(application.estimated_volume))}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <ApplicationStatusBadge status={application.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{dates.date(application.created_at)}</td>
                <td className="px-4 py-3 text-right">
                  <ViewButton application={application} onView={onView} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {applications.map((application) => (
          <li key={application.id} className="rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <CustomerCell application={application} />
              <ApplicationStatusBadge status={application.status} />
            </div>
            <p className="mt-2 text-gray-700">
              {translate(application.item_type)} · {translate(storageTypeLabel(application.storage_type))} ·{' '}
              {translate(estimatedVolumeLabel(application.estimated_volume))}
            </p>
            <div className="mt-3 flex items-center justify-between gap-3">
              <span className="text-gray-500">
                {t('applications:table.submittedOn', { date: dates.date(application.created_at) })}
              </span>
              <ViewButton application={application} onView={onView} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ApplicationsTableSkeleton() {
  const { t } = useTranslation(['applications']);
  return (
    <div aria-busy="true" aria-label={t('applications:mine.loading')} className="space-y-3">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="h-20 animate-pulse rounded-xl border border-gray-200 bg-gray-100" />
      ))}
    </div>
  );
}
