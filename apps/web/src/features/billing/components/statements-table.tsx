import { statementFormat, type StatementSummary } from '@stockyard/domain';
import FileDown from 'lucide-react/icons/file-down';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
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

  const columns: DataTableColumn<StatementSummary>[] = [
    {
      id: 'number',
      header: t('billing:statements.number'),
      className: 'font-medium whitespace-nowrap text-gray-900',
      cell: (statement) => `#${statement.number}`,
    },
    ...(showCustomer
      ? [
          {
            id: 'customer',
            header: t('billing:customer'),
            phone: 'full' as const,
            cell: (statement: StatementSummary) => (
              <>
                {statement.customer_name}{' '}
                <span className="text-gray-500">{t('billing:customerNo', { number: statement.customer_id })}</span>
              </>
            ),
          },
        ]
      : []),
    {
      id: 'period',
      header: t('billing:statements.period'),
      className: 'whitespace-nowrap',
      cell: (statement) => statementFormat(language, statement.currency).period(statement.period),
    },
    {
      id: 'due',
      header: t('billing:statements.due'),
      className: 'whitespace-nowrap',
      cell: (statement) => date(statement.due_date),
    },
    {
      id: 'charges',
      header: t('billing:statements.charges'),
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (statement) => money(statement.charges),
    },
    {
      id: 'balance',
      header: t('billing:statements.newBalance'),
      align: 'right',
      className: 'font-medium whitespace-nowrap tabular-nums',
      cell: (statement) => money(statement.new_balance),
    },
    {
      id: 'files',
      header: <span className="sr-only">{t('billing:statements.files')}</span>,
      phoneLabel: null,
      phone: 'full',
      cell: (statement) => (
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
      ),
    },
  ];

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
          <DataTable
            caption={t('billing:statements.title')}
            columns={columns}
            rows={statements}
            rowTestId={() => 'statement-row'}
            variant="plain"
          />
        )}
        {(query.data?.total ?? 0) > BILLING_PAGE_SIZE && (
          <Pagination page={page} pageSize={BILLING_PAGE_SIZE} total={query.data?.total ?? 0} onPageChange={setPage} />
        )}
        <StatementDialog statement={open} onClose={() => setOpen(null)} onDownload={save} />
      </CardBody>
    </Card>
  );
}
