import type { Agreement, AgreementStatus } from '@stockyard/domain';
import { AgreementStatusBadge } from '../../../components/agreement-status-badge';
import { FactList } from '../../../components/ui/fact-list';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';

/** Closed and cancelled agreements hold no space any more. */
const ENDED: AgreementStatus[] = ['closed', 'cancelled'];
/** Before the intake is done, the goods are still to be received. */
const AWAITING: AgreementStatus[] = ['reserved', 'awaiting_intake'];

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
          ENDED.includes(agreement.status)
            ? [t('applications:agreement.space'), t('applications:agreement.spaceReleased')]
            : [t('applications:agreement.space'), t('applications:agreement.units', { count: agreement.volume })],
          // Who receives the goods: named as to come until the intake is done; nobody once cancelled.
          ...(agreement.intake_employee_name && agreement.status !== 'cancelled'
            ? [
                [
                  t(
                    AWAITING.includes(agreement.status)
                      ? 'applications:agreement.intakeAssigned'
                      : 'applications:agreement.intakeBy',
                  ),
                  agreement.intake_employee_name,
                ] as const,
              ]
            : []),
        ]}
      />
    </div>
  );
}
