import type { Assignment, AssignmentStatus } from '@stockyard/domain';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import PlayCircle from 'lucide-react/icons/circle-play';
import { StatGrid } from '../../../components/ui/stat-card';
import { useTranslation } from '../../../lib/i18n/react';

const countOf = (assignments: readonly Assignment[], status: AssignmentStatus) =>
  assignments.filter((assignment) => assignment.status === status).length;

/**
 * Spec 02's 'Active' counter counted a status no assignment can have; here it counts what the word
 * means on this screen: assignments in progress.
 */
export function AssignmentCounters({ assignments, loading }: { assignments: readonly Assignment[]; loading: boolean }) {
  const { t } = useTranslation(['assignments']);
  const inProgress = t('assignments:status.in_progress');
  return (
    <StatGrid
      label={t('assignments:admin.counts')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      loading={loading}
      tiles={[
        { label: t('assignments:admin.total'), value: assignments.length, icon: ClipboardList },
        { label: t('assignments:status.pending'), value: countOf(assignments, 'pending'), icon: Clock, tone: 'amber' },
        {
          label: t('assignments:admin.active'),
          value: countOf(assignments, 'in_progress'),
          icon: PlayCircle,
          tone: 'blue',
          hint: inProgress,
        },
        {
          label: t('assignments:status.completed'),
          value: countOf(assignments, 'completed'),
          icon: CheckCircle2,
          tone: 'green',
        },
      ]}
    />
  );
}
