import { statementFormat, type StatementSummary } from '@stockyard/domain';
import FileDown from 'lucide-react/icons/file-down';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';
import { useStatement } from '../api/get-statement';
import { InvoiceLines } from './invoice-lines';

type Props = {
  statement: StatementSummary | null;
  onClose: () => void;
  onDownload: (statement: StatementSummary, kind: 'pdf' | 'csv') => void;
};

/** One statement read as its invoice: the parties, number and dates, the lines, the totals, how to pay. */
export function StatementDialog({ statement, onClose, onDownload }: Props) {
  const { t } = useTranslation(['billing']);
  return (
    <Dialog
      open={statement !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={statement ? t('billing:invoice.title', { number: statement.number }) : ''}
      footer={
        statement && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onDownload(statement, 'csv')}>
              {t('billing:invoice.downloadCsv')}
            </Button>
            <Button onClick={() => onDownload(statement, 'pdf')}>
              <FileDown aria-hidden="true" className="size-4" /> {t('billing:invoice.downloadPdf')}
            </Button>
          </div>
        )
      }
    >
      {statement && <StatementBody id={statement.id} />}
    </Dialog>
  );
}

function StatementBody({ id }: { id: number }) {
  const { t } = useTranslation(['billing']);
  const { date } = useFormatDate();
  const language = useLanguage();
  const query = useStatement(id);
  if (query.isPending) return <Spinner label={t('billing:invoice.loading')} />;
  if (query.isError) return <LoadError query={query} title={t('billing:invoice.loadFailed')} />;
  const statement = query.data;
  const { seller, customer } = statement.parties;
  const inclusive = statement.parties.tax_inclusive && statement.parties.tax_basis_points > 0;
  return (
    <div className="space-y-6 text-sm" data-testid="statement-view">
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-label={t('billing:invoice.seller')}>
          <p className="text-base font-semibold text-gray-900">{seller.name || t('billing:invoice.sellerUnset')}</p>
          {seller.address && <p className="whitespace-pre-line text-gray-700">{seller.address}</p>}
          {seller.tax_id && <p className="text-gray-700">{t('billing:invoice.taxId', { id: seller.tax_id })}</p>}
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:justify-self-end">
          <dt className="text-gray-600">{t('billing:invoice.number')}</dt>
          <dd className="font-medium text-gray-900">{statement.number}</dd>
          <dt className="text-gray-600">{t('billing:invoice.issued')}</dt>
          <dd>{date(statement.issue_date)}</dd>
          <dt className="text-gray-600">{t('billing:invoice.due')}</dt>
          <dd>{date(statement.due_date)}</dd>
          <dt className="text-gray-600">{t('billing:invoice.period')}</dt>
          <dd>{statementFormat(language, statement.currency).period(statement.period)}</dd>
        </dl>
      </div>
      <section aria-label={t('billing:invoice.billTo')} className="rounded-lg bg-gray-50 p-3">
        <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{t('billing:invoice.billTo')}</p>
        <p className="font-medium text-gray-900">{customer.name || statement.customer_name}</p>
        {customer.address && <p className="whitespace-pre-line text-gray-700">{customer.address}</p>}
        <p className="text-gray-700">{t('billing:invoice.customerNumber', { number: customer.number })}</p>
      </section>
      <InvoiceLines
        lines={statement.lines}
        currency={statement.currency}
        totals={statement}
        taxBasisPoints={statement.parties.tax_basis_points}
      />
      {inclusive && <p className="text-right text-gray-600 italic">{t('billing:invoice.pricesIncludeTax')}</p>}
      {seller.payment_instructions && (
        <section aria-labelledby="payment-instructions" className="border-t border-gray-200 pt-4">
          <h3 id="payment-instructions" className="font-semibold text-gray-900">
            {t('billing:invoice.paymentInstructions')}
          </h3>
          <p className="whitespace-pre-line text-gray-700">{seller.payment_instructions}</p>
        </section>
      )}
    </div>
  );
}
