import {
  GOOD_MESSAGES,
  IMPORT_COLUMNS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILENAME,
  REQUIRED_IMPORT_COLUMNS,
  type ImportPreviewReport,
} from '@stockyard/domain';
import Download from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { saveText } from '../../../lib/download';
import { previewImportFile } from '../../../resources/goods';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsText } from '../lib/goods-text';

/** The spec's rule, as the server applies it: a name ending .csv or the type text/csv. */
const isCsvFile = (file: File) => file.name.toLowerCase().endsWith('.csv') || file.type.toLowerCase() === 'text/csv';

type ImportUploadStepProps = {
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  onPreview: (file: File, preview: ImportPreviewReport) => void;
  onCancel: () => void;
};

export function ImportUploadStep({ file, onFileChange, onPreview, onCancel }: ImportUploadStepProps) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const formats = useNumberFormats();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    setError(null);
    if (chosen && !isCsvFile(chosen)) {
      input.value = '';
      onFileChange(undefined);
      setError(IMPORT_MESSAGES.notCsv);
      return;
    }
    onFileChange(chosen);
  };

  const preview = async () => {
    if (!file) return setError(IMPORT_MESSAGES.noFile);
    if (file.size > IMPORT_MAX_FILE_BYTES) return setError(IMPORT_MESSAGES.tooLarge);
    setReading(true);
    try {
      // The server reads the file and runs every check the import makes (encoding, columns, rows,
      // branches, SKUs, matches), so the preview counts what the import will do.
      onPreview(file, await previewImportFile(file));
    } catch (reason) {
      setError(errorMessage(reason, IMPORT_MESSAGES.parseFailed));
    } finally {
      setReading(false);
    }
  };

  const downloadTemplate = () => {
    saveText([IMPORT_TEMPLATE_CSV], 'text/csv;charset=utf-8', IMPORT_TEMPLATE_FILENAME);
    toast.success(message(GOOD_MESSAGES.templateDownloaded));
  };

  return (
    <div className="space-y-5">
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {message(error)}
        </Alert>
      )}
      <FormField label={t('goods:upload.file')} hint={t('goods:upload.hint')}>
        {(control) => (
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(event.target)}
            className="block w-full rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3 text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700"
            {...control}
          />
        )}
      </FormField>
      {file && (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <FileSpreadsheet aria-hidden="true" className="size-4 text-brand-600" />
          {t('goods:upload.selected')} <span className="font-medium break-all">{file.name}</span>{' '}
          {t('goods:upload.size', { size: formats.number(Math.max(1, Math.round(file.size / 1024))) })}
        </p>
      )}
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
        <p className="font-medium text-gray-900">{t('goods:upload.format')}</p>
        <p className="mt-1">
          {t('goods:upload.columns')}{' '}
          <span className="font-mono text-xs wrap-anywhere">{IMPORT_COLUMNS.join(', ')}</span>
        </p>
        <p className="mt-1">
          {t('goods:upload.required')} <span className="font-mono text-xs">{REQUIRED_IMPORT_COLUMNS.join(', ')}</span>.{' '}
          {t('goods:upload.rules')}
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={downloadTemplate}>
          <Download aria-hidden="true" className="size-4" />
          {t('goods:upload.template')}
        </Button>
      </div>
      <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:ui.cancel')}
        </Button>
        <Button onClick={() => void preview()} loading={reading}>
          {t('goods:upload.preview')}
        </Button>
      </div>
    </div>
  );
}
