import {
  ASSIGNMENT_MESSAGES,
  completionPercent,
  EMPLOYEE_TRANSITIONS,
  isOverdue,
  statusUpdatedMessage,
  type Assignment,
  type AssignmentStatus,
} from '@stockyard/domain';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Tag from 'lucide-react/icons/tag';
import UserRound from 'lucide-react/icons/user-round';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUpdateAssignmentStatus } from '../api/update-assignment-status';
import { CompleteAssignmentDialog } from './complete-assignment-dialog';
import { AssignmentStatusBadge, PriorityBadge, progressTone } from './assignment-badges';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { STATUS_KEYS } from './assignment-badges';
import { useAssignmentWords } from '../../../lib/use-assignment-words';

const actionLook: Record<AssignmentStatus, { variant: ButtonVariant; icon: typeof Play }> = {
  in_progress: { variant: 'primary', icon: Play },
  pending: { variant: 'secondary', icon: Pause },
  completed: { variant: 'primary', icon: CheckCircle2 },
  scheduled: { variant: 'secondary', icon: Clock },
  cancelled: { variant: 'secondary', icon: Clock },
};

const formatHours = (hours: number) => String(Number(hours.toFixed(2)));

function Detail({ icon: Icon, label, children }: { icon: typeof Play; label: string; children: ReactNode }) {
  return (
    // dt and dd are the group's direct children (a <dl> allows one wrapping div, no deeper); the icon
    // sits in the dt so the label column keeps its own line.
    <div className="grid min-w-0 grid-cols-[1rem_minmax(0,1fr)] items-start gap-x-2">
      <dt className="contents">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
        <span className="text-xs text-gray-500">{label}</span>
      </dt>
      <dd className="col-start-2 wrap-anywhere text-gray-900">{children}</dd>
    </div>
  );
}

/** One of the employee's assignments (spec 01 My Assignments) with the actions its status allows. */
export function MyAssignmentCard({ assignment, now }: { assignment: Assignment; now: Date }) {
  const dates = useFormatDate();
  const update = useUpdateAssignmentStatus();
  const { t } = useTranslation(['assignments']);
  const words = useAssignmentWords()(assignment);
  const translate = useTranslateMessage();
  const titleId = `my-assignment-${assignment.id}-title`;
  // The pressed button goes away with the old status; put focus back on this card, not the page top.
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (document.activeElement !== document.body) return;
      const card = document.getElementById(titleId)?.closest('article');
      const target = card?.querySelector<HTMLElement>('button:not([disabled])') ?? document.getElementById(titleId);
      target?.focus();
    });
  const overdue = isOverdue(assignment.due_date, assignment.status, now);
  const percent = completionPercent(assignment.status, assignment.progress);

  // Completing asks for the hours first (the completion form); other moves go at once.
  const [completing, setCompleting] = useState(false);
  const change = (to: AssignmentStatus, actualHours?: number | null, onSent?: () => void) =>
    update.mutate(
      { assignment, to, actualHours },
      {
        onSuccess: () => {
          onSent?.();
          setCompleting(false);
          toast.success(translate(statusUpdatedMessage(t(STATUS_KEYS[to]))));
        },
        onSettled: keepFocus,
        onError: (error) =>
          toast.error(translate(ASSIGNMENT_MESSAGES.statusUpdateFailed), {
            // A refused transition explains itself (409); other details add nothing a person can act on.
            description: isApiError(error) && error.status === 409 ? translate(error.detail) : undefined,
          }),
      },
    );

  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={cn('flex h-full flex-col p-5', overdue && 'border-red-300 bg-red-50/40 ring-1 ring-red-200')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id={titleId}
          tabIndex={-1}
          className="min-w-0 focus:outline-none text-base font-semibold wrap-anywhere text-gray-900"
        >
          {words.title}
        </h2>
        <PriorityBadge priority={assignment.priority} />
      </div>
      {words.description && <p className="mt-2 text-sm wrap-anywhere text-gray-600">{words.description}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <AssignmentStatusBadge status={assignment.status} vocabulary="employee" />
        {overdue && <Badge tone="red">{t('assignments:overdue')}</Badge>}
      </div>
      <div className="mt-4">
        <div className="mb-1.5 flex items-center justify-between text-sm">
          <span className="font-medium text-gray-700">{t('assignments:completion')}</span>
          <span className="text-gray-900 tabular-nums">{percent}%</span>
        </div>
        <ProgressBar
          value={percent}
          label={t('assignments:completionOf', { task: words.title })}
          tone={progressTone(assignment.status, overdue)}
        />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-2">
        <Detail icon={CalendarClock} label={t('assignments:due')}>
          <span className={cn(overdue && 'font-medium text-red-700')}>
            {dates.dueDate(assignment.due_date, { withTime: true })}
          </span>
        </Detail>
        <Detail icon={Building2} label={t('assignments:branch')}>
          {assignment.branch.name}
        </Detail>
        <Detail icon={UserRound} label={t('assignments:supervisor')}>
          {assignment.supervisor ?? t('assignments:notRecorded')}
        </Detail>
        <Detail icon={Clock} label={t('assignments:hours')}>
          {formatHours(assignment.actual_hours ?? 0)} / {formatHours(assignment.estimated_hours)} h
        </Detail>
        <Detail icon={Tag} label={t('assignments:category')}>
          {words.category}
        </Detail>
      </dl>
      {EMPLOYEE_TRANSITIONS[assignment.status].length > 0 && (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
          {EMPLOYEE_TRANSITIONS[assignment.status].map(({ to, action }) => {
            const { variant, icon: Icon } = actionLook[to];
            const running = update.isPending && update.variables.to === to;
            return (
              <Button
                key={to}
                size="sm"
                variant={variant}
                className={cn(to === 'completed' && 'bg-green-700 hover:bg-green-800 disabled:bg-green-400')}
                loading={running}
                disabled={update.isPending}
                onClick={() => (to === 'completed' ? setCompleting(true) : change(to))}
              >
                {!running && <Icon aria-hidden="true" className="size-4" />}
                {translate(action)}
              </Button>
            );
          })}
        </div>
      )}
      {completing && (
        <CompleteAssignmentDialog
          assignment={assignment}
          open={completing}
          onOpenChange={setCompleting}
          busy={update.isPending}
          onComplete={(hours, onSent) => change('completed', hours, onSent)}
        />
      )}
    </Card>
  );
}
