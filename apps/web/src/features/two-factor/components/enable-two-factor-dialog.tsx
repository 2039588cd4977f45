import { zodResolver } from '@hookform/resolvers/zod';
import {
  twoFactorEnableRequestSchema,
  twoFactorSetupRequestSchema,
  type TwoFactorEnableRequest,
  type TwoFactorSetupRequest,
  type TwoFactorSetupResponse,
} from '@stockyard/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { CodeField, CurrentPasswordField } from './code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { fieldBinder } from '../../../lib/bind-field';
import { placeServerErrors } from '../../../lib/server-errors';
import { useTranslation } from '../../../lib/i18n/react';

type Step = { name: 'password' } | { name: 'scan'; setup: TwoFactorSetupResponse } | { name: 'codes'; codes: string[] };

/** An SVG as an image: the browser renders it without scripts and nothing is inserted as markup. */
const svgDataUrl = (svg: string) => {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
};

/** Groups of four are easier to type into an authenticator app. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment: password, then scan and confirm a code, then the recovery codes (shown once). */
export function EnableTwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const { t } = useTranslation(['auth']);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setStep({ name: 'password' });
  };
  const title = step.name === 'codes' ? t('auth:tf.saveCodes') : t('auth:tf.turnOnTitle');
  return (
    <Dialog open={open} onOpenChange={close} title={title} size="md">
      {step.name === 'password' && <PasswordStep onDone={(setup) => setStep({ name: 'scan', setup })} />}
      {step.name === 'scan' && <ScanStep setup={step.setup} onDone={(codes) => setStep({ name: 'codes', codes })} />}
      {step.name === 'codes' && (
        <div className="space-y-4">
          <RecoveryCodesView codes={step.codes} />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>{t('auth:tf.done')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function PasswordStep({ onDone }: { onDone: (setup: TwoFactorSetupResponse) => void }) {
  const setup = useSetupTwoFactor();
  const { t } = useTranslation(['auth']);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TwoFactorSetupRequest>({
    resolver: zodResolver(twoFactorSetupRequestSchema),
    defaultValues: { password: '' },
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      onDone(await setup.mutateAsync(values));
    } catch (error) {
      setMessage(placeServerErrors({ setError }, error, ['password'], t('auth:tf.startFailed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth:tf.confirmPassword')}>
      <p className="text-sm text-gray-700">{t('auth:tf.intro')}</p>
      {message && <Alert tone="error">{message}</Alert>}
      <CurrentPasswordField {...field('password')} />
      <div className="flex justify-end">
        <Button type="submit" loading={setup.isPending}>
          {t('auth:tf.continue')}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ setup, onDone }: { setup: TwoFactorSetupResponse; onDone: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const { t } = useTranslation(['auth']);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TwoFactorEnableRequest, unknown, TwoFactorEnableRequest>({
    resolver: zodResolver(twoFactorEnableRequestSchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      onDone((await enable.mutateAsync(values)).recovery_codes);
    } catch (error) {
      setMessage(placeServerErrors({ setError }, error, ['code'], t('auth:tf.enableFailed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth:tf.confirmApp')}>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>{t('auth:tf.scan')}</li>
        <li>{t('auth:tf.enterCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={svgDataUrl(setup.qr_svg)}
          alt={t('auth:tf.qrAlt')}
          width={176}
          height={176}
          className="size-44 rounded-lg border border-gray-200 bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-gray-800">{t('auth:tf.manualKey')}</p>
          <p data-testid="two-factor-secret" className="mt-1 font-mono break-all text-gray-900 select-all">
            {groupSecret(setup.secret)}
          </p>
          <p className="mt-2 text-xs text-gray-500">{t('auth:tf.timeBased')}</p>
        </div>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <CodeField label={t('auth:twoFactor.authCode')} required autoFocus {...field('code')} />
      <div className="flex justify-end">
        <Button type="submit" loading={enable.isPending}>
          {t('auth:tf.turnOn')}
        </Button>
      </div>
    </form>
  );
}
