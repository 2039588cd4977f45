import { GOOD_MESSAGES, type ImportIssue } from '@stockyard/domain';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import type { useImportGoods } from '../../../resources/goods';
import { useGoodsText } from '../lib/goods-text';
import { IssueList } from './import-preview-step';

type ImportResultStepProps = { mutation: ReturnType<typeof useImportGoods>; onBack: () => void; onClose: () => void };

/** Step 3: a progress indicator while the server imports, then its report. */
export function ImportResultStep({ mutation, onBack, onClose }: ImportResultStepProps) {
  const { t } = useTranslation(['goods', 'common']);
  const { message, imported: importedText } = useGoodsText();
  const formats = useNumberFormats();
  if (mutation.isPending || mutation.isIdle)
    return (
      <div className="space-y-3 py-6 text-center" role="status">
        <Spinner size="lg" decorative className="text-brand-600" />
        <p className="font-medium text-gray-900">{t('goods:result.importing')}</p>
        <div
          role="progressbar"
          aria-label={t('goods:result.progress')}
          className="relative mx-auto h-2 w-full max-w-sm overflow-hidden rounded-full bg-gray-100"
        >
          <div className="absolute inset-y-0 w-1/3 animate-pulse rounded-full bg-brand-600" style={{ left: '33%' }} />
        </div>
        <p className="text-sm text-gray-600">{t('goods:result.checking')}</p>
      </div>
    );

  if (mutation.isError) {
    // The server sends the row errors with a 'No valid records to import' answer.
    const rowErrors = isApiError(mutation.error)
      ? (mutation.error.errors as ImportIssue[]).filter((e) => 'row' in e)
      : [];
    return (
      <div className="space-y-5">
        <Alert tone="error">{message(errorMessage(mutation.error, GOOD_MESSAGES.importFailed))}</Alert>
        <IssueList title={t('goods:result.errors')} issues={rowErrors} tone="error" />
        <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
          <Button variant="secondary" onClick={onBack}>
            {t('common:ui.back')}
          </Button>
          <Button onClick={onClose}>{t('common:ui.close')}</Button>
        </div>
      </div>
    );
  }

  const { imported, created, updated, skipped, errors, warnings } = mutation.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-2 py-2 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
        <p className="text-lg font-semibold text-gray-900" role="status">
          {importedText(imported, skipped)}
        </p>
        <p className="text-sm text-gray-600">
          {t('goods:result.counts', {
            created: formats.number(created),
            updated: formats.number(updated),
            skipped: formats.number(skipped),
          })}
        </p>
      </div>
      <IssueList title={t('goods:preview.errors')} issues={errors} tone="error" />
      <IssueList title={t('goods:preview.warnings')} issues={warnings} tone="warning" />
      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button onClick={onClose}>{t('goods:result.done')}</Button>
      </div>
    </div>
  );
}
