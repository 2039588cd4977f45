import { SETTINGS_MESSAGES, type BackupFrequency } from '@stockyard/domain';
import { Eraser, PlugZap, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useClearCache } from '../api/clear-cache';
import { useDatabaseInfo } from '../api/get-database-info';
import { useTestConnection } from '../api/test-connection';
import { BackupsSection } from './backups-section';
import { DatabaseFacts } from './database-facts';
import { FieldGrid, NumberSetting, SettingsSection, TextSetting } from './form-controls';

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
  const [confirm, setConfirm] = useState<'cache' | 'reset' | null>(null);

  const runClearCache = () =>
    clearCache.mutate(undefined, {
      onSuccess: () => toast.success(SETTINGS_MESSAGES.cacheCleared),
      onError: (error) => toast.error(errorMessage(error, 'The cache could not be cleared.')),
      onSettled: () => setConfirm(null),
    });

  return (
    <div className="space-y-6">
      <SettingsSection title="Database Status" description="Live facts from the database this server uses.">
        {info.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading database facts" />
          </div>
        ) : info.isError ? (
          <LoadError
            query={info}
            title="Unable to load database facts"
            fallback="The database facts could not be loaded."
          />
        ) : (
          <DatabaseFacts info={info.data} frequency={frequency} />
        )}
      </SettingsSection>

      <BackupsSection active={active} />

      <SettingsSection title="Maintenance">
        {test.data && (
          <Alert tone={test.data.ok ? 'success' : 'error'}>
            {test.data.ok ? `Connection successful (${test.data.latency_ms} ms)` : 'The database did not answer'}
          </Alert>
        )}
        {test.isError && <Alert tone="error">{errorMessage(test.error, 'The connection test failed.')}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}>
            <PlugZap aria-hidden="true" className="size-4" />
            Test Connection
          </Button>
          <Button variant="secondary" onClick={() => setConfirm('cache')}>
            <Eraser aria-hidden="true" className="size-4" />
            Clear Cache
          </Button>
          <Button variant="danger" onClick={() => setConfirm('reset')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset Settings
          </Button>
        </div>
      </SettingsSection>

      <SettingsSection
        title="Connection Values"
        description="Kept on record for operators. The server connects with DATABASE_URL (or its embedded data folder), so changing these does not move a running server."
      >
        <FieldGrid>
          <TextSetting name="db_host" label="Host" />
          <NumberSetting name="db_port" label="Port" min={1} max={65535} />
          <TextSetting name="db_name" label="Database Name" />
          <NumberSetting name="db_max_connections" label="Max Connections" min={1} max={1000} />
          <NumberSetting
            name="db_connection_timeout_seconds"
            label="Connection Timeout"
            unit="seconds"
            min={1}
            max={600}
          />
          <NumberSetting name="db_query_timeout_seconds" label="Query Timeout" unit="seconds" min={1} max={3600} />
          <NumberSetting name="backup_retention_days" label="Backup Retention" unit="days" min={1} max={3650} />
        </FieldGrid>
      </SettingsSection>

      <ConfirmDialog
        open={confirm === 'cache'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Clear Cache"
        message="Clear the server's settings cache and the data this browser has cached? Screens load fresh data afterwards."
        confirmLabel="Clear Cache"
        tone="primary"
        busy={clearCache.isPending}
        onConfirm={runClearCache}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Reset Settings"
        message={SETTINGS_MESSAGES.resetConfirm}
        confirmLabel="Reset Settings"
        busy={resetting}
        onConfirm={() => void onReset().finally(() => setConfirm(null))}
      />
    </div>
  );
}
