import { releaseRequestSchema, type AgreementDetail, type ReleaseMethod } from '@stockyard/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useRequestRelease } from '../api/storage-api';

type Props = {
  agreement: AgreementDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the request is sent (the agreement card's heading; see AgreementCard). */
  resultFocus: () => HTMLElement | null;
};

/** The customer picks stored lots and how they come back: pickup at the branch or delivery. */
export function ReleaseDialog({ agreement, open, onOpenChange, resultFocus }: Props) {
  const { t } = useTranslation(['storage']);
  const translate = useTranslateMessage();
  const dates = useFormatDate();
  const release = useRequestRelease();
  const releasable = agreement.lots.filter((lot) => lot.status === 'stored' && lot.release_id === null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [method, setMethod] = useState<ReleaseMethod>('pickup');
  const [date, setDate] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Set when the request went through: the dialog then hands focus to the result, not to its opener.
  const sent = useRef(false);
  const formId = `release-${agreement.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { lot_ids: chosen, method, date, address: address || null, version: agreement.version };
    const parsed = releaseRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), translate(issue.message)])),
      );
      return;
    }
    setErrors({});
    release.mutate(
      { id: agreement.id, request },
      {
        onSuccess: () => {
          toast.success(t('storage:release.sent'));
          sent.current = true;
          onOpenChange(false);
          setChosen([]);
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
      title={t('storage:release.title')}
      description={t('storage:release.description', { branch: agreement.branch_name })}
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={t('storage:release.submit')}
          onCancel={() => onOpenChange(false)}
          pending={release.isPending}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {release.isError && <Alert tone="error">{errorMessage(release.error, t('storage:release.failed'))}</Alert>}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('storage:release.lots')}</legend>
          {releasable.map((lot) => (
            <label key={lot.id} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={chosen.includes(lot.id)}
                onChange={(event) =>
                  setChosen((ids) => (event.target.checked ? [...ids, lot.id] : ids.filter((id) => id !== lot.id)))
                }
              />
              {lot.name} ({lot.location_code})
            </label>
          ))}
          {errors.lot_ids && <p className="text-sm text-red-600">{errors.lot_ids}</p>}
        </fieldset>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('storage:release.method')}</legend>
          {(['pickup', 'delivery'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input type="radio" name="method" checked={method === value} onChange={() => setMethod(value)} />
              {t(value === 'pickup' ? 'storage:release.pickup' : 'storage:release.delivery')}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('storage:release.date')}
          type="date"
          min={dates.today()}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
          required
        />
        {method === 'delivery' && (
          <TextAreaField
            label={t('storage:release.address')}
            rows={2}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={errors.address}
            required
          />
        )}
      </form>
    </Dialog>
  );
}
