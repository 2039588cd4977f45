import { TWO_FACTOR_MESSAGES } from '@stockyard/domain';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useMe } from '../../../resources/current-user';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { ConfirmWithCodeDialog } from './confirm-with-code-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { RecoveryCodesView } from './recovery-codes-view';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type OpenDialog = 'enable' | 'disable' | 'regenerate' | null;

/** Two-factor sign-in for the signed-in user: status, enrolment, turning off, new recovery codes. */
export function TwoFactorPanel() {
  const me = useMe();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const { t } = useTranslation(['auth']);
  const translate = useTranslateMessage();

  if (me.isPending) {
    return (
      <div className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" label={t('auth:tf.loading')} />
      </div>
    );
  }
  if (me.isError) {
    return <LoadError query={me} fallback={t('auth:tf.loadFailed')} />;
  }

  const enabled = me.data.two_factor_enabled;
  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-gray-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex gap-3">
          <Icon className={enabled ? 'size-6 text-green-600' : 'size-6 text-gray-400'} aria-hidden="true" />
          <div>
            <h3 id="two-factor-heading" className="flex items-center gap-2 font-medium text-gray-900">
              {t('auth:tf.title')}
              <Badge tone={enabled ? 'green' : 'gray'}>{enabled ? t('auth:tf.on') : t('auth:tf.off')}</Badge>
            </h3>
            <p className="mt-1 text-sm text-gray-600">{enabled ? t('auth:tf.onText') : t('auth:tf.offText')}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setOpen('regenerate')}>
                {t('auth:tf.regenerate')}
              </Button>
              <Button variant="danger" size="sm" onClick={() => setOpen('disable')}>
                {t('auth:tf.disable')}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => setOpen('enable')}>
              {t('auth:tf.enable')}
            </Button>
          )}
        </div>
      </div>

      <EnableTwoFactorDialog open={open === 'enable'} onOpenChange={(next) => setOpen(next ? 'enable' : null)} />
      <ConfirmWithCodeDialog
        open={open === 'disable'}
        onOpenChange={(next) => setOpen(next ? 'disable' : null)}
        title={t('auth:tf.offTitle')}
        message={t('auth:tf.offMessage')}
        confirmLabel={t('auth:tf.turnOff')}
        tone="danger"
        busy={disable.isPending}
        onConfirm={async (input) => {
          await disable.mutateAsync(input);
          setOpen(null);
          toast.success(translate(TWO_FACTOR_MESSAGES.disabled));
        }}
      />
      <ConfirmWithCodeDialog
        open={open === 'regenerate'}
        onOpenChange={(next) => setOpen(next ? 'regenerate' : null)}
        title={t('auth:tf.newCodesTitle')}
        message={t('auth:tf.newCodesMessage')}
        confirmLabel={t('auth:tf.regenerateShort')}
        tone="primary"
        busy={regenerate.isPending}
        onConfirm={async (input) => {
          const { recovery_codes } = await regenerate.mutateAsync(input);
          setOpen(null);
          setNewCodes(recovery_codes);
        }}
      />
      <Dialog
        open={newCodes !== null}
        onOpenChange={(next) => !next && setNewCodes(null)}
        title={t('auth:tf.saveCodes')}
        footer={<Button onClick={() => setNewCodes(null)}>{t('auth:tf.done')}</Button>}
      >
        {newCodes && <RecoveryCodesView codes={newCodes} />}
      </Dialog>
    </section>
  );
}
