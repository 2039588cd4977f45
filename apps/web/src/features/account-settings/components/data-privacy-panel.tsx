import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useExportData } from '../api/export-data';
import { saveBlob } from '../../../lib/download';
import { DeletionRequestDialog } from './deletion-request-dialog';
import { SectionCard } from './section-card';

type DataPrivacyPanelProps = {
  messages: { exportFailed: string; deletionRequested: string; deletionFailed: string };
};

/** Data export (a JSON file of everything held about the user) and the account deletion request. */
export function DataPrivacyPanel({ messages }: DataPrivacyPanelProps) {
  const { t } = useTranslation(['settings']);
  const translateMessage = useTranslateMessage();
  const exportData = useExportData();
  const [confirming, setConfirming] = useState(false);

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: () => toast.error(translateMessage(messages.exportFailed)),
    });

  return (
    <SectionCard title={t('settings:data.title')} description={t('settings:data.description')}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-gray-900">{t('settings:data.exportTitle')}</h3>
            <p className="text-sm text-gray-600">{t('settings:data.exportText')}</p>
          </div>
          <Button variant="secondary" onClick={onExport} loading={exportData.isPending}>
            <Download aria-hidden="true" className="size-4" />
            {t('settings:data.export')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-red-800">{t('settings:data.deleteTitle')}</h3>
            <p className="text-sm text-red-700">{t('settings:data.deleteText')}</p>
          </div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('settings:data.deleteTitle')}
          </Button>
        </div>
      </div>
      <DeletionRequestDialog open={confirming} onOpenChange={setConfirming} messages={messages} />
    </SectionCard>
  );
}
