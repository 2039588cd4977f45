import {
  BACKUP_KIND_LABELS,
  BACKUP_MESSAGES,
  BACKUP_STATUS_LABELS,
  SETTINGS_MESSAGES,
  type BackupEntry,
  type BackupStatus,
} from '@stockyard/domain';
import { Archive, DatabaseBackup, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useCreateBackup } from '../api/create-backup';
import { useDeleteBackup } from '../api/delete-backup';
import { useDownloadBackup } from '../api/download-backup';
import { useDownloadKeptBackup } from '../api/download-kept-backup';
import { useBackups } from '../api/list-backups';
import { formatBytes } from './database-facts';
import { SettingsSection } from './form-controls';
import { saveBlob } from '../../../lib/download';

const PAGE_SIZE = 10;

const STATUS_TONES: Record<BackupStatus, BadgeTone> = { running: 'blue', complete: 'green', failed: 'red' };

/** The Database tab's Backups list: kept backups with Download and Delete, Back Up Now, and a one-off copy. */
export function BackupsSection({ active }: { active: boolean }) {
  const [page, setPage] = useState(1);
  const list = useBackups(page, PAGE_SIZE, active);
  const create = useCreateBackup();
  const remove = useDeleteBackup();
  const download = useDownloadKeptBackup();
  const copy = useDownloadBackup();
  const format = useFormatDate();
  const [confirming, setConfirming] = useState<BackupEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const backups = list.data?.backups ?? [];

  const backUpNow = () => {
    setProblem(null);
    create.mutate(undefined, {
      onSuccess: () => {
        setPage(1);
        toast.success(BACKUP_MESSAGES.created);
      },
      onError: (error) => setProblem(errorMessage(error, 'The backup could not be created.')),
    });
  };

  const downloadCopy = () => {
    setProblem(null);
    copy.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        saveBlob(blob, fileName);
        toast.success(SETTINGS_MESSAGES.backupDownloaded);
      },
      onError: (error) => setProblem(errorMessage(error, 'The backup could not be created.')),
    });
  };

  const downloadKept = (backup: BackupEntry) => {
    setProblem(null);
    download.mutate(backup, {
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
      onError: (error) => setProblem(errorMessage(error, 'The backup could not be downloaded.')),
    });
  };

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        // The last entry of a later page: show the page before it.
        if (backups.length === 1 && page > 1) setPage(page - 1);
        toast.success(BACKUP_MESSAGES.deleted);
      },
      onError: (error) => setProblem(errorMessage(error, 'The backup could not be deleted.')),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <SettingsSection
      title="Backups"
      description="Backups kept on the server: the scheduled ones (at the backup frequency) and those taken with Back Up Now. After each backup, those older than the backup retention are deleted; the newest is always kept."
    >
      <p className="text-sm text-gray-600">
        Each backup holds the data of every table (no sessions, no server secrets) as a gzipped SQL file. Download a
        Copy saves a fresh one to this computer without keeping it. Restore a backup on the server with{' '}
        <code>npm run restore-backup -- &lt;file&gt;</code>; everyone then signs in again.
      </p>
      {problem && (
        <Alert tone="warning" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={backUpNow} loading={create.isPending}>
          <DatabaseBackup aria-hidden="true" className="size-4" />
          Back Up Now
        </Button>
        <Button variant="secondary" onClick={downloadCopy} loading={copy.isPending}>
          <Download aria-hidden="true" className="size-4" />
          Download a Copy
        </Button>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading backups" />
        </div>
      ) : list.isError ? (
        <LoadError query={list} title="Unable to load backups" fallback="The backups could not be loaded." />
      ) : backups.length === 0 ? (
        <EmptyState icon={Archive} title="No backups" description={BACKUP_MESSAGES.empty} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <caption className="sr-only">Kept backups, newest first</caption>
              <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Created
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Kind
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Size
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {backups.map((backup) => (
                  <BackupRow
                    key={backup.id}
                    backup={backup}
                    created={format.dateTime(backup.created_at)}
                    downloading={download.isPending && download.variables?.id === backup.id}
                    onDownload={() => downloadKept(backup)}
                    onDelete={() => setConfirming(backup)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {list.data.total > PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPageChange={setPage}
              itemLabel="backups"
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Backup"
        message={confirming ? BACKUP_MESSAGES.deleteConfirm(confirming.file_name) : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </SettingsSection>
  );
}

type BackupRowProps = {
  backup: BackupEntry;
  created: string;
  downloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
};

function BackupRow({ backup, created, downloading, onDownload, onDelete }: BackupRowProps) {
  return (
    <tr>
      <td className="px-4 py-2 whitespace-nowrap text-gray-900">
        {created}
        <span className="block font-mono text-xs text-gray-500">{backup.file_name}</span>
      </td>
      <td className="px-4 py-2 text-gray-700">{BACKUP_KIND_LABELS[backup.kind]}</td>
      <td className="px-4 py-2 text-right whitespace-nowrap text-gray-900 tabular-nums">
        {backup.size_bytes === null ? '—' : formatBytes(backup.size_bytes)}
      </td>
      <td className="px-4 py-2">
        <Badge tone={STATUS_TONES[backup.status]}>{BACKUP_STATUS_LABELS[backup.status]}</Badge>
        {backup.error && <span className="mt-1 block text-xs text-red-700">{backup.error}</span>}
      </td>
      <td className="px-4 py-2">
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="secondary"
            onClick={onDownload}
            loading={downloading}
            disabled={backup.status !== 'complete'}
            aria-label={`Download ${backup.file_name}`}
          >
            <Download aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Download</span>
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={onDelete}
            disabled={backup.status === 'running'}
            aria-label={`Delete ${backup.file_name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}
