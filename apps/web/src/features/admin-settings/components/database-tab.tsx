import type { BackupFrequency } from '@stockyard/domain';
import Eraser from 'lucide-react/icons/eraser';
import PlugZap from 'lucide-react/icons/plug-zap';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useClearCache } from '../api/clear-cache';
import { useDatabaseInfo } from '../api/get-database-info';
import { useTestConnection } from '../api/test-connection';
import { BackupsSection } from './backups-section';
import { DatabaseFacts } from './database-facts';
import { FieldGrid, NumberSetting, SettingsSection } from './form-controls';

type DatabaseTabProps = {
  active: boolean;
  frequency: BackupFrequency;
  /** Reset lives with the settings form, which must take the defaults in too. */
  onReset: () => Promise<void>;
  resetting: boolean;
};

export function DatabaseTab({ active, frequency, onReset, resetting }: DatabaseTabProps) {
  const info = useDatabaseInfo(active);
  const test = useTestConnection();
  const clearCache = useClearCache();
  const { t } = useTranslation(['admin']);
  const { number } = useNumberFormats();
  const [confirm, setConfirm] = useState<'cache' | 'reset' | null>(null);

  const runClearCache = () =>
    clearCache.mutate(undefined, {
      onSuccess: () => toast.success(t('admin:db.cacheCleared')),
      onError: (error) => toast.error(errorMessage(error, t('admin:db.cacheFailed'))),
      onSettled: () => setConfirm(null),
    });

  return (
    <div className="space-y-6">
      <SettingsSection title={t('admin:db.status')} description={t('admin:db.statusText')}>
        {info.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('admin:db.loading')} />
          </div>
        ) : info.isError ? (
          <LoadError query={info} title={t('admin:db.loadFailed')} fallback={t('admin:db.loadFallback')} />
        ) : (
          <DatabaseFacts info={info.data} frequency={frequency} />
        )}
      </SettingsSection>

      <BackupsSection active={active} />

      <SettingsSection title={t('admin:db.maintenance')}>
        {test.data && (
          <Alert tone={test.data.ok ? 'success' : 'error'}>
            {test.data.ok ? t('admin:db.connected', { ms: number(test.data.latency_ms) }) : t('admin:db.noAnswer')}
          </Alert>
        )}
        {test.isError && <Alert tone="error">{errorMessage(test.error, t('admin:db.testFailed'))}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}>
            <PlugZap aria-hidden="true" className="size-4" />
            {t('admin:db.test')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm('cache')}>
            <Eraser aria-hidden="true" className="size-4" />
            {t('admin:db.clearCache')}
          </Button>
          <Button variant="danger" onClick={() => setConfirm('reset')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('admin:db.reset')}
          </Button>
        </div>
      </SettingsSection>

      <SettingsSection title={t('admin:db.connection')} description={t('admin:db.connectionText')}>
        <FieldGrid>
          <NumberSetting name="db_query_timeout_seconds" unit={t('admin:settings.unit.seconds')} />
          <NumberSetting name="backup_retention_days" unit={t('admin:settings.unit.days')} />
        </FieldGrid>
      </SettingsSection>

      <ConfirmDialog
        open={confirm === 'cache'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('admin:db.clearCache')}
        message={t('admin:db.clearCacheConfirm')}
        confirmLabel={t('admin:db.clearCache')}
        tone="primary"
        busy={clearCache.isPending}
        onConfirm={runClearCache}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('admin:db.reset')}
        message={t('admin:db.resetConfirm')}
        confirmLabel={t('admin:db.reset')}
        busy={resetting}
        onConfirm={() => void onReset().finally(() => setConfirm(null))}
      />
    </div>
  );
}
