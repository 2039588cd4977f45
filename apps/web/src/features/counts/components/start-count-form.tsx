import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNT_SCOPES,
  countCreateSchema,
  countReference,
  type CountCreateInput,
  type CountCreateRequest,
} from '@stockyard/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchRow } from '../../../components/ui/switch-row';
import { useCategoryOptions } from '../../../lib/goods-catalog';
import { useTranslation } from '../../../lib/i18n/react';
import { placeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useCreateCount } from '../api/count-writes';
import { SCOPE_KEYS } from './count-labels';

type Branch = { id: number; name: string };

/** Start a count: the branch (one of the caller's), what to count there, blind or not. */
export function StartCountForm({ branches, basePath }: { branches: Branch[]; basePath: string }) {
  const { t } = useTranslation(['counts']);
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const create = useCreateCount();
  const form = useForm<CountCreateInput, unknown, CountCreateRequest>({
    resolver: zodResolver(countCreateSchema),
    defaultValues: { branch_id: branches[0]?.id, scope: 'all', blind: true, category: '', location: '', note: '' },
  });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const count = await create.mutateAsync(values);
      toast.success(t('counts:start.started', { reference: countReference(count.id) }));
      await navigate(`${basePath}/${count.id}`);
    } catch (error) {
      const fields = ['branch_id', 'scope', 'category', 'location', 'note'];
      const message = placeServerErrors(form, error, fields, t('counts:start.failed'));
      if (message) form.setError('root', { message });
    }
  });

  return (
    <Card as="section" aria-labelledby="start-count-title">
      <CardBody>
        <h2 id="start-count-title" className="text-lg font-semibold text-gray-900">
          {t('counts:start.title')}
        </h2>
        {branches.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">{t('counts:start.noBranches')}</p>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
            {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('counts:start.branch')}
                options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
                error={errors.branch_id?.message}
                {...form.register('branch_id', { valueAsNumber: true })}
              />
              <SelectField
                label={t('counts:start.scope')}
                options={COUNT_SCOPES.map((value) => ({ value, label: t(SCOPE_KEYS[value], { value: '…' }) }))}
                error={errors.scope?.message}
                {...form.register('scope')}
              />
              {scope === 'category' && (
                <SelectField
                  label={t('counts:start.category')}
                  options={categories}
                  placeholder="—"
                  error={errors.category?.message}
                  {...form.register('category')}
                />
              )}
              {scope === 'location' && (
                <TextField
                  label={t('counts:start.location')}
                  hint={t('counts:start.locationHint')}
                  placeholder="A-03"
                  error={errors.location?.message}
                  {...form.register('location')}
                />
              )}
              <TextField
                label={t('counts:start.note')}
                optional
                containerClassName="sm:col-span-2"
                error={errors.note?.message}
                {...form.register('note')}
              />
            </div>
            <SwitchRow
              label={t('counts:start.blind')}
              description={t('counts:start.blindHint')}
              {...form.register('blind')}
            />
            <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? t('counts:start.starting') : t('counts:start.submit')}
            </Button>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
