import {
  ADMIN_STATUS_LABELS,
  EMPLOYEE_STATUS_LABELS,
  PRIORITY_LABELS,
  type AssignmentPriority,
  type AssignmentStatus,
} from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { ProgressTone } from '../../../components/ui/progress-bar';

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

export const statusLabel = (status: AssignmentStatus, vocabulary: StatusVocabulary) =>
  (vocabulary === 'admin' ? ADMIN_STATUS_LABELS : EMPLOYEE_STATUS_LABELS)[status];

export function AssignmentStatusBadge({
  status,
  vocabulary,
}: {
  status: AssignmentStatus;
  vocabulary: StatusVocabulary;
}) {
  return <Badge tone={statusTones[status]}>{statusLabel(status, vocabulary)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: AssignmentPriority }) {
  return <Badge tone={priorityTones[priority]}>{PRIORITY_LABELS[priority]} priority</Badge>;
}

/** The bar takes the colour of the status, so a completed task reads green at a glance. */
export function progressTone(status: AssignmentStatus, overdue: boolean): ProgressTone {
  if (overdue) return 'red';
  if (status === 'completed') return 'green';
  if (status === 'in_progress') return 'blue';
  return 'brand';
}
