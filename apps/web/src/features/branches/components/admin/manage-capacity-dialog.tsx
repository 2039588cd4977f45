import {
  availableAfterCapacityChange,
  branchCapacityUpdateSchema,
  branchSchema,
  canChangeCapacity,
  capacityBelowCommittedMessage,
  reservedSpace,
  usedSpace,
  type Branch,
} from '@stockyard/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../../lib/toast';
import { Alert } from '../../../../components/ui/alert';
import { Dialog } from '../../../../components/ui/dialog';
import { DraftNotice } from '../../../../components/ui/draft-notice';
import { FormDialogFooter } from '../../../../components/ui/form-dialog-footer';
import { TextField } from '../../../../components/ui/field';
import { Versioned } from '../../../../components/ui/stale-notice';
import { errorMessage } from '../../../../lib/api-client';
import { useDraftState } from '../../../../lib/form-draft';
import { useTranslateMessage } from '../../../../lib/i18n/messages';
import { useTranslation } from '../../../../lib/i18n/react';
import { staleCurrent } from '../../../../lib/stale-version';
import { useUpdateBranchCapacity } from '../../../../resources/branches';
import { formatUnits } from '../branch-format';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { useBranchShownFields } from './branch-versions';

const FORM_ID = 'manage-capacity-form';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="text-sm font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

/**
 * Manage Capacity (spec 02 section 5): the used and reserved space stay, the available space follows
 * the new capacity. One number, so a plain controlled input; the domain schema still checks it on submit.
 * Made from the version opened: refused because the branch changed meanwhile, it starts again from
 * the branch as stored.
 */
export function ManageCapacityDialog({ branch, onClose }: { branch: Branch; onClose: () => void }) {
  const shown = useBranchShownFields();
  return (
    <Versioned record={branch} shown={shown}>
      {(state) => (
        <CapacityForm branch={state.record} onClose={onClose} onStale={state.onStale} notice={state.notice} />
      )}
    </Versioned>
  );
}

type CapacityFormProps = { branch: Branch; onClose: () => void; onStale: (current: Branch) => void; notice: ReactNode };

function CapacityForm({ branch, onClose, onStale, notice }: CapacityFormProps) {
  const updateCapacity = useUpdateBranchCapacity();
  const { t } = useTranslation(['branches', 'common']);
  const translate = useTranslateMessage();
  const used = usedSpace(branch);
  const reserved = reservedSpace(branch);
  // Space the goods take and space promised to approved applications: the capacity may not go below both.
  const committed = used + reserved;
  // Kept while typing (display.autoSave); a draft made before the branch changed is dropped.
  const [{ input }, change, draft] = useDraftState(
    { input: String(branch.capacity) },
    { name: `capacity:${branch.id}`, basis: branch.version },
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const newCapacity = input.trim() === '' ? Number.NaN : Number(input);
  const fits = canChangeCapacity(newCapacity, committed);
  const tooSmallMessage =
    reserved > 0 ? translate(capacityBelowCommittedMessage(used, reserved)) : t('branches:admin.usedAboveCapacity');
  const showsTooSmall = !Number.isNaN(newCapacity) && !fits;
  const busy = updateCapacity.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = branchCapacityUpdateSchema.safeParse({
      capacity: newCapacity,
      available_space: availableAfterCapacityChange(newCapacity, committed),
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t('branches:admin.capacityFailed'));
      return;
    }
    try {
      await updateCapacity.mutateAsync({ id: branch.id, request: { ...parsed.data, version: branch.version } });
      draft.clear();
      toast.success(t('branches:admin.capacityUpdated'), BRANCH_NOTICE_TOAST);
      onClose();
    } catch (error) {
      const current = staleCurrent(error, branchSchema);
      if (current) return onStale(current);
      setFormError(errorMessage(error, t('branches:admin.capacityFailed')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('branches:admin.manageCapacity')}
      description={branch.name}
      size="sm"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={t('branches:admin.updateCapacity')}
          onCancel={onClose}
          pending={busy}
          submitDisabled={!fits}
        />
      }
    >
      <form
        id={FORM_ID}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('branches:admin.capacityForm')}
        className="space-y-4"
      >
        {notice}
        <DraftNotice draft={draft} />
        {formError && (
          <Alert tone="error" onDismiss={() => setFormError(null)}>
            {formError}
          </Alert>
        )}
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t('branches:admin.currentCapacity')} value={formatUnits(branch.capacity)} />
          <Figure label={t('branches:admin.usedSpace')} value={formatUnits(used)} />
          <Figure label={t('branches:admin.reservedSpace')} value={formatUnits(reserved)} />
        </dl>
        <TextField
          label={t('branches:admin.newCapacity')}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={input}
          error={showsTooSmall ? tooSmallMessage : (fieldError ?? undefined)}
          onChange={(event) => {
            change({ input: event.target.value });
            setFieldError(null);
          }}
        />
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800" aria-live="polite">
          {t('branches:admin.afterUpdate')}{' '}
          <strong>{formatUnits(fits ? availableAfterCapacityChange(newCapacity, committed) : 0)}</strong>{' '}
          {t('branches:admin.units')}
        </p>
      </form>
    </Dialog>
  );
}
