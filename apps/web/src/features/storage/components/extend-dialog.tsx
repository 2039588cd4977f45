import { extensionRequestSchema, type AgreementDetail } from '@stockyard/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextField } from '../../../components/ui/field';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { errorMessage } from '../../../lib/api-client';
import { useDraftState } from '../../../lib/form-draft';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useRequestExtension } from '../api/storage-api';

type Props = {
  agreement: AgreementDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the request is sent (the agreement card's heading; see AgreementCard). */
  resultFocus: () => HTMLElement | null;
};

/** The customer asks for a later end date; staff decide. */
export function ExtendDialog({ agreement, open, onOpenChange, resultFocus }: Props) {
  const { t } = useTranslation(['storage']);
  const translate = useTranslateMessage();
  const dates = useFormatDate();
  const extend = useRequestExtension();
  // Kept while typing (display.autoSave); a draft made before the agreement changed is dropped.
  const [{ endDate }, change, draft] = useDraftState(
    { endDate: '' },
    { name: `extend:${agreement.id}`, basis: agreement.version },
  );
  const [error, setError] = useState<string>();
  // Set when the request went through: the dialog then hands focus to the result, not to its opener.
  const sent = useRef(false);
  const formId = `extend-${agreement.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = extensionRequestSchema.safeParse({ end_date: endDate });
    if (!parsed.success || endDate <= agreement.end_date) {
      setError(translate('The new end date must be after the current one'));
      return;
    }
    setError(undefined);
    extend.mutate(
      { id: agreement.id, endDate },
      {
        onSuccess: () => {
          toast.success(t('storage:extend.sent'));
          sent.current = true;
          onOpenChange(false);
          // Sent: the next request starts from an empty form and keeps no draft.
          draft.discard();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      closeFocus={() => {
        if (!sent.current) return null;
        sent.current = false;
        return resultFocus();
      }}
      title={t('storage:extend.title')}
      description={t('storage:extend.description', { date: dates.date(agreement.end_date) })}
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={t('storage:extend.submit')}
          onCancel={() => onOpenChange(false)}
          pending={extend.isPending}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <DraftNotice draft={draft} />
        {extend.isError && <Alert tone="error">{errorMessage(extend.error, t('storage:extend.failed'))}</Alert>}
        <TextField
          label={t('storage:extend.endDate')}
          type="date"
          min={agreement.end_date}
          value={endDate}
          onChange={(event) => change({ endDate: event.target.value })}
          error={error}
          required
        />
      </form>
    </Dialog>
  );
}
