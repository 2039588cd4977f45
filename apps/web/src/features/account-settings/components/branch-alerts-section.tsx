import { ALERT_KINDS, type AlertKind, type AlertSubscriptions } from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useBranchAlerts, useSaveBranchAlerts } from '../api/branch-alerts';
import { SectionCard } from './section-card';
import { ToggleRow } from './toggle-row';

const KIND_LABELS = {
  low_stock: 'settings:alerts.kinds.low_stock',
  out_of_stock: 'settings:alerts.kinds.out_of_stock',
  expiring_soon: 'settings:alerts.kinds.expiring_soon',
  branch_near_full: 'settings:alerts.kinds.branch_near_full',
  overdue_assignment: 'settings:alerts.kinds.overdue_assignment',
  intake_due_tomorrow: 'settings:alerts.kinds.intake_due_tomorrow',
  new_application: 'settings:alerts.kinds.new_application',
} as const satisfies Record<AlertKind, string>;

const keyOf = (branchId: number, kind: AlertKind) => `${branchId}:${kind}`;

/** Branch alerts: per branch the reader works at, the conditions they want to hear about. */
export function BranchAlertsSection() {
  const { t } = useTranslation(['settings']);
  const alerts = useBranchAlerts();
  // Here rather than in the form: after a refused save the form starts again from the set as now
  // stored (a new revision, a new form), and the refusal stays in sight above it.
  const save = useSaveBranchAlerts();
  return (
    <SectionCard title={t('settings:alerts.title')} description={t('settings:alerts.description')}>
      {alerts.data ? (
        <BranchAlertsForm key={alerts.data.revision} stored={alerts.data} save={save} />
      ) : alerts.isError ? (
        <LoadError query={alerts} title={t('settings:alerts.loadFailed')} retryLabel={t('settings:load.retry')} />
      ) : (
        <div className="flex justify-center py-8 text-brand-600">
          <Spinner label={t('settings:alerts.loading')} />
        </div>
      )}
    </SectionCard>
  );
}

function BranchAlertsForm({
  stored,
  save,
}: {
  stored: AlertSubscriptions;
  save: ReturnType<typeof useSaveBranchAlerts>;
}) {
  const { t } = useTranslation(['settings']);
  const [chosen, setChosen] = useState(() => new Set(stored.subscriptions.map((s) => keyOf(s.branch_id, s.kind))));
  const [digest, setDigest] = useState(stored.digest);
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const submit = () => {
    const subscriptions = stored.branches.flatMap((branch) =>
      ALERT_KINDS.filter((kind) => chosen.has(keyOf(branch.id, kind))).map((kind) => ({ branch_id: branch.id, kind })),
    );
    save.mutate(
      { subscriptions, digest, revision: stored.revision },
      { onSuccess: () => toast.success(t('settings:alerts.saved')) },
    );
  };

  if (stored.branches.length === 0) return <p className="text-sm text-gray-600">{t('settings:alerts.noBranches')}</p>;
  return (
    <div className="space-y-5">
      {save.isError && <Alert tone="error">{errorMessage(save.error, t('settings:alerts.saveFailed'))}</Alert>}
      {stored.branches.map((branch) => (
        <fieldset key={branch.id} className="rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">{branch.name}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {ALERT_KINDS.map((kind) => {
              const key = keyOf(branch.id, kind);
              return (
                <label key={kind} className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-gray-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                    checked={chosen.has(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                  />
                  {t(KIND_LABELS[kind])}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <ToggleRow
        label={t('settings:alerts.digest')}
        description={t('settings:alerts.digestText')}
        checked={digest}
        onChange={setDigest}
      />
      <div className="flex justify-end">
        <Button onClick={submit} loading={save.isPending}>
          {t('settings:alerts.save')}
        </Button>
      </div>
    </div>
  );
}
