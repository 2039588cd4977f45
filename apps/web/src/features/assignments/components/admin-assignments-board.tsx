import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PRIORITIES,
  ASSIGNMENT_STATUSES,
  type Assignment,
  type AssignmentPriority,
  type AssignmentStatus,
} from '@stockyard/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useAssignments } from '../api/get-assignments';
import { AdminAssignmentCard } from './admin-assignment-card';
import { AssignmentCounters } from './assignment-counters';
import { AssignmentFormDialog } from './assignment-form-dialog';
import { ASSIGNMENT_GRID, AssignmentListSkeleton } from './assignment-list-skeleton';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { PRIORITY_KEYS, STATUS_KEYS } from './assignment-badges';

const PAGE_SIZE = 12;
type StatusFilter = AssignmentStatus | 'all';
type PriorityFilter = AssignmentPriority | 'all';

type FormState = { open: boolean; assignment: Assignment | null };

/** Spec 02 'Employee assignments': counters, filters, cards, and the create, edit and delete dialogs. */
export function AdminAssignmentsBoard() {
  const { data: assignments = [], isPending, isError, error, isFetching, refetch, dataUpdatedAt } = useAssignments();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [priority, setPriority] = useState<PriorityFilter>('all');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false, assignment: null });
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const remove = useDeleteAssignment();
  const { t } = useTranslation(['assignments']);
  const translate = useTranslateMessage();
  const statusFilterOptions = [
    { value: 'all', label: t('assignments:admin.allStatuses') },
    ...ASSIGNMENT_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) })),
  ];
  const priorityFilterOptions = [
    { value: 'all', label: t('assignments:admin.allPriorities') },
    ...ASSIGNMENT_PRIORITIES.map((value) => ({ value, label: t(PRIORITY_KEYS[value]) })),
  ];
  // Overdue is judged at the moment the list was read, so every card agrees and renders stay pure.
  const now = new Date(dataUpdatedAt);

  const filtered = useMemo(
    () =>
      assignments.filter(
        (assignment) =>
          (status === 'all' || assignment.status === status) &&
          (priority === 'all' || assignment.priority === priority),
      ),
    [assignments, status, priority],
  );
  const lastPage = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const shown = filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const filtering = status !== 'all' || priority !== 'all';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(translate(ASSIGNMENT_MESSAGES.deleted));
        setDeleting(null);
      },
      onError: (failure) => toast.error(errorMessage(failure, ASSIGNMENT_MESSAGES.deleteFailed)),
    });
  };

  const openCreate = () => setForm({ open: true, assignment: null });
  const createButton = (
    <Button onClick={openCreate}>
      <Plus aria-hidden="true" className="size-4" />
      {t('assignments:admin.create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('assignments:admin.title')} description={t('assignments:admin.description')}>
        {createButton}
      </PageHeader>
      <div className="space-y-6">
        <AssignmentCounters assignments={assignments} loading={isPending} />
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
          <SelectField
            label={t('assignments:admin.status')}
            options={statusFilterOptions}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          />
          <SelectField
            label={t('assignments:admin.priority')}
            options={priorityFilterOptions}
            value={priority}
            onChange={(event) => {
              setPriority(event.target.value as PriorityFilter);
              setPage(1);
            }}
          />
        </div>
        {isError && (
          <Alert
            tone="error"
            title={translate(ASSIGNMENT_MESSAGES.fetchFailed)}
            action={
              <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
                {t('assignments:my.retry')}
              </Button>
            }
          >
            {errorMessage(error, '') || undefined}
          </Alert>
        )}
        {isPending ? (
          <AssignmentListSkeleton />
        ) : shown.length > 0 ? (
          <div>
            <ul className={ASSIGNMENT_GRID} aria-label={t('assignments:admin.list')}>
              {shown.map((assignment) => (
                <li key={assignment.id}>
                  <AdminAssignmentCard
                    assignment={assignment}
                    now={now}
                    onEdit={(item) => setForm({ open: true, assignment: item })}
                    onDelete={setDeleting}
                  />
                </li>
              ))}
            </ul>
            {filtered.length > PAGE_SIZE && (
              <Pagination
                page={currentPage}
                pageSize={PAGE_SIZE}
                total={filtered.length}
                onPageChange={setPage}
                itemLabel={(count) => t('assignments:admin.items', { count })}
              />
            )}
          </div>
        ) : isError ? null : (
          <EmptyState
            icon={ClipboardList}
            title={translate(ASSIGNMENT_MESSAGES.noAssignments)}
            description={filtering ? t('assignments:admin.noneMatch') : t('assignments:admin.createFirst')}
            action={
              filtering ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setStatus('all');
                    setPriority('all');
                  }}
                >
                  {t('assignments:admin.clearFilters')}
                </Button>
              ) : (
                createButton
              )
            }
          />
        )}
      </div>
      <AssignmentFormDialog
        open={form.open}
        assignment={form.assignment}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('assignments:admin.deleteTitle')}
        message={translate(ASSIGNMENT_MESSAGES.deleteConfirm)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
