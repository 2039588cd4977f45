import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyMovement,
  GOOD_MESSAGES,
  MOVEMENT_REASONS,
  MOVEMENT_TYPES,
  stockSuccessMessage,
  stockUpdateSchema,
  type Good,
  type MovementType,
  type StockUpdateRequest,
} from '@stockyard/domain';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStock } from '../../../resources/goods';
import { MOVEMENT_TYPE_LABELS } from '../lib/format';
import { StockPreview } from './stock-preview';

type StockFormValues = {
  type: MovementType;
  quantity: string;
  reason: string;
  reference_number: string;
  notes: string;
};

const EMPTY: StockFormValues = { type: 'inward', quantity: '', reason: '', reference_number: '', notes: '' };
const typeOptions = MOVEMENT_TYPES.map((type) => ({ value: type, label: MOVEMENT_TYPE_LABELS[type] }));

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
  return (
    <Dialog open={good !== undefined} onOpenChange={(open) => !open && onClose()} title="Update Stock" size="md">
      {good && <StockForm key={good.id} good={good} onClose={onClose} />}
    </Dialog>
  );
}

function StockForm({ good, onClose }: { good: Good; onClose: () => void }) {
  const updateStock = useUpdateStock();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<StockFormValues, unknown, StockUpdateRequest>({
    resolver: stockResolver(good.quantity),
    defaultValues: EMPTY,
  });
  const [type, quantity] = useWatch({ control, name: ['type', 'quantity'] });
  const reasonOptions = MOVEMENT_REASONS[type].map((reason) => ({ value: reason, label: reason }));

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
      toast.success(stockSuccessMessage(values.type, good.name));
      onClose();
    } catch (error) {
      setSubmitError(errorMessage(error, GOOD_MESSAGES.stockFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Update stock" className="space-y-4">
      <div className="rounded-lg bg-gray-50 px-4 py-3 text-sm">
        <p className="font-semibold text-gray-900">{good.name}</p>
        <p className="text-gray-600">
          SKU: {good.sku ?? '-'} · Current stock: <span className="font-semibold">{good.quantity}</span>
        </p>
      </div>
      {submitError && (
        <Alert tone="error" onDismiss={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Movement Type" required options={typeOptions} {...typeField} />
        <TextField
          label={type === 'adjustment' ? 'New Quantity' : 'Quantity'}
          type="number"
          inputMode="numeric"
          min={type === 'adjustment' ? 0 : 1}
          step={1}
          required
          error={errors.quantity?.message}
          {...register('quantity', { onChange: () => clearErrors('quantity') })}
        />
      </div>
      <SelectField
        label="Reason"
        required
        placeholder="Select a reason"
        options={reasonOptions}
        error={errors.reason?.message}
        {...register('reason', { onChange: () => clearErrors('reason') })}
      />
      <TextField
        label="Reference Number"
        optional
        placeholder="PO, invoice or transfer number"
        {...register('reference_number')}
      />
      <TextAreaField label="Notes" optional rows={3} {...register('notes')} />
      <StockPreview current={good.quantity} type={type} quantity={quantity} />
      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={updateStock.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={updateStock.isPending}>
          Update Stock
        </Button>
      </div>
    </form>
  );
}
