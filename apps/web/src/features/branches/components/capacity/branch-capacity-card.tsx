import {
  BRANCH_DATE_FALLBACK,
  BRANCH_FEATURES,
  BRANCH_FULL_LABEL,
  BRANCH_LOCATION_FALLBACK,
  BRANCH_NAME_FALLBACK,
  BRANCH_OPENING_HOURS,
  branchDirectionsUrl,
  capacityBarColour,
  capacityStatus,
  percentUsed,
  reservedSpace,
  usedSpace,
  type Branch,
  type CapacityStatus,
} from '@stockyard/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import Package from 'lucide-react/icons/package';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { formatUnits } from '../branch-format';
import { useFormatDate } from '../../../../lib/dates';
import { useTranslateMessage } from '../../../../lib/i18n/messages';
import { useTranslation } from '../../../../lib/i18n/react';
import { useLocale } from '../../../../lib/i18n/language';
import { openingHours } from '../../../../lib/system-texts';

const STATUS_BADGES = {
  available: { label: 'branches:card.available', tone: 'green' },
  optimal: { label: 'branches:card.optimal', tone: 'blue' },
  busy: { label: 'branches:card.busy', tone: 'orange' },
  full: { label: 'branches:card.full', tone: 'red' },
} as const satisfies Record<CapacityStatus, { label: string; tone: BadgeTone }>;

function Detail({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </li>
  );
}

/** One branch on the customer's Branch Capacity screen (spec 01 "Branch Capacity"). */
export function BranchCapacityCard({ branch }: { branch: Branch }) {
  const dates = useFormatDate();
  const { t } = useTranslation(['branches']);
  const locale = useLocale();
  const translate = useTranslateMessage();
  const percent = percentUsed(branch);
  const status = capacityStatus(percent);
  const badge = STATUS_BADGES[status];
  const name = branch.name.trim() || translate(BRANCH_NAME_FALLBACK);
  const location = branch.location.trim() || translate(BRANCH_LOCATION_FALLBACK);
  const directions = branchDirectionsUrl(branch.location);
  const created = dates.longDate(branch.created_at) || null;
  const headingId = `capacity-branch-${branch.id}-name`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <CardBody className="flex flex-1 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold wrap-anywhere text-gray-900">
              {name}
            </h2>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
              <span className="wrap-anywhere">{location}</span>
            </p>
          </div>
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
        </div>

        <div>
          <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-gray-700">
              {t('branches:card.used', { units: formatUnits(usedSpace(branch)) })}
              {reservedSpace(branch) > 0 && (
                <span className="text-amber-700">
                  {' · '}
                  {t('branches:card.reserved', { units: formatUnits(reservedSpace(branch)) })}
                </span>
              )}
            </span>
            <span className="font-semibold text-gray-900">{t('branches:card.percentFull', { percent })}</span>
          </div>
          <ProgressBar
            value={percent}
            tone={capacityBarColour(percent)}
            label={t('branches:card.capacityUsed', { name })}
          />
          <div className="mt-1.5 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-green-700">
              {t('branches:card.unitsAvailable', { units: formatUnits(Math.max(0, branch.available_space)) })}
            </span>
            <span className="text-gray-500">{t('branches:card.total', { units: formatUnits(branch.capacity) })}</span>
          </div>
        </div>

        {branch.description && <p className="text-sm text-gray-600">{branch.description}</p>}

        <ul className="space-y-1.5 text-sm text-gray-600">
          <Detail icon={UserRound}>
            {branch.manager_name ? t('branches:card.manager', { name: branch.manager_name }) : t('branches:card.team')}
          </Detail>
          <Detail icon={Clock}>
            {t('branches:card.hours', { hours: openingHours(BRANCH_OPENING_HOURS, locale) })}
          </Detail>
          <Detail icon={CalendarDays}>
            {created ? t('branches:card.opened', { date: created }) : translate(BRANCH_DATE_FALLBACK)}
          </Detail>
        </ul>

        <ul aria-label={t('branches:card.features')} className="flex flex-wrap gap-2">
          {BRANCH_FEATURES.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-700"
            >
              <CheckCircle2 aria-hidden="true" className="size-3.5 text-green-600" />
              {translate(feature)}
            </li>
          ))}
        </ul>

        <div className="mt-auto grid gap-2 pt-2 sm:grid-cols-2">
          {status === 'full' ? (
            <Button disabled className="w-full">
              {translate(BRANCH_FULL_LABEL)}
            </Button>
          ) : (
            <Link to={`/customer/store-goods?branch=${branch.id}`} className={buttonClasses({ className: 'w-full' })}>
              <Package aria-hidden="true" className="size-4" />
              {t('branches:card.storeHere')}
            </Link>
          )}
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
            >
              <Navigation aria-hidden="true" className="size-4" />
              {t('branches:card.directions')}
              <span className="sr-only">{t('branches:card.newTab')}</span>
            </a>
          ) : (
            <Button variant="secondary" disabled className="w-full">
              <Navigation aria-hidden="true" className="size-4" />
              {t('branches:card.directions')}
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
