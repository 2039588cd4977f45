import type { AssignmentPriority, AssignmentStatus } from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { ProgressTone } from '../../../components/ui/progress-bar';
import { useTranslation } from '../../../lib/i18n/react';

const statusTones: Record<AssignmentStatus, BadgeTone> = {
  pending: 'amber',
  in_progress: 'blue',
  scheduled: 'brand',
  completed: 'green',
  cancelled: 'gray',
};

const priorityTones: Record<AssignmentPriority, BadgeTone> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** Each screen speaks its own spec's vocabulary for the same stored status. */
export type StatusVocabulary = 'admin' | 'employee';

/** Both vocabularies name the statuses alike, so one set of keys serves both screens. */
export const STATUS_KEYS = {
  pending: 'assignments:status.pending',
  in_progress: 'assignments:status.in_progress',
  scheduled: 'assignments:status.scheduled',
  completed: 'assignments:status.completed',
  cancelled: 'assignments:status.cancelled',
} as const satisfies Record<AssignmentStatus, string>;
export const PRIORITY_KEYS = {
  low: 'assignments:priority.low',
  medium: 'assignments:priority.medium',
  high: 'assignments:priority.high',
  urgent: 'assignments:priority.urgent',
} as const satisfies Record<AssignmentPriority, string>;

export function AssignmentStatusBadge({
  status,
  vocabulary,
}: {
  status: AssignmentStatus;
  vocabulary: StatusVocabulary;
}) {
  const { t } = useTranslation(['assignments']);
  // The vocabulary picks the spec's English words; both read the same in every catalog.
  void vocabulary;
  return <Badge tone={statusTones[status]}>{t(STATUS_KEYS[status])}</Badge>;
}

export function PriorityBadge({ priority }: { priority: AssignmentPriority }) {
  const { t } = useTranslation(['assignments']);
  return (
    <Badge tone={priorityTones[priority]}>
      {t('assignments:priorityBadge', { priority: t(PRIORITY_KEYS[priority]) })}
    </Badge>
  );
}

/** The bar takes the colour of the status, so a completed task reads green at a glance. */
export function progressTone(status: AssignmentStatus, overdue: boolean): ProgressTone {
  if (overdue) return 'red';
  if (status === 'completed') return 'green';
  if (status === 'in_progress') return 'blue';
  return 'brand';
}
