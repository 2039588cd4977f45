import { countLineEntrySchema, type CountLine } from '@stockyard/domain';
import { useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useEnterLine } from '../api/count-writes';

/** One item to count: what it is, where it is, and a big field for what is on the shelf. */
export function CountLineRow({
  countId,
  line,
  highlighted,
  inputRef,
}: {
  countId: number;
  line: CountLine;
  highlighted: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(['counts']);
  const translate = useTranslateMessage();
  const enter = useEnterLine(countId);
  const stored = line.counted_quantity === null ? '' : String(line.counted_quantity);
  const [typed, setTyped] = useState(stored);
  const [shownVersion, setShownVersion] = useState(line.version);
  // A new version (saved here, by another counter, or cleared for a recount) shows the stored quantity.
  if (shownVersion !== line.version) {
    setShownVersion(line.version);
    setTyped(stored);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = countLineEntrySchema.shape.counted_quantity.safeParse(typed.trim() === '' ? NaN : Number(typed));
    if (!parsed.success) {
      setProblem(translate(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(null);
    try {
      const entered = await enter.mutateAsync({ line, quantity: parsed.data });
      setSaved(t('counts:sheet.saved', { quantity: entered.counted_quantity ?? parsed.data, name: line.item_name }));
    } catch (error) {
      setProblem(errorMessage(error, t('counts:sheet.failed')));
    }
  };

  const details = [line.sku && t('counts:sheet.sku', { sku: line.sku }), line.location].filter(Boolean).join(' · ');
  return (
    <li
      id={`count-line-${line.id}`}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-sm transition-colors',
        highlighted ? 'border-brand-500 ring-2 ring-brand-500' : 'border-gray-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-gray-900">{line.item_name}</p>
          {details && <p className="text-sm break-words text-gray-600">{details}</p>}
        </div>
        {line.expected_quantity !== undefined && (
          <span className="rounded-md bg-gray-100 px-2 py-1 text-sm text-gray-700">
            {t('counts:sheet.expected', { quantity: line.expected_quantity })}
          </span>
        )}
      </div>
      {line.recount && line.counted_quantity === null && (
        <p className="mt-2 text-sm font-medium text-amber-800">{t('counts:sheet.recount')}</p>
      )}
      {line.counted_quantity !== null && line.counted_by && (
        <p className="mt-2 text-sm text-green-700">
          {t('counts:sheet.countedBy', { quantity: line.counted_quantity, name: line.counted_by })}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} className="mt-3 flex items-end gap-2" noValidate>
        <TextField
          ref={inputRef}
          label={t('counts:sheet.quantityLabel')}
          aria-label={t('counts:sheet.quantity', { name: line.item_name })}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={problem ?? undefined}
          containerClassName="min-w-0 flex-1"
          className="h-12 text-lg"
        />
        <Button type="submit" size="lg" disabled={enter.isPending} className={problem ? 'mb-6' : undefined}>
          {enter.isPending ? t('counts:sheet.saving') : t('counts:sheet.save')}
        </Button>
      </form>
      {saved && (
        <p role="status" className="mt-2 text-sm text-gray-600">
          {saved}
        </p>
      )}
    </li>
  );
}
