import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmRequestSchema, type TwoFactorConfirmRequest } from '@stockyard/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CodeField, CurrentPasswordField } from './code-field';
import { fieldBinder } from '../../../lib/bind-field';
import { placeServerErrors } from '../../../lib/server-errors';
import { useTranslation } from '../../../lib/i18n/react';

type ConfirmWithCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  busy: boolean;
  onConfirm: (input: TwoFactorConfirmRequest) => Promise<void>;
};

/** Password plus a current code before a change to two-factor sign-in; the dialog is the confirmation. */
export function ConfirmWithCodeDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  tone,
  busy,
  onConfirm,
}: ConfirmWithCodeDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useTranslation(['auth']);
  const form = useForm<TwoFactorConfirmRequest, unknown, TwoFactorConfirmRequest>({
    resolver: zodResolver(twoFactorConfirmRequestSchema),
    defaultValues: { password: '', code: '' },
  });
  const { handleSubmit, setError, reset } = form;
  const field = fieldBinder(form);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      reset();
      setFormError(null);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onConfirm(values);
      reset();
    } catch (error) {
      setFormError(placeServerErrors({ setError }, error, ['password', 'code'], t('auth:tf.genericError')));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title={title} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={title}>
        <div className="text-sm text-gray-700">{message}</div>
        {formError && <Alert tone="error">{formError}</Alert>}
        <CurrentPasswordField {...field('password')} />
        <CodeField
          label={t('auth:twoFactor.authCode')}
          hint={t('auth:tf.codeHint')}
          allowRecoveryCode
          required
          {...field('code')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            {t('auth:tf.cancel')}
          </Button>
          <Button type="submit" variant={tone} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
