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
import { PasswordField } from '../../../components/ui/password-field';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { CodeField } from './code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { placeServerErrors } from '../../../lib/server-errors';

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
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setStep({ name: 'password' });
  };
  const title = step.name === 'codes' ? 'Save your recovery codes' : 'Turn on two-factor sign-in';
  return (
    <Dialog open={open} onOpenChange={close} title={title} size="md">
      {step.name === 'password' && <PasswordStep onDone={(setup) => setStep({ name: 'scan', setup })} />}
      {step.name === 'scan' && <ScanStep setup={step.setup} onDone={(codes) => setStep({ name: 'codes', codes })} />}
      {step.name === 'codes' && (
        <div className="space-y-4">
          <RecoveryCodesView codes={step.codes} />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function PasswordStep({ onDone }: { onDone: (setup: TwoFactorSetupResponse) => void }) {
  const setup = useSetupTwoFactor();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorSetupRequest>({
    resolver: zodResolver(twoFactorSetupRequestSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      onDone(await setup.mutateAsync(values));
    } catch (error) {
      setMessage(placeServerErrors({ setError }, error, ['password'], 'Could not start the setup. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm your password">
      <p className="text-sm text-gray-700">
        Two-factor sign-in asks for a code from an authenticator app each time you sign in. Enter your password to
        start.
      </p>
      {message && <Alert tone="error">{message}</Alert>}
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={setup.isPending}>
          Continue
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ setup, onDone }: { setup: TwoFactorSetupResponse; onDone: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorEnableRequest, unknown, TwoFactorEnableRequest>({
    resolver: zodResolver(twoFactorEnableRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      onDone((await enable.mutateAsync(values)).recovery_codes);
    } catch (error) {
      setMessage(placeServerErrors({ setError }, error, ['code'], 'Could not turn on two-factor sign-in.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm your authenticator app">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>Scan the QR code with an authenticator app, or enter the key by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={svgDataUrl(setup.qr_svg)}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 rounded-lg border border-gray-200 bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-gray-800">Key for manual entry</p>
          <p data-testid="two-factor-secret" className="mt-1 font-mono break-all text-gray-900 select-all">
            {groupSecret(setup.secret)}
          </p>
          <p className="mt-2 text-xs text-gray-500">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <CodeField label="Authentication code" required autoFocus error={errors.code?.message} {...register('code')} />
      <div className="flex justify-end">
        <Button type="submit" loading={enable.isPending}>
          Turn on
        </Button>
      </div>
    </form>
  );
}
