import {
  DEFAULT_LABEL_LAYOUT,
  LABEL_LAYOUTS,
  LABEL_MAX_COUNT,
  type LabelCode,
  type LabelLayout,
} from '@stockyard/domain';
import Printer from 'lucide-react/icons/printer';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNumberFormats } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';
import { toast } from '../../lib/toast';
import { useDownloadLabels } from '../../resources/labels';
import { Alert } from '../ui/alert';
import { Dialog } from '../ui/dialog';
import { FormDialogFooter } from '../ui/form-dialog-footer';

const LAYOUT_KEYS = {
  'a4-2x7': { name: 'common:labels.layoutA4', hint: 'common:labels.layoutA4Hint' },
  'single-62mm': { name: 'common:labels.layoutSingle', hint: 'common:labels.layoutSingleHint' },
} as const satisfies Record<LabelLayout, { name: string; hint: string }>;

/**
 * Print labels: the codes a screen offers (one record, or the page it shows), a layout to pick,
 * and the PDF downloaded. `codes` null keeps the dialog closed.
 */
export function PrintLabelsDialog({
  codes,
  subject,
  onClose,
}: {
  codes: readonly LabelCode[] | null;
  /** What is printed, in words: the record's name, or "this page". */
  subject?: string;
  onClose: () => void;
}) {
  return codes ? <PrintLabelsBody codes={codes} subject={subject} onClose={onClose} /> : null;
}

function PrintLabelsBody({
  codes,
  subject,
  onClose,
}: {
  codes: readonly LabelCode[];
  subject: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['common']);
  const translate = useTranslateMessage();
  const { number } = useNumberFormats();
  const [layout, setLayout] = useState<LabelLayout>(DEFAULT_LABEL_LAYOUT);
  const download = useDownloadLabels();
  const tooMany = codes.length > LABEL_MAX_COUNT;
  const empty = codes.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooMany || empty) return;
    download.mutate(
      { codes, layout },
      {
        onSuccess: () => {
          toast.success(t('common:labels.downloaded'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !download.isPending && onClose()}
      title={t('common:labels.title')}
      description={subject ? t('common:labels.descriptionOf', { subject }) : undefined}
      size="sm"
      footer={
        <FormDialogFooter
          formId="print-labels"
          submitLabel={
            <>
              <Printer aria-hidden="true" className="size-4" />
              {t('common:labels.download')}
            </>
          }
          onCancel={onClose}
          pending={download.isPending}
          submitDisabled={tooMany || empty}
        />
      }
    >
      <form id="print-labels" onSubmit={submit} className="space-y-4">
        {download.isError && (
          <Alert tone="error" onDismiss={() => download.reset()}>
            {translate(errorMessage(download.error, t('common:labels.failed')))}
          </Alert>
        )}
        {empty ? (
          <Alert tone="info">{t('common:labels.none')}</Alert>
        ) : tooMany ? (
          <Alert tone="error">{t('common:labels.tooMany', { max: number(LABEL_MAX_COUNT) })}</Alert>
        ) : (
          <p className="text-sm text-gray-700">{t('common:labels.count', { count: codes.length })}</p>
        )}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('common:labels.layout')}</legend>
          {LABEL_LAYOUTS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-brand-600"
            >
              <input
                type="radio"
                name="layout"
                className="mt-0.5"
                checked={layout === value}
                onChange={() => setLayout(value)}
              />
              <span>
                <span className="block font-medium text-gray-900">{t(LAYOUT_KEYS[value].name)}</span>
                <span className="block text-gray-600">{t(LAYOUT_KEYS[value].hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
