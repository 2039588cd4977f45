import { invoiceLines, invoiceTotals, statementFormat, type InvoiceTotal, type StatementLine } from '@stockyard/domain';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

const TOTAL_KEYS = {
  net: 'billing:invoice.netTotal',
  tax: 'billing:invoice.taxAt',
  gross: 'billing:invoice.grossTotal',
  previousBalance: 'billing:invoice.previousBalance',
  payments: 'billing:invoice.payments',
  newBalance: 'billing:invoice.newBalance',
} as const satisfies Record<InvoiceTotal['key'], string>;

type Props = {
  lines: readonly StatementLine[];
  currency: string;
  totals: Parameters<typeof invoiceTotals>[0];
  /** The statement's tax rate; null for the draft, which names no rate (tax is per line). */
  taxBasisPoints: number | null;
  /** The last total's label: "New balance" on a statement, "Balance so far" on the draft. */
  balanceLabel?: string;
};

/** A statement's (or the draft's) lines with net, tax and gross, and its totals: as on the PDF. */
export function InvoiceLines({ lines, currency, totals, taxBasisPoints, balanceLabel }: Props) {
  const { t } = useTranslation(['billing']);
  const money = useMoney(currency);
  const format = statementFormat(useLanguage(), currency);
  const rate = taxBasisPoints === null ? null : format.percent(taxBasisPoints);
  const amount = (value: number | null) => (value === null ? '' : money(value));
  const cell = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="space-y-4">
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('billing:invoice.description')}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t('billing:invoice.net')}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t('billing:invoice.tax')}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t('billing:invoice.gross')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoiceLines(lines).map((line, index) => (
              <tr key={index} className="border-b border-gray-100" data-testid="invoice-line">
                <td className="py-2 pr-3 text-gray-900">{line.description}</td>
                <td className={cell}>{amount(line.net)}</td>
                <td className={cell}>{amount(line.tax)}</td>
                <td className={cn(cell, 'font-medium')}>{amount(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {invoiceTotals(totals).map((total) => (
          <div key={total.key} className="contents">
            <dt className={cn('text-gray-600', total.strong && 'font-semibold text-gray-900')}>
              {total.key === 'newBalance' && balanceLabel
                ? balanceLabel
                : total.key === 'tax' && rate === null
                  ? t('billing:invoice.tax')
                  : t(TOTAL_KEYS[total.key], { rate: rate ?? '' })}
            </dt>
            <dd className={cn('text-right tabular-nums', total.strong && 'font-semibold text-gray-900')}>
              {money(total.amount)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
