import { LOT_REMOVAL_REASON_MAX, normalizeGoodStatus, purgeConfirmed, type Good } from '@stockyard/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { useDraftState } from '../../../lib/form-draft';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { usePurgeLot, useRemoveLot } from '../../../resources/goods';
import { useGoodsText } from '../lib/goods-text';

type LotRemovalDialogProps = { lot: Good | undefined; onClose: () => void };

/**
 * The trash icon on a customer's lot (issue 39): staff never delete it. A lot in storage is removed
 * with a reason the customer reads; a lot already removed can be purged, by an admin only, after
 * typing its number.
 */
export function LotRemovalDialog({ lot, onClose }: LotRemovalDialogProps) {
  const { user } = useAuth();
  const purging = lot !== undefined && normalizeGoodStatus(lot.status) === 'removed';
  if (!lot) return null;
  if (purging && user?.role === 'admin') return <PurgeForm lot={lot} onClose={onClose} />;
  return <RemoveForm lot={lot} onClose={onClose} alreadyRemoved={purging} />;
}

function RemoveForm({ lot, onClose, alreadyRemoved }: { lot: Good; onClose: () => void; alreadyRemoved: boolean }) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const remove = useRemoveLot();
  // Kept while typing (display.autoSave); a draft made before the lot changed is dropped.
  const [{ reason }, change, draft] = useDraftState(
    { reason: '' },
    { name: `lot-removal:${lot.id}`, basis: lot.version },
  );
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim() === '') {
      setError(t('goods:removeLot.reasonRequired'));
      return;
    }
    remove.mutate(
      { id: lot.id, version: lot.version, reason: reason.trim() },
      {
        onSuccess: () => {
          draft.clear();
          toast.success(t('goods:removeLot.done'));
          onClose();
        },
        onError: (failure) => toast.error(message(errorMessage(failure, t('goods:removeLot.failed')))),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('goods:removeLot.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('common:ui.cancel')}
          </Button>
          {!alreadyRemoved && (
            <Button variant="danger" onClick={submit} loading={remove.isPending}>
              {t('goods:removeLot.confirm')}
            </Button>
          )}
        </>
      }
    >
      {alreadyRemoved ? (
        <p className="text-sm text-gray-700">{t('goods:removeLot.alreadyRemoved', { name: lot.name })}</p>
      ) : (
        <div className="space-y-3">
          <DraftNotice draft={draft} />
          <p className="text-sm text-gray-700">
            {t('goods:removeLot.intro', { name: lot.name, owner: lot.owner?.name ?? '' })}
          </p>
          <TextAreaField
            label={t('goods:removeLot.reason')}
            required
            maxLength={LOT_REMOVAL_REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => {
              change({ reason: event.target.value });
              setError(undefined);
            }}
            rows={3}
          />
        </div>
      )}
    </Dialog>
  );
}

function PurgeForm({ lot, onClose }: { lot: Good; onClose: () => void }) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const purge = usePurgeLot();
  const [confirm, setConfirm] = useState('');
  const confirmed = purgeConfirmed(confirm, lot.product_id);
  const submit = () =>
    purge.mutate(
      { id: lot.id, version: lot.version, confirm },
      {
        onSuccess: () => {
          toast.success(t('goods:purgeLot.done'));
          onClose();
        },
        onError: (failure) => toast.error(message(errorMessage(failure, t('goods:purgeLot.failed')))),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !purge.isPending && onClose()}
      title={t('goods:purgeLot.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={purge.isPending}>
            {t('common:ui.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} loading={purge.isPending} disabled={!confirmed}>
            {t('goods:purgeLot.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-gray-700">{t('goods:purgeLot.intro', { name: lot.name, number: lot.product_id })}</p>
        <TextField
          label={t('goods:purgeLot.typeNumber', { number: lot.product_id })}
          value={confirm}
          autoComplete="off"
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
