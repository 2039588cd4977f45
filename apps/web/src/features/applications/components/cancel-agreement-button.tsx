import type { Agreement } from '@stockyard/domain';
import { isCancellable } from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useCancelAgreement } from '../api/cancel-agreement';

/** The customer's Cancel, with a confirmation, while the goods have not arrived. */
export function CancelAgreementButton({ agreement, applicationId }: { agreement: Agreement; applicationId: number }) {
  const { t } = useTranslation(['applications']);
  const cancel = useCancelAgreement();
  const [confirming, setConfirming] = useState(false);
  if (!isCancellable(agreement.status)) return null;
  return (
    <div className="space-y-2">
      {cancel.isError && (
        <Alert tone="error" onDismiss={() => cancel.reset()}>
          {errorMessage(cancel.error, t('applications:agreement.cancelFailed'))}
        </Alert>
      )}
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        {t('applications:agreement.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('applications:agreement.cancelTitle')}
        message={t('applications:agreement.cancelMessage', { id: applicationId, branch: agreement.branch_name })}
        confirmLabel={t('applications:agreement.cancelConfirm')}
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(agreement, {
            onSuccess: () => toast.success(t('applications:agreement.cancelled')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}
