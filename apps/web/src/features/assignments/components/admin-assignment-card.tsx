import { isOverdue, type Assignment } from '@stockyard/domain';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Clock from 'lucide-react/icons/clock';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import UserRound from 'lucide-react/icons/user-round';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { AssignmentStatusBadge, PriorityBadge, progressTone } from './assignment-badges';
import { useFormatDate } from '../../../lib/dates';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useAssignmentWords } from '../../../lib/use-assignment-words';

type AdminAssignmentCardProps = {
  assignment: Assignment;
  now: Date;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
};

/** One assignment as spec 02 lists it: task, description, employee, branch, status, priority, due date, progress. */
export function AdminAssignmentCard({ assignment, now, onEdit, onDelete }: AdminAssignmentCardProps) {
  const dates = useFormatDate();
  const { t } = useTranslation(['assignments']);
  const { number } = useNumberFormats();
  const words = useAssignmentWords()(assignment);
  const overdue = isOverdue(assignment.due_date, assignment.status, now);
  const employeeName = `${assignment.employee.first_name} ${assignment.employee.last_name}`.trim();
  const titleId = `assignment-${assignment.id}-title`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={cn('flex h-full flex-col p-5', overdue && 'border-red-300 ring-1 ring-red-200')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold wrap-anywhere text-gray-900">
          {words.title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <AssignmentStatusBadge status={assignment.status} vocabulary="admin" />
          <PriorityBadge priority={assignment.priority} />
        </div>
      </div>
      {words.description && (
        <p className="mt-2 line-clamp-3 text-sm wrap-anywhere text-gray-600">{words.description}</p>
      )}
      <dl className="mt-4 grid gap-2 text-sm text-gray-700 sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
          <dt className="sr-only">{t('assignments:card.employee')}</dt>
          <dd className="truncate">{employeeName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
          <dt className="sr-only">{t('assignments:branch')}</dt>
          <dd className="truncate">{assignment.branch.name}</dd>
        </div>
        <div className="flex items-center gap-2 sm:col-span-2">
          <CalendarClock
            aria-hidden="true"
            className={cn('size-4 shrink-0', overdue ? 'text-red-500' : 'text-gray-400')}
          />
          <dt className="sr-only">{t('assignments:card.dueDate')}</dt>
          <dd className={cn('flex flex-wrap items-center gap-2', overdue && 'font-medium text-red-700')}>
            {t('assignments:card.due', { date: dates.dueDate(assignment.due_date) })}
            {overdue && <Badge tone="red">{t('assignments:overdue')}</Badge>}
          </dd>
        </div>
        {assignment.actual_hours !== null && (
          <div className="flex items-center gap-2 sm:col-span-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            <dt className="sr-only">{t('assignments:hours')}</dt>
            <dd>{t('assignments:card.actualHours', { hours: number(assignment.actual_hours) })}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4">
        <div className="mb-1.5 flex items-center justify-between text-sm">
          <span className="font-medium text-gray-700">{t('assignments:card.progress')}</span>
          <span className="text-gray-900 tabular-nums">{assignment.progress}%</span>
        </div>
        <ProgressBar
          value={assignment.progress}
          label={t('assignments:card.progressOf', { task: words.title })}
          tone={progressTone(assignment.status, overdue)}
        />
      </div>
      <div className="mt-auto flex justify-end gap-2 pt-4">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(assignment)}
          aria-label={t('assignments:card.editTask', { task: words.title })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('assignments:card.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(assignment)}
          aria-label={t('assignments:card.deleteTask', { task: words.title })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('assignments:card.delete')}
        </Button>
      </div>
    </Card>
  );
}
