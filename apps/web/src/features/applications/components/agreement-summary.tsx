import type { Agreement } from '@stockyard/domain';
import { AgreementStatusBadge } from '../../../components/agreement-status-badge';
import { FactList } from '../../../components/ui/fact-list';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';

/** Where and when an approved application's goods are stored: branch, dates, space and status. */
export function AgreementSummary({ agreement }: { agreement: Agreement }) {
  const dates = useFormatDate();
  const { t } = useTranslation(['applications']);
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-gray-900">{t('applications:agreement.title')}</p>
        <AgreementStatusBadge status={agreement.status} />
      </div>
      <FactList
        className="grid-cols-1 sm:grid-cols-[auto_1fr]"
        facts={[
          [t('applications:agreement.branch'), `${agreement.branch_name}, ${agreement.branch_location}`],
          [t('applications:agreement.start'), dates.date(agreement.start_date)],
          [t('applications:agreement.end'), dates.date(agreement.end_date)],
          [t('applications:agreement.space'), t('applications:agreement.units', { count: agreement.volume })],
          ...(agreement.intake_employee_name
            ? [[t('applications:agreement.intakeBy'), agreement.intake_employee_name] as const]
            : []),
        ]}
      />
    </div>
  );
}
