import { IMPORT_MESSAGES, IMPORT_PREVIEW_ROWS, type ImportIssue, type ImportPreview } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsText } from '../lib/goods-text';

type ValidRow = ImportPreview['valid'][number];
type ImportPreviewStepProps = { preview: ImportPreview; onBack: () => void; onImport: () => void };

/** Step 2: what the file holds, checked in the browser with the rules the server applies again. */
export function ImportPreviewStep({ preview, onBack, onImport }: ImportPreviewStepProps) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const translate = useTranslateMessage();
  const formats = useNumberFormats();
  const validCount = preview.valid.length;
  const shown = preview.valid.slice(0, IMPORT_PREVIEW_ROWS);
  const heading = t('goods:preview.first', { count: shown.length });
  const nowrap = 'md:whitespace-nowrap';
  const columns: DataTableColumn<ValidRow>[] = [
    { id: 'row', header: t('goods:preview.row'), cell: ({ row }) => row, className: 'text-gray-500' },
    {
      id: 'name',
      header: t('goods:preview.name'),
      cell: ({ record }) => record.name,
      className: cn('font-medium text-gray-900 wrap-anywhere', nowrap),
    },
    {
      id: 'category',
      header: t('goods:preview.category'),
      cell: ({ record }) => translate(record.category),
      className: nowrap,
    },
    { id: 'sku', header: t('goods:preview.sku'), cell: ({ record }) => record.sku ?? '-', className: nowrap },
    { id: 'quantity', header: t('goods:preview.quantity'), cell: ({ record }) => formats.number(record.quantity) },
    {
      id: 'price',
      header: t('goods:preview.price'),
      cell: ({ record }) => formats.money(record.price_per_unit),
      className: nowrap,
    },
    { id: 'branch', header: t('goods:preview.branchId'), cell: ({ record }) => record.branch_id },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Tile label={t('goods:preview.total')} value={preview.total} tone="text-gray-900" />
        <Tile label={t('goods:preview.valid')} value={validCount} tone="text-green-700" />
        <Tile
          label={t('goods:preview.invalid')}
          value={preview.invalidRows}
          tone={preview.invalidRows > 0 ? 'text-red-700' : 'text-gray-900'}
        />
      </dl>

      {validCount === 0 ? (
        <Alert tone="error">{message(IMPORT_MESSAGES.noValidRows)}</Alert>
      ) : (
        <section aria-labelledby="import-preview-title">
          <h3 id="import-preview-title" className="mb-2 text-sm font-semibold text-gray-900">
            {heading}
          </h3>
          <DataTable caption={heading} columns={columns} rows={shown} rowKey={({ row }) => row} />
        </section>
      )}

      <IssueList title={t('goods:preview.errors')} issues={preview.errors} tone="error" />
      <IssueList title={t('goods:preview.warnings')} issues={preview.warnings} tone="warning" />

      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onBack}>
          {t('common:ui.back')}
        </Button>
        <Button onClick={onImport} disabled={validCount === 0}>
          {t('goods:preview.import', { count: validCount })}
        </Button>
      </div>
    </div>
  );
}

function Tile({ label, value, tone }: { label: string; value: number; tone: string }) {
  const formats = useNumberFormats();
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-2 py-3">
      <dt className="text-xs font-medium text-gray-500 uppercase">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold', tone)}>{formats.number(value)}</dd>
    </div>
  );
}

/** A scrolling list of row issues; a long file's errors never push the buttons off screen. */
export function IssueList({
  title,
  issues,
  tone,
}: {
  title: string;
  issues: readonly ImportIssue[];
  tone: 'error' | 'warning';
}) {
  const { t } = useTranslation(['goods']);
  const { message } = useGoodsText();
  if (issues.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className={cn('mb-2 text-sm font-semibold', tone === 'error' ? 'text-red-800' : 'text-amber-900')}>
        {title} ({issues.length})
      </h3>
      <ul
        tabIndex={0}
        className={cn(
          'max-h-40 space-y-1 overflow-y-auto rounded-lg border p-3 text-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
        )}
      >
        {issues.map((issue, index) => (
          <li key={`${issue.row}-${issue.field}-${index}`}>
            <span className="font-medium">{t('goods:preview.rowIssue', { row: issue.row })}</span>{' '}
            {message(issue.message)}
          </li>
        ))}
      </ul>
    </section>
  );
}
