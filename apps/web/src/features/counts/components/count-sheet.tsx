import { findScannedLine, type CountDetail } from '@stockyard/domain';
import ScanLine from 'lucide-react/icons/scan-line';
import { useRef, useState, type ComponentType } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SearchBox } from '../../../components/ui/search-box';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useCountAction } from '../api/count-writes';
import { CountLineRow } from './count-line-row';

/** The scanner dialog the screen is given (the inventory's): it reports the code it read or was typed. */
export type ScanDialog = ComponentType<{ open: boolean; onClose: () => void; onCode: (code: string) => void }>;

const matches = (text: string, ...fields: (string | null)[]) =>
  fields.some((field) => field !== null && field.toLowerCase().includes(text));

/** Counting: the lines to count, found by search or by scanning a SKU or an item label, then submitted. */
export function CountSheet({ count, Scanner }: { count: CountDetail; Scanner: ScanDialog }) {
  const { t } = useTranslation(['counts']);
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  // The line a scan found: its field takes the focus, also from the dialog, which hands it back to Scan as it closes.
  const pendingFocus = useRef<number | null>(null);
  const focusLine = (id: number) => {
    const input = inputs.current.get(id);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  };
  const action = useCountAction(count.id);
  const left = count.lines.filter((line) => line.counted_quantity === null).length;
  const wanted = search.trim().toLowerCase();
  const shown = wanted
    ? count.lines.filter((line) => matches(wanted, line.item_name, line.sku, line.location))
    : count.lines;

  const jumpTo = (code: string) => {
    setScanning(false);
    const line = findScannedLine(count.lines, code);
    if (!line) {
      setScanProblem(t('counts:sheet.notFound', { code }));
      return;
    }
    setScanProblem(null);
    setSearch('');
    setHighlighted(line.id);
    toast.info(t('counts:sheet.scanned', { name: line.item_name }));
    pendingFocus.current = line.id;
    // Once the full list is back, so the field is there to take the focus.
    requestAnimationFrame(() => focusLine(line.id));
  };

  const onScanButtonFocus = () => {
    if (pendingFocus.current === null) return;
    const id = pendingFocus.current;
    pendingFocus.current = null;
    focusLine(id);
  };

  const run = async (kind: 'submit' | 'cancel') => {
    try {
      await action.mutateAsync({ action: kind, version: count.version });
      toast.success(kind === 'submit' ? t('counts:sheet.submitted') : t('counts:sheet.cancelled'));
      setConfirmCancel(false);
    } catch (error) {
      toast.error(errorMessage(error, t('counts:sheet.failed')));
      setConfirmCancel(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <SearchBox
          value={search}
          onValueChange={setSearch}
          aria-label={t('counts:sheet.search')}
          placeholder={t('counts:sheet.searchHint')}
          className="min-w-0 flex-1"
        />
        <Button size="lg" variant="secondary" onClick={() => setScanning(true)} onFocus={onScanButtonFocus}>
          <ScanLine aria-hidden="true" className="size-5" />
          {t('counts:sheet.scan')}
        </Button>
      </div>
      {scanProblem && (
        <Alert tone="warning" onDismiss={() => setScanProblem(null)}>
          {scanProblem}
        </Alert>
      )}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
          {t('counts:sheet.noMatch')}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t('counts:title')}>
          {shown.map((line) => (
            <CountLineRow
              key={line.id}
              countId={count.id}
              line={line}
              highlighted={highlighted === line.id}
              inputRef={(element) => {
                if (element) inputs.current.set(line.id, element);
                else inputs.current.delete(line.id);
              }}
            />
          ))}
        </ul>
      )}
      <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-xl sm:border sm:px-4">
        <p role="status" className="mb-2 text-sm font-medium text-gray-700">
          {left === 0 ? t('counts:sheet.allCounted') : t('counts:sheet.left', { count: left })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="lg"
            onClick={() => void run('submit')}
            disabled={left > 0 || action.isPending}
            className="flex-1 sm:flex-none"
          >
            {t('counts:sheet.submit')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setConfirmCancel(true)} disabled={action.isPending}>
            {t('counts:sheet.cancel')}
          </Button>
        </div>
      </div>
      <Scanner open={scanning} onClose={() => setScanning(false)} onCode={jumpTo} />
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('counts:sheet.cancelTitle')}
        message={t('counts:sheet.cancelText')}
        confirmLabel={t('counts:sheet.cancel')}
        busy={action.isPending}
        onConfirm={() => void run('cancel')}
      />
    </div>
  );
}
