import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPhone,
  PHONE_MESSAGES,
  profileSchema,
  toE164Phone,
  updateMeRequestSchemaFor,
  type PhoneCountry,
  type Profile,
  type ProfileFormValues,
  type UpdateMeRequest,
} from '@stockyard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { isApiError } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { useFormDraft } from '../../../lib/form-draft';
import { applyServerErrors } from '../../../lib/server-errors';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import {
  staleChanges,
  staleCurrent,
  staleEdit,
  type FieldChange,
  type ShownField,
  type StaleEdit,
} from '../../../lib/stale-version';
import { useUpdateMe } from '../../../resources/current-user';
import { useSiteCountry } from '../../../resources/site-phones';
import { AvatarField } from './avatar-field';
import { SectionCard } from './section-card';
import { StaffFacts } from './staff-facts';

type FormInput = ProfileFormValues;
type FormOutput = UpdateMeRequest;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'address', 'bio', 'emergency_contact'] as const;

type ProfileFormProps = {
  profile: Profile;
  /** Staff see the admin-set facts (position, department, employee id, start date) and their emergency contact. */
  staff?: boolean;
  /** The title of a failed save; the server's detail, when there is one, is shown under it. */
  failureMessage: string;
  onSaved: (profile: Profile) => void;
  /** Extra content at the top of the panel (the saved banner). */
  banner?: ReactNode;
};

const valuesOf = (profile: Profile, staff: boolean, country: PhoneCountry): FormInput => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone: formatPhone(profile.phone, country),
  address: profile.address ?? '',
  bio: profile.bio ?? '',
  ...(staff && { emergency_contact: profile.emergency_contact ?? '' }),
});

const SHOWN = [
  { key: 'first_name', label: 'settings:profile.firstName' },
  { key: 'last_name', label: 'settings:profile.lastName' },
  { key: 'email', label: 'settings:profile.email' },
  { key: 'phone', label: 'settings:profile.phone' },
  { key: 'address', label: 'settings:profile.address' },
  { key: 'emergency_contact', label: 'settings:profile.emergencyContact' },
  { key: 'bio', label: 'settings:profile.bio' },
] as const satisfies readonly ShownField<Profile>[];

export function ProfileForm({ profile, staff = false, failureMessage, onSaved, banner }: ProfileFormProps) {
  const formId = useId();
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  // The stale-record notice names fields in the reader's language.
  const shown: ShownField<Profile>[] = SHOWN.map((field) => ({ ...field, label: t(field.label) }));
  const update = useUpdateMe();
  const [failure, setFailure] = useState<string | null>(null);
  // The profile the fields were filled from: its version goes with the save (an admin may change
  // the account meanwhile), and a refused save shows what differs from it.
  const [base, setBase] = useState(profile);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [merged, setMerged] = useState<StaleEdit<FormInput> | null>(null);
  // A phone without its country code is a number of the site's country, as the server reads it.
  const country = useSiteCountry();
  const valuesFor = (record: Profile) => valuesOf(record, staff, country);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: useMemo(() => zodResolver(updateMeRequestSchemaFor(country)), [country]),
    defaultValues: valuesFor(profile),
  });
  const { handleSubmit, setError, reset } = form;
  const { isSubmitting } = form.formState;
  // A draft belongs to the version of the profile it was typed over (see useFormDraft's basis).
  const draft = useFormDraft(form, { name: 'profile', basis: profile.version });
  const field = fieldBinder(form);
  // A phone stored before numbers were checked (no country code) is shown as it is, marked for
  // correction until it is edited: texts to it are refused.
  const typedPhone = useWatch({ control: form.control, name: 'phone' });
  const storedPhoneRefused = !!base.phone && typedPhone === base.phone && toE164Phone(base.phone) === null;
  const phoneField = field('phone');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ ...values, version: base.version });
      reset(valuesFor(saved));
      draft.clear();
      setBase(saved);
      setChanges(null);
      onSaved(saved);
    } catch (error) {
      const current = staleCurrent(error, profileSchema);
      if (current) {
        // The typed changes stay where nobody else changed the field (see mergeStaleEdit).
        const edit = staleEdit(valuesFor(base), form.getValues(), valuesFor(current));
        const fields = staff ? shown : shown.filter((f) => f.key !== 'emergency_contact');
        setChanges(staleChanges(base, current, fields, edit));
        setMerged(edit);
        setBase(current);
        reset(edit.values);
        return;
      }
      applyServerErrors({ setError }, error, FIELDS);
      setFailure(isApiError(error) && error.detail ? error.detail : '');
    }
  });

  return (
    <SectionCard
      title={t('settings:profile.title')}
      description={t('settings:profile.description')}
      footer={
        <Button type="submit" form={formId} loading={isSubmitting}>
          {t('settings:save')}
        </Button>
      }
    >
      {banner}
      {failure !== null && (
        <Alert tone="error" title={translate(failureMessage)} className="mb-5" onDismiss={() => setFailure(null)}>
          {failure ? translate(failure) : undefined}
        </Alert>
      )}
      <DraftNotice draft={draft} className="mb-5" />
      {changes && <StaleNotice changes={changes} merged={merged} onDismiss={() => setChanges(null)} />}
      <AvatarField profile={profile} />
      {staff && <StaffFacts profile={profile} />}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label={t('settings:profile.firstName')}
          required
          autoComplete="given-name"
          {...field('first_name')}
        />
        <TextField label={t('settings:profile.lastName')} required autoComplete="family-name" {...field('last_name')} />
        <TextField label={t('settings:profile.email')} type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label={t('settings:profile.phone')}
          type="tel"
          optional
          autoComplete="tel"
          hint={t('settings:profile.phoneHint')}
          {...phoneField}
          error={phoneField.error ?? (storedPhoneRefused ? PHONE_MESSAGES.invalid : undefined)}
        />
        <TextField
          label={t('settings:profile.address')}
          optional
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          {...field('address')}
        />
        {staff && (
          <TextField
            label={t('settings:profile.emergencyContact')}
            optional
            hint={t('settings:profile.emergencyHint')}
            containerClassName="sm:col-span-2"
            {...field('emergency_contact')}
          />
        )}
        <TextAreaField
          label={t('settings:profile.bio')}
          optional
          rows={3}
          containerClassName="sm:col-span-2"
          {...field('bio')}
        />
      </form>
    </SectionCard>
  );
}
