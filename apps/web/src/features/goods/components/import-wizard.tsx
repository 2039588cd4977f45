import type { ImportPreviewReport } from '@stockyard/domain';
import Check from 'lucide-react/icons/check';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsText } from '../lib/goods-text';
import { useImportGoods } from '../../../resources/goods';
import { ImportPreviewStep } from './import-preview-step';
import { ImportResultStep } from './import-result-step';
import { ImportUploadStep } from './import-upload-step';

type ImportWizardProps = { open: boolean; onClose: () => void };

/**
 * Import Goods (spec 02 section 4): Upload, Preview with the validation summary, Import with the
 * server's report. Back returns to step 1; closing resets the wizard.
 */
export function ImportWizard({ open, onClose }: ImportWizardProps) {
  const { t } = useTranslation(['goods']);
  const importGoods = useImportGoods();
  const close = () => {
    // The upload runs in one transaction on the server; the dialog stays until its answer is shown.
    if (importGoods.isPending) return;
    importGoods.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('goods:wizard.title')}
      description={t('goods:wizard.text')}
      size="xl"
    >
      {open && <WizardSteps importGoods={importGoods} onClose={close} />}
    </Dialog>
  );
}

type Mutation = ReturnType<typeof useImportGoods>;
type Stage =
  | { step: 0 }
  | { step: 1; file: File; preview: ImportPreviewReport }
  | { step: 2; file: File; preview: ImportPreviewReport };

function WizardSteps({ importGoods, onClose }: { importGoods: Mutation; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>({ step: 0 });
  const [file, setFile] = useState<File | undefined>(undefined);
  const { imported } = useGoodsText();

  const backToUpload = () => {
    importGoods.reset();
    setStage({ step: 0 });
  };
  const runImport = (current: Extract<Stage, { step: 1 }>) => {
    setStage({ ...current, step: 2 });
    importGoods.mutate(current.file, {
      onSuccess: (report) => toast.success(imported(report.imported, report.skipped)),
    });
  };

  return (
    <div className="space-y-5">
      <StepIndicator current={stage.step} />
      {stage.step === 0 && (
        <ImportUploadStep
          file={file}
          onFileChange={setFile}
          onPreview={(chosen, preview) => setStage({ step: 1, file: chosen, preview })}
          onCancel={onClose}
        />
      )}
      {stage.step === 1 && (
        <ImportPreviewStep preview={stage.preview} onBack={backToUpload} onImport={() => runImport(stage)} />
      )}
      {stage.step === 2 && <ImportResultStep mutation={importGoods} onBack={backToUpload} onClose={onClose} />}
    </div>
  );
}

function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation(['goods']);
  const steps = [t('goods:wizard.upload'), t('goods:wizard.preview'), t('goods:wizard.import')];
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={t('goods:wizard.steps')}>
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                done && 'bg-brand-600 text-white',
                active && 'bg-brand-100 text-brand-800 ring-2 ring-brand-600',
                !done && !active && 'bg-gray-100 text-gray-500',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
            </span>
            {/* Words never break mid-word; on a phone only the current step's name shows beside the numbers. */}
            <span
              className={cn(
                'font-medium whitespace-nowrap',
                active ? 'text-gray-900' : 'sr-only text-gray-500 sm:not-sr-only',
              )}
            >
              {label}
            </span>
            {index < steps.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />}
          </li>
        );
      })}
    </ol>
  );
}
