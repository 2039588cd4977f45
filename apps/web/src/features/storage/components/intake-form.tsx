import { GOOD_CATEGORIES, intakeLotSchema, type AgreementDetail } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDraftState } from '../../../lib/form-draft';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useBranchLocations } from '../../../resources/storage-locations';
import { useRecordLot } from '../api/storage-api';
import { LotPhotoInput } from './lot-photo-input';

const EMPTY = { name: '', category: '', pieces: '1', value: '0', condition_note: '' };

/** Staff record one received lot: what, how many pieces, declared value, condition, a photo and its place in the branch. */
export function IntakeForm({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation(['storage']);
  const translate = useTranslateMessage();
  const locations = useBranchLocations(agreement.branch_id);
  const record = useRecordLot();
  // The lot being typed is kept (display.autoSave); a draft made before the agreement changed is dropped.
  const [values, change, draft] = useDraftState(EMPTY, {
    name: `intake:${agreement.id}`,
    basis: agreement.version,
  });
  // The place stays chosen for the next lot, so it is no part of one lot's draft.
  const [locationId, setLocationId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    change({ [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lot = {
      name: values.name,
      category: values.category,
      pieces: Number(values.pieces),
      value: Number(values.value),
      condition_note: values.condition_note || null,
      location_id: Number(locationId),
    };
    const parsed = intakeLotSchema.safeParse(lot);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), translate(issue.message)])),
      );
      return;
    }
    setErrors({});
    record.mutate(
      { id: agreement.id, lot, photo },
      {
        onSuccess: () => {
          // Recorded: the next lot starts empty and keeps no draft.
          draft.discard();
          setPhoto(null);
        },
        // The server's refusal of the photo sits on its field, and goes with the next photo chosen.
        onError: (error) => {
          if (isApiError(error) && (error.status === 413 || error.status === 415))
            setPhotoError(errorMessage(error, t('storage:intake.recordFailed')));
        },
      },
    );
  };

  const active = (locations.data ?? []).filter((location) => location.is_active);
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-gray-200 p-3" noValidate>
      <h3 className="text-sm font-semibold text-gray-900">{t('storage:intake.recordLot')}</h3>
      <DraftNotice draft={draft} />
      {record.isError && !photoError && (
        <Alert tone="error">{errorMessage(record.error, t('storage:intake.recordFailed'))}</Alert>
      )}
      {locations.isSuccess && active.length === 0 && <Alert tone="warning">{t('storage:intake.noLocations')}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('storage:intake.name')}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <SelectField
          label={t('storage:intake.category')}
          placeholder={t('storage:intake.chooseCategory')}
          options={GOOD_CATEGORIES.map((category) => ({ value: category, label: translate(category) }))}
          value={values.category}
          onChange={set('category')}
          error={errors.category && t('storage:intake.categoryRequired')}
          required
        />
        <TextField
          label={t('storage:intake.pieces')}
          type="number"
          min={1}
          inputMode="numeric"
          value={values.pieces}
          onChange={set('pieces')}
          error={errors.pieces}
          required
        />
        <TextField
          label={t('storage:intake.value')}
          type="number"
          min={0}
          step="0.01"
          value={values.value}
          onChange={set('value')}
          error={errors.value}
          required
        />
        <SelectField
          label={t('storage:intake.location')}
          placeholder={t('storage:intake.chooseLocation')}
          options={active.map((location) => ({ value: String(location.id), label: location.code }))}
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          error={errors.location_id}
          required
        />
        <TextField
          label={t('storage:intake.condition')}
          value={values.condition_note}
          onChange={set('condition_note')}
          error={errors.condition_note}
          optional
        />
        <div className="sm:col-span-2">
          <LotPhotoInput
            file={photo}
            error={photoError}
            onChange={(file, error) => {
              setPhoto(file);
              setPhotoError(error);
            }}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" loading={record.isPending}>
        {t('storage:intake.addLot')}
      </Button>
    </form>
  );
}
