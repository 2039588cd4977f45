import {
  percentUsed,
  reservedSpace,
  usageBarColour,
  usageLabel,
  usedSpace,
  type Branch,
  type UsageBarColour,
} from '@stockyard/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Trash2 from 'lucide-react/icons/trash';
import UserRound from 'lucide-react/icons/user-round';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { ProgressBar, type ProgressTone } from '../../../../components/ui/progress-bar';
import { formatUnits } from '../branch-format';
import { useFormatDate } from '../../../../lib/dates';
import { useNumberFormats } from '../../../../lib/i18n/format';
import { useTranslateMessage } from '../../../../lib/i18n/messages';
import { useTranslation } from '../../../../lib/i18n/react';

const COLOUR_TONES: Record<UsageBarColour, { badge: BadgeTone; bar: ProgressTone }> = {
  green: { badge: 'green', bar: 'green' },
  yellow: { badge: 'amber', bar: 'amber' },
  red: { badge: 'red', bar: 'red' },
};

export type BranchCardActions = {
  onManageCapacity: (branch: Branch) => void;
  onEdit: (branch: Branch) => void;
  onLocations: (branch: Branch) => void;
  onDelete: (branch: Branch) => void;
};

function Figure({ label, value, className }: { label: string; value: number; className?: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className={className ?? 'text-sm font-semibold text-gray-900'}>{formatUnits(value)}</dd>
    </div>
  );
}

/** One branch on Manage Branches: its load with the admin usage label and colours (spec 02 section 4). */
export function BranchAdminCard({ branch, actions }: { branch: Branch; actions: BranchCardActions }) {
  const dates = useFormatDate();
  const { t } = useTranslation(['branches']);
  const translate = useTranslateMessage();
  const formats = useNumberFormats();
  const percent = percentUsed(branch);
  const label = usageLabel(percent);
  const tones = COLOUR_TONES[usageBarColour(percent)];
  const headingId = `admin-branch-${branch.id}-name`;
  const created = dates.date(branch.created_at) || null;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <CardBody className="flex flex-1 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold wrap-anywhere text-gray-900">
              {branch.name}
            </h3>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
              <span className="wrap-anywhere">{branch.location}</span>
            </p>
          </div>
          <Badge tone={tones.badge}>{translate(label)}</Badge>
        </div>

        <div>
          <div className="mb-1.5 flex items-baseline justify-between text-sm">
            <span className="text-gray-600">{t('branches:admin.usage')}</span>
            <span className="font-semibold text-gray-900">{formats.percent(percent)}</span>
          </div>
          <ProgressBar value={percent} tone={tones.bar} label={t('branches:admin.usageOf', { name: branch.name })} />
        </div>

        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t('branches:admin.total')} value={branch.capacity} />
          <Figure label={t('branches:admin.used')} value={usedSpace(branch)} />
          <Figure
            label={t('branches:admin.reserved')}
            value={reservedSpace(branch)}
            className="text-sm font-semibold text-amber-700"
          />
          <Figure
            label={t('branches:admin.available')}
            value={Math.max(0, branch.available_space)}
            className="text-sm font-semibold text-green-700"
          />
        </dl>

        <div className="space-y-1 text-sm text-gray-600">
          <p className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            {created ? t('branches:admin.created', { date: created }) : t('branches:admin.createdUnknown')}
          </p>
          {branch.manager_name && (
            <p className="flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
              <span className="min-w-0 truncate">{t('branches:card.manager', { name: branch.manager_name })}</span>
            </p>
          )}
        </div>

        <div className="mt-auto grid grid-cols-2 gap-2 border-t border-gray-100 pt-4">
          <Button variant="secondary" size="sm" className="col-span-2" onClick={() => actions.onManageCapacity(branch)}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('branches:admin.manageCapacity')}
          </Button>
          <Button variant="secondary" size="sm" className="col-span-2" onClick={() => actions.onLocations(branch)}>
            <MapPin aria-hidden="true" className="size-4" />
            {t('branches:locations.button')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => actions.onEdit(branch)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('branches:admin.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => actions.onDelete(branch)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('branches:admin.delete')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

/** The last tile of the grid (spec 02): a large target that opens Add Branch. */
export function AddBranchTile({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation(['branches']);
  return (
    <button
      type="button"
      onClick={onAdd}
      className="flex h-full min-h-56 w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-gray-300 bg-white p-6 text-gray-600 transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Plus aria-hidden="true" className="size-6" />
      </span>
      <span className="font-semibold">{t('branches:admin.addNew')}</span>
    </button>
  );
}
