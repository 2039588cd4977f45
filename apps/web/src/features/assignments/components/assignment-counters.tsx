import type { Assignment, AssignmentStatus } from '@stockyard/domain';
import { CheckCircle2, ClipboardList, Clock, PlayCircle } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

const countOf = (assignments: readonly Assignment[], status: AssignmentStatus) =>
  assignments.filter((assignment) => assignment.status === status).length;

/**
 * Spec 02's 'Active' counter counted a status no assignment can have; here it counts what the word
 * means on this screen: assignments in progress.
 */
export function AssignmentCounters({ assignments, loading }: { assignments: readonly Assignment[]; loading: boolean }) {
  return (
    <section aria-label="Assignment counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total" value={assignments.length} icon={ClipboardList} loading={loading} />
      <StatCard label="Pending" value={countOf(assignments, 'pending')} icon={Clock} tone="amber" loading={loading} />
      <StatCard
        label="Active"
        value={countOf(assignments, 'in_progress')}
        icon={PlayCircle}
        tone="blue"
        hint="In progress"
        loading={loading}
      />
      <StatCard
        label="Completed"
        value={countOf(assignments, 'completed')}
        icon={CheckCircle2}
        tone="green"
        loading={loading}
      />
    </section>
  );
}
