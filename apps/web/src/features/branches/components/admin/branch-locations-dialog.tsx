import { locationCreateSchema, type Branch, type LabelCode, type StorageLocation } from '@stockyard/domain';
import Printer from 'lucide-react/icons/printer';
import { useState, type FormEvent } from 'react';
import { PrintLabelsDialog } from '../../../../components/labels/print-labels-dialog';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslateMessage } from '../../../../lib/i18n/messages';
import { useTranslation } from '../../../../lib/i18n/react';
import { toast } from '../../../../lib/toast';
import { useAddLocation, useBranchLocations, useChangeLocation } from '../../../../resources/storage-locations';

/** The admin keeps a branch's storage locations: add, rename, deactivate (a code is unique in the branch). */
export function BranchLocationsDialog({ branch, onClose }: { branch: Branch; onClose: () => void }) {
  const { t } = useTranslation(['branches']);
  const translate = useTranslateMessage();
  const locations = useBranchLocations(branch.id);
  const add = useAddLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [labels, setLabels] = useState<{ codes: LabelCode[]; subject: string }>();
  const print = (rows: readonly StorageLocation[], subject: string) =>
    setLabels({ codes: rows.map((row) => ({ kind: 'location', id: row.id })), subject });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = locationCreateSchema.safeParse({ code });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    add.mutate(
      { branchId: branch.id, code: parsed.data.code },
      { onSuccess: (location) => (setCode(''), toast.success(t('branches:locations.added', { code: location.code }))) },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('branches:locations.title', { branch: branch.name })}
      description={t('branches:locations.description')}
    >
      <div className="space-y-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <TextField
            containerClassName="min-w-0 flex-1"
            label={t('branches:locations.code')}
            placeholder="A-03-2"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error ?? (add.isError ? errorMessage(add.error, t('branches:locations.failed')) : undefined)}
          />
          <Button type="submit" loading={add.isPending}>
            {t('branches:locations.add')}
          </Button>
        </form>
        {locations.isPending ? (
          <Spinner label={t('branches:locations.loading')} />
        ) : locations.isError ? (
          <Alert tone="error">{errorMessage(locations.error, t('branches:locations.loadFailed'))}</Alert>
        ) : locations.data.length === 0 ? (
          <p className="text-sm text-gray-500">{t('branches:locations.empty')}</p>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => print(locations.data, t('branches:locations.labelsSubject', { branch: branch.name }))}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('branches:locations.printAll')}
            </Button>
            <ul
              className="divide-y divide-gray-200 rounded-lg border border-gray-200"
              aria-label={t('branches:locations.list')}
            >
              {locations.data.map((location) => (
                <LocationRow key={location.id} location={location} onPrint={() => print([location], location.code)} />
              ))}
            </ul>
          </>
        )}
      </div>
      <PrintLabelsDialog codes={labels?.codes ?? null} subject={labels?.subject} onClose={() => setLabels(undefined)} />
    </Dialog>
  );
}

function LocationRow({ location, onPrint }: { location: StorageLocation; onPrint: () => void }) {
  const { t } = useTranslation(['branches']);
  const change = useChangeLocation();
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState(location.code);
  const save = (changes: { code?: string; is_active?: boolean }) =>
    change.mutate({ location, changes }, { onSuccess: () => setEditing(false) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save({ code });
          }}
        >
          <TextField
            containerClassName="min-w-0 flex-1"
            label={t('branches:locations.rename')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" size="sm" loading={change.isPending}>
            {t('branches:locations.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('branches:locations.cancel')}
          </Button>
        </form>
      ) : (
        <>
          <span className="flex items-center gap-2">
            <span className="font-mono font-medium text-gray-900">{location.code}</span>
            {!location.is_active && <Badge tone="gray">{t('branches:locations.inactive')}</Badge>}
            <span className="text-xs text-gray-500">{t('branches:locations.lots', { count: location.lots })}</span>
          </span>
          <span className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={onPrint}
              aria-label={t('branches:locations.printLabelOf', { code: location.code })}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('branches:locations.printLabel')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t('branches:locations.renameButton')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={change.isPending}
              onClick={() => save({ is_active: !location.is_active })}
            >
              {t(location.is_active ? 'branches:locations.deactivate' : 'branches:locations.activate')}
            </Button>
          </span>
        </>
      )}
      {change.isError && (
        <p className="w-full text-sm text-red-600">{errorMessage(change.error, t('branches:locations.failed'))}</p>
      )}
    </li>
  );
}
