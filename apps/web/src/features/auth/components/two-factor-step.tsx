import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeField, TWO_FACTOR_ERROR_CODES, TWO_FACTOR_MESSAGES, twoFactorCodeField } from '@stockyard/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type Mode = 'app' | 'recovery';
type CodeForm = { otp_code: string };

const schemas = {
  app: z.object({ otp_code: totpCodeField }),
  recovery: z.object({ otp_code: twoFactorCodeField }),
};

type TwoFactorStepProps = {
  /** Signs in with the code; throws the server's answer when it is refused. */
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
};

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ onSubmit, onBack }: TwoFactorStepProps) {
  const [mode, setMode] = useState<Mode>('app');
  const { t } = useTranslation(['auth']);
  const translate = useTranslateMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(schemas[mode]), [mode]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver, defaultValues: { otp_code: '' }, reValidateMode: 'onSubmit' });

  const submit = handleSubmit(async ({ otp_code }) => {
    setServerError(null);
    try {
      await onSubmit(otp_code);
    } catch (error) {
      if (isApiError(error) && error.code === TWO_FACTOR_ERROR_CODES.invalid) {
        reset({ otp_code: '' }, { keepErrors: false });
        setError('otp_code', { message: error.detail || TWO_FACTOR_MESSAGES.invalidCode }, { shouldFocus: true });
        return;
      }
      setServerError(errorMessage(error, t('auth:twoFactor.failed')));
    }
  });

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    reset({ otp_code: '' });
    setServerError(null);
    window.setTimeout(() => setFocus('otp_code'), 0);
  };

  const recovery = mode === 'recovery';
  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:twoFactor.form')} className="space-y-5">
      <p className="text-sm text-gray-700">
        {recovery ? t('auth:twoFactor.recoveryHelp') : translate(TWO_FACTOR_MESSAGES.codeRequired)}
      </p>
      {serverError && (
        <Alert tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      <TextField
        key={mode}
        label={recovery ? t('auth:twoFactor.recoveryCode') : t('auth:twoFactor.authCode')}
        type="text"
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        maxLength={recovery ? 16 : 7}
        placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
        className="font-mono tracking-widest"
        error={errors.otp_code?.message}
        {...register('otp_code', { onChange: () => clearErrors('otp_code') })}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {isSubmitting ? t('auth:twoFactor.verifying') : t('auth:twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" onClick={switchMode}>
          {recovery ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useRecovery')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t('auth:twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
