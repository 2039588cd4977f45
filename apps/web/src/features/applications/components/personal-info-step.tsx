import { APPLICATION_CONTACT_NOTE } from '@stockyard/domain';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { businessTypeOptions, localized } from './option-lists';
import type { WizardValues } from './wizard-values';
import { fieldBinder } from '../../../lib/bind-field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type StepProps = { form: UseFormReturn<WizardValues> };

/** Step 1: who is applying. Business details appear only for a business account. */
export function PersonalInfoStep({ form }: StepProps) {
  const field = fieldBinder(form);
  const isBusiness = form.watch('is_business_account');
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('applications:personal.fullName')} required autoComplete="name" {...field('full_name')} />
        <TextField
          label={t('applications:personal.email')}
          type="email"
          required
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('applications:personal.phone')}
          type="tel"
          required
          autoComplete="tel"
          hint={t('applications:personal.phoneHint')}
          {...field('phone')}
        />
      </div>
      <TextAreaField
        label={t('applications:personal.address')}
        rows={2}
        autoComplete="street-address"
        {...field('address')}
      />
      {/* Said before the details are sent: who reads them, whatever the profile's visibility. */}
      <p className="text-sm text-gray-600">{translate(APPLICATION_CONTACT_NOTE)}</p>
      <label className="flex items-center gap-3 rounded-lg border border-gray-200 p-4 text-sm has-checked:border-brand-300 has-checked:bg-brand-50">
        <input
          type="checkbox"
          className="size-4 rounded border-gray-300 accent-brand-600"
          {...form.register('is_business_account')}
        />
        <span className="font-medium text-gray-900">{t('applications:personal.business')}</span>
      </label>
      {isBusiness && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('applications:personal.businessName')}
            autoComplete="organization"
            {...field('business_name')}
          />
          <SelectField
            label={t('applications:personal.businessType')}
            placeholder={t('applications:personal.selectBusinessType')}
            options={localized(businessTypeOptions)}
            {...field('business_type')}
          />
        </div>
      )}
    </div>
  );
}
