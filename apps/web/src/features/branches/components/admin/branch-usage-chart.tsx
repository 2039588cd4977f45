import { usedSpace, type Branch } from '@stockyard/domain';
import { useTranslation } from '../../../../lib/i18n/react';
import { formatUnits } from '../branch-format';

/**
 * Used against available space for each branch, drawn as plain SVG bars (no chart library). Bars
 * share one scale, the largest capacity, so branch sizes compare as well as their loads. Loaded
 * lazily: the screen is usable before it arrives.
 */
export function BranchUsageChart({ branches }: { branches: readonly Branch[] }) {
  const { t } = useTranslation(['branches']);
  const largest = Math.max(1, ...branches.map((branch) => branch.capacity));
  return (
    <figure>
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-base font-semibold text-gray-900">{t('branches:chart.title')}</span>
        <span className="flex items-center gap-4 text-xs text-gray-600" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-600" /> {t('branches:chart.used')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-green-300" /> {t('branches:chart.available')}
          </span>
        </span>
      </figcaption>
      <ul className="mt-4 space-y-3">
        {branches.map((branch) => {
          const used = usedSpace(branch);
          const available = Math.max(0, branch.available_space);
          const usedWidth = (used / largest) * 100;
          const availableWidth = (Math.min(available, branch.capacity - used) / largest) * 100;
          return (
            <li key={branch.id} className="grid gap-1 sm:grid-cols-[12rem_1fr_8rem] sm:items-center sm:gap-4">
              <span className="truncate text-sm font-medium text-gray-800" title={branch.name}>
                {branch.name}
              </span>
              <svg
                role="img"
                aria-label={t('branches:chart.bar', {
                  name: branch.name,
                  used: formatUnits(used),
                  available: formatUnits(available),
                })}
                viewBox="0 0 100 6"
                preserveAspectRatio="none"
                className="h-4 w-full overflow-visible"
              >
                <rect x="0" y="0" width="100" height="6" rx="1" className="fill-gray-100" />
                <rect x="0" y="0" width={usedWidth} height="6" className="fill-brand-600" />
                <rect x={usedWidth} y="0" width={Math.max(0, availableWidth)} height="6" className="fill-green-300" />
              </svg>
              <span className="text-xs text-gray-600 tabular-nums sm:text-right" aria-hidden="true">
                {formatUnits(used)} / {formatUnits(branch.capacity)}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
