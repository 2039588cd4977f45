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
  usedSpace,
  type Branch,
  type CapacityStatus,
} from '@stockyard/domain';
import { CalendarDays, CheckCircle2, Clock, MapPin, Navigation, Package, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { formatUnits } from '../branch-format';
import { useFormatDate } from '../../../../lib/dates';

const STATUS_BADGES: Record<CapacityStatus, { label: string; tone: BadgeTone }> = {
  available: { label: 'Available', tone: 'green' },
  optimal: { label: 'Optimal', tone: 'blue' },
  busy: { label: 'Busy', tone: 'orange' },
  full: { label: 'Full', tone: 'red' },
};

function Detail({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** One branch on the customer's Branch Capacity screen (spec 01 "Branch Capacity"). */
export function BranchCapacityCard({ branch }: { branch: Branch }) {
  const dates = useFormatDate();
  const percent = percentUsed(branch);
  const status = capacityStatus(percent);
  const badge = STATUS_BADGES[status];
  const name = branch.name.trim() || BRANCH_NAME_FALLBACK;
  const location = branch.location.trim() || BRANCH_LOCATION_FALLBACK;
  const directions = branchDirectionsUrl(branch.location);
  const created = dates.date(branch.created_at) || null;
  const headingId = `capacity-branch-${branch.id}-name`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <CardBody className="flex flex-1 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
              {name}
            </h2>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
              <span className="break-words">{location}</span>
            </p>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>

        <div>
          <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-gray-700">{formatUnits(usedSpace(branch))} used</span>
            <span className="font-semibold text-gray-900">{percent}% full</span>
          </div>
          <ProgressBar value={percent} tone={capacityBarColour(percent)} label={`${name} capacity used`} />
          <div className="mt-1.5 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-green-700">
              {formatUnits(Math.max(0, branch.available_space))} units available
            </span>
            <span className="text-gray-500">{formatUnits(branch.capacity)} total</span>
          </div>
        </div>

        {branch.description && <p className="text-sm text-gray-600">{branch.description}</p>}

        <ul className="space-y-1.5 text-sm text-gray-600">
          <Detail icon={UserRound}>
            {branch.manager_name ? `Manager: ${branch.manager_name}` : 'Staffed by the Stockyard branch team'}
          </Detail>
          <Detail icon={Clock}>Hours: {BRANCH_OPENING_HOURS}</Detail>
          <Detail icon={CalendarDays}>{created ? `Opened ${created}` : BRANCH_DATE_FALLBACK}</Detail>
        </ul>

        <ul aria-label="Features" className="flex flex-wrap gap-2">
          {BRANCH_FEATURES.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-700"
            >
              <CheckCircle2 aria-hidden="true" className="size-3.5 text-green-600" />
              {feature}
            </li>
          ))}
        </ul>

        <div className="mt-auto grid gap-2 pt-2 sm:grid-cols-2">
          {status === 'full' ? (
            <Button disabled className="w-full">
              {BRANCH_FULL_LABEL}
            </Button>
          ) : (
            <Link to="/customer/store-goods" className={buttonClasses({ className: 'w-full' })}>
              <Package aria-hidden="true" className="size-4" />
              Store Items Here
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
              Get Directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Button variant="secondary" disabled className="w-full">
              <Navigation aria-hidden="true" className="size-4" />
              Get Directions
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
