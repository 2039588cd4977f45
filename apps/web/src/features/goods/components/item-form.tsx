import {
  addDaysToIsoDate,
  CUSTOMER_LOT_MESSAGES,
  GOOD_CATEGORIES,
  GOOD_FIELD_MESSAGES,
  GOOD_MESSAGES,
  goodSchema,
  todayIsoDate,
  type Good,
  type GoodCreateRequest,
  type GoodUpdateRequest,
} from '@stockyard/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useFormDraft } from '../../../lib/form-draft';
import { staleCurrent } from '../../../lib/stale-version';
import { useCreateGood, useUpdateGood } from '../../../resources/goods';
import { defaultsOf, FIELDS, itemResolver, type ItemFormValues, type Payload } from './item-form-values';
import type { BranchOption } from './types';

type ItemFormProps = {
  good?: Good;
  branches: readonly BranchOption[];
  onClose: () => void;
  /** An edit refused because the item changed meanwhile: the item as it is now. */
  onStale?: (current: Good) => void;
  /** Shown above the fields, such as the notice of a save refused for that reason. */
  notice?: ReactNode;
};

export function ItemForm({ good, branches, onClose, onStale, notice }: ItemFormProps) {
  const createGood = useCreateGood();
  const updateGood = useUpdateGood();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<ItemFormValues, unknown, Payload>({
    resolver: itemResolver(good),
    defaultValues: defaultsOf(good),
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  // An edit's draft belongs to the version it was typed over (see useFormDraft's basis).
  const draft = useFormDraft(form, {
    name: good ? `goods-item:${good.id}` : 'goods-item:new',
    basis: good?.version ?? null,
  });

  // A stored category outside the list (a row older than the list) stays selectable so the item can be saved.
  const customerLot = good !== undefined && good.owner_id !== null;
  const categories: string[] = [...GOOD_CATEGORIES];
  if (good && !categories.includes(good.category)) categories.push(good.category);
  const branchOptions = branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  if (good?.branch && !branches.some((branch) => branch.id === good.branch?.id))
    branchOptions.push({ value: String(good.branch.id), label: good.branch.name });

  const field = (name: keyof ItemFormValues) => register(name, { onChange: () => clearErrors(name) });
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      if (good)
        await updateGood.mutateAsync({ id: good.id, values: values as GoodUpdateRequest, version: good.version });
      else await createGood.mutateAsync(values as GoodCreateRequest);
      draft.clear();
      toast.success(good ? GOOD_MESSAGES.updated : GOOD_MESSAGES.created);
      onClose();
    } catch (error) {
      const current = staleCurrent(error, goodSchema);
      if (current && onStale) return onStale(current);
      applyServerErrors({ setError }, error, FIELDS);
      setSubmitError(errorMessage(error, GOOD_MESSAGES.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={good ? 'Edit item' : 'Add item'} className="space-y-4">
      {notice}
      <DraftNotice draft={draft} />
      {hasErrors && submitCount > 0 && !submitError && <Alert tone="error">{GOOD_FIELD_MESSAGES.formSummary}</Alert>}
      {submitError && (
        <Alert tone="error" onDismiss={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Product Name" required error={errors.name?.message} {...field('name')} />
        {good ? (
          <TextField
            label="Product ID"
            readOnly
            className="bg-gray-50 text-gray-600"
            hint="Generated on create; it cannot be changed."
            {...register('product_id')}
          />
        ) : (
          <TextField
            label="Product ID"
            readOnly
            className="bg-gray-50"
            value=""
            placeholder="Generated on save (PRD-######)"
          />
        )}
        <SelectField
          label="Category"
          required
          placeholder="Select a category"
          options={categories.map((category) => ({ value: category, label: category }))}
          error={errors.category?.message}
          {...field('category')}
        />
        <SelectField
          label="Branch"
          required
          placeholder="Select a branch"
          options={branchOptions}
          error={errors.branch_id?.message}
          {...field('branch_id')}
        />
        <TextField label="SKU" optional error={errors.sku?.message} {...field('sku')} />
        <TextField label="Supplier" optional error={errors.supplier?.message} {...field('supplier')} />
        {good ? (
          <TextField
            label="Quantity"
            readOnly
            className="bg-gray-50 text-gray-600"
            hint={
              customerLot
                ? "A customer's stored good: it changes through its status, not stock movements."
                : 'Changes through Update Stock, which records each movement.'
            }
            value={String(good.quantity)}
          />
        ) : (
          <TextField
            label="Quantity"
            type="number"
            min={0}
            step={1}
            error={errors.quantity?.message}
            {...field('quantity')}
          />
        )}
        <TextField
          label="Price per Unit ($)"
          type="number"
          min={0}
          step={0.01}
          error={errors.price_per_unit?.message}
          {...field('price_per_unit')}
        />
        <TextField
          label="Low Stock Threshold"
          type="number"
          min={0}
          step={1}
          readOnly={customerLot}
          className={customerLot ? 'bg-gray-50 text-gray-600' : undefined}
          hint={customerLot ? CUSTOMER_LOT_MESSAGES.noThreshold : undefined}
          error={errors.low_stock_threshold?.message}
          {...field('low_stock_threshold')}
        />
        <TextField label="Batch Number" optional error={errors.batch_no?.message} {...field('batch_no')} />
        <TextField
          label="Expiry Date"
          type="date"
          optional
          min={good ? undefined : addDaysToIsoDate(todayIsoDate(), 1)}
          error={errors.expiry_date?.message}
          {...field('expiry_date')}
        />
      </div>
      <TextAreaField
        label="Description"
        optional
        rows={3}
        error={errors.description?.message}
        {...field('description')}
      />
      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {good ? 'Update Item' : 'Add Item'}
        </Button>
      </div>
    </form>
  );
}
