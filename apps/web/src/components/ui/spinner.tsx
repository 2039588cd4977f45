import { cn } from '../../lib/cn';
import { useShellT } from '../../lib/i18n/shell';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  label?: string;
  /** Inside a button that already says what is happening, the spinner is decoration only. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const t = useShellT();
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label ?? t('shell:loading')}</span>
    </span>
  );
}

/** Full-area spinner for screens and guards that are still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
