import { zodResolver } from '@hookform/resolvers/zod';
import {
  GOOD_CATEGORIES,
  STORE_GOODS_MESSAGES,
  STORE_GOODS_RESET_MS,
  storeGoodsFormSchema,
  type StoreGoodsInput,
} from '@stockyard/domain';
import PackagePlus from 'lucide-react/icons/package-plus';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { useFormatDate } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/server-errors';
import { branchSelectOptions, useAllBranches } from '../../../resources/branches';
import { useStoreGoods } from '../api/store-goods';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type FormValues = StoreGoodsInput;

const EMPTY: FormValues = {
  name: '',
  description: '',
  category: '' as FormValues['category'],
  value: 0,
  storage_date: '',
  storage_end_date: '',
  special_instructions: '',
  branch_id: null,
};

/** The branch a link chose (Branch Capacity's "Store Items Here" sends ?branch=<id>), or none. */
function useChosenBranch(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('branch'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Store Goods (spec 01): submits for real; the success notice stays 3 s, then the form resets. */
export function StoreGoodsForm() {
  // The customer's today in their own time zone (lib/dates.ts, the one date helper).
  const { today: todayOf } = useFormatDate();
  const today = useMemo(() => todayOf(), [todayOf]);
  const chosenBranch = useChosenBranch();
  const empty = useMemo(() => ({ ...EMPTY, branch_id: chosenBranch }), [chosenBranch]);
  const schema = useMemo(() => storeGoodsFormSchema(today), [today]);
  const branches = useAllBranches();
  const { t } = useTranslation(['customer']);
  const translate = useTranslateMessage();
  // Categories are stored in English (the domain's list); each reads in the user's language.
  const categoryOptions = GOOD_CATEGORIES.map((c) => ({ value: c, label: translate(c) }));
  const store = useStoreGoods();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: empty });
  const { handleSubmit, reset, setError } = form;
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form);

  // The chosen branch shows once the branch options are in (a select cannot show a value it has no
  // option for yet), unless the customer picked another meanwhile.
  useEffect(() => {
    if (chosenBranch !== null && branches.data && !form.getFieldState('branch_id').isDirty)
      form.setValue('branch_id', chosenBranch);
  }, [branches.data, chosenBranch, form]);

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => {
      reset(empty);
      setSubmitted(false);
    }, STORE_GOODS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, reset, empty]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await store.mutateAsync(values);
      setSubmitted(true);
    } catch (error) {
      applyServerErrors({ setError }, error, Object.keys(EMPTY));
      setFailure(errorMessage(error, STORE_GOODS_MESSAGES.submitFailed));
    }
  });

  const branchOptions = branchSelectOptions(branches.data);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('customer:store.form')} className="space-y-5">
      {submitted && <Alert tone="success">{translate(STORE_GOODS_MESSAGES.success)}</Alert>}
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('customer:store.itemName')} required {...field('name')} />
        <SelectField
          label={t('customer:store.category')}
          required
          placeholder={t('customer:store.selectCategory')}
          options={categoryOptions}
          {...field('category')}
        />
      </div>
      <TextAreaField label={t('customer:store.description')} optional rows={3} {...field('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('customer:store.value')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...field('value', { setValueAs: (v: string) => (v === '' ? 0 : Number(v)) })}
        />
        <TextField label={t('customer:store.date')} type="date" min={today} optional {...field('storage_date')} />
        <TextField
          label={t('customer:store.endDate')}
          type="date"
          min={today}
          optional
          hint={t('customer:store.endHint')}
          {...field('storage_end_date')}
        />
      </div>
      <SelectField
        label={t('customer:store.branch')}
        optional
        placeholder={branches.isLoading ? t('customer:store.loadingBranches') : t('customer:store.noPreference')}
        options={branchOptions}
        hint={branches.isError ? t('customer:store.branchesFailed') : undefined}
        {...field('branch_id', { setValueAs: (v: string) => (v ? Number(v) : null) })}
      />
      <TextAreaField label={t('customer:store.instructions')} optional rows={3} {...field('special_instructions')} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={submitted} className="w-full sm:w-auto">
        {!isSubmitting && <PackagePlus aria-hidden="true" className="size-4" />}
        {isSubmitting ? t('customer:store.submitting') : t('customer:store.submit')}
      </Button>
    </form>
  );
}
