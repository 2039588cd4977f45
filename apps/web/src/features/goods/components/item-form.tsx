import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysToIsoDate,
  GOOD_CATEGORIES,
  GOOD_DEFAULTS,
  GOOD_FIELD_MESSAGES,
  GOOD_MESSAGES,
  goodCreateSchema,
  goodRuleIssues,
  goodUpdateSchema,
  todayIsoDate,
  type Good,
  type GoodCreateRequest,
  type GoodUpdateRequest,
} from '@stockyard/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCreateGood } from '../api/create-good';
import { useUpdateGood } from '../api/update-good';
import type { BranchOption } from './types';

type ItemFormValues = {
  name: string;
  description: string;
  category: string;
  sku: string;
  supplier: string;
  quantity: string;
  price_per_unit: string;
  low_stock_threshold: string;
  batch_no: string;
  expiry_date: string;
  branch_id: string;
  product_id: string;
};
type Payload = GoodCreateRequest | GoodUpdateRequest;
const FIELDS = new Set<string>([
  'name',
  'description',
  'category',
  'sku',
  'supplier',
  'quantity',
  'price_per_unit',
  'low_stock_threshold',
  'batch_no',
  'expiry_date',
  'branch_id',
  'product_id',
]);

const text = (value: string | null | undefined) => value ?? '';

function defaultsOf(good: Good | undefined): ItemFormValues {
  return {
    name: text(good?.name),
    description: text(good?.description),
    category: text(good?.category),
    sku: text(good?.sku),
    supplier: text(good?.supplier),
    quantity: String(good?.quantity ?? GOOD_DEFAULTS.quantity),
    price_per_unit: (good?.price_per_unit ?? GOOD_DEFAULTS.price_per_unit).toFixed(2),
    low_stock_threshold: String(good?.low_stock_threshold ?? GOOD_DEFAULTS.low_stock_threshold),
    batch_no: text(good?.batch_no),
    expiry_date: text(good?.expiry_date),
    branch_id: good?.branch_id ? String(good.branch_id) : '',
    product_id: text(good?.product_id),
  };
}

/** Add uses the create schema; edit the update schema plus the rules checked against the stored item. */
function itemResolver(good: Good | undefined): Resolver<ItemFormValues, unknown, Payload> {
  if (!good) return zodResolver(goodCreateSchema) as unknown as Resolver<ItemFormValues, unknown, Payload>;
  const stored = { category: good.category, expiry_date: good.expiry_date };
  const schema = goodUpdateSchema.superRefine((value, ctx) => {
    for (const issue of goodRuleIssues(value, todayIsoDate(), stored))
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  });
  return zodResolver(schema) as unknown as Resolver<ItemFormValues, unknown, Payload>;
}

type ItemFormProps = { good?: Good; branches: readonly BranchOption[]; onClose: () => void };

export function ItemForm({ good, branches, onClose }: ItemFormProps) {
  const createGood = useCreateGood();
  const updateGood = useUpdateGood();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ItemFormValues, unknown, Payload>({ resolver: itemResolver(good), defaultValues: defaultsOf(good) });

  // A stored category outside the list (a customer's good) stays selectable so the item can be saved.
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
      if (good) await updateGood.mutateAsync({ id: good.id, values: values as GoodUpdateRequest });
      else await createGood.mutateAsync(values as GoodCreateRequest);
      toast.success(good ? GOOD_MESSAGES.updated : GOOD_MESSAGES.created);
      onClose();
    } catch (error) {
      if (isApiError(error))
        for (const issue of error.errors)
          if (FIELDS.has(issue.field)) setError(issue.field as keyof ItemFormValues, { message: issue.message });
      setSubmitError(errorMessage(error, GOOD_MESSAGES.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={good ? 'Edit item' : 'Add item'} className="space-y-4">
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
        <TextField
          label="Quantity"
          type="number"
          min={0}
          step={1}
          error={errors.quantity?.message}
          {...field('quantity')}
        />
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
