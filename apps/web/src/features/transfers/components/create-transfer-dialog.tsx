import { TRANSFER_MESSAGES, transferCreateSchema, type Good } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDraftState } from '../../../lib/form-draft';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useAllBranches } from '../../../resources/branches';
import { useCreateTransfer } from '../api/transfers-api';
import { ItemPicker } from './item-picker';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The item the dialog was opened from (the goods list's Transfer action); otherwise the reader picks one. */
  good?: Good | undefined;
};

type Errors = Partial<Record<'good_id' | 'to_branch_id' | 'quantity' | 'note', string>>;

/** Send a quantity of one item to another branch: it leaves the item at once and is in transit. */
export function CreateTransferDialog({ open, onClose, good }: Props) {
  const { t } = useTranslation(['transfers']);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('transfers:create.title')}
      description={t('transfers:create.description')}
    >
      {open && <CreateTransferForm key={good?.id ?? 'pick'} preset={good} onDone={onClose} />}
    </Dialog>
  );
}

function CreateTransferForm({ preset, onDone }: { preset: Good | undefined; onDone: () => void }) {
  const { t } = useTranslation(['transfers']);
  const translate = useTranslateMessage();
  const formats = useNumberFormats();
  const branches = useAllBranches();
  const create = useCreateTransfer();
  // A draft per item opened from, or one for the dialog where the item is picked (display.autoSave).
  const [values, change, draft] = useDraftState(
    { item: preset ?? null, toBranch: '', quantity: '', note: '' },
    { name: `transfer:new:${preset?.id ?? 'pick'}` },
  );
  const item = values.item ?? undefined;
  const { toBranch, quantity, note } = values;
  const [errors, setErrors] = useState<Errors>({});
  const formId = 'create-transfer';

  const destinations = (branches.data ?? []).filter((branch) => branch.id !== item?.branch_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      good_id: item?.id,
      to_branch_id: toBranch ? Number(toBranch) : undefined,
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      note,
    };
    const parsed = transferCreateSchema.safeParse(request);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0]) as keyof Errors] ??= translate(issue.message);
    if (item && !item.sku) found.good_id = translate(TRANSFER_MESSAGES.needsSku);
    if (item && parsed.success && parsed.data.quantity > item.quantity)
      found.quantity = translate(TRANSFER_MESSAGES.tooFew(item.quantity));
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    const { note: cleanNote, ...rest } = parsed.data;
    create.mutate(cleanNote ? { ...rest, note: cleanNote } : rest, {
      onSuccess: (transfer) => {
        draft.clear();
        toast.success(t('transfers:create.sent', { reference: transfer.reference }));
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, translate(e.message)])));
      },
    });
  };

  return (
    <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
      <DraftNotice draft={draft} />
      {create.isError && <Alert tone="error">{errorMessage(create.error, t('transfers:create.failed'))}</Alert>}
      {preset ? (
        <div className="rounded-lg border border-gray-200 p-3 text-sm">
          <p className="font-medium text-gray-900">{preset.name}</p>
          <p className="text-gray-600">
            {t('transfers:create.itemLine', {
              sku: preset.sku ?? '—',
              branch: preset.branch?.name ?? '—',
              quantity: formats.number(preset.quantity),
            })}
          </p>
          {errors.good_id && <p className="mt-1 text-red-600">{errors.good_id}</p>}
        </div>
      ) : (
        <ItemPicker value={item} onChange={(picked) => change({ item: picked ?? null })} error={errors.good_id} />
      )}
      <SelectField
        label={t('transfers:create.to')}
        placeholder={t('transfers:create.toPlaceholder')}
        options={destinations.map((branch) => ({ value: String(branch.id), label: branch.name }))}
        value={toBranch}
        onChange={(event) => change({ toBranch: event.target.value })}
        error={errors.to_branch_id}
        required
      />
      <TextField
        label={t('transfers:create.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={item?.quantity}
        value={quantity}
        onChange={(event) => change({ quantity: event.target.value })}
        error={errors.quantity}
        hint={item ? t('transfers:create.inStock', { count: item.quantity }) : undefined}
        required
      />
      <TextAreaField
        label={t('transfers:create.note')}
        rows={2}
        value={note}
        onChange={(event) => change({ note: event.target.value })}
        error={errors.note}
        optional
      />
      <div className="flex justify-end gap-2 border-t border-gray-100 pt-4">
        <FormDialogFooter
          formId={formId}
          submitLabel={t('transfers:create.submit')}
          onCancel={onDone}
          pending={create.isPending}
        />
      </div>
    </form>
  );
}

/** The goods list's Transfer action: the dialog for one item, open while an item is given. */
export function ItemTransferDialog({ good, onClose }: { good: Good | undefined; onClose: () => void }) {
  return <CreateTransferDialog open={good !== undefined} good={good} onClose={onClose} />;
}
