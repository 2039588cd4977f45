import {
  groupImportIssues,
  IMPORT_MESSAGES,
  type GroupedImportIssue,
  type ImportIssue,
  type ImportPreviewReport,
} from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsText } from '../lib/goods-text';

type PreviewRow = ImportPreviewReport['rows'][number];
type ImportPreviewStepProps = { preview: ImportPreviewReport; onBack: () => void; onImport: () => void };

/** Row numbers named in one line of notes before "and N more". */
const ROWS_NAMED = 5;

/**
 * Step 2: what the import will do, as the server's preview counted it with the import's own checks:
 * items to create and to update, rows skipped with their errors (first), then the warnings, each
 * note once with the rows it concerns.
 */
export function ImportPreviewStep({ preview, onBack, onImport }: ImportPreviewStepProps) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const translate = useTranslateMessage();
  const formats = useSiteNumberFormats();
  const writes = preview.created + preview.updated;
  const heading = t('goods:preview.first', { count: preview.rows.length });
  // Headers stay on one line; the table scrolls sideways in the dialog when it must.
  const nowrap = 'whitespace-nowrap';
  const columns: DataTableColumn<PreviewRow>[] = [
    { id: 'row', header: t('goods:preview.row'), cell: ({ row }) => row, className: 'text-gray-500', width: nowrap },
    {
      id: 'name',
      header: t('goods:preview.name'),
      cell: ({ name }) => name,
      className: 'font-medium text-gray-900 wrap-anywhere md:min-w-32',
      width: nowrap,
    },
    {
      id: 'action',
      header: t('goods:preview.action'),
      cell: ({ updates }) => (updates ? t('goods:preview.update') : t('goods:preview.new')),
      className: nowrap,
      width: nowrap,
    },
    {
      id: 'category',
      header: t('goods:preview.category'),
      cell: ({ category }) => translate(category),
      className: nowrap,
      width: nowrap,
    },
    { id: 'sku', header: t('goods:preview.sku'), cell: ({ sku }) => sku ?? '-', className: nowrap, width: nowrap },
    {
      id: 'quantity',
      header: t('goods:preview.quantity'),
      cell: ({ quantity }) => formats.number(quantity),
      align: 'right',
      width: nowrap,
    },
    {
      id: 'price',
      header: t('goods:preview.price'),
      cell: ({ price_per_unit }) => formats.money(price_per_unit),
      className: nowrap,
      align: 'right',
      width: nowrap,
    },
    { id: 'branch', header: t('goods:preview.branchId'), cell: ({ branch_id }) => branch_id, width: nowrap },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
        <Tile label={t('goods:preview.total')} value={preview.total} tone="text-gray-900" />
        <Tile label={t('goods:preview.created')} value={preview.created} tone="text-green-700" />
        <Tile label={t('goods:preview.updated')} value={preview.updated} tone="text-brand-700" />
        <Tile
          label={t('goods:preview.skipped')}
          value={preview.skipped}
          tone={preview.skipped > 0 ? 'text-red-700' : 'text-gray-900'}
        />
      </dl>

      <IssueList title={t('goods:preview.errors')} issues={preview.errors} tone="error" />

      {writes === 0 ? (
        <Alert tone="error">{message(IMPORT_MESSAGES.noValidRows)}</Alert>
      ) : (
        <section aria-labelledby="import-preview-title">
          <h3 id="import-preview-title" className="mb-2 text-sm font-semibold text-gray-900">
            {heading}
          </h3>
          <DataTable caption={heading} columns={columns} rows={preview.rows} rowKey={({ row }) => row} />
        </section>
      )}

      <IssueList title={t('goods:preview.warnings')} issues={preview.warnings} tone="warning" />

      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onBack}>
          {t('common:ui.back')}
        </Button>
        <Button onClick={onImport} disabled={writes === 0}>
          {t('goods:preview.import', { count: writes })}
        </Button>
      </div>
    </div>
  );
}

function Tile({ label, value, tone }: { label: string; value: number; tone: string }) {
  const formats = useSiteNumberFormats();
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-2 py-3">
      <dt className="text-xs font-medium text-gray-500 uppercase">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold', tone)}>{formats.number(value)}</dd>
    </div>
  );
}

/**
 * A scrolling list of row notes, each note once with the rows it concerns ("Rows 2, 3, 4, 5, 6 and
 * 39 more"); a long file's notes never push the buttons off screen.
 */
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
  const formats = useSiteNumberFormats();
  if (issues.length === 0) return null;
  const rowsOf = ({ rows }: GroupedImportIssue) => {
    if (rows.length === 1) return t('goods:preview.rowIssue', { row: rows[0]! });
    const named = rows.slice(0, ROWS_NAMED).join(', ');
    const listed =
      rows.length > ROWS_NAMED ? t('goods:preview.andMore', { rows: named, count: rows.length - ROWS_NAMED }) : named;
    return t('goods:preview.rowsIssue', { rows: listed });
  };
  return (
    <section aria-label={title}>
      <h3 className={cn('mb-2 text-sm font-semibold', tone === 'error' ? 'text-red-800' : 'text-amber-900')}>
        {title} ({formats.number(issues.length)})
      </h3>
      <ul
        tabIndex={0}
        className={cn(
          'max-h-40 space-y-1 overflow-y-auto rounded-lg border p-3 text-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
        )}
      >
        {groupImportIssues(issues).map((group) => (
          <li key={`${group.field}-${group.message}`}>
            <span className="font-medium">{rowsOf(group)}</span> {message(group.message)}
          </li>
        ))}
      </ul>
    </section>
  );
}
