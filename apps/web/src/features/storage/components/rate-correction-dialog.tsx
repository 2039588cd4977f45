import { parseMajor, rateCorrectionSchema, RATE_CORRECTION_MESSAGES, type AgreementDetail } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { errorMessage } from '../../../lib/api-client';
import { useDraftState } from '../../../lib/form-draft';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useCorrectRate } from '../api/storage-api';

type Props = { agreement: AgreementDetail; open: boolean; onOpenChange: (open: boolean) => void };
type Field = 'unit_rate' | 'effective_from' | 'reason';

/**
 * An admin corrects the agreed unit rate from a date, with a reason the customer reads on the credit
 * or charge line of their next statement (for the days already billed from that date).
 */
export function RateCorrectionDialog({ agreement, open, onOpenChange }: Props) {
  const { t } = useTranslation(['storage']);
  const translate = useTranslateMessage();
  const dates = useFormatDate();
  const correct = useCorrectRate();
  // Kept while typing (display.autoSave); a draft made before the agreement changed is dropped.
  const [{ rate, effectiveFrom, reason }, change, draft] = useDraftState(
    { rate: '', effectiveFrom: '', reason: '' },
    { name: `rate-correction:${agreement.id}`, basis: agreement.version },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formId = `rate-correction-${agreement.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unitRate = parseMajor(rate);
    const parsed = rateCorrectionSchema.safeParse({
      unit_rate: unitRate ?? Number.NaN,
      effective_from: effectiveFrom,
      reason,
      version: agreement.version,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= translate(issue.message);
    // The form takes the rate as typed money (1.20); the API's cents are the form's business.
    if (found.unit_rate || unitRate === undefined) found.unit_rate = t('storage:rateCorrection.rateInvalid');
    if (effectiveFrom && (effectiveFrom < agreement.start_date || effectiveFrom > agreement.end_date))
      found.effective_from = translate(RATE_CORRECTION_MESSAGES.outsideAgreement);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    correct.mutate(
      { id: agreement.id, correction: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('storage:rateCorrection.done'));
          onOpenChange(false);
          // Sent: the next correction starts from an empty form and keeps no draft.
          draft.discard();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('storage:rateCorrection.title', { id: agreement.id })}
      description={t('storage:rateCorrection.description')}
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={t('storage:rateCorrection.submit')}
          onCancel={() => onOpenChange(false)}
          pending={correct.isPending}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <DraftNotice draft={draft} />
        {correct.isError && (
          <Alert tone="error">{errorMessage(correct.error, t('storage:rateCorrection.failed'))}</Alert>
        )}
        <TextField
          label={t('storage:rateCorrection.unitRate', { currency: agreement.agreed_rate?.currency ?? '' })}
          inputMode="decimal"
          value={rate}
          onChange={(event) => change({ rate: event.target.value })}
          error={errors.unit_rate}
          required
        />
        <TextField
          label={t('storage:rateCorrection.effectiveFrom')}
          type="date"
          min={agreement.start_date}
          max={agreement.end_date}
          value={effectiveFrom}
          onChange={(event) => change({ effectiveFrom: event.target.value })}
          error={errors.effective_from}
          hint={
            agreement.agreed_rate?.billed_through
              ? t('storage:rateCorrection.billedThrough', { date: dates.date(agreement.agreed_rate.billed_through) })
              : undefined
          }
          required
        />
        <TextAreaField
          label={t('storage:rateCorrection.reason')}
          value={reason}
          onChange={(event) => change({ reason: event.target.value })}
          error={errors.reason}
          maxLength={200}
          rows={2}
          required
        />
      </form>
    </Dialog>
  );
}
