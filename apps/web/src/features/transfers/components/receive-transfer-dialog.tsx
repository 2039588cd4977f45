import { receiptIssue, shortfallOf, transferReceiveSchema, type Transfer } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { errorMessage } from '../../../lib/api-client';
import { useDraftState } from '../../../lib/form-draft';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useReceiveTransfer } from '../api/transfers-api';

type Props = { transfer: Transfer | undefined; onClose: () => void };

/** The destination's staff book in what arrived; less than sent needs the shortfall's reason. */
export function ReceiveTransferDialog({ transfer, onClose }: Props) {
  const { t } = useTranslation(['transfers']);
  return (
    <Dialog
      open={transfer !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('transfers:receive.title', { reference: transfer?.reference ?? '' })}
      description={
        transfer &&
        t('transfers:receive.description', {
          count: transfer.quantity,
          item: transfer.item_name,
          from: transfer.from_branch.name,
        })
      }
    >
      {transfer && <ReceiveForm key={transfer.id} transfer={transfer} onDone={onClose} />}
    </Dialog>
  );
}

function ReceiveForm({ transfer, onDone }: { transfer: Transfer; onDone: () => void }) {
  const { t } = useTranslation(['transfers']);
  const translate = useTranslateMessage();
  const formats = useNumberFormats();
  const receive = useReceiveTransfer();
  // Kept while typing (display.autoSave); a draft made before the transfer changed is dropped.
  const [{ received, reason }, change, draft] = useDraftState(
    { received: String(transfer.quantity), reason: '' },
    { name: `transfer-receipt:${transfer.id}`, basis: transfer.version },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = `receive-${transfer.id}`;
  const count = received.trim() === '' ? Number.NaN : Number(received);
  const shortfall = Number.isInteger(count) && count >= 0 ? shortfallOf(transfer.quantity, count) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { received_quantity: count, shortfall_reason: reason, version: transfer.version };
    const parsed = transferReceiveSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const issue = receiptIssue(transfer.quantity, parsed.data.received_quantity, parsed.data.shortfall_reason);
    if (issue) {
      setErrors({ [issue.field]: issue.message });
      return;
    }
    setErrors({});
    receive.mutate(
      {
        id: transfer.id,
        received_quantity: parsed.data.received_quantity,
        ...(parsed.data.shortfall_reason ? { shortfall_reason: parsed.data.shortfall_reason } : {}),
        version: transfer.version,
      },
      {
        onSuccess: () => {
          draft.clear();
          toast.success(translate('Transfer received'));
          onDone();
        },
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
      <DraftNotice draft={draft} />
      {receive.isError && <Alert tone="error">{errorMessage(receive.error, t('transfers:receive.failed'))}</Alert>}
      <TextField
        label={t('transfers:receive.received')}
        type="number"
        inputMode="numeric"
        min={0}
        max={transfer.quantity}
        value={received}
        onChange={(event) => change({ received: event.target.value })}
        error={errors.received_quantity}
        hint={t('transfers:receive.sent', { count: transfer.quantity })}
        required
      />
      {shortfall > 0 && (
        <>
          <Alert tone="warning">{t('transfers:receive.shortfall', { count: shortfall })}</Alert>
          <TextAreaField
            label={t('transfers:receive.reason')}
            rows={2}
            value={reason}
            onChange={(event) => change({ reason: event.target.value })}
            error={errors.shortfall_reason}
            required
          />
        </>
      )}
      <p className="text-sm text-gray-600">
        {t('transfers:receive.into', {
          branch: transfer.to_branch.name,
          sku: transfer.sku,
          quantity: formats.number(Number.isInteger(count) && count >= 0 ? Math.min(count, transfer.quantity) : 0),
        })}
      </p>
      <div className="flex justify-end gap-2 border-t border-gray-100 pt-4">
        <FormDialogFooter
          formId={formId}
          submitLabel={t('transfers:receive.submit')}
          onCancel={onDone}
          pending={receive.isPending}
        />
      </div>
    </form>
  );
}
