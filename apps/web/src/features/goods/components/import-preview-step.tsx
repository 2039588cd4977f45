import { IMPORT_MESSAGES, IMPORT_PREVIEW_ROWS, type ImportIssue, type ImportPreview } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../lib/format';

type ImportPreviewStepProps = { preview: ImportPreview; onBack: () => void; onImport: () => void };

/** Step 2: what the file holds, checked in the browser with the rules the server applies again. */
export function ImportPreviewStep({ preview, onBack, onImport }: ImportPreviewStepProps) {
  const validCount = preview.valid.length;
  const shown = preview.valid.slice(0, IMPORT_PREVIEW_ROWS);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Tile label="Total rows" value={preview.total} tone="text-gray-900" />
        <Tile label="Valid rows" value={validCount} tone="text-green-700" />
        <Tile
          label="Invalid rows"
          value={preview.invalidRows}
          tone={preview.invalidRows > 0 ? 'text-red-700' : 'text-gray-900'}
        />
      </dl>

      {validCount === 0 ? (
        <Alert tone="error">{IMPORT_MESSAGES.noValidRows}</Alert>
      ) : (
        <section aria-labelledby="import-preview-title">
          <h3 id="import-preview-title" className="mb-2 text-sm font-semibold text-gray-900">
            First {shown.length} valid {shown.length === 1 ? 'row' : 'rows'}
          </h3>
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-600 uppercase">
                <tr>
                  {['Row', 'Name', 'Category', 'SKU', 'Quantity', 'Price', 'Branch ID'].map((head) => (
                    <th key={head} scope="col" className="px-3 py-2 whitespace-nowrap">
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {shown.map(({ row, record }) => (
                  <tr key={row}>
                    <td className="px-3 py-2 text-gray-500">{row}</td>
                    <td className="px-3 py-2 font-medium whitespace-nowrap text-gray-900">{record.name}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{record.category}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{record.sku ?? '-'}</td>
                    <td className="px-3 py-2">{record.quantity}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatPrice(record.price_per_unit)}</td>
                    <td className="px-3 py-2">{record.branch_id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <IssueList title="Errors (rows skipped)" issues={preview.errors} tone="error" />
      <IssueList title="Warnings" issues={preview.warnings} tone="warning" />

      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onImport} disabled={validCount === 0}>
          Import {validCount} {validCount === 1 ? 'Item' : 'Items'}
        </Button>
      </div>
    </div>
  );
}

function Tile({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-2 py-3">
      <dt className="text-xs font-medium text-gray-500 uppercase">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold', tone)}>{value}</dd>
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
            <span className="font-medium">Row {issue.row}:</span> {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
