import {
  addDaysToIsoDate,
  CUSTOMER_LOT_MESSAGES,
  GOOD_CATEGORIES,
  GOOD_FIELD_MESSAGES,
  GOOD_MESSAGES,
  goodSchema,
  type Good,
  type GoodCreateRequest,
  type GoodUpdateRequest,
} from '@stockyard/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { applyServerErrors } from '../../../lib/server-errors';
import { useFormDraft } from '../../../lib/form-draft';
import { staleCurrent, staleEdit, type StaleEdit } from '../../../lib/stale-version';
import { useCreateGood, useUpdateGood } from '../../../resources/goods';
import { useGoodsText } from '../lib/goods-text';
import { defaultsOf, FIELDS, itemResolver, type ItemFormValues, type Payload } from './item-form-values';
import type { BranchOption } from './types';
import { useFormatDate } from '../../../lib/dates';

type ItemFormProps = {
  good?: Good;
  branches: readonly BranchOption[];
  onClose: () => void;
  /** After a merged stale save: the values to start from (the user's changes over the stored item). */
  values?: Partial<ItemFormValues>;
  /** An edit refused because the item changed meanwhile: the item as it is now, and the user's edit merged over it. */
  onStale?: (current: Good, merged: StaleEdit<ItemFormValues>) => void;
  /** Shown above the fields, such as the notice of a save refused for that reason. */
  notice?: ReactNode;
};

export function ItemForm({ good, values: startValues, branches, onClose, onStale, notice }: ItemFormProps) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const translate = useTranslateMessage();
  const dates = useFormatDate();
  const createGood = useCreateGood();
  const updateGood = useUpdateGood();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<ItemFormValues, unknown, Payload>({
    resolver: itemResolver(good, dates.today),
    defaultValues: { ...defaultsOf(good), ...startValues },
  });
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting, submitCount } = form.formState;
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

  // The fields show the domain's and the server's messages in the reader's language.
  const field = fieldBinder(form);
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      if (good)
        await updateGood.mutateAsync({ id: good.id, values: values as GoodUpdateRequest, version: good.version });
      else await createGood.mutateAsync(values as GoodCreateRequest);
      draft.clear();
      toast.success(message(good ? GOOD_MESSAGES.updated : GOOD_MESSAGES.created));
      onClose();
    } catch (error) {
      const current = staleCurrent(error, goodSchema);
      if (current && onStale)
        return onStale(current, staleEdit(defaultsOf(good), form.getValues(), defaultsOf(current)));
      applyServerErrors({ setError }, error, FIELDS);
      setSubmitError(message(errorMessage(error, GOOD_MESSAGES.saveFailed)));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={good ? t('goods:form.editForm') : t('goods:form.addForm')}
      className="space-y-4"
    >
      {notice}
      <DraftNotice draft={draft} />
      {hasErrors && submitCount > 0 && !submitError && (
        <Alert tone="error">{message(GOOD_FIELD_MESSAGES.formSummary)}</Alert>
      )}
      {submitError && (
        <Alert tone="error" onDismiss={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('goods:form.name')} required {...field('name')} />
        {good ? (
          <TextField
            label={t('goods:form.productId')}
            readOnly
            className="bg-gray-50 text-gray-600"
            hint={t('goods:form.productIdHint')}
            {...register('product_id')}
          />
        ) : (
          <TextField
            label={t('goods:form.productId')}
            readOnly
            className="bg-gray-50"
            value=""
            placeholder={t('goods:form.productIdPlaceholder')}
          />
        )}
        <SelectField
          label={t('goods:form.category')}
          required
          placeholder={t('goods:form.selectCategory')}
          options={categories.map((category) => ({ value: category, label: translate(category) }))}
          {...field('category')}
        />
        <SelectField
          label={t('goods:form.branch')}
          required
          placeholder={t('goods:form.selectBranch')}
          options={branchOptions}
          {...field('branch_id')}
        />
        <TextField label={t('goods:form.sku')} optional {...field('sku')} />
        <TextField label={t('goods:form.supplier')} optional {...field('supplier')} />
        {good ? (
          <TextField
            label={t('goods:form.quantity')}
            readOnly
            className="bg-gray-50 text-gray-600"
            hint={customerLot ? t('goods:form.lotQuantityHint') : t('goods:form.quantityHint')}
            value={String(good.quantity)}
          />
        ) : (
          <TextField label={t('goods:form.quantity')} type="number" min={0} step={1} {...field('quantity')} />
        )}
        <TextField label={t('goods:form.price')} type="number" min={0} step={0.01} {...field('price_per_unit')} />
        <TextField
          label={t('goods:form.threshold')}
          type="number"
          min={0}
          step={1}
          readOnly={customerLot}
          className={customerLot ? 'bg-gray-50 text-gray-600' : undefined}
          hint={customerLot ? message(CUSTOMER_LOT_MESSAGES.noThreshold) : undefined}
          {...field('low_stock_threshold')}
        />
        <TextField label={t('goods:form.batch')} optional {...field('batch_no')} />
        <TextField
          label={t('goods:form.expiry')}
          type="date"
          optional
          min={good ? undefined : addDaysToIsoDate(dates.today(), 1)}
          {...field('expiry_date')}
        />
      </div>
      <TextAreaField label={t('goods:form.description')} optional rows={3} {...field('description')} />
      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common:ui.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {good ? t('goods:form.update') : t('goods:form.add')}
        </Button>
      </div>
    </form>
  );
}
