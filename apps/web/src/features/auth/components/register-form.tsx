import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordPolicyHint,
  passwordTooShortMessage,
  REGISTER_PASSWORD_MIN_LENGTH,
  registerFormSchema,
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
import { errorMessage, isApiError } from '../../../lib/api-client';
import { withPasswordMinimum } from '../../../lib/password-policy';
import { useRegisterAccount } from '../api/register';

const REGISTER_FAILED = 'Registration failed. Please try again.';
const REGISTER_SUCCESS = 'Registration successful! Please login with your credentials.';

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
 * settings' password policy, which the server enforces with the strength rules).
 */
function registerResolver(minLength: number): Resolver<RegisterFormValues> {
  return withPasswordMinimum(
    zodResolver(registerFormSchema),
    'password',
    minLength,
    passwordTooShortMessage(minLength),
  );
}

/** `passwordPolicy` is the server's, from the public settings; the hint states it as the server does. */
export function RegisterForm({ passwordPolicy = DEFAULT_PASSWORD_POLICY }: { passwordPolicy?: PasswordPolicy }) {
  const minLength = Math.max(passwordPolicy.min_length, REGISTER_PASSWORD_MIN_LENGTH);
  const navigate = useNavigate();
  const registerAccount = useRegisterAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: useMemo(() => registerResolver(minLength), [minLength]),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  const field = (name: keyof RegisterFormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The request schema trims, turns empty optionals into null and leaves confirmPassword behind.
      await registerAccount.mutateAsync(registerRequestSchema.parse(values));
      window.alert(REGISTER_SUCCESS);
      navigate('/login');
    } catch (error) {
      if (isApiError(error)) {
        for (const { field: name, message } of error.errors) {
          if (isFieldName(name)) setError(name, { message });
        }
      }
      setServerError(errorMessage(error, REGISTER_FAILED));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account" className="space-y-5">
      {serverError && (
        <Alert tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...field('first_name')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...field('last_name')}
        />
        <TextField
          label="Username"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="At least 3 characters: letters, digits, dots, dashes or underscores."
          error={errors.username?.message}
          {...field('username')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          optional
          autoComplete="tel"
          error={errors.phone?.message}
          containerClassName="sm:col-span-2"
          {...field('phone')}
        />
      </div>
      <TextAreaField
        label="Address"
        optional
        rows={2}
        autoComplete="street-address"
        error={errors.address?.message}
        {...field('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint={passwordPolicyHint(passwordPolicy, minLength)}
          error={errors.password?.message}
          {...field('password')}
        />
        <PasswordField
          label="Confirm Password"
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
      </div>
      <p className="text-xs text-gray-500">New accounts are customer accounts.</p>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating Your Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
