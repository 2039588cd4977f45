import { statementFormat, type StatementSummary } from '@stockyard/domain';
import FileDown from 'lucide-react/icons/file-down';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useMoney } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';
import { useDownloadBillingFile } from '../api/download';
import { BILLING_PAGE_SIZE, useStatements } from '../api/get-statements';
import { StatementDialog } from './statement-dialog';

/** Issued statements, newest first, with their PDF and CSV; `showCustomer` for staff lists. */
export function StatementsTable({ customerId, showCustomer }: { customerId?: number; showCustomer: boolean }) {
  const { t } = useTranslation(['billing']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<StatementSummary | null>(null);
  const query = useStatements({
    page,
    limit: BILLING_PAGE_SIZE,
    ...(customerId !== undefined && { customer_id: customerId }),
  });
  const download = useDownloadBillingFile();
  const { date } = useFormatDate();
  const statements = query.data?.statements ?? [];
  const money = useMoney(statements[0]?.currency);

  const save = (statement: StatementSummary, kind: 'pdf' | 'csv') =>
    download.mutate({
      path: `/billing/statements/${statement.id}/${kind}`,
      fileName: `statement-${statement.number}.${kind}`,
    });

  return (
    <Card as="section" aria-labelledby="statements-title">
      <CardBody className="space-y-4">
        <h2 id="statements-title" className="text-lg font-semibold text-gray-900">
          {t('billing:statements.title')}
        </h2>
        {download.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(download.error, t('billing:statements.downloadFailed'))}
          </p>
        )}
        {query.isPending ? (
          <Spinner label={t('billing:statements.loading')} />
        ) : query.isError ? (
          <LoadError query={query} title={t('billing:statements.loadFailed')} />
        ) : statements.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={t('billing:statements.empty')}
            description={t('billing:statements.emptyHint')}
          />
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm whitespace-nowrap">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing:statements.number')}
                  </th>
                  {showCustomer && (
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing:customer')}
                    </th>
                  )}
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing:statements.period')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing:statements.due')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('billing:statements.charges')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('billing:statements.newBalance')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('billing:statements.files')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {statements.map((statement) => (
                  <tr key={statement.id} className="border-b border-gray-100" data-testid="statement-row">
                    <td className="py-2 pr-3 font-medium whitespace-nowrap text-gray-900">#{statement.number}</td>
                    {showCustomer && (
                      <td className="py-2 pr-3">
                        {statement.customer_name}{' '}
                        <span className="text-gray-500">
                          {t('billing:customerNo', { number: statement.customer_id })}
                        </span>
                      </td>
                    )}
                    <td className="py-2 pr-3">
                      {statementFormat(language, statement.currency).period(statement.period)}
                    </td>
                    <td className="py-2 pr-3">{date(statement.due_date)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(statement.charges)}</td>
                    <td className="py-2 pr-3 text-right font-medium tabular-nums">{money(statement.new_balance)}</td>
                    <td className="py-2">
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setOpen(statement)}
                          aria-label={t('billing:statements.viewOf', { number: statement.number })}
                        >
                          <Eye aria-hidden="true" className="size-4" /> {t('billing:statements.view')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => save(statement, 'pdf')}
                          aria-label={t('billing:statements.pdfOf', { number: statement.number })}
                        >
                          <FileDown aria-hidden="true" className="size-4" /> PDF
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => save(statement, 'csv')}
                          aria-label={t('billing:statements.csvOf', { number: statement.number })}
                        >
                          CSV
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {(query.data?.total ?? 0) > BILLING_PAGE_SIZE && (
          <Pagination page={page} pageSize={BILLING_PAGE_SIZE} total={query.data?.total ?? 0} onPageChange={setPage} />
        )}
        <StatementDialog statement={open} onClose={() => setOpen(null)} onDownload={save} />
      </CardBody>
    </Card>
  );
}
