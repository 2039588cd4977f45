import {
  landingLoadLabel,
  percentUsed,
  reservedSpace,
  usedSpace,
  type Branch,
  type LandingLoadLabel,
} from '@stockyard/domain';
import MapPin from 'lucide-react/icons/map-pin';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardBody } from '../../../components/ui/card';
import { ProgressBar, type ProgressTone } from '../../../components/ui/progress-bar';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

const LABEL_TONES: Record<LandingLoadLabel, { badge: BadgeTone; bar: ProgressTone }> = {
  Available: { badge: 'green', bar: 'green' },
  Active: { badge: 'blue', bar: 'blue' },
  Busy: { badge: 'amber', bar: 'amber' },
  'Nearly Full': { badge: 'red', bar: 'red' },
};

const LABEL_KEYS = {
  Available: 'landing:load.Available',
  Active: 'landing:load.Active',
  Busy: 'landing:load.Busy',
  'Nearly Full': 'landing:load.NearlyFull',
} as const satisfies Record<LandingLoadLabel, string>;

/** One branch on the landing page: where it is and how full it is right now. */
export function BranchLoadCard({ branch }: { branch: Branch }) {
  const percent = percentUsed(branch);
  const label = landingLoadLabel(percent);
  const tones = LABEL_TONES[label];
  const { t } = useTranslation(['landing']);
  const { number } = useNumberFormats();
  return (
    <Card as="article" aria-labelledby={`branch-${branch.id}-name`} className="flex h-full flex-col">
      <CardBody className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`branch-${branch.id}-name`} className="text-lg font-semibold text-gray-900">
              {branch.name}
            </h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
              <span className="min-w-0 truncate">{branch.location}</span>
            </p>
          </div>
          <Badge tone={tones.badge}>{t(LABEL_KEYS[label])}</Badge>
        </div>
        {branch.description && <p className="mt-3 line-clamp-2 text-sm text-gray-600">{branch.description}</p>}
        <div className="mt-auto pt-5">
          <div className="mb-2 flex items-baseline justify-between text-sm">
            <span className="text-gray-600">{t('landing:branches.capacityUsed')}</span>
            <span className="font-semibold text-gray-900">{percent}%</span>
          </div>
          <ProgressBar
            value={percent}
            tone={tones.bar}
            label={t('landing:branches.capacityUsedOf', { name: branch.name })}
          />
          <p className="mt-2 text-xs text-gray-500">
            {t('landing:branches.units', {
              used: number(usedSpace(branch)),
              reserved: number(reservedSpace(branch)),
              capacity: number(branch.capacity),
              available: number(Math.max(0, branch.available_space)),
            })}
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
