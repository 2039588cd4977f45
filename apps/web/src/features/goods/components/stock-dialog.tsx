import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyMovement,
  GOOD_MESSAGES,
  MOVEMENT_REASONS,
  MOVEMENT_TYPES,
  stockUpdateSchema,
  type Good,
  type MovementType,
  type StockUpdateRequest,
} from '@stockyard/domain';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useFormDraft } from '../../../lib/form-draft';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useUpdateStock } from '../../../resources/goods';
import { useGoodsLabels } from '../lib/format';
import { useGoodsText } from '../lib/goods-text';
import { StockPreview } from './stock-preview';

type StockFormValues = {
  type: MovementType;
  quantity: string;
  reason: string;
  reference_number: string;
  notes: string;
};

const EMPTY: StockFormValues = { type: 'inward', quantity: '', reason: '', reference_number: '', notes: '' };

/** The domain's stock rules, plus the preview's verdict (outward beyond stock) before anything is sent. */
function stockResolver(current: number): Resolver<StockFormValues, unknown, StockUpdateRequest> {
  const base = zodResolver(stockUpdateSchema) as unknown as Resolver<StockFormValues, unknown, StockUpdateRequest>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (result.errors.quantity || values.quantity.trim() === '') return result;
    const outcome = applyMovement(current, values.type, Number(values.quantity));
    if (outcome.ok) return result;
    return { values: {}, errors: { ...result.errors, quantity: { type: 'validate', message: outcome.message } } };
  };
}

type StockDialogProps = { good: Good | undefined; onClose: () => void };

export function StockDialog({ good, onClose }: StockDialogProps) {
  const { t } = useTranslation(['goods']);
  return (
    <Dialog
      open={good !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('goods:stock.title')}
      size="md"
    >
      {good && <StockForm key={good.id} good={good} onClose={onClose} />}
    </Dialog>
  );
}

function StockForm({ good, onClose }: { good: Good; onClose: () => void }) {
  const { t } = useTranslation(['goods', 'common']);
  const { message, reason: reasonLabel } = useGoodsText();
  const labels = useGoodsLabels();
  const formats = useNumberFormats();
  const updateStock = useUpdateStock();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<StockFormValues, unknown, StockUpdateRequest>({
    resolver: stockResolver(good.quantity),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    control,
    formState: { errors },
  } = form;
  // Kept while typing (display.autoSave); a draft made before the item changed is dropped.
  const draft = useFormDraft(form, { name: `stock:${good.id}`, basis: good.version });
  const [type, quantity] = useWatch({ control, name: ['type', 'quantity'] });
  const typeOptions = MOVEMENT_TYPES.map((value) => ({ value, label: labels.movement[value] }));
  const reasonOptions = MOVEMENT_REASONS[type].map((reason) => ({ value: reason, label: reasonLabel(reason) }));
  const errorText = (text: string | undefined) => (text === undefined ? undefined : message(text));
  const success: Record<StockFormValues['type'], string> = {
    inward: t('goods:stock.added', { name: good.name }),
    outward: t('goods:stock.removed', { name: good.name }),
    adjustment: t('goods:stock.adjusted', { name: good.name }),
  };

  const typeField = register('type', {
    // Spec 02 section 4: changing the movement type resets reason and quantity.
    onChange: () => {
      setValue('reason', '');
      setValue('quantity', '');
      clearErrors(['reason', 'quantity']);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await updateStock.mutateAsync({ id: good.id, request: values });
      draft.clear();
      toast.success(success[values.type]);
      onClose();
    } catch (error) {
      setSubmitError(message(errorMessage(error, GOOD_MESSAGES.stockFailed)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('goods:stock.form')} className="space-y-4">
      <DraftNotice draft={draft} />
      <div className="rounded-lg bg-gray-50 px-4 py-3 text-sm">
        <p className="font-semibold text-gray-900">{good.name}</p>
        <p className="text-gray-600">
          {t('goods:table.sku', { sku: good.sku ?? '-' })} · {t('goods:stock.currentStock')}{' '}
          <span className="font-semibold">{formats.number(good.quantity)}</span>
        </p>
      </div>
      {submitError && (
        <Alert tone="error" onDismiss={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('goods:stock.type')} required options={typeOptions} {...typeField} />
        <TextField
          label={type === 'adjustment' ? t('goods:stock.newQuantity') : t('goods:stock.quantity')}
          type="number"
          inputMode="numeric"
          min={type === 'adjustment' ? 0 : 1}
          step={1}
          required
          error={errorText(errors.quantity?.message)}
          {...register('quantity', { onChange: () => clearErrors('quantity') })}
        />
      </div>
      <SelectField
        label={t('goods:stock.reason')}
        required
        placeholder={t('goods:stock.selectReason')}
        options={reasonOptions}
        error={errorText(errors.reason?.message)}
        {...register('reason', { onChange: () => clearErrors('reason') })}
      />
      <TextField
        label={t('goods:stock.reference')}
        optional
        placeholder={t('goods:stock.referencePlaceholder')}
        {...register('reference_number')}
      />
      <TextAreaField label={t('goods:stock.notes')} optional rows={3} {...register('notes')} />
      <StockPreview current={good.quantity} type={type} quantity={quantity} />
      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={updateStock.isPending}>
          {t('common:ui.cancel')}
        </Button>
        <Button type="submit" loading={updateStock.isPending}>
          {t('goods:stock.submit')}
        </Button>
      </div>
    </form>
  );
}
