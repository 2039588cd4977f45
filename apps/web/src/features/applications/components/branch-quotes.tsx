import Building2 from 'lucide-react/icons/building-2';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useWizardQuote, type PriceChoice } from './wizard-quote';

/**
 * The monthly price at each branch with room for the chosen volume and a rate for the type, from
 * the rates in force today (the server computes it with the one pricing function).
 */
export function BranchQuotes({ choice }: { choice: PriceChoice }) {
  const { t } = useTranslation(['applications']);
  const { request, quote } = useWizardQuote(choice);
  const money = useMoney(quote.data?.currency);

  return (
    <section aria-labelledby="branch-quotes-title" className="rounded-lg border border-gray-200 p-5">
      <h3 id="branch-quotes-title" className="flex items-center gap-2 font-semibold text-gray-900">
        <Building2 aria-hidden="true" className="size-5 text-brand-600" />
        {t('applications:quote.title')}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{t('applications:quote.hint', { volume: request?.volume ?? 0 })}</p>
      <div className="mt-3" aria-live="polite">
        {request === undefined ? (
          <p className="text-sm text-gray-600">{t('applications:quote.choose')}</p>
        ) : quote.isPending ? (
          <Spinner label={t('applications:quote.loading')} />
        ) : quote.isError ? (
          <LoadError query={quote} title={t('applications:quote.failed')} />
        ) : quote.data.branches.length === 0 ? (
          <p className="text-sm text-gray-600">{t('applications:quote.none')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {quote.data.branches.map((branch) => (
              <li
                key={branch.branch_id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
                data-testid="branch-quote"
              >
                <span className="min-w-0">
                  <span className="font-medium text-gray-900">{branch.branch_name}</span>{' '}
                  <span className="text-gray-600">{branch.branch_location}</span>
                </span>
                <span className="text-right">
                  <span className="font-semibold whitespace-nowrap text-gray-900 tabular-nums">
                    {t('applications:quote.perMonth', { amount: money(branch.monthly_total) })}
                  </span>
                  {branch.one_time_fees > 0 && (
                    <span className="block text-xs text-gray-600">
                      {t('applications:quote.oneTime', { amount: money(branch.one_time_fees) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
