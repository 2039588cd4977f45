import type { ApplicationStats } from '@stockyard/domain';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import Search from 'lucide-react/icons/search';
import XCircle from 'lucide-react/icons/circle-x';
import type { LucideIcon } from 'lucide-react/types';
import { StatGrid } from '../../../components/ui/stat-card';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useApplicationStats } from '../api/get-application-stats';

type Tile = {
  key: keyof ApplicationStats;
  label: string;
  icon: LucideIcon;
  tone: 'brand' | 'amber' | 'blue' | 'green' | 'red';
};

// Spec 02 "Customer applications review": the five summary cards.
const TILES: readonly Tile[] = [
  { key: 'total_applications', label: 'applications:stats.total', icon: FileText, tone: 'brand' },
  { key: 'pending_applications', label: 'Pending', icon: Clock, tone: 'amber' },
  { key: 'under_review_applications', label: 'Under Review', icon: Search, tone: 'blue' },
  { key: 'approved_applications', label: 'Approved', icon: CheckCircle2, tone: 'green' },
  { key: 'rejected_applications', label: 'Rejected', icon: XCircle, tone: 'red' },
];

export function ApplicationStatsCards() {
  const stats = useApplicationStats();
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();

  return (
    <StatGrid
      label={t('applications:stats.summary')}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5"
      loading={stats.isPending}
      tiles={TILES.map((tile) => ({
        label: tile.label === 'applications:stats.total' ? t('applications:stats.total') : translate(tile.label),
        value: stats.data?.[tile.key] ?? 0,
        icon: tile.icon,
        tone: tile.tone,
      }))}
    />
  );
}
