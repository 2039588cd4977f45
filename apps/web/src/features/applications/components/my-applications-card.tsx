import ClipboardList from 'lucide-react/icons/clipboard-list';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useApplications } from '../api/get-applications';
import { AgreementSummary } from './agreement-summary';
import { ApplicationStatusBadge } from './application-status-badge';
import { CancelAgreementButton } from './cancel-agreement-button';
import { storageTypeLabel } from './option-labels';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

// The newest few; a customer rarely has more, and the card is a summary.
export const MY_APPLICATIONS_SHOWN = 10;

/** The signed-in customer's own storage applications (the server returns only theirs) with status. */
export function MyApplicationsCard() {
  const dates = useFormatDate();
  const list = useApplications({ limit: MY_APPLICATIONS_SHOWN });
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();

  return (
    <Card as="section" aria-labelledby="my-applications-title">
      <CardBody>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-applications-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <ClipboardList aria-hidden="true" className="size-5 text-brand-600" />
            {t('applications:mine.title')}
          </h2>
          <Link to="/customer/apply-to-store" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('applications:mine.apply')}
          </Link>
        </div>

        {!list.isSuccess ? (
          <div aria-busy="true" aria-label={t('applications:mine.loading')} className="space-y-3">
            {[0, 1].map((index) => (
              <div key={index} className="h-16 animate-pulse rounded-lg bg-gray-100" />
            ))}
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-600">{t('applications:mine.none')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {list.data.map((application) => (
              <li key={application.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900">
                      {translate(application.item_type)} · {translate(storageTypeLabel(application.storage_type))}
                    </p>
                    <p className="text-sm text-gray-600">
                      {t('applications:mine.submitted', {
                        id: application.id,
                        date: dates.date(application.created_at),
                      })}
                    </p>
                  </div>
                  <ApplicationStatusBadge status={application.status} />
                </div>
                {application.agreement && (
                  <div className="mt-2 space-y-2">
                    <AgreementSummary agreement={application.agreement} />
                    <CancelAgreementButton agreement={application.agreement} applicationId={application.id} />
                  </div>
                )}
                {application.employee_notes && (
                  <p className="mt-2 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">
                    <span className="font-medium">{t('applications:mine.note')}</span> {application.employee_notes}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
