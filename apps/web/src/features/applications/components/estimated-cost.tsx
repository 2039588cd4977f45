import { quoteSpan, type PriceSpan } from '@stockyard/domain';
import Calculator from 'lucide-react/icons/calculator';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useWizardQuote, type PriceChoice } from './wizard-quote';

/**
 * The estimated monthly cost: the figures of the branch quotes below it, from the lowest branch to
 * the highest (one figure when they agree), so the estimate never differs from the price list, the
 * agreed rate or the statement.
 */
export function EstimatedCost({ choice }: { choice: PriceChoice }) {
  const { t } = useTranslation(['applications']);
  const { request, quote } = useWizardQuote(choice);
  const money = useMoney(quote.data?.currency);
  const span = quote.data ? quoteSpan(quote.data.branches) : undefined;
  const amount = ({ low, high }: PriceSpan) =>
    low === high ? money(low) : t('applications:services.range', { low: money(low), high: money(high) });
  const perMonth = (figure: PriceSpan) => t('applications:services.perMonth', { amount: amount(figure) });

  return (
    <section aria-labelledby="estimated-cost-title" className="rounded-lg border border-brand-200 bg-brand-50 p-5">
      <h3 id="estimated-cost-title" className="flex items-center gap-2 font-semibold text-brand-900">
        <Calculator aria-hidden="true" className="size-5" />
        {t('applications:services.estimated')}
      </h3>
      {span === undefined ? (
        <p className="mt-3 text-sm text-gray-700" aria-live="polite">
          {request === undefined
            ? t('applications:quote.choose')
            : quote.isSuccess
              ? t('applications:quote.none')
              : t('applications:quote.loading')}
        </p>
      ) : (
        <dl className="mt-3 space-y-1.5 text-sm text-gray-700" data-testid="estimated-cost">
          <div className="flex justify-between gap-4">
            <dt>{t('applications:services.base')}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">{perMonth(span.monthly_rent)}</dd>
          </div>
          {span.monthly_insurance.high > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{t('applications:services.insuranceCoverage')}</dt>
              <dd className="text-right whitespace-nowrap tabular-nums">+{perMonth(span.monthly_insurance)}</dd>
            </div>
          )}
          {span.monthly_tax.high > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{t('applications:services.tax')}</dt>
              <dd className="text-right whitespace-nowrap tabular-nums">+{perMonth(span.monthly_tax)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-base font-semibold text-brand-900">
            <dt>{t('applications:services.total')}</dt>
            <dd aria-live="polite" className="text-right whitespace-nowrap tabular-nums">
              {perMonth(span.monthly_total)}
            </dd>
          </div>
          {span.one_time_fees.high > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{t('applications:services.oneTime')}</dt>
              <dd className="tabular-nums">{amount(span.one_time_fees)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
