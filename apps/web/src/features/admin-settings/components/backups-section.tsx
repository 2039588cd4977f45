import type { BackupEntry, BackupKind, BackupStatus } from '@stockyard/domain';
import Archive from 'lucide-react/icons/archive';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { useCreateBackup } from '../api/create-backup';
import { useDeleteBackup } from '../api/delete-backup';
import { useDownloadBackup } from '../api/download-backup';
import { useDownloadKeptBackup } from '../api/download-kept-backup';
import { useBackups } from '../api/list-backups';
import { useFormatBytes } from './byte-size';
import { SettingsSection } from './form-controls';
import { saveBlob } from '../../../lib/download';
import { usePaging } from '../../../lib/use-paging';

const PAGE_SIZE = 10;

const STATUS_TONES: Record<BackupStatus, BadgeTone> = { running: 'blue', complete: 'green', failed: 'red' };

const STATUS_KEYS = {
  running: 'admin:backups.status.running',
  complete: 'admin:backups.status.complete',
  failed: 'admin:backups.status.failed',
} as const satisfies Record<BackupStatus, string>;

const KIND_KEYS = {
  scheduled: 'admin:backups.kind.scheduled',
  manual: 'admin:backups.kind.manual',
} as const satisfies Record<BackupKind, string>;

// The body sets overflow-wrap: anywhere; a short column's name must not break mid-word beside the file name.
const Nowrap = ({ children }: { children: ReactNode }) => <span className="whitespace-nowrap">{children}</span>;

/** The Database tab's Backups list: kept backups with Download and Delete, Back Up Now, and a one-off copy. */
export function BackupsSection({ active }: { active: boolean }) {
  const paging = usePaging(PAGE_SIZE);
  const list = useBackups(paging.page, PAGE_SIZE, active);
  const create = useCreateBackup();
  const remove = useDeleteBackup();
  const download = useDownloadKeptBackup();
  const copy = useDownloadBackup();
  const format = useFormatDate();
  const formatBytes = useFormatBytes();
  const { t } = useTranslation(['admin']);
  const [confirming, setConfirming] = useState<BackupEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const backups = list.data?.backups ?? [];

  const backUpNow = () => {
    setProblem(null);
    create.mutate(undefined, {
      onSuccess: () => {
        paging.restart();
        toast.success(t('admin:backups.created'));
      },
      onError: (error) => setProblem(errorMessage(error, t('admin:backups.createFailed'))),
    });
  };

  const downloadCopy = () => {
    setProblem(null);
    copy.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        saveBlob(blob, fileName);
        toast.success(t('admin:backups.downloaded'));
      },
      onError: (error) => setProblem(errorMessage(error, t('admin:backups.createFailed'))),
    });
  };

  const downloadKept = (backup: BackupEntry) => {
    setProblem(null);
    download.mutate(backup, {
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
      onError: (error) => setProblem(errorMessage(error, t('admin:backups.downloadFailed'))),
    });
  };

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        // The last entry of a later page: show the page before it.
        if (backups.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
        toast.success(t('admin:backups.deleted'));
      },
      onError: (error) => setProblem(errorMessage(error, t('admin:backups.deleteFailed'))),
      onSettled: () => setConfirming(null),
    });
  };

  const columns: DataTableColumn<BackupEntry>[] = [
    {
      id: 'created',
      header: t('admin:backups.createdAt'),
      phone: 'full',
      className: 'text-gray-900',
      // The long file name wraps, so the short columns beside it keep their words whole.
      cell: (backup) => (
        <>
          <span className="whitespace-nowrap">{format.dateTime(backup.created_at)}</span>
          <span className="block font-mono text-xs break-all text-gray-500">{backup.file_name}</span>
        </>
      ),
    },
    {
      id: 'kind',
      header: <Nowrap>{t('admin:backups.kindLabel')}</Nowrap>,
      className: 'whitespace-nowrap text-gray-700',
      cell: (backup) => t(KIND_KEYS[backup.kind]),
    },
    {
      id: 'size',
      header: <Nowrap>{t('admin:backups.size')}</Nowrap>,
      align: 'right',
      className: 'whitespace-nowrap text-gray-900 tabular-nums',
      cell: (backup) => (backup.size_bytes === null ? '—' : formatBytes(backup.size_bytes)),
    },
    {
      id: 'status',
      header: <Nowrap>{t('admin:backups.statusLabel')}</Nowrap>,
      cell: (backup) => (
        <>
          <Badge tone={STATUS_TONES[backup.status]}>{t(STATUS_KEYS[backup.status])}</Badge>
          {backup.error && <span className="mt-1 block text-xs text-red-700">{backup.error}</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin:backups.actions')}</span>,
      phone: 'full',
      phoneLabel: null,
      align: 'right',
      cell: (backup) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadKept(backup)}
            loading={download.isPending && download.variables?.id === backup.id}
            disabled={backup.status !== 'complete'}
            aria-label={t('admin:backups.downloadFile', { file: backup.file_name })}
          >
            <Download aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('admin:backups.download')}</span>
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setConfirming(backup)}
            disabled={backup.status === 'running'}
            aria-label={t('admin:backups.deleteFile', { file: backup.file_name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('admin:backups.delete')}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <SettingsSection title={t('admin:backups.title')} description={t('admin:backups.description')}>
      <p className="text-sm text-gray-600">
        {t('admin:backups.about')} {t('admin:backups.restoreWith')} <code>npm run restore-backup -- &lt;file&gt;</code>
        {t('admin:backups.restoreAfter')}
      </p>
      {problem && (
        <Alert tone="warning" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={backUpNow} loading={create.isPending}>
          <DatabaseBackup aria-hidden="true" className="size-4" />
          {t('admin:backups.backUpNow')}
        </Button>
        <Button variant="secondary" onClick={downloadCopy} loading={copy.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {t('admin:backups.downloadCopy')}
        </Button>
      </div>
      {list.isError ? (
        <LoadError query={list} title={t('admin:backups.loadFailed')} fallback={t('admin:backups.loadFallback')} />
      ) : (
        <DataTable
          caption={t('admin:backups.caption')}
          columns={columns}
          rows={backups}
          loading={list.isPending}
          loadingLabel={t('admin:backups.loading')}
          skeletonRows={2}
          empty={<EmptyState icon={Archive} title={t('admin:backups.none')} description={t('admin:backups.empty')} />}
        />
      )}
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination {...paging.controls(list.data.total)} itemLabel={(count) => t('admin:backups.items', { count })} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin:backups.deleteTitle')}
        message={confirming ? t('admin:backups.deleteConfirm', { file: confirming.file_name }) : ''}
        confirmLabel={t('admin:backups.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </SettingsSection>
  );
}
