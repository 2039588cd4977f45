import {
  CUSTOMER_GOODS_MESSAGES,
  customerGoodDetailSchema,
  goodStatusLabel,
  nextGoodStatuses,
  STATUSES_NEEDING_BRANCH,
  type CustomerGoodDetail,
  type GoodStatus,
  type OwnedGood,
} from '@stockyard/domain';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { useDraftState } from '../../../lib/form-draft';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { errorMessage } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { staleCurrent, useVersionedRecord, type ShownField } from '../../../lib/stale-version';
import { branchSelectOptions, useAllBranches } from '../../../resources/branches';
import { useChangeGoodStatus } from '../api/change-good-status';

/** A good's fields as the "changed by someone else" notice names them. */
function useShownFields(): readonly ShownField<OwnedGood>[] {
  const { t } = useTranslation(['inventory']);
  const translateMessage = useTranslateMessage();
  return [
    {
      key: 'status',
      label: t('inventory:statusDialog.status'),
      format: (status) => translateMessage(goodStatusLabel(String(status))),
    },
    {
      key: 'branch',
      label: t('inventory:statusDialog.branch'),
      format: (branch) => (branch as OwnedGood['branch'])?.name ?? t('inventory:statusDialog.none'),
    },
  ];
}

/** Moves a customer good along the allowed transitions; storing it needs a branch. */
export function GoodStatusDialog({ good, onClose }: { good: OwnedGood | null; onClose: () => void }) {
  // Keyed by the good, so each opening starts from that good's own status and branch.
  return good ? <VersionedStatusDialog key={good.id} opened={good} onClose={onClose} /> : null;
}

/**
 * The version the change is made from. Refused because someone else changed the good first, the
 * dialog starts again from the good as stored (keyed by its version) and says what changed.
 */
function VersionedStatusDialog({ opened, onClose }: { opened: OwnedGood; onClose: () => void }) {
  const versioned = useVersionedRecord(opened, useShownFields());
  const good = versioned.record;
  const notice = versioned.changes && <StaleNotice changes={versioned.changes} onDismiss={versioned.dismiss} />;
  const onStale = (current: CustomerGoodDetail) => versioned.stale({ ...good, ...current });
  return <StatusDialog key={good.version} good={good} onClose={onClose} onStale={onStale} notice={notice} />;
}

type StatusDialogProps = {
  good: OwnedGood;
  onClose: () => void;
  onStale: (current: CustomerGoodDetail) => void;
  notice: ReactNode;
};

function StatusDialog({ good, onClose, onStale, notice }: StatusDialogProps) {
  const { t } = useTranslation(['inventory', 'common']);
  const translateMessage = useTranslateMessage();
  const branches = useAllBranches();
  const change = useChangeGoodStatus();
  const choices = nextGoodStatuses(good.status);
  // Kept while typing (display.autoSave); a draft made before the item changed is dropped.
  const [{ status, branchId, note }, edit, draft] = useDraftState(
    { status: (choices[0] ?? '') as GoodStatus | '', branchId: good.branch_id ? String(good.branch_id) : '', note: '' },
    { name: `good-status:${good.id}`, basis: good.version },
  );
  const [error, setError] = useState<string | null>(null);

  const needsBranch = status !== '' && STATUSES_NEEDING_BRANCH.includes(status);

  const save = async () => {
    if (!status) return;
    if (needsBranch && !branchId) return setError(translateMessage(CUSTOMER_GOODS_MESSAGES.branchRequired));
    try {
      await change.mutateAsync({
        id: good.id,
        status,
        branch_id: branchId ? Number(branchId) : undefined,
        note: note.trim() || undefined,
        version: good.version,
      });
      draft.clear();
      toast.success(
        t('inventory:statusDialog.changed', { name: good.name, status: translateMessage(goodStatusLabel(status)) }),
      );
      onClose();
    } catch (failure) {
      const current = staleCurrent(failure, customerGoodDetailSchema);
      if (current) return onStale(current);
      setError(errorMessage(failure, t('inventory:statusDialog.failed')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('inventory:statusDialog.title', { name: good.name })}
      description={t('inventory:statusDialog.description', {
        owner: good.owner_name,
        status: translateMessage(goodStatusLabel(good.status)),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={change.isPending}>
            {t('inventory:statusDialog.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {notice}
        <DraftNotice draft={draft} />
        {error && <Alert tone="error">{error}</Alert>}
        <SelectField
          label={t('inventory:statusDialog.newStatus')}
          options={choices.map((s) => ({ value: s, label: translateMessage(goodStatusLabel(s)) }))}
          value={status}
          onChange={(e) => edit({ status: e.target.value as GoodStatus })}
        />
        {needsBranch && (
          <SelectField
            label={t('inventory:statusDialog.branch')}
            required
            placeholder={
              branches.isLoading
                ? t('inventory:statusDialog.loadingBranches')
                : t('inventory:statusDialog.selectBranch')
            }
            options={branchSelectOptions(branches.data)}
            value={branchId}
            onChange={(e) => edit({ branchId: e.target.value })}
          />
        )}
        <TextField
          label={t('inventory:statusDialog.note')}
          optional
          value={note}
          onChange={(e) => edit({ note: e.target.value })}
        />
      </div>
    </Dialog>
  );
}
