import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordTooShortMessage,
  REGISTER_PASSWORD_MIN_LENGTH,
  registerFormSchemaFor,
  type PhoneCountry,
  registerRequestSchema,
  type PasswordPolicy,
  type RegisterForm as RegisterFormValues,
} from '@stockyard/domain';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { usePasswordPolicyHint, withPasswordMinimum } from '../../../lib/password-policy';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSiteCountry } from '../../../resources/site-phones';
import { useRegisterAccount } from '../api/register';

const EMPTY: RegisterFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
};

const FIELD_NAMES = Object.keys(EMPTY) as Array<keyof RegisterFormValues>;

function isFieldName(name: string): name is keyof RegisterFormValues {
  return (FIELD_NAMES as string[]).includes(name);
}

/**
 * The domain's form schema checks the spec minimum (6); an admin may require more (the public
 * settings' password policy, which the server enforces with the strength rules). A password
 * shorter than the form's minimum is always told that minimum, the one the hint states: the
 * schema's own 6 never shows beside it.
 */
function registerResolver(minLength: number, country: PhoneCountry): Resolver<RegisterFormValues> {
  const base = zodResolver(registerFormSchemaFor(country));
  const tooShort = passwordTooShortMessage(minLength);
  const checked = withPasswordMinimum(base, 'password', minLength, tooShort);
  return async (values, context, options) => {
    const result = await checked(values, context, options);
    const length = values.password.length;
    if (length === 0 || length >= minLength) return result;
    return { values: {}, errors: { ...result.errors, password: { type: 'minLength', message: tooShort } } };
  };
}

/** `passwordPolicy` is the server's, from the public settings; the hint states it as the server does. */
export function RegisterForm({ passwordPolicy = DEFAULT_PASSWORD_POLICY }: { passwordPolicy?: PasswordPolicy }) {
  const minLength = Math.max(passwordPolicy.min_length, REGISTER_PASSWORD_MIN_LENGTH);
  const navigate = useNavigate();
  const { login } = useAuth();
  const { t } = useTranslation(['auth']);
  const policyHint = usePasswordPolicyHint();
  const registerAccount = useRegisterAccount();
  // A phone without its country code is a number of the site's country, as the server reads it.
  const country = useSiteCountry();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    resolver: useMemo(() => registerResolver(minLength, country), [minLength, country]),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  const { handleSubmit, setError } = form;
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The request schema trims, turns empty optionals into null and leaves confirmPassword behind.
      const request = registerRequestSchema.parse(values);
      await registerAccount.mutateAsync(request);
      // Signed in with the credentials just typed, through the one sign-in path (session, device,
      // limits); should that fail, the account exists and the sign-in page takes over.
      try {
        await login(request.username, request.password);
      } catch {
        toast.success(t('auth:register.success'));
        navigate('/login');
        return;
      }
      toast.success(t('auth:register.welcome', { name: request.first_name }));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      applyServerErrors({ setError }, error, isFieldName);
      setServerError(errorMessage(error, t('auth:register.failed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth:register.form')} className="space-y-5">
      {serverError && (
        <Alert tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('auth:fields.firstName')} required autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('auth:fields.lastName')} required autoComplete="family-name" {...field('last_name')} />
        <TextField
          label={t('auth:fields.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('auth:register.usernameHint')}
          {...field('username')}
        />
        <TextField label={t('auth:fields.email')} type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label={t('auth:fields.phone')}
          type="tel"
          optional
          autoComplete="tel"
          hint={t('auth:register.phoneHint')}
          containerClassName="sm:col-span-2"
          {...field('phone')}
        />
      </div>
      <TextAreaField
        label={t('auth:fields.address')}
        optional
        rows={2}
        autoComplete="street-address"
        {...field('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={t('auth:fields.password')}
          required
          autoComplete="new-password"
          hint={policyHint(passwordPolicy, minLength)}
          {...field('password')}
        />
        <PasswordField
          label={t('auth:fields.confirmPassword')}
          required
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </div>
      <p className="text-xs text-gray-500">{t('auth:register.customerNote')}</p>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {isSubmitting ? t('auth:register.creating') : t('auth:register.create')}
      </Button>
    </form>
  );
}
