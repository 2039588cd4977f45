import { DELETE_ACCOUNT_CONFIRMATION } from '@stockyard/domain';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useExportData } from '../api/export-data';
import { useRequestDeletion } from '../api/request-deletion';
import { saveBlob } from './save-blob';
import { SectionCard } from './section-card';

type DataPrivacyPanelProps = {
  messages: { exportFailed: string; deletionRequested: string; deletionFailed: string };
};

/** Data export (a JSON file of everything held about the user) and the account deletion request. */
export function DataPrivacyPanel({ messages }: DataPrivacyPanelProps) {
  const exportData = useExportData();
  const deletion = useRequestDeletion();
  const [confirming, setConfirming] = useState(false);

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: () => toast.error(messages.exportFailed),
    });

  const onDelete = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(messages.deletionRequested);
      },
      onError: () => {
        setConfirming(false);
        toast.error(messages.deletionFailed);
      },
    });

  return (
    <SectionCard title="Data & Privacy" description="Your data, and your right to leave.">
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-gray-900">Export Your Data</h3>
            <p className="text-sm text-gray-600">
              Download a JSON file with your profile, preferences, goods, applications, assignments and activity.
            </p>
          </div>
          <Button variant="secondary" onClick={onExport} loading={exportData.isPending}>
            <Download aria-hidden="true" className="size-4" />
            Export Data
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-red-800">Delete Account</h3>
            <p className="text-sm text-red-700">
              Ask an administrator to delete your account and its data. This cannot be undone.
            </p>
          </div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete Account
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Account"
        message={DELETE_ACCOUNT_CONFIRMATION}
        confirmLabel="Request Deletion"
        busy={deletion.isPending}
        onConfirm={onDelete}
      />
    </SectionCard>
  );
}
