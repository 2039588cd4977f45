import type { ReactNode } from 'react';
import { isBackupOverdue, nextScheduledBackup, type BackupFrequency, type DatabaseInfo } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatDate } from '../../../lib/dates';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useFormatBytes } from './byte-size';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

/** The live facts of the Database tab and the tables with their row counts. */
export function DatabaseFacts({ info, frequency }: { info: DatabaseInfo; frequency: BackupFrequency }) {
  const format = useFormatDate();
  const { number } = useNumberFormats();
  const formatBytes = useFormatBytes();
  const { t } = useTranslation(['admin']);
  const lastBackup = info.last_backup_at ? new Date(info.last_backup_at) : null;
  const now = new Date();
  const due = nextScheduledBackup(frequency, now);
  const overdue = isBackupOverdue(lastBackup, frequency, now);
  const tableColumns: DataTableColumn<DatabaseInfo['tables'][number]>[] = [
    {
      id: 'name',
      header: t('admin:db.table'),
      // The table's name speaks for itself on a phone's card.
      phoneLabel: null,
      cell: (table) => table.name,
      className: 'font-mono text-gray-800',
    },
    {
      id: 'rows',
      header: t('admin:db.rows'),
      align: 'right',
      cell: (table) => number(table.rows),
      className: 'text-gray-900 tabular-nums',
    },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Fact label={t('admin:db.engine')}>
          {info.engine === 'embedded' ? t('admin:db.engineEmbedded') : t('admin:db.engineServer')}
        </Fact>
        <Fact label={t('admin:db.serverVersion')}>PostgreSQL {info.server_version}</Fact>
        <Fact label={t('admin:db.size.label')}>{formatBytes(info.size_bytes)}</Fact>
        <Fact label={t('admin:db.schemaVersion')}>
          {info.migration.latest ?? t('admin:db.noMigration')}{' '}
          <span className="font-normal text-gray-500">
            {t('admin:db.migrations', { applied: number(info.migration.applied) })}
          </span>
        </Fact>
        {/* Overdue is said of the last backup (a scheduled one was missed), never beside the next
            time, which is always in the future and read "due ... Overdue". */}
        <Fact label={t('admin:db.lastBackup')}>
          <span className="flex flex-wrap items-center gap-2">
            {lastBackup ? format.dateTime(lastBackup) : t('admin:db.never')}
            {overdue && <Badge tone="amber">{t('admin:db.overdue')}</Badge>}
          </span>
        </Fact>
        <Fact label={t('admin:db.nextBackup')}>{format.dateTime(due)}</Fact>
      </dl>
      <DataTable
        caption={t('admin:db.tablesCaption')}
        columns={tableColumns}
        rows={info.tables}
        rowKey={(table) => table.name}
      />
    </div>
  );
}
