import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/react';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: AlertCircle },
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: CheckCircle2 },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-800', icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
};

type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the end of the message (Retry, Refresh). */
  action?: ReactNode;
  /** When given, a close button lets the reader put the message away. */
  onDismiss?: () => void;
  className?: string;
  /** With tabIndex={-1}, lets a form move focus to the message it shows (an error summary). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
};

export function Alert({ tone = 'info', title, children, action, onDismiss, className, ref, tabIndex }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  const { t } = useTranslation(['common']);
  // Errors interrupt a screen reader; other messages wait their turn.
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={role}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-1' : undefined)}>{children}</div>}
        {action && <div className="mt-3 flex flex-wrap gap-2">{action}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common:ui.dismiss')}
          className="-m-1 h-fit rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
