import { zodResolver } from '@hookform/resolvers/zod';
import {
  profileSchema,
  updateMeRequestSchema,
  type Profile,
  type ProfileFormValues,
  type UpdateMeRequest,
} from '@stockyard/domain';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { fieldChanges, staleCurrent, type FieldChange, type ShownField } from '../../../lib/stale-version';
import { useUpdateMe } from '../../../resources/current-user';
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

const valuesOf = (profile: Profile, staff: boolean): FormInput => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone: profile.phone ?? '',
  address: profile.address ?? '',
  bio: profile.bio ?? '',
  ...(staff && { emergency_contact: profile.emergency_contact ?? '' }),
});

const SHOWN: readonly ShownField<Profile>[] = [
  { key: 'first_name', label: 'First Name' },
  { key: 'last_name', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'address', label: 'Address' },
  { key: 'emergency_contact', label: 'Emergency Contact' },
  { key: 'bio', label: 'Bio' },
];

export function ProfileForm({ profile, staff = false, failureMessage, onSaved, banner }: ProfileFormProps) {
  const formId = useId();
  const update = useUpdateMe();
  const [failure, setFailure] = useState<string | null>(null);
  // The profile the fields were filled from: its version goes with the save (an admin may change
  // the account meanwhile), and a refused save shows what differs from it.
  const [base, setBase] = useState(profile);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateMeRequestSchema),
    defaultValues: valuesOf(profile, staff),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ ...values, version: base.version });
      reset(valuesOf(saved, staff));
      setBase(saved);
      setChanges(null);
      onSaved(saved);
    } catch (error) {
      const current = staleCurrent(error, profileSchema);
      if (current) {
        setChanges(fieldChanges(base, current, staff ? SHOWN : SHOWN.filter((f) => f.key !== 'emergency_contact')));
        setBase(current);
        reset(valuesOf(current, staff));
        return;
      }
      applyServerErrors({ setError }, error, FIELDS);
      setFailure(isApiError(error) && error.detail ? error.detail : '');
    }
  });

  return (
    <SectionCard
      title="Profile Information"
      description="Update your personal details and profile picture."
      footer={
        <Button type="submit" form={formId} loading={isSubmitting}>
          Save Changes
        </Button>
      }
    >
      {banner}
      {failure !== null && (
        <Alert tone="error" title={failureMessage} className="mb-5" onDismiss={() => setFailure(null)}>
          {failure || undefined}
        </Alert>
      )}
      {changes && <StaleNotice changes={changes} onDismiss={() => setChanges(null)} />}
      <AvatarField profile={profile} />
      {staff && <StaffFacts profile={profile} />}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          optional
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Address"
          optional
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        {staff && (
          <TextField
            label="Emergency Contact"
            optional
            hint="Name and phone number of someone to call in an emergency."
            containerClassName="sm:col-span-2"
            error={errors.emergency_contact?.message}
            {...register('emergency_contact')}
          />
        )}
        <TextAreaField
          label="Bio"
          optional
          rows={3}
          containerClassName="sm:col-span-2"
          error={errors.bio?.message}
          {...register('bio')}
        />
      </form>
    </SectionCard>
  );
}
