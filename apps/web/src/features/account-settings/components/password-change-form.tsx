import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordChangeFormSchema,
  passwordChangeRequestSchema,
  passwordTooShortMessage,
  SETTINGS_PASSWORD_MIN_LENGTH,
  type PasswordChangeFormValues,
  type PasswordPolicy,
} from '@stockyard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { applyServerErrors } from '../../../lib/server-errors';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { usePasswordPolicyHint, withPasswordMinimum } from '../../../lib/password-policy';
import { useChangePassword } from '../api/change-password';

export type PasswordChangeFormProps = {
  /** The two screens word the mismatch differently (spec 01 section 5). */
  mismatchMessage: 'New passwords do not match' | 'Passwords do not match';
  failureMessage: string;
  onChanged: () => void;
  /** The password rules the screen lists beside the form. */
  rules?: ReactNode;
  /** The server's policy (GET /api/settings/public): the hint and the length checked before sending. */
  passwordPolicy?: PasswordPolicy;
};

/** The settings screens ask for 8 at least (spec 01); the admin's policy may ask for more. */
export const changeMinimum = (policy: PasswordPolicy) => Math.max(SETTINGS_PASSWORD_MIN_LENGTH, policy.min_length);

const EMPTY: PasswordChangeFormValues = { current_password: '', new_password: '', confirm_password: '' };

const FIELDS = Object.keys(EMPTY);
/** The policy check reports the new password as 'password'. */
const RENAME = { password: 'new_password' };

export function PasswordChangeForm({
  mismatchMessage,
  failureMessage,
  onChanged,
  rules,
  passwordPolicy = DEFAULT_PASSWORD_POLICY,
}: PasswordChangeFormProps) {
  const formId = useId();
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const policyHint = usePasswordPolicyHint();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const minLength = changeMinimum(passwordPolicy);
  const resolver = useMemo(
    () =>
      withPasswordMinimum(
        zodResolver(passwordChangeFormSchema(mismatchMessage)),
        'new_password',
        minLength,
        passwordTooShortMessage(minLength),
      ),
    [mismatchMessage, minLength],
  );
  const form = useForm<PasswordChangeFormValues>({ resolver, defaultValues: EMPTY });
  const { control, handleSubmit, setError, reset } = form;
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form);
  const values = useWatch({ control });
  // Spec 01 section 5: the button stays disabled until all three fields are filled.
  const complete = Boolean(values.current_password && values.new_password && values.confirm_password);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(passwordChangeRequestSchema.parse(values));
      reset(EMPTY);
      onChanged();
    } catch (error) {
      const { placed } = applyServerErrors({ setError }, error, FIELDS, { rename: RENAME });
      setFailure(placed.length > 0 ? '' : isApiError(error) && error.detail ? error.detail : '');
    }
  });

  return (
    <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
      {failure !== null && (
        <Alert tone="error" title={translate(failureMessage)} onDismiss={() => setFailure(null)}>
          {failure ? translate(failure) : undefined}
        </Alert>
      )}
      <PasswordField
        label={t('settings:password.current')}
        required
        autoComplete="current-password"
        {...field('current_password')}
      />
      <PasswordField
        label={t('settings:password.new')}
        required
        autoComplete="new-password"
        hint={policyHint(passwordPolicy, minLength)}
        {...field('new_password')}
      />
      <PasswordField
        label={t('settings:password.confirm')}
        required
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      {rules}
      <Button type="submit" loading={isSubmitting} disabled={!complete}>
        {t('settings:password.change')}
      </Button>
    </form>
  );
}
