import {
  APPLICATION_FAILURE_MESSAGES,
  APPROVAL_MESSAGES,
  ESTIMATED_VOLUME_UNITS,
  reservationVolume,
  type Application,
  type ApprovalFields,
} from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useDraftState } from '../../../lib/form-draft';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlacementOptions } from '../api/get-placement-options';

type ApproveDialogProps = {
  application: Application;
  busy: boolean;
  /** The refusal of the last attempt (a 409 names the branch and its space left). */
  error: unknown;
  onCancel: () => void;
  /** `onSent` once the approval is stored. */
  onConfirm: (fields: ApprovalFields, onSent: () => void) => void;
};

/**
 * Approving asks where and when: a branch with room for the volume (the server lists only those),
 * the start date, the employee who receives the goods (the branch's default first) and, for an
 * extra large application or one without an estimate, the space to reserve.
 */
export function ApproveDialog({ application, busy, error, onCancel, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const dates = useFormatDate();
  const estimate = application.estimated_volume;
  const estimateUnits = estimate ? ESTIMATED_VOLUME_UNITS[estimate] : null;
  const adjustable = estimate === null || estimate === 'extra-large';
  // Kept while typing (display.autoSave); a draft made before the application changed is dropped.
  const [{ volumeText, branchId, startDate, assigneeId }, change, draft] = useDraftState(
    { volumeText: estimateUnits === null ? '' : String(estimateUnits), branchId: '', startDate: '', assigneeId: '' },
    { name: `approve:${application.id}`, basis: application.version },
  );
  const [submitted, setSubmitted] = useState(false);

  const typed = volumeText.trim() === '' ? null : Number(volumeText);
  const volumeCheck = adjustable ? reservationVolume(estimate, typed) : null;
  const volume = volumeCheck?.ok ? volumeCheck.volume : undefined;
  const settledVolume = useDebouncedValue(volume, 300);
  const options = usePlacementOptions(
    application.id,
    adjustable ? settledVolume : undefined,
    !adjustable || settledVolume !== undefined,
  );
  const branches = options.data?.branches ?? [];
  const branch = branches.find((option) => String(option.branch_id) === branchId);
  const money = useMoney(options.data?.currency);
  // The price the customer was quoted at this branch (the same function prices the agreement).
  const price = branch?.price;
  const priceHint = price
    ? price.one_time_fees > 0
      ? t('applications:approve.priceWithFees', {
          amount: money(price.monthly_total),
          fees: money(price.one_time_fees),
        })
      : t('applications:approve.price', { amount: money(price.monthly_total) })
    : undefined;

  const chooseBranch = (value: string) => {
    const chosen = branches.find((option) => String(option.branch_id) === value);
    change({ branchId: value, assigneeId: chosen?.default_assignee_id ? String(chosen.default_assignee_id) : '' });
  };

  const today = dates.today();
  const errors = {
    volume: volumeCheck && !volumeCheck.ok ? translate(volumeCheck.message) : undefined,
    branch: branch ? undefined : translate(APPROVAL_MESSAGES.branchRequired),
    start: !startDate
      ? translate(APPROVAL_MESSAGES.startDateRequired)
      : startDate < today
        ? translate(APPROVAL_MESSAGES.startDatePast)
        : undefined,
    assignee: assigneeId ? undefined : translate(APPROVAL_MESSAGES.assigneeInvalid),
  };
  const valid = !errors.volume && !errors.branch && !errors.start && !errors.assignee;

  const submit = () => {
    setSubmitted(true);
    if (!valid || !branch) return;
    onConfirm(
      {
        branch_id: branch.branch_id,
        start_date: startDate,
        assignee_id: Number(assigneeId),
        ...(adjustable && volume !== undefined && volume !== estimateUnits ? { volume } : {}),
      },
      draft.clear,
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={t('applications:approve.title')}
      description={t('applications:approve.description', { id: application.id })}
      footer={
        <div className="flex w-full flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('applications:approve.back')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={busy}>
            {t('applications:approve.confirm')}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <DraftNotice draft={draft} />
        {Boolean(error) && <Alert tone="error">{errorMessage(error, APPLICATION_FAILURE_MESSAGES.update)}</Alert>}
        {adjustable ? (
          <TextField
            label={t('applications:approve.volume')}
            type="number"
            inputMode="numeric"
            min={estimateUnits ?? 1}
            step={1}
            required
            value={volumeText}
            onChange={(event) => change({ volumeText: event.target.value })}
            error={errors.volume}
            hint={estimateUnits ? t('applications:approve.volumeHint', { count: estimateUnits }) : undefined}
          />
        ) : (
          <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
            {t('applications:approve.volumeFixed', { count: estimateUnits ?? 0 })}
          </p>
        )}
        {options.isError && (
          <Alert tone="error">{errorMessage(options.error, t('applications:approve.optionsFailed'))}</Alert>
        )}
        {options.isSuccess && branches.length === 0 && (
          <Alert tone="warning">{t('applications:approve.noRoom', { count: options.data.volume })}</Alert>
        )}
        <SelectField
          label={t('applications:approve.branch')}
          required
          value={branchId}
          onChange={(event) => chooseBranch(event.target.value)}
          placeholder={
            options.isPending ? t('applications:approve.loadingBranches') : t('applications:approve.chooseBranch')
          }
          disabled={branches.length === 0}
          options={branches.map((option) => ({
            value: String(option.branch_id),
            label: t('applications:approve.branchOption', { name: option.name, count: option.available_space }),
          }))}
          error={submitted ? errors.branch : undefined}
          hint={priceHint}
        />
        {branch && !price && <Alert tone="warning">{t('applications:approve.noRate')}</Alert>}
        <TextField
          label={t('applications:approve.startDate')}
          type="date"
          required
          min={today}
          value={startDate}
          onChange={(event) => change({ startDate: event.target.value })}
          error={submitted ? errors.start : undefined}
        />
        <SelectField
          label={t('applications:approve.employee')}
          required
          value={assigneeId}
          onChange={(event) => change({ assigneeId: event.target.value })}
          placeholder={t('applications:approve.chooseEmployee')}
          disabled={!branch}
          options={(branch?.staff ?? []).map((person) => ({
            value: String(person.id),
            label: person.is_manager
              ? t('applications:approve.managerOption', { name: person.name, count: person.open_assignments })
              : t('applications:approve.employeeOption', { name: person.name, count: person.open_assignments }),
          }))}
          error={submitted && branch ? errors.assignee : undefined}
          hint={branch && branch.staff.length === 0 ? t('applications:approve.noStaff') : undefined}
        />
      </div>
    </Dialog>
  );
}
