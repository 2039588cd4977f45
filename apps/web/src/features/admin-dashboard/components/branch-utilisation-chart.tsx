import {
  branchSummary,
  percentUsed,
  reservedSpace,
  usageBarColour,
  usageLabel,
  usedSpace,
  type Branch,
  type UsageBarColour,
  type UsageLabel,
} from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

const BAR: Record<UsageBarColour, string> = { red: 'bg-red-500', yellow: 'bg-amber-400', green: 'bg-green-500' };
const LABEL_TONE: Record<UsageLabel, BadgeTone> = {
  Critical: 'red',
  'High Usage': 'orange',
  Moderate: 'amber',
  Active: 'blue',
  Available: 'green',
};

/**
 * One bar per branch, fullest first, coloured and labelled by the spec's usage cutoffs. Above them
 * the two overall figures of Manage Branches (branchSummary), each named for what it measures: the
 * same words and numbers on both screens, so neither reads as a different "utilization".
 */
export function BranchUtilisationChart({ branches }: { branches: Branch[] }) {
  const { t } = useTranslation(['admin']);
  const translate = useTranslateMessage();
  const { number, percent: formatPercent } = useNumberFormats();
  const rows = branches
    .map((branch) => ({ branch, percent: percentUsed(branch) }))
    .sort((a, b) => b.percent - a.percent || a.branch.name.localeCompare(b.branch.name));
  const summary = branchSummary(branches);
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-gray-600">{t('admin:dash.avgUtilization')}</dt>
          <dd className="text-3xl font-semibold text-gray-900">{formatPercent(summary.averageUtilization)}</dd>
          <dd className="text-xs text-gray-500">
            {t('admin:dash.avgUtilizationHint', { count: summary.totalBranches })}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-gray-600">{t('admin:dash.capacityInUse')}</dt>
          <dd className="text-3xl font-semibold text-gray-900">{formatPercent(summary.capacityUtilization)}</dd>
          <dd className="text-xs text-gray-500">
            {t('admin:dash.capacityInUseHint', {
              used: number(summary.usedSpace),
              reserved: number(summary.reservedSpace),
              capacity: number(summary.totalCapacity),
            })}
          </dd>
        </div>
      </dl>
      {/* Many branches scroll inside the card: focusable, so a keyboard can scroll it too. */}
      <ul
        tabIndex={0}
        aria-label={t('admin:dash.utilisation')}
        className="mt-4 max-h-[28rem] space-y-3.5 overflow-y-auto rounded-md pr-1 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {rows.map(({ branch, percent }) => (
          <li key={branch.id}>
            <div className="flex items-start justify-between gap-2 text-sm">
              {/* The name wraps rather than being cut: on a phone the badge and figure leave it little room. */}
              <span className="min-w-0 font-medium wrap-break-word text-gray-800">{branch.name}</span>
              <span className="flex shrink-0 items-center gap-2">
                <Badge tone={LABEL_TONE[usageLabel(percent)]}>{translate(usageLabel(percent))}</Badge>
                <span className="w-10 text-right font-semibold text-gray-900">{percent}%</span>
              </span>
            </div>
            <div
              role="meter"
              aria-label={t('admin:dash.utilisationOf', { name: branch.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('admin:dash.utilisationValue', {
                percent,
                used: number(usedSpace(branch)),
                reserved: number(reservedSpace(branch)),
                capacity: number(branch.capacity),
              })}
              className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-gray-100"
            >
              <div
                className={cn('h-full rounded-full', BAR[usageBarColour(percent)])}
                style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-gray-500">
              {t('admin:dash.unitsUsed', {
                used: number(usedSpace(branch)),
                reserved: number(reservedSpace(branch)),
                capacity: number(branch.capacity),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
