import { cn } from '../../lib/cn';

export type ProgressTone = 'green' | 'blue' | 'amber' | 'orange' | 'red' | 'brand';

const tones: Record<ProgressTone, string> = {
  green: 'bg-green-500',
  blue: 'bg-blue-500',
  amber: 'bg-amber-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  brand: 'bg-brand-600',
};

type ProgressBarProps = { value: number; label: string; tone?: ProgressTone; className?: string };

/** A 0-100 bar; values outside the range (over-full data) are drawn at the edge but announced as is. */
export function ProgressBar({ value, label, tone = 'brand', className }: ProgressBarProps) {
  const width = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-gray-100', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', tones[tone])} style={{ width: `${width}%` }} />
    </div>
  );
}
