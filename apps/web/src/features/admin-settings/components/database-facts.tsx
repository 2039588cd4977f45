import type { ReactNode } from 'react';
import { isBackupOverdue, nextScheduledBackup, type BackupFrequency, type DatabaseInfo } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { useFormatDate } from '../../../lib/dates';

const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}

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
  const lastBackup = info.last_backup_at ? new Date(info.last_backup_at) : null;
  const now = new Date();
  const due = nextScheduledBackup(frequency, now);
  const overdue = isBackupOverdue(lastBackup, frequency, now);
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Fact label="Engine">{info.engine === 'embedded' ? 'Embedded PostgreSQL' : 'PostgreSQL server'}</Fact>
        <Fact label="Server Version">PostgreSQL {info.server_version}</Fact>
        <Fact label="Size">{formatBytes(info.size_bytes)}</Fact>
        <Fact label="Schema Version">
          {info.migration.latest ?? 'None'}{' '}
          <span className="font-normal text-gray-500">({info.migration.applied} migrations)</span>
        </Fact>
        <Fact label="Last Backup">{lastBackup ? format.dateTime(lastBackup) : 'Never'}</Fact>
        <Fact label="Next Backup Due">
          <span className="flex flex-wrap items-center gap-2">
            {format.dateTime(due)}
            {overdue && <Badge tone="amber">Overdue</Badge>}
          </span>
        </Fact>
      </dl>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Tables and their row counts</caption>
          <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">
                Table
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Rows
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {info.tables.map((table) => (
              <tr key={table.name}>
                <td className="px-4 py-2 font-mono text-gray-800">{table.name}</td>
                <td className="px-4 py-2 text-right text-gray-900 tabular-nums">{table.rows.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
