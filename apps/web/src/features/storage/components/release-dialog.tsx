import { releaseRequestSchema, type AgreementDetail, type ReleaseMethod } from '@stockyard/domain';
import { useRef, useState, type FormEvent } from 'react';
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
  // Kept while typing (display.autoSave); a draft made before the agreement changed is dropped.
  const [{ chosen, method, date, address }, change, draft] = useDraftState(
    { chosen: [] as number[], method: 'pickup' as ReleaseMethod, date: '', address: '' },
    { name: `release:${agreement.id}`, basis: agreement.version },
  );
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
        <DraftNotice draft={draft} />
        {release.isError && <Alert tone="error">{errorMessage(release.error, t('storage:release.failed'))}</Alert>}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('storage:release.lots')}</legend>
          {releasable.map((lot) => (
            <label key={lot.id} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={chosen.includes(lot.id)}
                onChange={(event) =>
                  change({
                    chosen: event.target.checked ? [...chosen, lot.id] : chosen.filter((id) => id !== lot.id),
                  })
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
              <input type="radio" name="method" checked={method === value} onChange={() => change({ method: value })} />
              {t(value === 'pickup' ? 'storage:release.pickup' : 'storage:release.delivery')}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('storage:release.date')}
          type="date"
          min={dates.today()}
          value={date}
          onChange={(event) => change({ date: event.target.value })}
          error={errors.date}
          required
        />
        {method === 'delivery' && (
          <TextAreaField
            label={t('storage:release.address')}
            rows={2}
            value={address}
            onChange={(event) => change({ address: event.target.value })}
            error={errors.address}
            required
          />
        )}
      </form>
    </Dialog>
  );
}
