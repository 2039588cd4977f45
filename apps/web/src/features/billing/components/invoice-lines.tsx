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

const COLUMN_KEYS = { net: 'billing:invoice.net', tax: 'billing:invoice.tax', gross: 'billing:invoice.gross' } as const;

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
  const rows = invoiceLines(lines);
  const cell = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="space-y-4">
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm">
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
            {rows.map((line, index) => (
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
      {/* Phones: each line as a block, its three amounts under its description. */}
      <ul className="divide-y divide-gray-100 border-y border-gray-200 sm:hidden">
        {rows.map((line, index) => (
          <li key={index} className="space-y-1 py-2 text-sm" data-testid="invoice-line">
            <p className="text-gray-900">{line.description}</p>
            <dl className="grid grid-cols-3 gap-2 text-xs">
              {(['net', 'tax', 'gross'] as const).map((column) => (
                <div key={column}>
                  <dt className="text-gray-500">{t(COLUMN_KEYS[column])}</dt>
                  <dd className={cn('tabular-nums', column === 'gross' && 'font-medium')}>{amount(line[column])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
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
