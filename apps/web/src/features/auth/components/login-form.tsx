import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, safeReturnPath, TWO_FACTOR_ERROR_CODES, type LoginRequest } from '@stockyard/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n/react';
import { DemoAccounts, type DemoAccount } from './demo-accounts';
import { TwoFactorStep } from './two-factor-step';

export function LoginForm({ showDemoAccounts }: { showDemoAccounts: boolean }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  // Back to the page the person was on when their session ended (or that sent them here).
  const [params] = useSearchParams();
  const afterSignIn = safeReturnPath(params.get('next')) ?? '/dashboard';
  const { t } = useTranslation(['auth']);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // Set when the password was right and the account asks for a second factor.
  const [pending, setPending] = useState<{ username: string; password: string } | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
    // Spec 01 section 5: errors clear as the field is edited and come back only on the next submit.
    reValidateMode: 'onSubmit',
  });

  const { handleSubmit, setValue, clearErrors } = form;
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setServerError(null);
    try {
      await login(username, password);
      navigate(afterSignIn, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === TWO_FACTOR_ERROR_CODES.required) {
        setPending({ username, password });
        return;
      }
      setServerError(errorMessage(error, t('auth:login.failed')));
    }
  });

  if (pending) {
    return (
      <TwoFactorStep
        onSubmit={async (code) => {
          await login(pending.username, pending.password, code);
          navigate(afterSignIn, { replace: true });
        }}
        onBack={() => {
          setPending(null);
          setValue('password', '');
        }}
      />
    );
  }

  const pickDemoAccount = (account: DemoAccount) => {
    setValue('username', account.username);
    setValue('password', account.password);
    clearErrors();
    setServerError(null);
    // The form is ready; Enter or a click now signs in.
    submitRef.current?.focus();
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate aria-label={t('auth:login.form')} className="space-y-5">
        {serverError && (
          <Alert tone="error" onDismiss={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        <TextField
          label={t('auth:fields.username')}
          autoComplete="username"
          // The page is for typing a username: the cursor is there on arrival (also after a session ended).
          autoFocus
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('username')}
        />
        <PasswordField
          label={t('auth:fields.password')}
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <Button ref={submitRef} type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('auth:login.signingIn') : t('auth:login.signIn')}
        </Button>
      </form>
      {showDemoAccounts && <DemoAccounts onPick={pickDemoAccount} />}
    </div>
  );
}
