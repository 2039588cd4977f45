import { ProgressBar } from '../../../components/ui/progress-bar';
import { WIZARD_STEP_COUNT } from './wizard-values';

/** 'Step N of 4' and the percent-complete bar (spec 01 Apply to Store). */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / WIZARD_STEP_COUNT) * 100);
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-medium text-gray-900">
          Step {step} of {WIZARD_STEP_COUNT}
        </span>
        <span className="text-gray-600">{percent}% Complete</span>
      </div>
      <ProgressBar value={percent} label="Application progress" />
    </div>
  );
}
