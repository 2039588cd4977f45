import { ProgressBar } from '../../../components/ui/progress-bar';
import { WIZARD_STEP_COUNT } from './wizard-values';
import { useTranslation } from '../../../lib/i18n/react';

/** 'Step N of 4' and the percent-complete bar (spec 01 Apply to Store). */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / WIZARD_STEP_COUNT) * 100);
  const { t } = useTranslation(['applications']);
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-medium text-gray-900">
          {t('applications:wizard.stepOf', { step, count: WIZARD_STEP_COUNT })}
        </span>
        <span className="text-gray-600">{t('applications:wizard.complete', { percent })}</span>
      </div>
      <ProgressBar value={percent} label={t('applications:wizard.progress')} />
    </div>
  );
}
