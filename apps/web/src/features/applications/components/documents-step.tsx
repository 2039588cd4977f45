import type { UseFormReturn } from 'react-hook-form';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { DocumentInput } from './document-input';
import { estimatedVolumeLabel, storageTypeLabel } from './option-labels';
import type { WizardFiles, WizardValues } from './wizard-values';
import type { DocumentKind } from '@stockyard/domain';
import { usePhoneFormat } from '../../../resources/site-phones';

type DocumentsStepProps = {
  form: UseFormReturn<WizardValues>;
  files: WizardFiles;
  fileErrors: Partial<Record<DocumentKind, string>>;
  onFileChange: (kind: DocumentKind, file: File | null, error?: string) => void;
};

/** Step 4: the documents and a last look at the main answers before sending. */
export function DocumentsStep({ form, files, fileErrors, onFileChange }: DocumentsStepProps) {
  const values = form.watch();
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const formatPhone = usePhoneFormat();
  const summary: Array<[string, string]> = [
    [t('applications:docs.name'), values.full_name],
    [t('applications:docs.email'), values.email],
    [t('applications:docs.phone'), formatPhone(values.phone)],
    [t('applications:storage.itemType'), values.item_type ? translate(values.item_type) : ''],
    [t('applications:storage.type'), values.storage_type ? translate(storageTypeLabel(values.storage_type)) : ''],
    [
      t('applications:docs.volume'),
      values.estimated_volume ? translate(estimatedVolumeLabel(values.estimated_volume)) : '',
    ],
  ];

  return (
    <div className="space-y-6">
      <DocumentInput
        kind="inventory_list"
        label={t('applications:docs.inventory')}
        file={files.inventory_list}
        error={fileErrors.inventory_list}
        onChange={(file, error) => onFileChange('inventory_list', file, error)}
      />
      <DocumentInput
        kind="identification_doc"
        label={t('applications:docs.id')}
        file={files.identification_doc}
        error={fileErrors.identification_doc}
        onChange={(file, error) => onFileChange('identification_doc', file, error)}
      />
      <section aria-labelledby="application-summary-title" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
        <h3 id="application-summary-title" className="font-semibold text-gray-900">
          {t('applications:docs.summary')}
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {summary.map(([term, value]) => (
            <div key={term} className="flex min-w-0 gap-2">
              <dt className="shrink-0 text-gray-600">{term}:</dt>
              <dd className={value ? 'min-w-0 font-medium wrap-anywhere text-gray-900' : 'text-gray-500'}>
                {value || t('applications:docs.notProvided')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
